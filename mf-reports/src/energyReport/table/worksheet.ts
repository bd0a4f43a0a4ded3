/**
 * The xlsx export of the data table: every row (not only the shown page), real numbers in number cells,
 * the time as the same text the table shows (an xlsx date has no time zone and would merge the repeated
 * autumn hour), and a status column beside each value column that has estimates or gaps.
 * Only types come from SheetJS here: the library itself is loaded on click (exportTable.ts).
 */
import type { IntlShape } from 'react-intl';
import type * as Xlsx from 'xlsx';
import { excelNumberFormat, formatNumber, roundedValue } from '../chart/numberFormat';
import { formatBucket } from './formatBucket';
import { columnHeader, partialNote, statusLabel } from './tableLabels';
import type { TableColumn, TableModel } from './tableModel';

export type SheetCell = string | number | null;

export interface WorksheetData {
  rows: SheetCell[][];
  /** characters per column, at least MIN_COLUMN_WIDTH */
  widths: number[];
  /** an Excel number format per column, null for General */
  numberFormats: (string | null)[];
}

/** spec 5: an exported table column is at least 12 characters wide */
export const MIN_COLUMN_WIDTH = 12;
const MAX_COLUMN_WIDTH = 60;

export function worksheetData(model: TableModel, intl: IntlShape): WorksheetData {
  const header: string[] = [intl.formatMessage({ id: 'reports.table.time' })];
  const numberFormats: (string | null)[] = [null];
  // [column index, with status column]
  const layout: Array<{ index: number; format: TableColumn['format']; withStatus: boolean }> = [];
  model.columns.forEach((column, index) => {
    const withStatus = model.rows.some(
      (row) => row.cells[index]?.status !== 'ok' || partialNote(intl, row.cells[index]!) !== null,
    );
    const name = columnHeader(intl, column);
    header.push(name);
    numberFormats.push(excelNumberFormat(column.format));
    if (withStatus) {
      header.push(intl.formatMessage({ id: 'reports.table.statusColumn' }, { column: name }));
      numberFormats.push(null);
    }
    layout.push({ index, format: column.format, withStatus });
  });

  const widths = header.map((text) => text.length);
  const widen = (column: number, text: string) => {
    widths[column] = Math.max(widths[column] ?? 0, text.length);
  };

  const body = model.rows.map((row) => {
    const time = formatBucket(intl, row.bucket, model.resolution);
    const line: SheetCell[] = [time];
    widen(0, time);
    for (const { index, format, withStatus } of layout) {
      const cell = row.cells[index] ?? { value: null, status: 'missing' as const };
      const at = line.length;
      // the number as the table shows it, not its 15 binary decimals
      line.push(cell.value === null ? null : roundedValue(cell.value, format));
      if (cell.value !== null) widen(at, formatNumber(intl, cell.value, format));
      if (withStatus) {
        const status = partialNote(intl, cell) ?? statusLabel(intl, cell.status);
        widen(at + 1, status);
        line.push(status || null);
      }
    }
    return line;
  });

  return {
    rows: [header, ...body],
    widths: widths.map((width) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + 2))),
    numberFormats,
  };
}

/** Sheet names: at most 31 characters, none of []:*?/\ */
export const sheetName = (text: string): string =>
  text
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

export function buildWorkbook(xlsx: typeof Xlsx, data: WorksheetData, name: string): Xlsx.WorkBook {
  const sheet = xlsx.utils.aoa_to_sheet(data.rows);
  sheet['!cols'] = data.widths.map((wch) => ({ wch }));
  data.numberFormats.forEach((format, c) => {
    if (!format) return;
    for (let r = 1; r < data.rows.length; r += 1) {
      const cell = sheet[xlsx.utils.encode_cell({ r, c })] as Xlsx.CellObject | undefined;
      if (cell?.t === 'n') cell.z = format;
    }
  });
  if (data.rows.length > 1 && sheet['!ref']) sheet['!autofilter'] = { ref: sheet['!ref'] };
  const workbook = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(workbook, sheet, sheetName(name));
  return workbook;
}
