import { describe, expect, it, vi } from 'vitest';
import type { DataColumn } from './columns';
import {
  buildWorkbook,
  csvFileName,
  exportToXlsx,
  MIN_COLUMN_WIDTH,
  sheetName,
  toCsv,
  worksheetData,
  xlsxFileName,
} from './worksheet';

interface Row {
  name: string;
  amount: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Location', text: (row) => row.name },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => `${row.amount.toFixed(2).replace('.', ',')} €`,
    exportValue: (row) => row.amount,
  },
  { id: 'open', header: 'Actions', text: () => 'Open', exported: false },
];

const rows: Row[] = [
  { name: 'Kotikatu 1, 33100 Tampere, a rather long address line', amount: 12.5 },
  { name: '', amount: -3 },
];

describe('table export', () => {
  it('writes the headers and every row, numbers as numbers, empty text as an empty cell, no button column', () => {
    const data = worksheetData(columns, rows);
    expect(data.rows).toEqual([
      ['Location', 'Amount'],
      ['Kotikatu 1, 33100 Tampere, a rather long address line', 12.5],
      [null, -3],
    ]);
  });

  it('makes every column at least 12 characters wide and wide enough for its longest text', () => {
    const { widths } = worksheetData(columns, rows);
    expect(widths[1]).toBe(MIN_COLUMN_WIDTH);
    expect(widths[0]).toBe(rows[0]!.name.length + 2);
    expect(widths.every((width) => width >= 12)).toBe(true);
  });

  it('builds a sheet with the widths and a safe sheet and file name, then writes it', async () => {
    const sheet: Record<string, unknown> = { '!ref': 'A1:B3' };
    const xlsx = {
      utils: {
        aoa_to_sheet: vi.fn(() => sheet),
        book_new: vi.fn(() => ({ SheetNames: [] })),
        book_append_sheet: vi.fn(),
      },
      writeFile: vi.fn(),
    };
    await exportToXlsx(
      { fileName: 'Invoices 2026/09: all', sheetName: 'Invoices [fi]', loadXlsx: async () => xlsx },
      columns,
      rows,
    );
    expect(xlsx.utils.aoa_to_sheet).toHaveBeenCalledWith(worksheetData(columns, rows).rows);
    expect(sheet['!cols']).toEqual(worksheetData(columns, rows).widths.map((wch) => ({ wch })));
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:B3' });
    expect(xlsx.utils.book_append_sheet.mock.calls[0]?.[2]).toBe('Invoices  fi');
    expect(xlsx.writeFile.mock.calls[0]?.[1]).toBe('Invoices 2026-09- all.xlsx');
    expect(buildWorkbook(xlsx, { rows: [['a']], widths: [12] }, 'x')).toEqual({ SheetNames: [] });
  });

  it('sheet names keep at most 31 characters and file names never end up empty', () => {
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('///')).toBe('Sheet1');
    expect(xlsxFileName('  ')).toBe('export.xlsx');
  });
});

describe('CSV export (a table without SheetJS)', () => {
  interface Row {
    name: string;
    amount: number;
  }
  const csvColumns: DataColumn<Row>[] = [
    { id: 'name', header: 'Name', text: (row) => row.name },
    { id: 'amount', header: 'Amount', text: (row) => String(row.amount), exportValue: (row) => row.amount },
  ];

  it('writes a BOM, a header row, ; between cells and CRLF lines, quoting what needs it', () => {
    expect(toCsv(csvColumns, [{ name: 'Katu 1; A "B"', amount: 12.5 }])).toBe(
      '\ufeffName;Amount\r\n"Katu 1; A ""B""";12.5\r\n',
    );
  });

  it('keeps a value that starts like a formula as text', () => {
    expect(toCsv(csvColumns, [{ name: '=HYPERLINK("x")', amount: -1 }])).toBe(
      '\ufeffName;Amount\r\n"\'=HYPERLINK(""x"")";-1\r\n',
    );
  });

  it('names the file .csv', () => {
    expect(csvFileName('Usage places: 2026')).toBe('Usage places- 2026.csv');
  });
});
