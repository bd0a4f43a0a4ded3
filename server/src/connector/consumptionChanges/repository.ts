import type { Database } from '../../plugins/database.js';

export interface PeriodBounds {
  from: Date;
  to: Date;
}

export interface PeriodTotalRow {
  period: number;
  point_id: number;
  total: number | null;
  /** the sum of value x its minutes and the minutes with a value: a level's mean is weighted / covered */
  weighted: number | null;
  covered: number;
}

/**
 * The day-rollup sums (meter_days, whole Helsinki days) of the points in each period, in one statement:
 * a row per period and point that has a day in it.
 */
export async function periodTotals(
  db: Database,
  pointIds: readonly number[],
  periods: readonly PeriodBounds[],
): Promise<PeriodTotalRow[]> {
  if (pointIds.length === 0 || periods.length === 0) return [];
  return db.query<PeriodTotalRow>(
    `SELECT p.period::int AS period, md.measuring_point_id AS point_id, sum(md.total)::float8 AS total,
            sum(md.total * md.step_minutes)::float8 AS weighted, sum(md.covered)::float8 AS covered
       FROM unnest($2::int[], $3::timestamptz[], $4::timestamptz[]) AS p(period, from_at, to_at)
       JOIN meter_days md
         ON md.measuring_point_id = ANY($1::int[]) AND md.day_start >= p.from_at AND md.day_start < p.to_at
      GROUP BY 1, 2`,
    [
      pointIds,
      periods.map((_, index) => index),
      periods.map((period) => period.from.toISOString()),
      periods.map((period) => period.to.toISOString()),
    ],
  );
}
