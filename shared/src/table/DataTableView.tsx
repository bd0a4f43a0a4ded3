import {
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  SearchBox,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  getCoreRowModel,
  getExpandedRowModel,
  getFilteredRowModel,
  getGroupedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { needsPaging, PAGE_SIZES, rowMatches, sortValueOf, type DataColumn, type SortState } from './columns';
import type { DataTableProps } from './DataTable';
import { useNarrowScreen } from './useNarrowScreen';
import { exportToXlsx } from './worksheet';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  scroll: { overflowX: 'auto' },
  // Fluent's fixed layout gives every column the same width, and a long header or word then runs into the
  // next column; sized by content, a table wider than its place scrolls inside the wrapper instead
  table: { tableLayout: 'auto' },
  group: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  // under the mobile breakpoint each row is a block of 'label: value' lines
  stackedRow: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  stackedCell: { display: 'flex', gap: tokens.spacingHorizontalS, height: 'auto', minHeight: '32px' },
  stackedLabel: { fontWeight: tokens.fontWeightSemibold, minWidth: '40%' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  selectCell: { width: '44px' },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  error: { backgroundColor: tokens.colorPaletteRedBackground1 },
});

/** The leaf rows in the order shown (group rows contribute their members). */
function leafRows<T>(rows: Row<T>[]): T[] {
  return rows.flatMap((row) => (row.getIsGrouped() ? leafRows(row.subRows) : [row.original]));
}

