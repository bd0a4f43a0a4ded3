import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricedIntervals } from '../../../src/connector/chart/repository.js';
import type { Database } from '../../../src/plugins/database.js';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase.js';

/**
 * The energy report in euros reads its intervals from the day packs and the cut days' rows, unpacked in JS:
 * the same intervals and sums as `meter_readings` (the rows as stored) gives, on the demo data with its gaps
 * (days with slots) and estimates, for one point, two main points and every point of a place.
 */
let test: TestDatabase;
let db: Database;
let home: { day: number; night: number; all: number[] };

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
  const points = await db.query<{ id: number; tariff: string; quantity: string }>(
    `SELECT mp.id, mp.tariff, mp.quantity FROM measuring_points mp
       JOIN usage_places up ON up.id = mp.usage_place_id
       JOIN user_usage_places uup ON uup.usage_place_id = up.id
       JOIN users u ON u.id = uup.user_id
      WHERE u.instance = 'demo1' AND u.username = 'customer' AND mp.energy_type = 'electricity'
      ORDER BY mp.id`,
  );
  const id = (tariff: string) => points.find((p) => p.quantity === 'electricityP' && p.tariff === tariff)!.id;
  home = { day: id('dayEnergy'), night: id('nightEnergy'), all: points.map((p) => p.id) };
  expect(home.all.length).toBeGreaterThan(2);
  // a reading without a value (the demo has none) in a whole day and in a cut day of 'a day and a half'
  await db.query(
    `UPDATE meter_values SET value = NULL
      WHERE measuring_point_id = $1 AND at IN ('2026-06-11T09:00:00Z', '2026-06-10T15:00:00Z')`,
    [home.day],
  );
});

afterAll(async () => {
  await test.drop();
});

const fromReadings = async (ids: number[], start: string, end: string) => {
  const rows = await db.query<{ at_ms: number; step: number; kwh: number }>(
    `SELECT date_part('epoch', at)::float8 * 1000 AS at_ms, step_minutes AS step, sum(value) AS kwh
       FROM meter_readings($1::int[], $2, $3) WHERE value IS NOT NULL GROUP BY at, step_minutes`,
    [ids, start, end],
  );
  return new Map(rows.map((r) => [`${r.at_ms}/${r.step}`, r.kwh]));
};

describe('pricedIntervals against meter_readings', () => {
  const windows: Array<[string, string, string]> = [
    ['a year cut inside days at both ends', '2025-11-18T13:37:00Z', '2026-11-18T09:45:00Z'],
    ['whole months over both 2025 DST days', '2025-03-01T00:00:00+02:00', '2025-11-01T00:00:00+02:00'],
    ['within one day', '2026-10-25T02:00:00+03:00', '2026-10-25T21:15:00+02:00'],
    ['a day and a half', '2026-06-10T12:00:00+03:00', '2026-06-12T00:00:00+03:00'],
  ];
  it.each(windows)('%s: the same intervals and sums', async (_name, start, end) => {
    for (const ids of [[home.day], [home.day, home.night], home.all]) {
      const expected = await fromReadings(ids, new Date(start).toISOString(), new Date(end).toISOString());
      const actual = await pricedIntervals(db, ids, new Date(start), new Date(end));
      expect(expected.size).toBeGreaterThan(0);
      expect(actual.length).toBe(expected.size);
      for (const row of actual) {
        const kwh = expected.get(`${row.at_ms}/${row.step_minutes}`);
        expect(kwh, `${new Date(row.at_ms).toISOString()} ${row.step_minutes}`).toBeDefined();
        expect(row.kwh).toBeCloseTo(kwh!, 9);
      }
    }
  });

  it('the demo data has what the unpacking must handle: days with gaps (slots) and with null values', async () => {
    const [days] = await db.query<{ slots: number; nulls: number }>(
      `SELECT count(*) FILTER (WHERE slots IS NOT NULL)::int AS slots, count(*) FILTER (WHERE has_null)::int AS nulls
         FROM meter_days WHERE measuring_point_id = ANY ($1::int[])`,
      [home.all],
    );
    expect(days?.slots).toBeGreaterThan(0);
    expect(days?.nulls).toBeGreaterThan(0);
  });
});
