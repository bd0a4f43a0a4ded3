/**
 * Summary report (spec customer-area sections 2 and 3: Summary): totals, highest and lowest of a usage
 * place's main quantity over a period, bucketed by day, ISO week, month or year in Helsinki time.
 * POST /connector/v1/webamr/summary with the chart's headers (X-Customer-Code, X-Location-Code, X-Grid-Id);
 * admin variant /connector/v1/admin/webamr/summary with Target-User.
 */
import type { EnergyTypeKey } from './reports';
import type { PeriodPresetId } from '../reports/limits';

export type SummaryPeriod = '5y' | '1y' | '6mm' | '1mm' | 'other';
export type SummaryFrequency = 'day' | 'week' | 'month' | 'year';

/**
 * The energy report's preset each named period is (issue 20, one meaning per period): the same days,
 * `presetDays` in shared/src/reports/limits.ts.
 */
export const SUMMARY_PERIOD_PRESET: Readonly<Record<Exclude<SummaryPeriod, 'other'>, PeriodPresetId>> = {
  '5y': 'fiveYears',
  '1y': 'oneYear',
  '6mm': 'sixMonths',
  '1mm': 'oneMonth',
};

export const SUMMARY_PERIODS: readonly SummaryPeriod[] = ['5y', '1y', '6mm', '1mm', 'other'];
export const SUMMARY_FREQUENCIES: readonly SummaryFrequency[] = ['day', 'week', 'month', 'year'];
/** more buckets than this are refused (400 summary_too_many_buckets) */
export const SUMMARY_MAX_BUCKETS = 1000;

export interface SummaryRequest {
  selectedEnergyType: EnergyTypeKey;
  period: SummaryPeriod;
  frequency: SummaryFrequency;
  /** only for period 'other': Helsinki calendar dates yyyy-mm-dd, both inclusive */
  startDate?: string;
  endDate?: string;
}

export interface SummaryBucket {
  /** ISO instant of the bucket's start (Helsinki midnight) */
  start: string;
  /** ISO instant of the bucket's exclusive end */
  end: string;
  /** the bucket's sum of the main quantity; null when no value was measured in it */
  value: number | null;
  /** the period cuts the bucket (a week or month only partly inside the period) */
  partial: boolean;
}

export interface SummaryTotal {
  /** quantity or tariff key, e.g. electricityP, dayEnergy, tariffTotal */
  name: string;
  value: number;
  unit: string;
  order: number;
  /** a colour token of the chart palette */
  color: string;
  showComparisonValue: boolean;
  /** the total of the compared period (`SummaryResponse.comparison`), when showComparisonValue */
  comparisonValue?: number | null;
}

/** the period the totals are compared with and how much of it is measured */
export interface SummaryComparison {
  /** ISO instants, [start, end) */
  start: string;
  end: string;
  /** days of the compared period with a measured value, and all its days */
  measuredDays: number;
  days: number;
  /** false: the compared period is measured less than the period shown; the page names it, shows no change */
  complete: boolean;
}

export interface SummaryExtreme {
  start: string;
  end: string;
  value: number;
  unit: string;
}

export interface SummaryResponse {
  title: string;
  quantity: string;
  unit: string;
  period: SummaryPeriod;
  frequency: SummaryFrequency;
  /** ISO instant, Helsinki midnight */
  startDate: string;
  /** ISO instant, exclusive (Helsinki midnight) */
  endDate: string;
  /** the period reached before the contract: it starts at the contract's first day (= startDate) instead */
  clippedFrom?: string;
  totalSums: SummaryTotal[];
  /** present when the totals carry a comparisonValue */
  comparison?: SummaryComparison;
  highest: SummaryExtreme | null;
  lowest: SummaryExtreme | null;
  buckets: SummaryBucket[];
}