export function DataTableView<T>({
  rows,
  columns,
  getRowId,
  label,
  groupBy,
  initialSort,
  pageSizes = PAGE_SIZES,
  exportAs,
  emptyText,
  selection,
  paging = true,
  groupOptions,
  toolbarActions,
  rowIntent,
  server,
}: DataTableProps<T>) {
  const intl = useIntl();
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const searchId = useId();
  const collator = useMemo(() => new Intl.Collator(intl.locale, { numeric: true }), [intl.locale]);
  const [sorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.columnId, desc: initialSort.desc }] : [],
  );
  const [query, setQuery] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSizes[0] ?? 50 });
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [groupColumn, setGroupColumn] = useState<string | undefined>(groupBy);

  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // empty values sort last in both directions
        accessorFn: (row: T) => {
          const value = sortValueOf(column, row);
          return value === null || value === '' ? undefined : value;
        },
        sortUndefined: 'last',
        sortingFn: (a: Row<T>, b: Row<T>, id: string) => {
          const x = a.getValue<string | number>(id);
          const y = b.getValue<string | number>(id);
          if (typeof x === 'number' && typeof y === 'number') return x === y ? 0 : x < y ? -1 : 1;
          return collator.compare(String(x), String(y));
        },
        enableSorting: column.sortable !== false,
        enableGrouping: column.id === groupColumn,
        aggregationFn: undefined,
      })),
    [columns, groupColumn, collator],
  );

  // server-driven: the rows are the server's page in the server's order; the table neither filters, sorts,
  // groups nor pages them, it only asks for another page, size or sort
  const grouping = useMemo(
    () => (groupColumn && !narrow && !server ? [groupColumn] : []),
    [groupColumn, narrow, server],
  );
  const serverSort = server?.sort;
  const shownSorting = useMemo<SortingState>(
    () => (server ? (serverSort ? [{ id: serverSort.columnId, desc: serverSort.desc }] : []) : sorting),
    [server, serverSort, sorting],
  );
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: {
      sorting: shownSorting,
      globalFilter: server ? '' : query,
      grouping,
      expanded: true,
      pagination: server ? { pageIndex: server.page, pageSize: server.pageSize } : pagination,
    },
    manualSorting: !!server,
    manualFiltering: !!server,
    manualPagination: !!server,
    manualGrouping: !!server,
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((page) => ({ ...page, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    getColumnCanGlobalFilter: () => true,
    globalFilterFn: (row, columnId, filter: string) => {
      const column = byId.get(columnId);
      return column ? rowMatches(row.original, [column], filter) : false;
    },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getGroupedRowModel: getGroupedRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    paginateExpandedRows: true,
  });

  const matching = server ? server.total : table.getFilteredRowModel().rows.length;
  const paged = server
    ? paging && (needsPaging(server.total, pageSizes) || server.page > 0)
    : paging && needsPaging(matching, pageSizes);
  const shown = paged || server ? table.getRowModel().rows : table.getPrePaginationRowModel().rows;
  const pageCount = server ? Math.ceil(server.total / server.pageSize) : table.getPageCount();
  const pageIndex = server ? server.page : pagination.pageIndex;
  const pageSize = server ? server.pageSize : pagination.pageSize;
  const canPrevious = server ? server.page > 0 : table.getCanPreviousPage();
  const canNext = server ? server.page + 1 < pageCount : table.getCanNextPage();
  // nothing to show once the rows are in; while a page loads the indicator speaks instead
  const empty = server ? rows.length === 0 && !server.loading : matching === 0;

  /** a header pressed in server mode: ascending, descending, back to the server's default order */
  const nextServerSort = (columnId: string): SortState | null => {
    if (serverSort?.columnId !== columnId) return { columnId, desc: false };
    return serverSort.desc ? null : { columnId, desc: true };
  };
  const chooseSort = (id: string | undefined, desc: boolean) => {
    if (server) server.onSortChange(id ? { columnId: id, desc } : null);
    else setSorting(id ? [{ id, desc }] : []);
  };

  const runExport = async () => {
    if (!exportAs) return;
    setExporting(true);
    setExportFailed(false);
    try {
      // the sorted model holds the groups with their members (the expanded one lists members twice)
      await exportToXlsx(exportAs, columns, leafRows(table.getSortedRowModel().rows));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const sortableColumns = columns.filter((column) => column.sortable !== false);
  const current = shownSorting[0];

  const cellContent = (column: DataColumn<T>, row: T) =>
    column.render ? column.render(row) : column.text(row);

  // the header checkbox covers the selectable rows the search leaves, on every page
  const selectable = selection
    ? leafRows(table.getFilteredRowModel().rows).filter((row) => selection.canSelect?.(row) ?? true)
    : [];
  const selectableIds = selectable.map(getRowId);
  const selectedCount = selection ? selectableIds.filter((id) => selection.selected.has(id)).length : 0;
  const allState: boolean | 'mixed' =
    selectedCount === 0 ? false : selectedCount === selectableIds.length ? true : 'mixed';
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of selectableIds) {
      if (allState === true) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };
  const toggleRow = (row: T) => {
    if (!selection) return;
    const id = getRowId(row);
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const rowCheckbox = (row: T) => {
    if (!selection) return null;
    const enabled = selection.canSelect?.(row) ?? true;
    return (
      <Checkbox
        aria-label={selection.rowLabel(row)}
        checked={enabled && selection.selected.has(getRowId(row))}
        disabled={!enabled}
        onChange={() => toggleRow(row)}
      />
    );
  };
  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {server ? null : (
          <SearchBox
            id={searchId}
            value={query}
            aria-label={intl.formatMessage({ id: 'common.table.search' })}
            placeholder={intl.formatMessage({ id: 'common.table.search' })}
            onChange={(_, data) => {
              setQuery(data.value);
              setPagination((page) => ({ ...page, pageIndex: 0 }));
            }}
          />
        )}
        {narrow && sortableColumns.length > 0 ? (
          <Select
            aria-label={intl.formatMessage({ id: 'common.table.sortBy' })}
            value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
            onChange={(_, data) => {
              const [id, direction] = data.value.split(':');
              chooseSort(id, direction === 'desc');
            }}
          >
            <option value="">{intl.formatMessage({ id: 'common.table.sortBy' })}</option>
            {sortableColumns.flatMap((column) => [
              <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                {intl.formatMessage({ id: 'common.table.sortAscending' }, { column: column.header })}
              </option>,
              <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                {intl.formatMessage({ id: 'common.table.sortDescending' }, { column: column.header })}
              </option>,
            ])}
          </Select>
        ) : null}
        {groupOptions && groupOptions.length > 0 && !narrow && !server ? (
          <Select
            aria-label={intl.formatMessage({ id: 'common.table.groupBy' })}
            value={groupColumn ?? ''}
            onChange={(_, data) => setGroupColumn(data.value || undefined)}
          >
            <option value="">{intl.formatMessage({ id: 'common.table.noGrouping' })}</option>
            {groupOptions.flatMap((id) => {
              const column = byId.get(id);
              return column
                ? [
                    <option key={id} value={id}>
                      {intl.formatMessage({ id: 'common.table.groupByColumn' }, { column: column.header })}
                    </option>,
                  ]
                : [];
            })}
          </Select>
        ) : null}
        {toolbarActions ? <div className={styles.actions}>{toolbarActions}</div> : null}
        {exportAs ? (
          <Button
            icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
            disabled={exporting || rows.length === 0}
            onClick={() => void runExport()}
          >
            {intl.formatMessage({ id: 'common.table.export' })}
          </Button>
        ) : null}
      </div>
      {exportFailed ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{intl.formatMessage({ id: 'common.table.exportFailed' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {server?.loading ? (
        <Spinner
          size="tiny"
          labelPosition="after"
          label={intl.formatMessage({ id: 'common.table.loadingRows' })}
        />
      ) : null}
      <div className={styles.scroll}>
        <Table
          className={styles.table}
          aria-label={label}
          aria-busy={server?.loading || undefined}
          sortable={!narrow}
          data-stacked={narrow || undefined}
        >
          {narrow ? null : (
            <TableHeader>
              <TableRow>
                {selection ? (
                  // not sortable: a sortable header cell is a button, and a checkbox may not sit inside one
                  <TableHeaderCell scope="col" className={styles.selectCell} sortable={false}>
                    <Checkbox
                      aria-label={intl.formatMessage({ id: 'common.table.selectAll' })}
                      checked={allState}
                      disabled={selectableIds.length === 0}
                      onChange={toggleAll}
                    />
                  </TableHeaderCell>
                ) : null}
                {headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  return (
                    <TableHeaderCell
                      key={header.id}
                      scope="col"
                      sortable={sortable}
                      sortDirection={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                      onClick={
                        !sortable
                          ? undefined
                          : server
                            ? () => server.onSortChange(nextServerSort(header.column.id))
                            : header.column.getToggleSortingHandler()
                      }
                    >
                      {byId.get(header.column.id)?.header}
                    </TableHeaderCell>
                  );
                })}
              </TableRow>
            </TableHeader>
          )}
          <TableBody>
            {shown.map((row) => {
              if (row.getIsGrouped()) {
                const column = byId.get(row.groupingColumnId ?? '');
                const first = row.subRows[0]?.original;
                return (
                  <TableRow key={row.id} className={styles.group}>
                    <TableCell colSpan={columnCount}>
                      {column && first !== undefined ? column.text(first) : null}{' '}
                      <Text size={200}>
                        (
                        {intl.formatMessage({ id: 'common.table.groupCount' }, { count: row.subRows.length })}
                        )
                      </Text>
                    </TableCell>
                  </TableRow>
                );
              }
              const intent = rowIntent?.(row.original);
              return (
                <TableRow
                  key={row.id}
                  className={mergeClasses(narrow && styles.stackedRow, intent && styles[intent])}
                >
                  {selection ? (
                    <TableCell className={narrow ? styles.stackedCell : styles.selectCell}>
                      {rowCheckbox(row.original)}
                    </TableCell>
                  ) : null}
                  {columns.map((column) =>
                    narrow ? (
                      <TableCell key={column.id} className={mergeClasses(styles.stackedCell)}>
                        <span className={styles.stackedLabel}>{column.header}</span>
                        <span>{cellContent(column, row.original)}</span>
                      </TableCell>
                    ) : (
                      <TableCell key={column.id}>{cellContent(column, row.original)}</TableCell>
                    ),
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {empty ? (
        <Text role="status">{emptyText ?? intl.formatMessage({ id: 'common.table.noMatches' })}</Text>
      ) : null}
      {paged ? (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'common.table.pages' })}>
          <Select
            aria-label={intl.formatMessage({ id: 'common.table.rowsPerPage' })}
            value={String(pageSize)}
            onChange={(_, data) =>
              server
                ? server.onPageSizeChange(Number(data.value))
                : setPagination({ pageIndex: 0, pageSize: Number(data.value) })
            }
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
          <Button
            icon={<ChevronLeftRegular />}
            aria-label={intl.formatMessage({ id: 'common.table.previous' })}
            disabled={!canPrevious}
            onClick={() => (server ? server.onPageChange(server.page - 1) : table.previousPage())}
          />
          <Text aria-live="polite">
            {intl.formatMessage(
              { id: 'common.table.page' },
              { page: pageIndex + 1, pages: Math.max(1, pageCount), rows: matching },
            )}
          </Text>
          <Button
            icon={<ChevronRightRegular />}
            aria-label={intl.formatMessage({ id: 'common.table.next' })}
            disabled={!canNext}
            onClick={() => (server ? server.onPageChange(server.page + 1) : table.nextPage())}
          />
        </nav>
      ) : null}
    </div>
  );
}
