import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/plugins/database.js';
import { ensureCurrentPartitions } from '../../src/metering/store.js';
import { openTestDatabase } from '../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../helpers/places.js';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});

afterAll(async () => {
  await drop();
});

/** rows of meter_days that differ from meter_values grouped by point, Helsinki day and step */
const mismatches = async (pointIds: number[] | null) => {
  const [row] = await db.query<{ bad: number; days: number }>(
    `WITH raw AS (
       SELECT measuring_point_id AS id,
              date_trunc('day', at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS day_start,
              step_minutes AS step, sum(value) AS total, count(*)::int AS n,
              coalesce(sum(step_minutes) FILTER (WHERE value IS NOT NULL), 0)::int AS covered,
              coalesce(sum(step_minutes) FILTER (WHERE value IS NOT NULL AND status & 131072 <> 0), 0)::int AS estimated,
              bit_or(status) AS bits
         FROM meter_values WHERE $1::int[] IS NULL OR measuring_point_id = ANY ($1::int[])
        GROUP BY 1, 2, 3
     ), packed AS (
       SELECT measuring_point_id AS id, day_start, step_minutes AS step, total,
              array_length(string_to_array(vals, ','), 1) AS n, covered, estimated, bits
         FROM meter_days WHERE $1::int[] IS NULL OR measuring_point_id = ANY ($1::int[])
     )
     SELECT count(*) FILTER (WHERE r.id IS NULL OR p.id IS NULL OR r.n <> p.n OR r.covered <> p.covered
                               OR r.estimated <> p.estimated OR r.bits <> p.bits
                               OR abs(coalesce(r.total, 0) - coalesce(p.total, 0)) > 1e-9)::int AS bad,
            count(*)::int AS days
       FROM raw r FULL JOIN packed p ON p.id = r.id AND p.day_start = r.day_start AND p.step = r.step`,
    [pointIds],
  );
  return row!;
};

describe('the day rollup meter_days', () => {
  it('agrees with meter_values after the demo seed (written with triggers off)', async () => {
    const { bad, days } = await mismatches(null);
    expect(days).toBeGreaterThan(1000);
    expect(bad).toBe(0);
  });

  it('follows inserts, updates and deletes of meter_values (statement triggers)', async () => {
    const [point] = await db.query<{ id: number }>(
      `SELECT mp.id FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id
        WHERE up.instance = 'demo1' ORDER BY mp.id LIMIT 1`,
    );
    const id = point!.id;
    await db.query(
      `DELETE FROM meter_values WHERE measuring_point_id = $1 AND at >= '2030-01-01T00:00Z'`, // none: a no-op
      [id],
    );
    await db.query(
      `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
       SELECT $1::int, t, 60, 1, 0 FROM generate_series('2030-03-30T00:00Z'::timestamptz, '2030-03-31T23:00Z', '1 hour') t`,
      [id],
    );
    await db.query(
      `UPDATE meter_values SET value = NULL WHERE measuring_point_id = $1 AND at = '2030-03-30T10:00Z'`,
      [id],
    );
    await db.query(
      `UPDATE meter_values SET status = 131072, value = 5 WHERE measuring_point_id = $1 AND at = '2030-03-31T10:00Z'`,
      [id],
    );
    await db.query(`DELETE FROM meter_values WHERE measuring_point_id = $1 AND at = '2030-03-31T12:00Z'`, [
      id,
    ]);
    expect((await mismatches([id])).bad).toBe(0);
    const days = await db.query<{ slots: string | null; statuses: string | null; total: number }>(
      `SELECT slots, statuses, total FROM meter_days
        WHERE measuring_point_id = $1 AND day_start >= '2030-03-29T00:00Z' ORDER BY day_start`,
      [id],
    );
    // Helsinki 2030-03-30 from 02:00 (UTC+2), 2030-03-31 (the spring change: 23 hours), 2030-04-01 from 00:00
    expect(days).toHaveLength(3);
    expect(days[1]!.slots).not.toBeNull();
    expect(days[1]!.statuses).toContain('131072');
    expect(days[0]!.statuses).toBeNull();
  });
});

