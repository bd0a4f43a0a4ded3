import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderModule } from '../testing/renderModule';
import type { DataColumn, SortState } from './columns';
import { DataTable, type ServerTableState } from './DataTable';

interface User {
  sub: string;
  lastName: string;
  email: string;
}

const columns: DataColumn<User>[] = [
  { id: 'lastName', header: 'Last name', text: (row) => row.lastName },
  { id: 'email', header: 'Email', text: (row) => row.email, sortable: false },
];

/** a page as the server sends it: deliberately not in the client's alphabetical order */
const page: User[] = [
  { sub: 's1', lastName: 'Virtanen', email: 'v@example.com' },
  { sub: 's2', lastName: 'Aho', email: 'a@example.com' },
  { sub: 's3', lastName: 'Nieminen', email: 'n@example.com' },
];

const serverState = (overrides: Partial<ServerTableState> = {}): ServerTableState => ({
  total: 240,
  page: 1,
  pageSize: 50,
  sort: null,
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  onSortChange: vi.fn(),
  ...overrides,
});

const table = (server: ServerTableState, extra: Partial<Parameters<typeof DataTable<User>>[0]> = {}) => (
  <DataTable
    rows={page}
    columns={columns}
    getRowId={(row) => row.sub}
    label="Users"
    server={server}
    {...extra}
  />
);

const dataRows = () =>
  screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('columnheader').length === 0);
const names = () => dataRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('DataTable, server-driven', () => {
  it("shows the server's page as it comes: no client sorting, filtering or paging, and no search box", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      sub: `s${i}`,
      lastName: `Name ${String(60 - i).padStart(2, '0')}`,
      email: '',
    }));
    renderModule(
      {},
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.sub}
        label="Users"
        server={serverState({
          total: 60,
          page: 0,
          pageSize: 100,
          sort: { columnId: 'lastName', desc: false },
        })}
      />,
    );
    await screen.findByRole('table', { name: 'Users' });
    // 60 rows on a page of 100: all shown, in the server's order, although the sort says ascending
    expect(dataRows()).toHaveLength(60);
    expect(names().slice(0, 2)).toEqual(['Name 60', 'Name 59']);
    expect(screen.getByRole('columnheader', { name: 'Last name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it("the pager shows the server's total and page count and asks for other pages and sizes", async () => {
    const server = serverState();
    renderModule({}, table(server));
    const pager = await screen.findByRole('navigation', { name: 'Table pages' });
    expect(within(pager).getByText('Page 2 of 5 (240 rows)')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(server.onPageChange).toHaveBeenCalledWith(2);
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(server.onPageChange).toHaveBeenCalledWith(0);
    const sizes = within(pager).getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['50', '100', '200']);
    fireEvent.change(sizes, { target: { value: '200' } });
    expect(server.onPageSizeChange).toHaveBeenCalledWith(200);
    // the rows are still the page given, not a slice of it
    expect(dataRows()).toHaveLength(3);
  });

  it('cannot go before the first page or after the last', async () => {
    const first = serverState({ page: 0, total: 120 });
    const view = renderModule({}, table(first));
    const pager = await screen.findByRole('navigation', { name: 'Table pages' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    view.rerender(table(serverState({ page: 2, total: 120 })));
    expect(within(pager).getByText('Page 3 of 3 (120 rows)')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('has no pager while the total fits on the smallest page', async () => {
    renderModule({}, table(serverState({ page: 0, total: 3 })));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('navigation', { name: 'Table pages' })).toBeNull();
  });

  it('a sortable header asks the server: ascending, descending, then back to no sort', async () => {
    const onSortChange = vi.fn();
    const at = (sort: SortState | null) => table(serverState({ sort, onSortChange }));
    const view = renderModule({}, at(null));
    fireEvent.click(await screen.findByRole('button', { name: 'Last name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'lastName', desc: false });
    view.rerender(at({ columnId: 'lastName', desc: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Last name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'lastName', desc: true });
    view.rerender(at({ columnId: 'lastName', desc: true }));
    expect(screen.getByRole('columnheader', { name: 'Last name' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last name' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    // a column marked not sortable asks nothing
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull();
    expect(onSortChange).toHaveBeenCalledTimes(3);
  });

  it('while a page loads the rows stay and a labelled progress indicator shows', async () => {
    const view = renderModule({}, table(serverState({ loading: true })));
    expect(await screen.findByRole('progressbar', { name: 'Loading rows…' })).toBeTruthy();
    expect(dataRows()).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Users' }).getAttribute('aria-busy')).toBe('true');
    view.rerender(table(serverState({ loading: false })));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says nothing matches when the server has no rows, but not while the first page loads', async () => {
    const empty = (loading: boolean) => (
      <DataTable
        rows={[]}
        columns={columns}
        getRowId={(row: User) => row.sub}
        label="Users"
        emptyText="No users found"
        server={serverState({ total: 0, page: 0, loading })}
      />
    );
    const view = renderModule({}, empty(true));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByText('No users found')).toBeNull();
    view.rerender(empty(false));
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it("selection and export work on the page's rows", async () => {
    const onChange = vi.fn();
    const xlsx = {
      utils: { aoa_to_sheet: vi.fn(() => ({})), book_new: vi.fn(() => ({})), book_append_sheet: vi.fn() },
      writeFile: vi.fn(),
    };
    renderModule(
      {},
      table(serverState(), {
        selection: { selected: new Set(), onChange, rowLabel: (row) => `Select ${row.lastName}` },
        exportAs: { fileName: 'Users', sheetName: 'Users', loadXlsx: async () => xlsx },
      }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect([...(onChange.mock.calls[0]?.[0] as Set<string>)]).toEqual(['s1', 's2', 's3']);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(xlsx.writeFile).toHaveBeenCalled());
    expect(xlsx.utils.aoa_to_sheet).toHaveBeenCalledWith([
      ['Last name', 'Email'],
      ['Virtanen', 'v@example.com'],
      ['Aho', 'a@example.com'],
      ['Nieminen', 'n@example.com'],
    ]);
  });

  it('under the 480 px breakpoint the rows are stacked and the sort select asks the server', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const server = serverState();
    renderModule({}, table(server));
    const grid = await screen.findByRole('table', { name: 'Users' });
    expect(grid.getAttribute('data-stacked')).toBe('true');
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(within(dataRows()[0]!).getByText('Last name')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'lastName:desc' },
    });
    expect(server.onSortChange).toHaveBeenCalledWith({ columnId: 'lastName', desc: true });
  });
});
