/**
 * The xlsx export of a DataTable: every (filtered, sorted) row, not only the page shown. SheetJS itself
 * is not a dependency of `shared`: the consumer passes a loader (`() => import('xlsx')`), so the library
 * is a chunk fetched on the first export click and the shell never carries it (docs/billing-ui.md).
 */
import type { DataColumn } from './columns';

export type SheetCell = string | number | null;

/** The part of SheetJS (`xlsx`) the export uses; `typeof import('xlsx')` satisfies it. */
export interface XlsxModule {
  utils: {
    aoa_to_sheet: (rows: SheetCell[][]) => Record<string, unknown>;
    book_new: () => unknown;
    book_append_sheet: (book: never, sheet: never, name: string) => void;
  };
  writeFile: (book: never, fileName: string, options?: { compression?: boolean }) => void;
}

export interface WorksheetData {
  rows: SheetCell[][];
  /** characters per column, at least MIN_COLUMN_WIDTH */
  widths: number[];
}

/** spec customer-area 5: an exported table column is at least 12 characters wide */
export const MIN_COLUMN_WIDTH = 12;
const MAX_COLUMN_WIDTH = 60;

export function worksheetData<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): WorksheetData {
  const exported = columns.filter((column) => column.exported !== false);
  const widths = exported.map((column) => column.header.length);
  const body = rows.map((row) =>
    exported.map((column, c) => {
      const text = column.text(row);
      widths[c] = Math.max(widths[c] ?? 0, text.length);
      const value = column.exportValue ? column.exportValue(row) : text;
      return value === '' ? null : value;
    }),
  );
  return {
    rows: [exported.map((column) => column.header), ...body],
    widths: widths.map((width) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + 2))),
  };
}

/** Sheet names: at most 31 characters, none of []:*?/\ */
export const sheetName = (text: string): string =>
  text
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** A file name without characters a file system refuses, ending in .xlsx */
export const xlsxFileName = (text: string): string =>
  `${
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'export'
  }.xlsx`;

export function buildWorkbook(xlsx: XlsxModule, data: WorksheetData, name: string): unknown {
  const sheet = xlsx.utils.aoa_to_sheet(data.rows);
  sheet['!cols'] = data.widths.map((wch) => ({ wch }));
  const ref = sheet['!ref'];
  if (data.rows.length > 1 && typeof ref === 'string') sheet['!autofilter'] = { ref };
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book as never, sheet as never, sheetName(name));
  return book;
}

export interface TableExport {
  /** the file name without .xlsx, e.g. 'Invoices 2026-09–2026-11' */
  fileName: string;
  sheetName: string;
  /**
   * `() => import('xlsx')` in the consumer, so the library is its own lazily loaded chunk; without it
   * the table exports CSV (a package that does not depend on SheetJS, e.g. the shell)
   */
  loadXlsx?: () => Promise<XlsxModule>;
}

const csvCell = (value: SheetCell): string => {
  if (value === null) return '';
  const text = String(value);
  // a leading = + - @ would be a formula in a spreadsheet (CSV injection): keep it text
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV as Excel in Finland opens it: `;` between cells, CRLF lines, a BOM so UTF-8 is recognised. */
export function toCsv<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): string {
  const data = worksheetData(columns, rows);
  return `\ufeff${data.rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export const csvFileName = (text: string): string => xlsxFileName(text).replace(/\.xlsx$/, '.csv');

/** Downloads the rows as CSV through a temporary link (no library needed). */
export function exportToCsv<T>(
  spec: TableExport,
  columns: readonly DataColumn<T>[],
  rows: readonly T[],
): void {
  const url = URL.createObjectURL(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(spec.fileName);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export async function exportToXlsx<T>(
  spec: TableExport,
  columns: readonly DataColumn<T>[],
  rows: readonly T[],
): Promise<void> {
  if (!spec.loadXlsx) {
    exportToCsv(spec, columns, rows);
    return;
  }
  const xlsx = await spec.loadXlsx();
  const book = buildWorkbook(xlsx, worksheetData(columns, rows), spec.sheetName);
  xlsx.writeFile(book as never, xlsxFileName(spec.fileName), { compression: true });
}