describe('the partitioned store (migration 022)', () => {
  it('keeps the demo history in monthly partitions, and the server makes months ahead of the clock', async () => {
    const now = new Date();
    expect(await ensureCurrentPartitions(db, now)).toBeGreaterThan(0);
    expect(await ensureCurrentPartitions(db, now)).toBe(0);
    const partitions = await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'meter_values'::regclass ORDER BY 1`,
    );
    const names = partitions.map((p) => p.name);
    expect(names).toContain('meter_values_default');
    const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 15));
    expect(names).toContain(`meter_values_${ahead.toISOString().slice(0, 7).replace('-', '_')}`);
    expect(names.length).toBeGreaterThan(12);
    // the seed's rows are all in their months (the test above wrote 2030 beyond them)
    const [stray] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meter_values_default WHERE at < '2030-01-01'`,
    );
    expect(stray!.n).toBe(0);
  });

  it('moves rows that landed in the default partition into their month when it is created, rollups unchanged', async () => {
    const [point] = await db.query<{ id: number }>('SELECT id FROM measuring_points ORDER BY id LIMIT 1');
    const id = point!.id;
    await db.query(
      `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
       SELECT $1::int, t, 60, 2, 0 FROM generate_series('2040-05-01T00:00Z'::timestamptz, '2040-05-01T23:00Z', '1 hour') t`,
      [id],
    );
    const inDefault = `SELECT count(*)::int AS n FROM meter_values_default WHERE at >= '2040-01-01'`;
    const [before] = await db.query<{ n: number }>(inDefault);
    expect(before!.n).toBe(24);
    const [created] = await db.query<{ n: number }>(
      `SELECT meter_values_partitions('2040-05-01T00:00Z', '2040-05-02T00:00Z') AS n`,
    );
    expect(created!.n).toBe(1);
    const [after] = await db.query<{ n: number; moved: number }>(
      `SELECT (${inDefault}) AS n,
              (SELECT count(*)::int FROM meter_values_2040_05 WHERE measuring_point_id = $1) AS moved`,
      [id],
    );
    expect(after).toEqual({ n: 0, moved: 24 });
    expect((await mismatches([id])).bad).toBe(0);
    const [month] = await db.query<{ total: number; readings: number }>(
      `SELECT total, readings FROM meter_months WHERE measuring_point_id = $1 AND month_start = '2040-04-30T21:00Z'`,
      [id],
    );
    expect(month).toEqual({ total: 48, readings: 24 });
  });

  it('keeps the month rollup equal to its days', async () => {
    const [row] = await db.query<{ bad: number; months: number }>(
      `WITH days AS (
         SELECT measuring_point_id AS id,
                date_trunc('month', day_start AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS ms,
                sum(total) AS total, sum(covered)::int AS covered, sum(estimated)::int AS estimated
           FROM meter_days GROUP BY 1, 2)
       SELECT count(*) FILTER (WHERE d.id IS NULL OR m.measuring_point_id IS NULL OR d.covered <> m.covered
                                 OR d.estimated <> m.estimated
                                 OR abs(coalesce(d.total, 0) - coalesce(m.total, 0)) > 1e-6)::int AS bad,
              count(*)::int AS months
         FROM days d FULL JOIN meter_months m ON m.measuring_point_id = d.id AND m.month_start = d.ms`,
    );
    expect(row!.months).toBeGreaterThan(100);
    expect(row!.bad).toBe(0);
  });

  it("deletes a deleted point's readings (meter_values has no foreign key)", async () => {
    const placeId = await addUsagePlace(db, {
      locationCode: 'CASCADE-1',
      customerNumber: '100001',
      validFrom: '2024-01-01',
    });
    const id = await addMeasuringPoint(db, placeId);
    await db.query(
      `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value)
       SELECT $1::int, t, 60, 1 FROM generate_series('2025-02-01T00:00Z'::timestamptz, '2025-02-03T00:00Z', '1 hour') t`,
      [id],
    );
    const counts = async () =>
      (
        await db.query<{ raw: number; days: number; months: number }>(
          `SELECT (SELECT count(*)::int FROM meter_values WHERE measuring_point_id = $1) AS raw,
                  (SELECT count(*)::int FROM meter_days WHERE measuring_point_id = $1) AS days,
                  (SELECT count(*)::int FROM meter_months WHERE measuring_point_id = $1) AS months`,
          [id],
        )
      )[0]!;
    expect(await counts()).toEqual({ raw: 49, days: 3, months: 1 });
    await db.query('DELETE FROM usage_places WHERE id = $1', [placeId]);
    expect(await counts()).toEqual({ raw: 0, days: 0, months: 0 });
  });

  it.each([
    ['whole days', '2025-10-01T21:00:00Z', '2025-10-31T22:00:00Z'],
    ['the autumn DST day at a quarter past', '2025-10-25T21:15:00Z', '2025-10-26T22:00:00Z'],
    ['mid-day to mid-day across days', '2025-03-28T10:30:00Z', '2025-03-31T09:00:00Z'],
    ['within one day', '2025-06-10T06:00:00Z', '2025-06-10T08:45:00Z'],
    ['a few hours across midnight', '2025-06-10T19:00:00Z', '2025-06-11T02:00:00Z'],
  ])('meter_readings gives the rows of meter_values: %s', async (_label, from, to) => {
    const ids = (
      await db.query<{ id: number }>(
        `SELECT DISTINCT measuring_point_id AS id FROM meter_days WHERE day_start >= $1::timestamptz - interval '1 day' AND day_start < $2 ORDER BY 1 LIMIT 40`,
        [from, to],
      )
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(5);
    const rows = (source: string) =>
      db.query<{ id: number; at: string; step: number; value: number | null; status: number }>(
        `SELECT measuring_point_id AS id, at::text, step_minutes AS step, value, status FROM ${source} ORDER BY 1, 2`,
        [ids, from, to],
      );
    const raw = await rows(
      'meter_values WHERE measuring_point_id = ANY ($1::int[]) AND at >= $2::timestamptz AND at < $3::timestamptz',
    );
    expect(raw.length).toBeGreaterThan(0);
    expect(await rows('meter_readings($1::int[], $2::timestamptz, $3::timestamptz)')).toEqual(raw);
  });
});
