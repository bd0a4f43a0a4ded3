import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { autumnHoursFixture, dailyFixture, quarterMonthFixture } from './fixtures';
import { moduleIntl } from '@portal/shared/testing';
import reportsModule from '../../module';
import { buildTableModel } from './tableModel';
import { buildWorkbook, exportFileName, MIN_COLUMN_WIDTH, sheetName, worksheetData } from './worksheet';

const fi = moduleIntl(reportsModule, 'fi-FI');
const en = moduleIntl(reportsModule, 'en-US');
const dailyModel = () => {
  const { response, buckets, resolution } = dailyFixture();
  return buildTableModel(response, buckets, resolution);
};

/** the workbook as bytes and back, as a spreadsheet program would open it */
const roundTrip = (workbook: XLSX.WorkBook): XLSX.WorkSheet => {
  const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  const read = XLSX.read(bytes, { type: 'buffer', cellNF: true, cellStyles: true });
  return read.Sheets[read.SheetNames[0]!]!;
};

describe('xlsx worksheet data', () => {
  it('a localized header row, the time as text, a status column beside value columns with gaps', () => {
    const data = worksheetData(dailyModel(), fi);
    expect(data.rows[0]).toEqual([
      'Ajankohta',
      'Sähkön kulutus – Päiväenergia (kWh)',
      'Sähkön kulutus – Päiväenergia (kWh): tila',
      'Sähkön kulutus – Yöenergia (kWh)',
      'Sähkön kulutus – Yöenergia (kWh): tila',
      'Sähkön kulutus – Yhteensä (kWh)',
      'Sähkön kulutus – Yhteensä (kWh): tila',
      'Pörssihinta (snt/kWh)',
      'Ulkolämpötila (°C)',
      'Ulkolämpötila (°C): tila',
    ]);
    expect(data.rows[1]).toEqual(['ke 1.1.2025', 12.5, 'arvio', 8, null, 20.5, 'arvio', 5.123, -3.26, null]);
    expect(data.rows[3]).toEqual([
      'pe 3.1.2025',
      null,
      'puuttuu',
      7.125,
      null,
      7.125,
      'osittain puuttuva',
      3,
      null,
      'puuttuu',
    ]);
  });

  it('every column is at least 12 characters wide and wide enough for its header and content', () => {
    const data = worksheetData(dailyModel(), en);
    expect(data.widths).toHaveLength(data.rows[0]!.length);
    data.widths.forEach((width, c) => {
      expect(width).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH);
      for (const row of data.rows) expect(width).toBeGreaterThanOrEqual(String(row[c] ?? '').length);
    });
    // 'Wed, 1/1/2025' is 13 characters: a margin of two on top
    expect(data.widths[0]).toBe(15);
    expect(data.widths[1]).toBe('Electricity consumption – Day energy (kWh)'.length + 2);
  });

  it('holds every row, not a page: a month of quarter hours is 2,976 rows plus the header', () => {
    const { response, buckets, resolution } = quarterMonthFixture();
    const data = worksheetData(buildTableModel(response, buckets, resolution), fi);
    expect(data.rows).toHaveLength(2977);
    expect(data.rows[2976]![0]).toBe('31.1.2025 klo 23.45');
  });

  it('the repeated autumn hour is two distinct rows in the file', () => {
    const { response, buckets, resolution } = autumnHoursFixture();
    const times = worksheetData(buildTableModel(response, buckets, resolution), en)
      .rows.slice(1)
      .map((row) => row[0]);
    expect(times).toHaveLength(25);
    expect(new Set(times).size).toBe(25);
  });
});

describe('xlsx workbook written and read back', () => {
  it('column widths survive as !cols with wch of at least 12', () => {
    const data = worksheetData(dailyModel(), fi);
    const sheet = roundTrip(buildWorkbook(XLSX, data, 'Energiaraportti'));
    const cols = sheet['!cols']!;
    expect(cols).toHaveLength(data.widths.length);
    cols.forEach((col, c) => {
      expect(col.wch).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH);
      expect(Math.round(col.wch!)).toBe(data.widths[c]);
    });
  });

  it('values are real numbers with a number format; statuses and times are text', () => {
    const sheet = roundTrip(buildWorkbook(XLSX, worksheetData(dailyModel(), fi), 'Energiaraportti'));
    expect(sheet.A1).toMatchObject({ t: 's', v: 'Ajankohta' });
    expect(sheet.A2).toMatchObject({ t: 's', v: 'ke 1.1.2025' });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 12.5 });
    expect(sheet.C2).toMatchObject({ t: 's', v: 'arvio' });
    expect(sheet.H2).toMatchObject({ t: 'n', v: 5.123, z: '#,##0.00' });
    expect(sheet.I2).toMatchObject({ t: 'n', v: -3.26, z: '0.0' });
    // a missing value is an empty cell, never 0
    expect(sheet.B4).toBeUndefined();
    expect(sheet.C4).toMatchObject({ t: 's', v: 'puuttuu' });
    expect(sheet['!ref']).toBe('A1:J4');
  });

  it('the sheet is named after the report within the 31 characters a sheet name may have', () => {
    const workbook = buildWorkbook(
      XLSX,
      worksheetData(dailyModel(), en),
      'Energy report: a very long name over [31]',
    );
    expect(workbook.SheetNames[0]).toBe(sheetName('Energy report: a very long name over [31]'));
    expect(workbook.SheetNames[0]!.length).toBeLessThanOrEqual(31);
    expect(workbook.SheetNames[0]).not.toMatch(/[[\]:*?/\\]/);
  });
});

describe('export file name', () => {
  it('names the place and the interval and is safe as a file name', () => {
    expect(exportFileName('Energiaraportti', 'Kotikatu 1, 00100 Helsinki / 1234567', dailyModel())).toBe(
      'Energiaraportti Kotikatu 1, 00100 Helsinki - 1234567 2025-01-01–2025-01-03.xlsx',
    );
    const { response, buckets, resolution } = autumnHoursFixture();
    expect(exportFileName('Energy report', 'A:1', buildTableModel(response, buckets, resolution))).toBe(
      'Energy report A-1 2025-10-26.xlsx',
    );
  });
});
