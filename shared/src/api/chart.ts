/**
 * The energy report's chart call (customer-area section 3): POST /connector/v1/webamr/chart and its admin
 * variant: its types and status codes; the rules live in shared/src/reports and shared/src/calendar.
 */

export type ChartResolution = 'year' | 'month' | 'day' | 'hour' | 'minutes_15';

export interface ChartRequest {
  selectedEnergyType: string;
  selectedBasicDetails: string[];
  selectedAdditionalInformation: string[];
  /** ISO 8601 instants with a zone; the end is exclusive */
  interval: { selectedStartTimestamp: string; selectedEndTimestamp: string };
  measurePeriod: ChartResolution;
}

/** Status bit of a meter reading that marks an estimate (customer-area section 4); the one copy of it. */
export const ESTIMATE_STATUS_BIT = 131072;

/**
 * Status of one bucket: 0 ok, the meter's estimate bit, and two codes of our own for aggregated buckets;
 * the weakest status of a bucket's parts wins.
 */
export const CHART_STATUS = {
  OK: 0,
  ESTIMATE: ESTIMATE_STATUS_BIT,
  PARTIALLY_MISSING: 262144,
  MISSING: 524288,
} as const;

export type ChartStatus = (typeof CHART_STATUS)[keyof typeof CHART_STATUS];

export interface ChartPricePart {
  startDate: string;
  type: string;
  basicPrice: number | null;
  basicPriceUnit: string | null;
  spotMargin: number | null;
  spotPriceMin: number | null;
  spotPriceMax: number | null;
  pricePerUnit: number | null;
  electricityTax: number | null;
  maintenance: number | null;
}

/**
 * How much of each bucket was measured, per bucket: its length in hours (a DST day 23 or 25, a quarter
 * 0.25) and the hours of it that were estimated and missing (a quarter-hour counts 0.25).
 */
export interface ChartCoverage {
  hours: number[];
  estimatedHours: number[];
  missingHours: number[];
}

export interface ChartTariff {
  nameTranslationKey: string;
  data: (number | null)[];
  /** the weakest status of the bucket's parts (Datahub's rule) */
  statuses: number[];
  /**
   * Absent where the statuses say it all: a quantity's hours and quarters whose parts share one status (a
   * whole hour estimated, a whole quarter missing). Always there for days and longer, and for the
   * additional series (prices, temperatures).
   */
  coverage?: ChartCoverage;
  priceParts: ChartPricePart[];
}

/**
 * A bucket's estimated and missing hours: from the coverage when the answer has it, else from the status,
 * which then stands for the whole bucket (the server leaves coverage out only where all parts share one).
 */
export function weakHoursAt(
  tariff: Pick<ChartTariff, 'statuses' | 'coverage'>,
  index: number,
  bucketHours: number,
): { estimated: number; missing: number } {
  if (tariff.coverage)
    return {
      estimated: tariff.coverage.estimatedHours[index] ?? 0,
      missing: tariff.coverage.missingHours[index] ?? 0,
    };
  const status = tariff.statuses[index] ?? 0;
  return {
    estimated: (status & ESTIMATE_STATUS_BIT) !== 0 ? bucketHours : 0,
    missing: (status & (CHART_STATUS.MISSING | CHART_STATUS.PARTIALLY_MISSING)) !== 0 ? bucketHours : 0,
  };
}

/** How a bucket is drawn from its coverage: the shares of estimated and missing hours. */
export interface BucketQuality {
  estimatedShare: number;
  missingShare: number;
  /** more than half of the bucket estimated or missing: draw it fully hatched (else a small marker) */
  mostly: boolean;
  /** any estimated or missing hour at all: at least a marker */
  flagged: boolean;
}

/** full hatching when (estimated + missing) / hours > 0.5, a small marker when > 0 */
export function bucketQuality(coverage: ChartCoverage, index: number): BucketQuality {
  const hours = coverage.hours[index] ?? 0;
  const estimated = coverage.estimatedHours[index] ?? 0;
  const missing = coverage.missingHours[index] ?? 0;
  if (!(hours > 0)) return { estimatedShare: 0, missingShare: 0, mostly: false, flagged: false };
  const estimatedShare = Math.min(1, estimated / hours);
  const missingShare = Math.min(1, missing / hours);
  const weak = estimatedShare + missingShare;
  return { estimatedShare, missingShare, mostly: weak > 0.5, flagged: weak > 0 };
}

export interface ChartSettings {
  visible: boolean;
  chartType: 'column' | 'spline';
  yAxis: { enable: boolean; position: 'left' | 'right' };
  showInLegend: boolean;
  enableDataLabels: boolean;
  enableStackedDataLabels: boolean;
}

export interface ChartSeries {
  isMainQuantity: boolean;
  details: {
    /**
     * the preceding interval of the same calendar length; null value when it has no data. `complete` false:
     * that interval is measured less than this one (`measuredShare` of it, 0-1, relative to this one's), so
     * the change is null and the page says the periods are not comparable (issue 20).
     */
    previousValue: {
      value: number | null;
      change: { value: number | null; trendingUp: boolean };
      complete?: boolean;
      measuredShare?: number;
    } | null;
    /** the calendar length of the interval, e.g. { amount: 1, unit: 'month' } */
    dynamicPeriod: { amount: number; unit: ChartResolution };
  };
  chart: {
    /** a quantity key, an additional-information key, or `<quantity>.comparison` */
    quantity: string;
    group: 'quantity' | 'additionalInformation' | 'comparison';
    unitTranslationKey: string;
    /** null when the series could be made; else a catalogue code (e.g. heating_degree_days_resolution) */
    errorCode: string | null;
    settings: ChartSettings;
    data: {
      tariffs: ChartTariff[];
      totalDataSum: number | null;
      dataAverage: number | null;
      startDate: string;
      endDate: string;
    };
  };
}

export interface ChartSummaryTotal {
  name: string;
  value: number | null;
  unit: string;
  order: number;
  color: string;
  showComparisonValue: boolean;
}

export interface ChartExtreme {
  value: number;
  category: string;
}

export interface ChartResponse {
  series: ChartSeries[];
  /**
   * The resolution the categories and data are in: the request's measurePeriod, except `hour` when
   * minutes_15 was asked and the meter has only hourly readings in (any part of) the interval.
   */
  resolution: ChartResolution;
  /** locale-neutral bucket labels (shared/src/reports bucketLabel), one per data point */
  categories: string[];
  summary: {
    title: string;
    totalSums: ChartSummaryTotal[];
    highest: ChartExtreme | null;
    lowest: ChartExtreme | null;
  };
}
