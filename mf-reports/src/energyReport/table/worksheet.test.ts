import { CHART_STATUS } from '@portal/shared';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { autumnHoursFixture, dailyFixture, quarterMonthFixture } from './fixtures';
import { moduleIntl } from '@portal/shared/testing';
import reportsModule from '../../module';
import { buildTableModel } from './tableModel';
import { buildWorkbook, MIN_COLUMN_WIDTH, sheetName, worksheetData } from './worksheet';

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
    // numbers rounded as the table shows them: cents, tenths of a degree
    expect(data.rows[1]).toEqual(['ke 1.1.2025', 12.5, 'arvio', 8, null, 20.5, 'arvio', 5.12, -3.3, null]);
    expect(data.rows[3]).toEqual([
      'pe 3.1.2025',
      null,
      'puuttuu',
      7.1,
      null,
      7.1,
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

  it('cells carry rounded numbers, not 15 binary decimals; a big series is in MWh with its header saying so', () => {
    const { response, buckets, resolution } = autumnHoursFixture();
    const series = response.series[0]!;
    series.chart.data.tariffs[0]!.data = buckets.map((_, i) => (i === 0 ? 0.1 + 0.2 : 1.23456789));
    const data = worksheetData(buildTableModel(response, buckets, resolution), en);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(data.rows[1]![1]).toBe(0.3);
    expect(data.rows[2]![1]).toBe(1.23);
    expect(data.numberFormats[1]).toBe('#,##0.00');

    series.chart.data.tariffs[0]!.data = buckets.map((_, i) => 10_000 + i * 1234.5678);
    const big = worksheetData(buildTableModel(response, buckets, resolution), en);
    expect(big.rows[0]![1]).toBe('Electricity consumption (MWh)');
    expect(big.rows[2]![1]).toBe(11.2);
  });

  it('a partly estimated bucket says how many hours in its status column', () => {
    const { response, buckets, resolution } = autumnHoursFixture();
    const tariff = response.series[0]!.chart.data.tariffs[0]!;
    tariff.statuses = buckets.map((_, i) => (i === 1 ? CHART_STATUS.ESTIMATE : 0));
    tariff.coverage = {
      hours: buckets.map(() => 1),
      estimatedHours: buckets.map((_, i) => (i === 1 ? 0.25 : 0)),
      missingHours: buckets.map(() => 0),
    };
    const data = worksheetData(buildTableModel(response, buckets, resolution), en);
    expect(data.rows[0]![2]).toBe('Electricity consumption (kWh): status');
    expect(data.rows[2]![2]).toBe('includes 0.25 estimated hours of 1');
    expect(data.rows[1]![2]).toBeNull();
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
    expect(sheet.H2).toMatchObject({ t: 'n', v: 5.12, z: '#,##0.00' });
    expect(sheet.I2).toMatchObject({ t: 'n', v: -3.3, z: '#,##0.0' });
    expect(sheet.B2).toMatchObject({ z: '#,##0.0' });
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
