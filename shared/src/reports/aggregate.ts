/**
 * Aggregation of meter points into calendar buckets. A bucket never looks complete when it is not: the
 * weakest status of its parts wins (FACTS.md). Rules and their reasons: docs/reports-calendar.md.
 */
import { ESTIMATE_STATUS_BIT } from '../api/chart';
import { bucketIndexOf, fromHelsinkiWallTime, type Bucket } from '../calendar';

export type AggregateStatus = 'OK' | 'ESTIMATE' | 'PARTIALLY_MISSING' | 'MISSING';

/** Strongest first: the later of two statuses is the weaker one and wins. */
export const STATUS_ORDER: readonly AggregateStatus[] = ['OK', 'ESTIMATE', 'PARTIALLY_MISSING', 'MISSING'];

export const weakestStatus = (a: AggregateStatus, b: AggregateStatus): AggregateStatus =>
  STATUS_ORDER.indexOf(a) >= STATUS_ORDER.indexOf(b) ? a : b;

export const isEstimate = (statusBits: number): boolean => (statusBits & ESTIMATE_STATUS_BIT) !== 0;

export interface MeterPoint {
  /** start of the metering period the value belongs to */
  at: Date;
  value: number | null;
  status: number;
}

export interface AggregatedBucket {
  value: number | null;
  status: AggregateStatus;
  /** points with a value that went into the bucket */
  count: number;
}

export interface AggregateOptions {
  /** 'sum' for energy and volume; 'mean' for readings such as temperatures */
  method?: 'sum' | 'mean';
}

/** 15-minute imbalance settlement started on this Helsinki day (FACTS.md); hourly data before it. */
export const QUARTER_HOUR_METERING_FROM = fromHelsinkiWallTime({ year: 2023, month: 5, day: 22 });

const MINUTE_MS = 60_000;

/** The metering step assumed for a lone point, whose data has no neighbour to measure a step from. */
export const defaultMeteringStepMs = (at: Date): number =>
  (at.getTime() >= QUARTER_HOUR_METERING_FROM.getTime() ? 15 : 60) * MINUTE_MS;

const byTime = (a: MeterPoint, b: MeterPoint): number => a.at.getTime() - b.at.getTime();

function isSorted(points: readonly MeterPoint[]): boolean {
  for (let i = 1; i < points.length; i++)
    if (points[i - 1]!.at.getTime() > points[i]!.at.getTime()) return false;
  return true;
}

/**
 * The data's step at each point: the distance to its nearest neighbour (previous or next distinct instant)
 * in the whole series. Hourly history measures 60 min and 15-minute data 15 min, so a series switching
 * steps (22 May 2023) is measured point by point. A gap next to a point lengthens only one side, so the
 * gap still shows as missing coverage.
 */
function stepsOf(sorted: readonly MeterPoint[]): number[] {
  const times = sorted.map((p) => p.at.getTime());
  const distinct = [...new Set(times)];
  const stepAt = new Map<number, number>();
  distinct.forEach((t, i) => {
    const before = i > 0 ? t - distinct[i - 1]! : Infinity;
    const after = i < distinct.length - 1 ? distinct[i + 1]! - t : Infinity;
    const nearest = Math.min(before, after);
    stepAt.set(t, Number.isFinite(nearest) ? nearest : defaultMeteringStepMs(new Date(t)));
  });
  return times.map((t) => stepAt.get(t)!);
}

interface Accumulator {
  sum: number;
  count: number;
  coveredMs: number;
  seen: Set<number>;
  hasNull: boolean;
  hasEstimate: boolean;
}

/**
 * Aggregates points into the buckets (sorted, as bucketsBetween gives them). Per bucket:
 * - no point with a value: MISSING, value null;
 * - some parts missing (a null value, or fewer points than expected): PARTIALLY_MISSING with the sum of
 *   what exists;
 * - otherwise ESTIMATE if any part is an estimate, else OK.
 * Expected parts: `expectedPointsPerBucket` when given (a count of points with a value); otherwise the
 * points with a value must cover the bucket, each covering its own step (see stepsOf), which is
 * "bucket length / the data's step" for a bucket of one step and stays right for a bucket mixing
 * 60- and 15-minute data. Points outside every bucket are ignored.
 */
export function aggregate(
  points: readonly MeterPoint[],
  buckets: readonly Bucket[],
  expectedPointsPerBucket?: (bucket: Bucket) => number,
  options: AggregateOptions = {},
): AggregatedBucket[] {
  const sorted = isSorted(points) ? points : [...points].sort(byTime);
  const steps = expectedPointsPerBucket ? [] : stepsOf(sorted);
  const acc: Accumulator[] = buckets.map(() => ({
    sum: 0,
    count: 0,
    coveredMs: 0,
    seen: new Set<number>(),
    hasNull: false,
    hasEstimate: false,
  }));

  sorted.forEach((point, i) => {
    const index = bucketIndexOf(point.at, buckets);
    if (index < 0) return;
    const a = acc[index]!;
    if (point.value === null || !Number.isFinite(point.value)) {
      a.hasNull = true;
      return;
    }
    a.sum += point.value;
    a.count += 1;
    a.hasEstimate ||= isEstimate(point.status);
    const at = point.at.getTime();
    if (!expectedPointsPerBucket && !a.seen.has(at)) {
      a.seen.add(at);
      a.coveredMs += Math.min(steps[i]!, buckets[index]!.end.getTime() - at);
    }
  });

  return buckets.map((bucket, index) => {
    const a = acc[index]!;
    if (a.count === 0) return { value: null, status: 'MISSING', count: 0 };
    const complete = expectedPointsPerBucket
      ? a.count >= expectedPointsPerBucket(bucket)
      : a.coveredMs >= bucket.end.getTime() - bucket.start.getTime();
    const status: AggregateStatus =
      a.hasNull || !complete ? 'PARTIALLY_MISSING' : a.hasEstimate ? 'ESTIMATE' : 'OK';
    const value = options.method === 'mean' ? a.sum / a.count : a.sum;
    return { value, status, count: a.count };
  });
}
