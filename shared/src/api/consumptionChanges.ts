/**
 * The dashboard's consumption-changes card (customer-area sections 2 and 3):
 * POST /connector/v1/webamr/consumptionChanges and its admin variant, with the chart call's place headers.
 * Which periods are compared is documented in docs/dashboard.md.
 */

/** the compared periods, each ending at the last Helsinki midnight */
export type ConsumptionChangeKey =
  /** the last whole week (Monday to Sunday) against the week before */
  | 'certain_week'
  /** the last whole month against the month before */
  | 'certain_month'
  /** the last whole month against the same month a year earlier */
  | 'certain_month_last_year'
  /** from 1 January to yesterday against the same days a year earlier */
  | 'year_to_date';

export const CONSUMPTION_CHANGE_KEYS: readonly ConsumptionChangeKey[] = [
  'certain_week',
  'certain_month',
  'certain_month_last_year',
  'year_to_date',
];

export interface ConsumptionChangesRequest {
  selectedEnergyType: string;
  /** quantity keys, e.g. electricityP, electricityPMinus */
  selectedBasicDetails: string[];
}

/** ISO instants; `to` exclusive */
export interface ConsumptionChangeInterval {
  from: string;
  to: string;
}

export interface ConsumptionChangeSeries {
  quantity: string;
  unitTranslationKey: string;
  isMainQuantity: boolean;
  /** one entry per tariff: its totals per category (previous period first), null without data */
  usedTariffValues: Array<{ nameTranslationKey: string; values: (number | null)[] }>;
  /** percent change of the quantity's total from the previous period; null when that had no usage */
  change: { value: number | null; trendingUp: boolean };
  /**
   * false when the previous period is measured less than the current one (a year-over-year tile against a
   * year metered from its autumn): the change is null and the tile says so; `previousMeasuredShare` its
   * measured share against the current one's, 0-1 (issue 20). Absent when the previous period has no data.
   */
  previousComplete?: boolean;
  previousMeasuredShare?: number;
}

export interface ConsumptionChange {
  key: ConsumptionChangeKey;
  /** the current period */
  interval: ConsumptionChangeInterval;
  previousInterval: ConsumptionChangeInterval;
  /** the periods compared, previous first, as their first days (YYYY-MM-DD, Helsinki) */
  categories: string[];
  series: ConsumptionChangeSeries[];
  /** instead of series: e.g. no_measurement_data when neither period has any reading */
  errorCode: string | null;
}

export interface ConsumptionChangesResponse {
  changes: ConsumptionChange[];
}
