// Test data for the report's tests and the chart benchmark (not part of the bundle).
import {
  CHART_STATUS,
  type ChartCoverage,
  type ChartPricePart,
  type ChartResponse,
  type ChartSeries,
  type ChartSettings,
  type ChartTariff,
} from '@portal/shared';
import { sharedMessages } from '@portal/shared/i18n/sharedMessages';
import { bucketsBetween, fromHelsinkiWallTime, type Bucket, type Resolution } from '@portal/shared/calendar';
import { createIntl } from 'react-intl';
import { reportsMessages } from '../../i18n/messages';

export const { ESTIMATE, PARTIALLY_MISSING: PARTIAL, MISSING } = CHART_STATUS;

export const intlEn = createIntl({
  locale: 'en-US',
  messages: { ...sharedMessages['en-US'], ...reportsMessages['en-US'] },
});
export const intlFi = createIntl({
  locale: 'fi-FI',
  messages: { ...sharedMessages['fi-FI'], ...reportsMessages['fi-FI'] },
});

export const COLUMN: ChartSettings = {
  visible: true,
  chartType: 'column',
  yAxis: { enable: true, position: 'left' },
  showInLegend: true,
  enableDataLabels: false,
  enableStackedDataLabels: false,
};

export const SPLINE_RIGHT: ChartSettings = {
  ...COLUMN,
  chartType: 'spline',
  yAxis: { enable: true, position: 'right' },
};

/**
 * Coverage as the statuses suggest, one hour per bucket: an estimate wholly estimated, a partially
 * missing bucket 60 % missing (both drawn fully hatched), a missing one wholly missing.
 */
export const coverageOf = (statuses: readonly number[], hours = 1): ChartCoverage => ({
  hours: statuses.map(() => hours),
  estimatedHours: statuses.map((s) => (s === ESTIMATE ? hours : 0)),
  missingHours: statuses.map((s) => (s === MISSING ? hours : s === PARTIAL ? hours * 0.6 : 0)),
});

export const tariff = (
  name: string,
  data: (number | null)[],
  statuses: number[] = data.map((v) => (v === null ? MISSING : 0)),
  priceParts: ChartPricePart[] = [],
  coverage: ChartCoverage = coverageOf(statuses),
): ChartTariff => ({ nameTranslationKey: name, data, statuses, coverage, priceParts });

export function series(
  quantity: string,
  tariffs: ChartTariff[],
  options: { unit?: string; settings?: Partial<ChartSettings>; errorCode?: string | null } = {},
): ChartSeries {
  const group = quantity.endsWith('.comparison')
    ? 'comparison'
    : quantity.startsWith('electricity') || quantity.startsWith('heat') || quantity.startsWith('water')
      ? 'quantity'
      : 'additionalInformation';
  return {
    isMainQuantity: quantity === 'electricityP',
    details: { previousValue: null, dynamicPeriod: { amount: 1, unit: 'day' } },
    chart: {
      quantity,
      group,
      unitTranslationKey: options.unit ?? 'kWh',
      errorCode: options.errorCode ?? null,
      settings: { ...COLUMN, ...options.settings },
      data: { tariffs, totalDataSum: null, dataAverage: null, startDate: '', endDate: '' },
    },
  };
}

export const response = (
  list: ChartSeries[],
  buckets: readonly Bucket[],
  resolution: Resolution = 'day',
): ChartResponse => ({
  series: list,
  categories: buckets.map((b) => b.label),
  resolution,
  summary: { title: '', totalSums: [], highest: null, lowest: null },
});

/** Buckets of [start, end) given as Helsinki wall dates. */
export const bucketsOf = (
  start: [number, number, number],
  end: [number, number, number],
  resolution: Resolution,
): Bucket[] =>
  bucketsBetween(
    fromHelsinkiWallTime({ year: start[0], month: start[1], day: start[2] }),
    fromHelsinkiWallTime({ year: end[0], month: end[1], day: end[2] }),
    resolution,
  );

export const pricePart = (part: Partial<ChartPricePart>): ChartPricePart => ({
  startDate: '2024-01-01',
  type: 'energy',
  basicPrice: null,
  basicPriceUnit: null,
  spotMargin: null,
  spotPriceMin: null,
  spotPriceMax: null,
  pricePerUnit: null,
  electricityTax: null,
  maintenance: null,
  ...part,
});
