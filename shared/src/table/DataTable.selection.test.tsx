import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderModule } from '../testing/renderModule';
import type { DataColumn } from './columns';
import { DataTable, type DataTableProps } from './DataTable';

interface Item {
  id: number;
  city: string;
  mine: boolean;
}

const columns: DataColumn<Item>[] = [
  { id: 'id', header: 'Code', text: (row) => `C${row.id}` },
  { id: 'city', header: 'City', text: (row) => row.city },
];

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: i, city: i % 2 ? 'Espoo' : 'Turku', mine: i % 3 !== 0 }));

function Selectable(
  props: Partial<DataTableProps<Item>> & { rows: Item[]; onSelected?: (ids: string[]) => void },
) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      columns={columns}
      getRowId={(row) => String(row.id)}
      label="T"
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          props.onSelected?.([...next].sort());
        },
        canSelect: (row) => row.mine,
        rowLabel: (row) => `Select C${row.id}`,
      }}
      {...props}
    />
  );
}

describe('DataTable selection, grouping, no paging and row intent', () => {
  it('a row that cannot be selected has a disabled checkbox; select all takes only the selectable', async () => {
    const onSelected = vi.fn();
    renderModule({}, <Selectable rows={items(4)} onSelected={onSelected} />);
    const zero = await screen.findByRole('checkbox', { name: 'Select C0' });
    expect((zero as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select C1' }));
    expect(onSelected).toHaveBeenLastCalledWith(['1']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelected).toHaveBeenLastCalledWith(['1', '2']);
    expect((screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelected).toHaveBeenLastCalledWith([]);
  });

  it('select all covers only the rows the search leaves', async () => {
    const onSelected = vi.fn();
    renderModule({}, <Selectable rows={items(6)} onSelected={onSelected} />);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the table' }), {
      target: { value: 'Espoo' },
    });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select C2' })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    // 1, 3 and 5 are in Espoo; 3 is not selectable
    expect(onSelected).toHaveBeenLastCalledWith(['1', '5']);
  });

  it('paging={false} shows every row, however many', async () => {
    renderModule({}, <Selectable rows={items(120)} paging={false} />);
    expect(await screen.findByRole('checkbox', { name: 'Select C119' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Table pages' })).toBeNull();
  });

  it('the group select groups the rows under a column and back', async () => {
    renderModule({}, <Selectable rows={items(4)} groupOptions={['city']} />);
    const select = await screen.findByRole('combobox', { name: 'Group rows' });
    fireEvent.change(select, { target: { value: 'city' } });
    await waitFor(() => expect(screen.getAllByText(/^\(2 rows\)$/)).toHaveLength(2));
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText(/^\(2 rows\)$/)).toBeNull());
  });

  it('shows toolbar actions and tints rows by their intent', async () => {
    renderModule(
      {},
      <Selectable
        rows={items(2)}
        toolbarActions={<button type="button">Save</button>}
        rowIntent={(row) => (row.id === 0 ? 'error' : 'success')}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'T' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.className).not.toBe(second!.className);
  });
});
