import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DataColumn, SortState } from './columns';
import type { TableExport } from './worksheet';

/** Row selection with a checkbox column (the add-locations preview, the account locations table). */
export interface TableSelection<T> {
  /** ids (getRowId) of the selected rows */
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** a row that cannot be selected shows a disabled checkbox; default every row */
  canSelect?: (row: T) => boolean;
  /** the accessible name of a row's checkbox, e.g. 'Select Katu 1, 2000001' */
  rowLabel: (row: T) => string;
}

/** A row's outcome shown by colour and by its text (never by colour alone). */
export type RowIntent = 'success' | 'error';

/**
 * Server-driven mode (staff lists, docs/staff-platform.md "Server-side tables"): `rows` is the server's page;
 * the table shows `total`, asks for other pages, sizes and sorts through the callbacks, and neither filters
 * nor sorts nor pages the rows itself. The search box is left out (the page's search form is the search).
 */
export interface ServerTableState {
  /** every matching row on the server */
  total: number;
  /** 0-based */
  page: number;
  pageSize: number;
  sort: SortState | null;
  /** a page is being fetched: the rows stay, the table says it is loading */
  loading?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** a column header pressed: the new sort (null: back to the server's default order) */
  onSortChange: (sort: SortState | null) => void;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  /** the table's accessible name */
  label: string;
  /** on wide screens the rows are grouped under this column's value */
  groupBy?: string;
  initialSort?: SortState;
  /** default 50, 100, 200; paging only when the matching rows exceed the first */
  pageSizes?: readonly number[];
  /** shows the export button: every matching row in the shown order */
  exportAs?: TableExport;
  /** shown when no row matches; default common.table.noMatches */
  emptyText?: string;
  /** a checkbox per row and one for every selectable matching row */
  selection?: TableSelection<T>;
  /** false: every row on one page, whatever the count */
  paging?: boolean;
  /** columns the user may group the rows by (a 'group by' select); `groupBy` is the initial choice */
  groupOptions?: readonly string[];
  /** more buttons on the toolbar, e.g. 'save selected' */
  toolbarActions?: ReactNode;
  /** tints a row green or red; the row must also say so in a cell */
  rowIntent?: (row: T) => RowIntent | undefined;
  /** rows come a page at a time from the server, which sorts and counts them */
  server?: ServerTableState;
}

// @tanstack/react-table and the view are a chunk of their own: `@portal/shared` is a singleton the
// shell loads at boot, and a page without a table should not pay for one
const LazyView = lazy(() => import('./DataTableView').then((m) => ({ default: m.DataTableView })));

/**
 * A sortable, searchable, pageable table with xlsx export (@tanstack/react-table on Fluent's Table),
 * grouped on wide screens and stacked under the 480 px mobile breakpoint. docs/billing-ui.md.
 */
export function DataTable<T>(props: DataTableProps<T>): ReactElement {
  const intl = useIntl();
  const View = LazyView as unknown as (p: DataTableProps<T>) => ReactElement;
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'common.loading' })} />}>
      <View {...props} />
    </Suspense>
  );
}
