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

/**
 * A numeric array's PostgreSQL literal: the driver would quote and escape each of 50,000 elements (a tenth of
 * the ingest's time). Numbers print in JS's shortest round-trip form, which float8 reads back exactly.
 */
const arrayLiteral = (values: ReadonlyArray<number | null>, from: number, to: number): string => {
  let text = '{';
  for (let i = from; i < to; i++) {
    const value = values[i];
    text += (i > from ? ',' : '') + (value === null || value === undefined ? 'NULL' : String(value));
  }
  return `${text}}`;
};

/** rows per statement: the rollup triggers rebuild each statement's point-days in one pass */
const CHUNK = 50_000;

/**
 * Writes readings the one way every writer of measured data shares (ingest, the demo feed): a reading
 * replaces what is stored at its point and instant, except that an estimate never replaces a measured
 * value; a reading equal to what is stored changes nothing, so the same delivery twice writes nothing.
 * The statement triggers (migration 022) rebuild only the point-days and months that changed. Answers the
 * rows inserted or changed. Call inside a transaction with the partitions ensured and the points held.
 *
 * Points with nothing stored around their readings' span (the day rollup tells, one look-up per point) take
 * a plain INSERT: the upsert's conflict check cost a third of the write (docs/metering-store.md).
 */
export async function writeReadings(tx: Database, rows: ReadingColumns): Promise<number> {
  const spans = new Map<number, [number, number]>();
  for (let i = 0; i < rows.point.length; i++) {
    const id = rows.point[i]!;
    const epoch = rows.epoch[i]!;
    const span = spans.get(id);
    if (!span) spans.set(id, [epoch, epoch]);
    else if (epoch < span[0]) span[0] = epoch;
    else if (epoch > span[1]) span[1] = epoch;
  }
  const ids = [...spans.keys()];
  const stored = new Set(
    (
      await tx.query<{ id: number }>(
        `SELECT r.id FROM unnest($1::int[], $2::float8[], $3::float8[]) AS r(id, f, t)
          WHERE EXISTS (SELECT 1 FROM meter_days d
                         WHERE d.measuring_point_id = r.id
                           AND d.day_start >= date_trunc('day', to_timestamp(r.f) AT TIME ZONE 'Europe/Helsinki')
                                                AT TIME ZONE 'Europe/Helsinki'
                           AND d.day_start <= to_timestamp(r.t))`,
        [
          arrayLiteral(ids, 0, ids.length),
          arrayLiteral(
            ids.map((id) => spans.get(id)![0]),
            0,
            ids.length,
          ),
          arrayLiteral(
            ids.map((id) => spans.get(id)![1]),
            0,
            ids.length,
          ),
        ],
      )
    ).map((row) => row.id),
  );
  if (stored.size === 0) return write(tx, rows, INSERT_NEW);
  if (stored.size === ids.length) return write(tx, rows, UPSERT);
  const fresh = emptyColumns();
  const known = emptyColumns();
  for (let i = 0; i < rows.point.length; i++) {
    const into = stored.has(rows.point[i]!) ? known : fresh;
    into.point.push(rows.point[i]!);
    into.epoch.push(rows.epoch[i]!);
    into.step.push(rows.step[i]!);
    into.value.push(rows.value[i] ?? null);
    into.status.push(rows.status[i]!);
  }
  return (await write(tx, fresh, INSERT_NEW)) + (await write(tx, known, UPSERT));
}

const INSERT_NEW = '';
const UPSERT = `ON CONFLICT (measuring_point_id, at) DO UPDATE
     SET step_minutes = EXCLUDED.step_minutes, value = EXCLUDED.value, status = EXCLUDED.status
   WHERE (m.step_minutes, m.value, m.status) IS DISTINCT FROM (EXCLUDED.step_minutes, EXCLUDED.value, EXCLUDED.status)
     AND NOT (EXCLUDED.status & 131072 <> 0 AND m.status & 131072 = 0 AND m.value IS NOT NULL)`;

async function write(tx: Database, rows: ReadingColumns, onConflict: string): Promise<number> {
  let changed = 0;
  for (let at = 0; at < rows.point.length; at += CHUNK) {
    const end = Math.min(at + CHUNK, rows.point.length);
    const [row] = await tx.query<{ changed: number }>(
      `WITH written AS (
         INSERT INTO meter_values AS m (measuring_point_id, at, step_minutes, value, status)
         SELECT p, to_timestamp(e), s, v, st
           FROM unnest($1::int[], $2::float8[], $3::int[], $4::float8[], $5::int[]) AS r(p, e, s, v, st)
         ${onConflict}
         RETURNING 1)
       SELECT count(*)::int AS changed FROM written`,
      [
        arrayLiteral(rows.point, at, end),
        arrayLiteral(rows.epoch, at, end),
        arrayLiteral(rows.step, at, end),
        arrayLiteral(rows.value, at, end),
        arrayLiteral(rows.status, at, end),
      ],
    );
    changed += row?.changed ?? 0;
  }
  return changed;
}
