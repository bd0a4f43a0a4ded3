import type { SummaryFrequency, SummaryPeriod } from '@portal/shared/api/summary';
import { SUMMARY_FREQUENCIES, SUMMARY_MAX_BUCKETS } from '@portal/shared/api/summary';
import { toHelsinkiWallTime } from '@portal/shared/calendar';

/** rough bucket counts of a named period, to offer only the frequencies the server answers */
const PERIOD_DAYS: Record<Exclude<SummaryPeriod, 'other'>, number> = {
  '5y': 1827,
  '1y': 366,
  '6mm': 184,
  '1mm': 31,
};
const FREQUENCY_DAYS: Record<SummaryFrequency, number> = { day: 1, week: 7, month: 28, year: 365 };

/** the frequency a period opens with */
export const DEFAULT_FREQUENCY: Record<SummaryPeriod, SummaryFrequency> = {
  '5y': 'year',
  '1y': 'month',
  '6mm': 'month',
  '1mm': 'week',
  other: 'day',
};

/** days between two yyyy-mm-dd dates, both inclusive (0 when either is missing) */
export function daysInclusive(start: string | null, end: string | null): number {
  if (!start || !end) return 0;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** the frequencies that give at most SUMMARY_MAX_BUCKETS buckets for the period (day is out for 5y) */
export function allowedFrequencies(period: SummaryPeriod, days = 0): SummaryFrequency[] {
  const length = period === 'other' ? days : PERIOD_DAYS[period];
  return SUMMARY_FREQUENCIES.filter((f) => Math.ceil(length / FREQUENCY_DAYS[f]) + 1 <= SUMMARY_MAX_BUCKETS);
}

/** ISO 8601 week number and its year of the Helsinki day an instant falls on */
export function isoWeekOf(instant: Date): { week: number; year: number } {
  const w = toHelsinkiWallTime(instant);
  const date = new Date(Date.UTC(w.year, w.month - 1, w.day));
  const weekday = (date.getUTCDay() + 6) % 7;
  // the Thursday of the same week decides the year
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const week = 1 + Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / (7 * 86_400_000));
  return { week, year: date.getUTCFullYear() };
}
