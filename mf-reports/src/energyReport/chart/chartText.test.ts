import { describe, expect, it } from 'vitest';
import {
  bucketsOf,
  ESTIMATE,
  intlEn,
  intlFi,
  MISSING,
  PARTIAL,
  pricePart,
  response,
  series,
  tariff,
} from './chartFixtures';
import {
  chartTitle,
  describeBucket,
  exportFileName,
  formatBucketTick,
  formatBucketTitle,
  formatValue,
  pointStatus,
  pricePartsInForce,
  pricingLines,
  seriesLines,
} from './chartText';

describe('point status', () => {
  it('a point whose status has bit 131072 is an estimate; 262144 partially missing; 524288 missing', () => {
    expect(pointStatus(0, 1)).toBe('ok');
    expect(pointStatus(ESTIMATE, 1)).toBe('estimate');
    expect(pointStatus(ESTIMATE | 1, 1)).toBe('estimate');
    expect(pointStatus(PARTIAL, 1)).toBe('partiallyMissing');
    expect(pointStatus(MISSING, null)).toBe('missing');
  });

  it('a point without a value is missing whatever its code', () => {
    expect(pointStatus(0, null)).toBe('missing');
    expect(pointStatus(ESTIMATE, null)).toBe('missing');
  });
});

describe('x-axis labels in Europe/Helsinki', () => {
  it('year, month and year, date, date and time by resolution', () => {
    const [year] = bucketsOf([2025, 1, 1], [2026, 1, 1], 'year');
    const [month] = bucketsOf([2025, 3, 1], [2025, 4, 1], 'month');
    const [day] = bucketsOf([2025, 3, 30], [2025, 3, 31], 'day');
    const hours = bucketsOf([2025, 3, 30], [2025, 3, 31], 'hour');
    expect(formatBucketTick(intlEn, year!, 'year')).toBe('2025');
    expect(formatBucketTick(intlEn, month!, 'month')).toBe('Mar 2025');
    expect(formatBucketTick(intlFi, month!, 'month')).toBe('maalis 2025');
    expect(formatBucketTick(intlEn, day!, 'day')).toBe('3/30/2025');
    expect(formatBucketTick(intlFi, day!, 'day')).toBe('30.3.2025');
    // midnight Helsinki is 22:00 UTC the day before: the label must not say 29 March
    expect(formatBucketTick(intlFi, hours[0]!, 'hour')).toBe('30.3.2025 00.00');
    // the spring day skips 03:00
    expect(formatBucketTick(intlFi, hours[3]!, 'hour')).toBe('30.3.2025 04.00');
  });

  it('the repeated autumn hour is told apart from the first one', () => {
    const hours = bucketsOf([2025, 10, 26], [2025, 10, 27], 'hour');
    expect(hours).toHaveLength(25);
    const first = formatBucketTick(intlEn, hours[3]!, 'hour');
    const second = formatBucketTick(intlEn, hours[4]!, 'hour');
    expect(first).toBe('10/26/2025 03:00');
    expect(second).toBe('10/26/2025 03:00 (2)');
  });

  it('the tooltip date names the weekday and, for hours and quarters, the time span', () => {
    const [month] = bucketsOf([2025, 3, 1], [2025, 4, 1], 'month');
    const quarters = bucketsOf([2025, 3, 30], [2025, 3, 31], 'minutes_15');
    expect(formatBucketTitle(intlEn, month!, 'month')).toBe('March 2025');
    expect(formatBucketTitle(intlEn, quarters[1]!, 'minutes_15')).toBe('Sun, 3/30/2025 00:15–00:30');
    expect(formatBucketTitle(intlFi, quarters[1]!, 'minutes_15')).toBe('su 30.3.2025 00.15–00.30');
  });
});

