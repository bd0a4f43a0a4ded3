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

export interface ChartTariff {
  nameTranslationKey: string;
  data: (number | null)[];
  statuses: number[];
  priceParts: ChartPricePart[];
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
    /** the preceding interval of the same calendar length; null value when it has no data */
    previousValue: { value: number | null; change: { value: number | null; trendingUp: boolean } } | null;
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
  /** locale-neutral bucket labels (shared/src/reports bucketLabel), one per data point */
  categories: string[];
  summary: {
    title: string;
    totalSums: ChartSummaryTotal[];
    highest: ChartExtreme | null;
    lowest: ChartExtreme | null;
  };
}
