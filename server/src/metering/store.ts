import type { Clock } from '../clock.js';
import type { Database } from '../plugins/database.js';

/** Months of partitions kept ready beyond the clock's month (migrations/022_metering_store.sql). */
export const PARTITION_MONTHS_AHEAD = 3;

/** Creates the monthly partitions of meter_values that [from, to) needs; answers how many were created. */
export async function ensureMeterPartitions(db: Database, from: Date, to: Date): Promise<number> {
  if (!(from < to)) return 0;
  const [row] = await db.query<{ created: number }>(
    'SELECT meter_values_partitions($1::timestamptz, $2::timestamptz) AS created',
    [from.toISOString(), to.toISOString()],
  );
  return row?.created ?? 0;
}

/** The partitions a running server keeps ready: the previous month to PARTITION_MONTHS_AHEAD ahead. */
export async function ensureCurrentPartitions(db: Database, now: Date): Promise<number> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + PARTITION_MONTHS_AHEAD + 1, 1));
  return ensureMeterPartitions(db, from, to);
}

/** Keeps the partitions ahead of the clock once a day; answers the stop. */
export function startPartitionUpkeep(
  db: Database,
  clock: Clock,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    ensureCurrentPartitions(db, clock.now()).catch(onError);
  }, 24 * 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Readings in columns, one entry per reading: what one write statement takes. */
export interface ReadingColumns {
  point: number[];
  /** the reading's start, epoch seconds */
  epoch: number[];
  step: number[];
  value: Array<number | null>;
  status: number[];
}

export const emptyColumns = (): ReadingColumns => ({ point: [], epoch: [], step: [], value: [], status: [] });

/** rows per statement: the rollup triggers rebuild each statement's point-days in one pass */
const CHUNK = 50_000;

/**
 * Writes readings the one way every writer of measured data shares (ingest, the demo feed): a reading
 * replaces what is stored at its point and instant, except that an estimate never replaces a measured
 * value; a reading equal to what is stored changes nothing, so the same delivery twice writes nothing.
 * The statement triggers (migration 022) rebuild only the point-days and months that changed. Answers the
 * rows inserted or changed. Call inside a transaction with the partitions ensured.
 */
export async function writeReadings(tx: Database, rows: ReadingColumns): Promise<number> {
  let changed = 0;
  for (let at = 0; at < rows.point.length; at += CHUNK) {
    const end = Math.min(at + CHUNK, rows.point.length);
    const [row] = await tx.query<{ changed: number }>(
      `WITH written AS (
         INSERT INTO meter_values AS m (measuring_point_id, at, step_minutes, value, status)
         SELECT p, to_timestamp(e), s, v, st
           FROM unnest($1::int[], $2::float8[], $3::int[], $4::float8[], $5::int[]) AS r(p, e, s, v, st)
         ON CONFLICT (measuring_point_id, at) DO UPDATE
            SET step_minutes = EXCLUDED.step_minutes, value = EXCLUDED.value, status = EXCLUDED.status
          WHERE (m.step_minutes, m.value, m.status) IS DISTINCT FROM (EXCLUDED.step_minutes, EXCLUDED.value, EXCLUDED.status)
            AND NOT (EXCLUDED.status & 131072 <> 0 AND m.status & 131072 = 0 AND m.value IS NOT NULL)
         RETURNING 1)
       SELECT count(*)::int AS changed FROM written`,
      [
        rows.point.slice(at, end),
        rows.epoch.slice(at, end),
        rows.step.slice(at, end),
        rows.value.slice(at, end),
        rows.status.slice(at, end),
      ],
    );
    changed += row?.changed ?? 0;
  }
  return changed;
}
