import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMetering } from '../../src/demo/metering.js';
import type { Database } from '../../src/plugins/database.js';
import { openTestDatabase } from '../helpers/index.js';

let db: Database;
let drop: () => Promise<void>;

const placesOf = (instance: string) =>
  db.query<{ id: number; customerNumber: string }>(
    `SELECT id, customer_number AS "customerNumber" FROM usage_places WHERE instance = $1 ORDER BY id`,
    [instance],
  );

const counts = async (instance: string) => {
  const [row] = await db.query<{ points: number; values: number; prices: number; parts: number }>(
    `SELECT (SELECT count(*)::int FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id
              WHERE up.instance = $1 AND mp.acquisition_method IS DISTINCT FROM 'Manuaalinen') AS points,
            (SELECT count(*)::int FROM meter_values v JOIN measuring_points mp ON mp.id = v.measuring_point_id
               JOIN usage_places up ON up.id = mp.usage_place_id WHERE up.instance = $1 AND mp.acquisition_method IS DISTINCT FROM 'Manuaalinen') AS values,
            (SELECT count(*)::int FROM spot_prices) AS prices,
            (SELECT count(*)::int FROM price_parts pp JOIN usage_places up ON up.id = pp.usage_place_id
              WHERE up.instance = $1) AS parts`,
    [instance],
  );
  return row;
};

/** forgets an instance's metering and seeds it again as of `now`, so the covered days are known */
const reseed = async (instance: string, now: string, historyMonths: number) => {
  await db.query(
    `DELETE FROM measuring_points WHERE usage_place_id IN (SELECT id FROM usage_places WHERE instance = $1)`,
    [instance],
  );
  await db.query('DELETE FROM metering_demo_seed WHERE instance = $1', [instance]);
  await seedMetering(db, {
    instance,
    usagePlaces: await placesOf(instance),
    now: new Date(now),
    historyMonths,
  });
};

/** the most quarter-hour rows any point has on a Helsinki day, and the least */
const quartersOn = async (instance: string, day: string) => {
  const [row] = await db.query<{ most: number; least: number }>(
    `SELECT max(n)::int AS most, min(n)::int AS least FROM (
       SELECT mp.id, count(v.at) AS n
         FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id
         LEFT JOIN meter_values v ON v.measuring_point_id = mp.id AND v.step_minutes = 15
              AND v.at >= ($2::date)::timestamp AT TIME ZONE 'Europe/Helsinki'
              AND v.at < ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki'
        WHERE up.instance = $1 GROUP BY mp.id) per_point`,
    [instance, day],
  );
  return row;
};

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});

afterAll(async () => {
  await drop();
});

