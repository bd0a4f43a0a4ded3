import type { SummaryFrequency } from '@portal/shared/api/summary';
import { addHelsinki, helsinkiStartOf, toHelsinkiWallTime } from '@portal/shared/calendar';

export interface SummaryBucketRange {
  start: Date;
  /** exclusive */
  end: Date;
  /** the range [from, to) cuts the bucket */
  partial: boolean;
}

/** Monday 00:00 Helsinki of the ISO week holding the instant */
export function isoWeekStart(instant: Date): Date {
  const day = helsinkiStartOf(instant, 'day');
  const w = toHelsinkiWallTime(day);
  const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
  return addHelsinki(day, -weekday, 'day');
}

const startOf = (instant: Date, frequency: SummaryFrequency): Date =>
  frequency === 'week' ? isoWeekStart(instant) : helsinkiStartOf(instant, frequency);

const next = (start: Date, frequency: SummaryFrequency): Date =>
  frequency === 'week' ? addHelsinki(start, 7, 'day') : addHelsinki(start, 1, frequency);

/**
 * The whole Helsinki days, ISO weeks (Monday to Sunday), months or years that meet [from, to), each with
 * its full calendar start and end; those the range cuts are marked partial.
 */
export function summaryBuckets(
  from: Date,
  to: Date,
  frequency: SummaryFrequency,
  limit: number,
): SummaryBucketRange[] | null {
  const buckets: SummaryBucketRange[] = [];
  for (let start = startOf(from, frequency); start < to; start = next(start, frequency)) {
    if (buckets.length === limit) return null;
    const end = next(start, frequency);
    buckets.push({ start, end, partial: start < from || end > to });
  }
  return buckets;
}
