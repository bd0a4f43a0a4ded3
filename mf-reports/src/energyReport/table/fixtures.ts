/**
 * Test fixtures (not part of the module): ChartResponses shaped like the connector's
 * (server/src/connector/chart/service.ts), over real Helsinki buckets.
 */
import {
  CHART_STATUS,
  type ChartCoverage,
  type ChartResponse,
  type ChartSeries,
  type ChartSettings,
} from '@portal/shared';
import { bucketsBetween, calendarLengthOf, type Bucket, type Resolution } from '@portal/shared/calendar';
import { COLUMN, coverageOf, SPLINE_RIGHT } from '../chart/chartFixtures';

const { OK, ESTIMATE, PARTIALLY_MISSING, MISSING } = CHART_STATUS;

const sum = (values: readonly (number | null)[]): number | null =>
  values.reduce<number | null>((total, v) => (v === null ? total : (total ?? 0) + v), null);

export function makeSeries(
  quantity: string,
  unit: string,
  tariffs: Array<{ name: string; data: (number | null)[]; statuses?: number[]; coverage?: ChartCoverage }>,
  extra: Partial<Pick<ChartSeries, 'isMainQuantity' | 'details'>> & {
    group?: ChartSeries['chart']['group'];
    settings?: ChartSettings;
    errorCode?: string | null;
  } = {},
): ChartSeries {
  const all = tariffs.map((t) => {
    const statuses = t.statuses ?? t.data.map((v) => (v === null ? MISSING : OK));
    return {
      nameTranslationKey: t.name,
      data: t.data,
      statuses,
      coverage: t.coverage ?? coverageOf(statuses),
      priceParts: [],
    };
  });
  const perBucket = all[0]!.data.map((_, i) => sum(all.map((t) => t.data[i] ?? null)));
  const total = sum(perBucket);
  return {
    isMainQuantity: extra.isMainQuantity ?? false,
    details: extra.details ?? { previousValue: null, dynamicPeriod: { amount: 1, unit: 'month' } },
    chart: {
      quantity,
      group: extra.group ?? 'quantity',
      unitTranslationKey: unit,
      errorCode: extra.errorCode ?? null,
      settings: extra.settings ?? COLUMN,
      data: {
        tariffs: all,
        totalDataSum: total,
        dataAverage: total === null ? null : total / perBucket.filter((v) => v !== null).length,
        startDate: '2025-01-01T00:00:00.000Z',
        endDate: '2025-02-01T00:00:00.000Z',
      },
    },
  };
}

export interface Fixture {
  response: ChartResponse;
  buckets: Bucket[];
  resolution: Resolution;
}

/**
 * Three days of January 2025 by day: consumption in day and night energy (an estimate on day 1, a
 * partially missing night on day 2, a missing day energy on day 3), spot price and outdoor temperature.
 */
export function dailyFixture(): Fixture {
  const buckets = bucketsBetween(new Date('2024-12-31T22:00:00Z'), new Date('2025-01-03T22:00:00Z'), 'day');
  const dynamicPeriod = calendarLengthOf(buckets[0]!.start, buckets[buckets.length - 1]!.end);
  const consumption = makeSeries(
    'electricityP',
    'kWh',
    [
      { name: 'dayEnergy', data: [12.5, 10.25, null], statuses: [ESTIMATE, OK, MISSING] },
      { name: 'nightEnergy', data: [8, 6.5, 7.125], statuses: [OK, PARTIALLY_MISSING, OK] },
    ],
    {
      isMainQuantity: true,
      details: { previousValue: { value: 60, change: { value: -22.5, trendingUp: false } }, dynamicPeriod },
    },
  );
  const spot = makeSeries('spotPrice', 'snt/kWh', [{ name: 'generic', data: [5.123, 7.5, 3] }], {
    group: 'additionalInformation',
    settings: SPLINE_RIGHT,
  });
  const temperature = makeSeries('temperature', 'C', [{ name: 'generic', data: [-3.26, -10, null] }], {
    group: 'additionalInformation',
    settings: SPLINE_RIGHT,
  });
  const response: ChartResponse = {
    series: [consumption, spot, temperature],
    categories: buckets.map((b) => b.label),
    resolution: 'day',
    summary: {
      title: 'energyReport.summary.title',
      totalSums: [
        {
          name: 'usagePriceVat',
          value: 5.5,
          unit: 'EURVat',
          order: 1,
          color: 'tertiary',
          showComparisonValue: false,
        },
        {
          name: 'electricityP',
          value: 44.375,
          unit: 'kWh',
          order: 0,
          color: 'primary',
          showComparisonValue: false,
        },
      ],
      highest: { value: 20.5, category: '2025-01-01' },
      lowest: { value: 7.125, category: '2025-01-03' },
    },
  };
  return { response, buckets, resolution: 'day' };
}

/** The autumn change day 26 Oct 2025 by hour: 25 rows, 03:00 twice. */
export function autumnHoursFixture(): Fixture {
  const buckets = bucketsBetween(new Date('2025-10-25T21:00:00Z'), new Date('2025-10-26T22:00:00Z'), 'hour');
  const data = buckets.map((_, i) => 0.5 + i / 100);
  const response: ChartResponse = {
    series: [makeSeries('electricityP', 'kWh', [{ name: 'generic', data }], { isMainQuantity: true })],
    categories: buckets.map((b) => b.label),
    resolution: 'hour',
    summary: { title: 'energyReport.summary.title', totalSums: [], highest: null, lowest: null },
  };
  return { response, buckets, resolution: 'hour' };
}

/** A month of 15-minute data (January 2025): 2,976 rows. */
export function quarterMonthFixture(): Fixture {
  const buckets = bucketsBetween(
    new Date('2024-12-31T22:00:00Z'),
    new Date('2025-01-31T22:00:00Z'),
    'minutes_15',
  );
  const data = buckets.map((_, i) => (i % 96) / 100);
  const response: ChartResponse = {
    series: [makeSeries('electricityP', 'kWh', [{ name: 'generic', data }], { isMainQuantity: true })],
    categories: buckets.map((b) => b.label),
    resolution: 'minutes_15',
    summary: { title: 'energyReport.summary.title', totalSums: [], highest: null, lowest: null },
  };
  return { response, buckets, resolution: 'minutes_15' };
}