describe('demo metering seed', () => {
  it('is idempotent: a second run as of the same hour adds nothing', async () => {
    const before = await counts('demo1');
    const [seeded] = await db.query<{ until: Date | string }>(
      `SELECT seeded_until AS until FROM metering_demo_seed WHERE instance = 'demo1'`,
    );
    expect(seeded).toBeDefined();
    await seedMetering(db, {
      instance: 'demo1',
      usagePlaces: await placesOf('demo1'),
      now: new Date(seeded!.until),
    });
    expect(await counts('demo1')).toEqual(before);
    expect(before?.points).toBe(16);
    expect(before?.parts).toBeGreaterThan(0);
  });

  it('a later run adds only the quarter-hours since the previous one', async () => {
    await reseed('nivos', '2026-02-10T12:30:00Z', 1);
    const before = await counts('nivos');
    await seedMetering(db, {
      instance: 'nivos',
      usagePlaces: await placesOf('nivos'),
      now: new Date('2026-02-10T13:30:00Z'),
    });
    const after = await counts('nivos');
    const added = (after?.values ?? 0) - (before?.values ?? 0);
    expect(added).toBeGreaterThan(16 * 4 * 0.9);
    expect(added).toBeLessThanOrEqual(16 * 4);
  });

  it('has 92 quarter-hours on the spring DST day and 100 on the autumn one (Europe/Helsinki)', async () => {
    await reseed('nivos', '2026-04-02T09:00:00Z', 1);
    const spring = await quartersOn('nivos', '2026-03-29');
    expect(spring?.most).toBe(92);
    await reseed('nivos', '2025-10-29T09:00:00Z', 1);
    const autumn = await quartersOn('nivos', '2025-10-26');
    expect(autumn?.most).toBe(100);
    const ordinary = await quartersOn('nivos', '2025-10-27');
    expect(ordinary?.most).toBe(96);
  });

  it('has hourly history before the last six months and quarter-hours after it', async () => {
    const [row] = await db.query<{ hourly: number; quarters: number; overlap: number }>(
      `SELECT count(*) FILTER (WHERE step_minutes = 60)::int AS hourly,
              count(*) FILTER (WHERE step_minutes = 15)::int AS quarters,
              (SELECT count(*)::int FROM measuring_points mp2 JOIN usage_places up2 ON up2.id = mp2.usage_place_id
                WHERE up2.instance = 'demo1'
                  AND (SELECT max(at) FROM meter_values h WHERE h.measuring_point_id = mp2.id AND h.step_minutes = 60)
                    > (SELECT min(at) FROM meter_values q WHERE q.measuring_point_id = mp2.id AND q.step_minutes = 15)
              ) AS overlap
         FROM meter_values v JOIN measuring_points mp ON mp.id = v.measuring_point_id
         JOIN usage_places up ON up.id = mp.usage_place_id WHERE up.instance = 'demo1'`,
    );
    expect(row?.hourly).toBeGreaterThan(16 * 24 * 500);
    expect(row?.quarters).toBeGreaterThan(16 * 96 * 170);
    expect(row?.overlap).toBe(0);
  });

  it('marks a small share of the values as estimates (status bit 131072), in episodes (test/demo/episodes)', async () => {
    const [row] = await db.query<{ share: number }>(
      // the points read by hand are all estimates (demo/meterReadings.ts)
      `SELECT avg(((status & $1) <> 0)::int)::float8 AS share
         FROM meter_values v JOIN measuring_points mp ON mp.id = v.measuring_point_id WHERE mp.acquisition_method IS DISTINCT FROM 'Manuaalinen'`,
      [131072],
    );
    expect(row?.share).toBeGreaterThan(0.0005);
    expect(row?.share).toBeLessThan(0.015);
  });

  it('leaves gaps: missing rows, some in runs of several steps', async () => {
    const rows = await db.query<{ run: number }>(
      `SELECT ((extract(epoch FROM next_at - at) / 60) / step_minutes - 1)::int AS run
         FROM (SELECT at, step_minutes,
                      lead(at) OVER (PARTITION BY measuring_point_id, step_minutes ORDER BY at) AS next_at
                 FROM meter_values v JOIN measuring_points mp ON mp.id = v.measuring_point_id
                 JOIN usage_places up ON up.id = mp.usage_place_id
                WHERE up.instance = 'demo1' AND mp.quantity = 'electricityPPlusRaw') s
        WHERE next_at > at + make_interval(mins => step_minutes)`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.run >= 4)).toBe(true);
  });

  it('stores FI spot prices hourly before 1 October 2025 and by the quarter after it', async () => {
    const [row] = await db.query<{ late_hourly: number; early_quarters: number; quarters: number }>(
      `SELECT count(*) FILTER (WHERE step_minutes = 60 AND at >= '2025-09-30T22:00:00Z')::int AS late_hourly,
              count(*) FILTER (WHERE step_minutes = 15 AND at < '2025-09-30T22:00:00Z')::int AS early_quarters,
              count(*) FILTER (WHERE step_minutes = 15)::int AS quarters
         FROM spot_prices WHERE area = 'FI'`,
    );
    expect(row).toEqual({ late_hourly: 0, early_quarters: 0, quarters: expect.any(Number) });
    expect(row?.quarters).toBeGreaterThan(0);
  });
});
