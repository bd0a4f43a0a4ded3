import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/plugins/database.js';
import { openTestDatabase } from '../helpers/index.js';

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
