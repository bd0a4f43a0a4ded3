import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModule } from '../testing/renderModule';
import type { DataColumn } from './columns';
import { DataTable } from './DataTable';

interface Item {
  id: number;
  place: string;
  due: string;
}

const columns: DataColumn<Item>[] = [
  { id: 'place', header: 'Place', text: (row) => row.place },
  {
    id: 'due',
    header: 'Due date',
    text: (row) => row.due.split('-').reverse().join('.'),
    sortValue: (row) => row.due,
  },
];

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i,
    place: `Place ${i % 3}`,
    due: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

const dataRows = () =>
  screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('columnheader').length === 0);

describe('DataTable', () => {
  it('shows every row without a pager up to 50 rows, and pages of 50 above', async () => {
    const view = renderModule(
      {},
      <DataTable rows={items(50)} columns={columns} getRowId={(r) => String(r.id)} label="T" />,
    );
    expect(await screen.findByRole('table', { name: 'T' })).toBeTruthy();
    expect(dataRows()).toHaveLength(50);
    expect(screen.queryByRole('navigation', { name: 'Table pages' })).toBeNull();

    view.rerender(<DataTable rows={items(51)} columns={columns} getRowId={(r) => String(r.id)} label="T" />);
    const pager = await screen.findByRole('navigation', { name: 'Table pages' });
    expect(dataRows()).toHaveLength(50);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  });

  it('sorts by a header click chronologically and filters by the search', async () => {
    const rows: Item[] = [
      { id: 1, place: 'B', due: '2026-11-01' },
      { id: 2, place: 'A', due: '2025-12-24' },
      { id: 3, place: 'C', due: '2026-02-03' },
    ];
    renderModule({}, <DataTable rows={rows} columns={columns} getRowId={(r) => String(r.id)} label="T" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Due date' }));
    await waitFor(() =>
      expect(dataRows().map((row) => row.textContent)).toEqual(['A24.12.2025', 'C03.02.2026', 'B01.11.2026']),
    );
    expect(screen.getByRole('columnheader', { name: 'Due date' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the table' }), {
      target: { value: '03.02' },
    });
    await waitFor(() => expect(dataRows().map((row) => row.textContent)).toEqual(['C03.02.2026']));
  });

  it('groups rows under the group column with a count', async () => {
    renderModule(
      {},
      <DataTable
        rows={items(6)}
        columns={columns}
        getRowId={(r) => String(r.id)}
        label="T"
        groupBy="place"
      />,
    );
    await screen.findByRole('table', { name: 'T' });
    const groups = screen.getAllByRole('row').filter((row) => row.textContent?.includes('rows)'));
    expect(groups.map((row) => row.textContent)).toEqual([
      'Place 0 (2 rows)',
      'Place 1 (2 rows)',
      'Place 2 (2 rows)',
    ]);
    expect(dataRows()).toHaveLength(9);
  });

  it('exports the matching rows in the shown order', async () => {
    const writeFile = vi.fn();
    const xlsx = {
      utils: { aoa_to_sheet: vi.fn(() => ({})), book_new: vi.fn(() => ({})), book_append_sheet: vi.fn() },
      writeFile,
    };
    const rows: Item[] = [
      { id: 1, place: 'B', due: '2026-11-01' },
      { id: 2, place: 'A', due: '2025-12-24' },
    ];
    renderModule(
      {},
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        label="T"
        initialSort={{ columnId: 'place', desc: false }}
        exportAs={{ fileName: 'Things', sheetName: 'Things', loadXlsx: async () => xlsx }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(writeFile).toHaveBeenCalled());
    expect(xlsx.utils.aoa_to_sheet).toHaveBeenCalledWith([
      ['Place', 'Due date'],
      ['A', '24.12.2025'],
      ['B', '01.11.2026'],
    ]);
    expect(writeFile.mock.calls[0]?.[1]).toBe('Things.xlsx');
  });

  it('exports each row once when the table is grouped', async () => {
    const xlsx = {
      utils: { aoa_to_sheet: vi.fn(() => ({})), book_new: vi.fn(() => ({})), book_append_sheet: vi.fn() },
      writeFile: vi.fn(),
    };
    renderModule(
      {},
      <DataTable
        rows={items(6)}
        columns={columns}
        getRowId={(r) => String(r.id)}
        label="T"
        groupBy="place"
        exportAs={{ fileName: 'Things', sheetName: 'Things', loadXlsx: async () => xlsx }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(xlsx.writeFile).toHaveBeenCalled());
    const sheet = (xlsx.utils.aoa_to_sheet.mock.calls[0] as unknown as [string[][]])[0];
    expect(sheet).toHaveLength(7);
    expect(
      sheet
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Place 0', 'Place 0', 'Place 1', 'Place 1', 'Place 2', 'Place 2']);
  });
});
