import { CHART_STATUS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { dailyFixture, makeSeries } from './fixtures';
import { buildTableModel, cellStatus, statusesIn, totalCell } from './tableModel';

describe('data table rows', () => {
  it('one row per bucket and one column per tariff, plus a total for a quantity with several tariffs', () => {
    const { response, buckets, resolution } = dailyFixture();
    const model = buildTableModel(response, buckets, resolution);
    expect(model.rows.map((row) => row.key)).toEqual(['2025-01-01', '2025-01-02', '2025-01-03']);
    expect(model.columns.map((c) => [c.quantity, c.tariff, c.kind])).toEqual([
      ['electricityP', 'dayEnergy', 'tariff'],
      ['electricityP', 'nightEnergy', 'tariff'],
      ['electricityP', 'tariffTotal', 'total'],
      ['spotPrice', 'generic', 'tariff'],
      ['temperature', 'generic', 'tariff'],
    ]);
    expect(model.rows[0]!.cells.map((c) => c.value)).toEqual([12.5, 8, 20.5, 5.123, -3.26]);
  });

  it('each cell carries its status: estimate, partially missing, missing', () => {
    const { response, buckets, resolution } = dailyFixture();
    const [day1, day2, day3] = buildTableModel(response, buckets, resolution).rows;
    expect(day1!.cells.map((c) => c.status)).toEqual(['estimate', 'ok', 'estimate', 'ok', 'ok']);
    expect(day2!.cells.map((c) => c.status)).toEqual([
      'ok',
      'partiallyMissing',
      'partiallyMissing',
      'ok',
      'ok',
    ]);
    // a missing tariff makes the total partial, never a silently complete sum
    expect(day3!.cells.map((c) => c.status)).toEqual(['missing', 'ok', 'partiallyMissing', 'ok', 'missing']);
    // the day energy is missing for the whole day: its hours are missing from the total
    expect(day3!.cells[2]).toEqual({
      value: 7.125,
      status: 'partiallyMissing',
      hours: { hours: 1, estimated: 0, missing: 1 },
    });
  });

  it('status codes: 131072 estimate, 262144 partially missing, 524288 missing; no value is missing', () => {
    expect(cellStatus(CHART_STATUS.OK, 1)).toBe('ok');
    expect(cellStatus(CHART_STATUS.ESTIMATE, 1)).toBe('estimate');
    expect(cellStatus(CHART_STATUS.ESTIMATE | 1, 1)).toBe('estimate');
    expect(cellStatus(CHART_STATUS.PARTIALLY_MISSING, 1)).toBe('partiallyMissing');
    expect(cellStatus(CHART_STATUS.MISSING, null)).toBe('missing');
    expect(cellStatus(CHART_STATUS.OK, null)).toBe('missing');
    expect(cellStatus(undefined, 2)).toBe('ok');
  });

  it('a total is missing only when every tariff is, and takes the weakest status of its parts', () => {
    expect(
      totalCell([
        { value: null, status: 'missing' },
        { value: null, status: 'missing' },
      ]),
    ).toEqual({ value: null, status: 'missing' });
    expect(
      totalCell([
        { value: 1, status: 'estimate' },
        { value: 2, status: 'ok' },
      ]),
    ).toEqual({ value: 3, status: 'estimate' });
    expect(
      totalCell([
        { value: 1, status: 'partiallyMissing' },
        { value: 2, status: 'estimate' },
      ]),
    ).toEqual({ value: 3, status: 'partiallyMissing' });
  });

  it('hidden series and series the server could not make have no column', () => {
    const { response, buckets, resolution } = dailyFixture();
    response.series.push(
      makeSeries('heatingDegreeDays', 'degree-days', [{ name: 'generic', data: [null, null, null] }], {
        group: 'additionalInformation',
        errorCode: 'heating_degree_days_resolution',
      }),
    );
    response.series[1]!.chart.settings = { ...response.series[1]!.chart.settings, visible: false };
    const quantities = buildTableModel(response, buckets, resolution).columns.map((c) => c.quantity);
    expect(quantities).not.toContain('heatingDegreeDays');
    expect(quantities).not.toContain('spotPrice');
    expect(quantities).toContain('temperature');
  });

  it('a quantity that already has a total tariff gets no second total', () => {
    const { buckets, resolution } = dailyFixture();
    const series = makeSeries('electricityP', 'kWh', [
      { name: 'dayEnergy', data: [1, 2, 3] },
      { name: 'tariffTotal', data: [1, 2, 3] },
    ]);
    const response = { ...dailyFixture().response, series: [series] };
    expect(buildTableModel(response, buckets, resolution).columns.map((c) => c.kind)).toEqual([
      'tariff',
      'tariff',
    ]);
  });

  it('the statuses present are listed for the legend, weakest last', () => {
    const { response, buckets, resolution } = dailyFixture();
    expect(statusesIn(buildTableModel(response, buckets, resolution))).toEqual([
      'estimate',
      'partiallyMissing',
      'missing',
    ]);
  });
});

describe('a level quantity in the table (shared energy/aggregation)', () => {
  it('supply water temperatures of two tariffs get no total column: temperatures do not add up', () => {
    const { response, buckets, resolution } = dailyFixture();
    response.series = [
      makeSeries('heatWaterTemperatureIn', 'C', [
        { name: 'generic', data: [70.25, 68, 66.5] },
        { name: 'second', data: [71, 69, 67] },
      ]),
    ];
    const model = buildTableModel(response, buckets, resolution);
    expect(model.columns.map((c) => c.kind)).toEqual(['tariff', 'tariff']);
    expect(model.columns[0]!.format.unit).toBe('C');
  });
});

describe('one unit in the table', () => {
  it('heat energy sent in MWh with district heating hours of 0.005 MWh reads 5 kWh, every column in kWh', () => {
    const { buckets, resolution, response } = dailyFixture();
    response.series = [
      makeSeries('heatEnergy', 'MWh', [{ name: 'generic', data: [0.005, 0.0042, 0.006] }]),
      makeSeries('electricityP', 'kWh', [{ name: 'generic', data: [12.5, 10, 9] }]),
    ];
    const model = buildTableModel(response, buckets, resolution);
    expect(model.columns.map((c) => c.format.unit)).toEqual(['kWh', 'kWh']);
    expect(model.columns[0]!.format).toMatchObject({ factor: 0.001, decimals: 2 });
  });

  it('a column large enough for MWh takes the other energy columns of the table with it', () => {
    const { buckets, resolution, response } = dailyFixture();
    response.series = [
      makeSeries('electricityP', 'kWh', [{ name: 'generic', data: [12_500, 10_000, 9_000] }]),
      makeSeries('electricityPMinus', 'kWh', [{ name: 'generic', data: [14, 3, 0.5] }]),
    ];
    const model = buildTableModel(response, buckets, resolution);
    expect(model.columns.map((c) => c.format.unit)).toEqual(['MWh', 'MWh']);
    // each quantity keeps decimals for its own size: 0,014 MWh, not 0 MWh
    expect(model.columns[1]!.format.decimals).toBe(3);
  });
});
