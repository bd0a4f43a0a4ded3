/**
 * The xlsx export of the data table: every row (not only the shown page), real numbers in number cells,
 * the time as the same text the table shows (an xlsx date has no time zone and would merge the repeated
 * autumn hour), and a status column beside each value column that has estimates or gaps.
 * Only types come from SheetJS here: the library itself is loaded on click (exportTable.ts).
 */
import type { IntlShape } from 'react-intl';
import type * as Xlsx from 'xlsx';
import { formatBucket, formatValue } from './formatBucket';
import { columnHeader, statusLabel } from './tableLabels';
import type { TableModel } from './tableModel';

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

const excelFormat = (unit: string): string | null => {
  if (unit === 'EUR' || unit === 'EURVat' || unit === 'snt/kWh') return '#,##0.00';
  if (unit === 'C' || unit === 'degree-days') return '0.0';
  return null;
};

export function worksheetData(model: TableModel, intl: IntlShape): WorksheetData {
  const header: string[] = [intl.formatMessage({ id: 'reports.table.time' })];
  const numberFormats: (string | null)[] = [null];
  // [column index, with status column]
  const layout: Array<{ index: number; unit: string; withStatus: boolean }> = [];
  model.columns.forEach((column, index) => {
    const withStatus = model.rows.some((row) => row.cells[index]?.status !== 'ok');
    const name = columnHeader(intl, column);
    header.push(name);
    numberFormats.push(excelFormat(column.unit));
    if (withStatus) {
      header.push(intl.formatMessage({ id: 'reports.table.statusColumn' }, { column: name }));
      numberFormats.push(null);
    }
    layout.push({ index, unit: column.unit, withStatus });
  });

  const widths = header.map((text) => text.length);
  const widen = (column: number, text: string) => {
    widths[column] = Math.max(widths[column] ?? 0, text.length);
  };

  const body = model.rows.map((row) => {
    const time = formatBucket(intl, row.bucket, model.resolution);
    const line: SheetCell[] = [time];
    widen(0, time);
    for (const { index, unit, withStatus } of layout) {
      const cell = row.cells[index] ?? { value: null, status: 'missing' as const };
      const at = line.length;
      line.push(cell.value);
      if (cell.value !== null) widen(at, formatValue(intl, cell.value, unit));
      if (withStatus) {
        const status = statusLabel(intl, cell.status);
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

/** "Energy report Kotikatu 1 2025-01-01–2025-01-31.xlsx": the place and the interval, safe as a file name. */
export function exportFileName(title: string, placeLabel: string, model: TableModel): string {
  const first = model.rows[0]?.key.slice(0, 10);
  const last = model.rows[model.rows.length - 1]?.key.slice(0, 10);
  const interval = first && last ? (first === last ? first : `${first}–${last}`) : '';
  const name = [title, placeLabel, interval]
    .filter(Boolean)
    .join(' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name}.xlsx`;
}