describe('values', () => {
  it('localized numbers with the unit label, rounded by size, MWh from 10,000 kWh; money with two decimals', () => {
    expect(formatValue(intlFi, 4240.338, 'kWh')).toBe('4\u00a0240 kWh');
    expect(formatValue(intlFi, 523.44, 'kWh')).toBe('523,4 kWh');
    expect(formatValue(intlEn, 0.1234, 'kWh')).toBe('0.123 kWh');
    expect(formatValue(intlEn, 12_345.6, 'kWh')).toBe('12.3 MWh');
    // a household hour in MWh is shown in kWh
    expect(formatValue(intlFi, 0.014, 'MWh')).toBe('14 kWh');
    expect(formatValue(intlEn, 12.5, 'EUR')).toBe('12.50 €');
    expect(formatValue(intlEn, 0.01612, 'snt/kWh')).toBe('0.0161 c/kWh');
    expect(formatValue(intlFi, 3.95, 'snt/kWh')).toBe(
      '3,95 c/kWh'.replace('c/kWh', intlFi.formatMessage({ id: 'common.energy.unit.snt/kWh' })),
    );
    expect(formatValue(intlEn, null, 'kWh')).toBe('no value');
  });
});

describe('pricing block', () => {
  const parts = [
    pricePart({
      startDate: '2024-01-01',
      type: 'energy',
      pricePerUnit: 9.9,
      basicPrice: 3.95,
      basicPriceUnit: 'EUR/month',
    }),
    pricePart({
      startDate: '2025-01-01',
      type: 'spot',
      spotMargin: 0.59,
      basicPrice: 4.49,
      basicPriceUnit: 'EUR/month',
    }),
    pricePart({
      startDate: '2024-01-01',
      type: 'transfer',
      pricePerUnit: 3.95,
      electricityTax: 2.79372,
      maintenance: 0.01612,
      basicPrice: 14.9,
      basicPriceUnit: 'EUR/month',
    }),
  ];

  it('the sales contract and the transfer each give their latest part in force that day', () => {
    expect(pricePartsInForce(parts, '2024-06-01').map((p) => p.type)).toEqual(['energy', 'transfer']);
    expect(pricePartsInForce(parts, '2025-01-01').map((p) => p.type)).toEqual(['spot', 'transfer']);
    expect(pricePartsInForce(parts, '2023-12-31')).toEqual([]);
  });

  it('lists the fields that are not null, localized, with units', () => {
    const [bucket] = bucketsOf([2025, 2, 1], [2025, 2, 2], 'day');
    expect(pricingLines(intlEn, parts, bucket!)).toEqual([
      'Prices',
      'Spot electricity: margin 0.59 c/kWh, basic fee 4.49 €/month',
      'Transfer: price 3.95 c/kWh, electricity tax 2.79 c/kWh, security of supply fee 0.0161 c/kWh, basic fee 14.90 €/month',
    ]);
    expect(pricingLines(intlFi, parts, bucket!)[1]).toBe(
      'Pörssisähkö: marginaali 0,59 snt/kWh, perusmaksu 4,49 €/kk'.replace(
        'snt/kWh',
        intlFi.formatMessage({ id: 'common.energy.unit.snt/kWh' }),
      ),
    );
  });

  it('a price part is in force from its start date by the Helsinki calendar', () => {
    // 1 Jan 2025 00:00 Helsinki is 31 Dec 22:00 UTC: the spot part already applies
    const [bucket] = bucketsOf([2025, 1, 1], [2025, 1, 2], 'hour');
    expect(pricingLines(intlEn, parts, bucket!)[1]).toMatch(/^Spot electricity/);
  });
});

