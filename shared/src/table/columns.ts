import { LIST_PAGE_SIZES } from '../api/paging';
import type { ReactNode } from 'react';

/**
 * One column of a DataTable. `text` is what a person reads: the shown cell (unless `render`), the search
 * text and the exported cell, all localized the same way, so a Finnish user finds '12,50' and an English
 * one '12.50'. `sortValue` orders the column (a yyyy-mm-dd date sorts chronologically where its localized
 * text would not).
 */
export interface DataColumn<T> {
  id: string;
  header: string;
  text: (row: T) => string;
  /** default `text` */
  sortValue?: (row: T) => string | number | null;
  /** the text the table search matches; default `text` */
  searchText?: (row: T) => string;
  /** the xlsx cell: a number stays a number; default `text` (empty text as an empty cell) */
  exportValue?: (row: T) => string | number | null;
  /** the cell's content; default `text` */
  render?: (row: T) => ReactNode;
  /** default true */
  sortable?: boolean;
  /** default true; a column of buttons is not exported */
  exported?: boolean;
}

export interface SortState {
  columnId: string;
  desc: boolean;
}

/** spec admin-and-calls 9: table page sizes, the first the default */
export const PAGE_SIZES: readonly number[] = LIST_PAGE_SIZES;

/** Paging only above the page size (spec admin-and-calls 9): up to the smallest size, every row shows. */
export const needsPaging = (rowCount: number, pageSizes: readonly number[] = PAGE_SIZES): boolean =>
  rowCount > Math.min(...pageSizes);

// a no-break or narrow no-break space (Intl's thousands separator in fi-FI) matches a typed space
const normalize = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').toLocaleLowerCase();

/** Does `query` occur in the row's search text of any column? An empty query matches everything. */
export function rowMatches<T>(row: T, columns: readonly DataColumn<T>[], query: string): boolean {
  const wanted = normalize(query.trim());
  if (!wanted) return true;
  return columns.some((column) => normalize((column.searchText ?? column.text)(row)).includes(wanted));
}

/** Nulls and empty values last in either direction; numbers by value; text by the language's collation. */
export function compareValues(
  a: string | number | null,
  b: string | number | null,
  collator: Intl.Collator,
): number {
  const emptyA = a === null || a === '';
  const emptyB = b === null || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export const sortValueOf = <T>(column: DataColumn<T>, row: T): string | number | null =>
  (column.sortValue ?? column.text)(row);

/** The rows in the sort's order (stable), for tests and exports outside the table component. */
export function sortRows<T>(
  rows: readonly T[],
  column: DataColumn<T>,
  desc: boolean,
  collator: Intl.Collator,
): T[] {
  return rows
    .map((row, index) => ({ row, index, value: sortValueOf(column, row) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === '';
      const emptyY = y.value === null || y.value === '';
      // empty last whatever the direction
      if (emptyX || emptyY) return emptyX === emptyY ? x.index - y.index : emptyX ? 1 : -1;
      const order = compareValues(x.value, y.value, collator);
      return (desc ? -order : order) || x.index - y.index;
    })
    .map(({ row }) => row);
}