describe('tooltip lines', () => {
  const buckets = bucketsOf([2025, 2, 1], [2025, 2, 3], 'day');

  it('one line per tariff with its status, and the total across tariffs', () => {
    const s = series('electricityP', [
      tariff('dayEnergy', [1.5, 2], [ESTIMATE, 0]),
      tariff('nightEnergy', [null, 1], [MISSING, PARTIAL]),
    ]);
    expect(seriesLines(intlEn, s, 0)).toEqual([
      'Electricity consumption – Day energy: 1.5 kWh (estimate)',
      'Electricity consumption – Night energy: missing',
      'Electricity consumption in total: 1.5 kWh',
    ]);
    expect(seriesLines(intlEn, s, 1)).toEqual([
      'Electricity consumption – Day energy: 2 kWh',
      'Electricity consumption – Night energy: 1 kWh (0.6 hours missing)',
      'Electricity consumption in total: 3 kWh',
    ]);
  });

  it('a bucket partly estimated or missing says how many hours; a wholly estimated one is an estimate', () => {
    const coverage = { hours: [744, 744, 720], estimatedHours: [24, 744, 0], missingHours: [3, 0, 1] };
    const s = series('electricityP', [
      tariff('generic', [350.25, 320, 1], [ESTIMATE, ESTIMATE, PARTIAL], [], coverage),
    ]);
    expect(seriesLines(intlEn, s, 0)).toEqual([
      'Electricity consumption: 350.3 kWh (includes 24 estimated hours of 744; 3 hours missing)',
    ]);
    expect(seriesLines(intlEn, s, 1)).toEqual(['Electricity consumption: 320 kWh (estimate)']);
    expect(seriesLines(intlEn, s, 2)).toEqual(['Electricity consumption: 1 kWh (1 hour missing)']);
    expect(seriesLines(intlFi, s, 0)).toEqual([
      'Sähkön kulutus: 350,3 kWh (sisältää 24 arvioitua tuntia / 744 h; 3 tuntia puuttuu)',
    ]);
  });

  it('a quarter-hour counts a quarter of an hour', () => {
    const coverage = { hours: [24], estimatedHours: [0.75], missingHours: [0] };
    const s = series('electricityP', [tariff('generic', [10], [ESTIMATE], [], coverage)]);
    expect(seriesLines(intlEn, s, 0)).toEqual([
      'Electricity consumption: 10 kWh (includes 0.75 estimated hours of 24)',
    ]);
  });

  it('a level (supply water temperature) of two tariffs has no total line and keeps its own scale', () => {
    const s = series('heatWaterTemperatureIn', [tariff('first', [70.25]), tariff('second', [68])], {
      unit: 'C',
    });
    const lines = seriesLines(intlEn, s, 0);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('in total');
    expect(lines[0]).toContain('70.3 °C');
  });

  it('a single tariff needs no total', () => {
    expect(seriesLines(intlEn, series('electricityP', [tariff('generic', [1, 2])]), 1)).toEqual([
      'Electricity consumption: 2 kWh',
    ]);
  });

  it('the bucket: date, every shown series, prices once and not for the comparison year', () => {
    const parts = [pricePart({ type: 'energy', pricePerUnit: 9.9 })];
    const r = response(
      [
        series('electricityP', [tariff('generic', [1, 2], [0, 0], parts)]),
        series('electricityP.comparison', [tariff('generic', [3, 4], [0, 0], parts)]),
        series('spotPrice', [tariff('generic', [5.5, 6])], {
          unit: 'snt/kWh',
          settings: { chartType: 'spline' },
        }),
      ],
      buckets,
    );
    expect(describeBucket(intlEn, r, [0, 1, 2], buckets, 'day', 1)).toEqual({
      title: 'Sun, 2/2/2025',
      lines: [
        'Electricity consumption: 2 kWh',
        'Electricity consumption, a year earlier: 4 kWh',
        'Spot price: 6.00 c/kWh',
        'Prices',
        'Energy: price 9.90 c/kWh',
      ],
    });
    // a series not shown is not described
    expect(describeBucket(intlEn, r, [0], buckets, 'day', 1).lines).not.toContain('Spot price: 6.00 c/kWh');
  });
});

describe('names', () => {
  const buckets = bucketsOf([2025, 1, 1], [2026, 1, 1], 'month');

  it('the chart title carries the place, the interval and the resolution', () => {
    expect(chartTitle(intlEn, 'Kotikatu 1, Helsinki', buckets, 'month')).toBe(
      'Energy report chart: Kotikatu 1, Helsinki, 1/1/2025–12/31/2025, by month',
    );
  });

  it('file names are <instance>-energy-report-<place>-<start>-<end> with Helsinki dates, safe characters only', () => {
    expect(exportFileName(intlFi, 'demo1', 'Kotikatu 1 / Äänekoski (123)', buckets, 'png')).toBe(
      'demo1-energiaraportti-Kotikatu-1-Äänekoski-123-2025-01-01-2025-12-31.png',
    );
    expect(
      exportFileName(intlEn, 'demo1', 'Home', bucketsOf([2025, 3, 30], [2025, 3, 31], 'hour'), 'pdf'),
    ).toBe('demo1-energy-report-Home-2025-03-30-2025-03-30.pdf');
  });
});
