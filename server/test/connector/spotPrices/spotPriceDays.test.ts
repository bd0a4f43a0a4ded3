import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAT_25_5_FROM, vatRateAt } from '@portal/shared/calendar';
import {
  bucketExpression,
  meanSpotPrices,
  type MeanRow,
  type SqlBucketUnit,
} from '../../../src/connector/chart/repository.js';
import type { Database } from '../../../src/plugins/database.js';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase.js';

/**
 * The spot prices' day sums (migrations/026) follow every write to spot_prices, the demo seed's replica mode
 * included, and the energy report's spot-price means read from them equal the means of the prices themselves,
 * for windows cut inside a day, over both DST days and across the VAT change of 1 Sep 2024.
 */
let test: TestDatabase;
let db: Database;
const VAT = {
  from: VAT_25_5_FROM,
  rateBefore: vatRateAt(new Date(VAT_25_5_FROM.getTime() - 1)),
  rateFrom: vatRateAt(VAT_25_5_FROM),
};

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
  // negative prices on the day of the VAT change and on the autumn DST day: no VAT is added to them
  await db.query(
    `UPDATE spot_prices SET eur_per_mwh = -eur_per_mwh
      WHERE area = 'FI' AND ((at >= '2024-08-31T21:00:00Z' AND at < '2024-09-01T06:00:00Z')
                          OR (at >= '2025-10-25T21:00:00Z' AND at < '2025-10-26T08:00:00Z'))`,
  );
});

afterAll(async () => {
  await test.drop();
});

/** the days as the prices themselves give them */
const daysFromPrices = (where = 'true') =>
  db.query<{ day: string; minutes: number; weighted: number; positive: number }>(
    `SELECT to_char(helsinki_day_start(at), 'YYYY-MM-DD"T"HH24:MI:SS') AS day, sum(step_minutes)::int AS minutes,
            sum(eur_per_mwh * step_minutes) AS weighted,
            sum(CASE WHEN eur_per_mwh > 0 THEN eur_per_mwh * step_minutes ELSE 0 END) AS positive
       FROM spot_prices WHERE area = 'FI' AND ${where} GROUP BY 1 ORDER BY 1`,
  );
const storedDays = (where = 'true') =>
  db.query<{ day: string; minutes: number; weighted: number; positive: number }>(
    `SELECT to_char(day_start, 'YYYY-MM-DD"T"HH24:MI:SS') AS day, minutes, weighted, positive
       FROM spot_price_days WHERE area = 'FI' AND ${where} ORDER BY 1`,
  );

const expectSameDays = (
  actual: Array<{ day: string; minutes: number; weighted: number; positive: number }>,
  expected: typeof actual,
) => {
  expect(actual.map((d) => [d.day, d.minutes])).toEqual(expected.map((d) => [d.day, d.minutes]));
  actual.forEach((d, i) => {
    expect(d.weighted).toBeCloseTo(expected[i]!.weighted, 6);
    expect(d.positive).toBeCloseTo(expected[i]!.positive, 6);
  });
};

/** the means as the chart computed them from the prices alone before the day sums */
const meansFromPrices = (start: string, end: string, unit: SqlBucketUnit) =>
  db.query<MeanRow>(
    `SELECT ${bucketExpression(unit, 'at')} AS bucket_ms,
            sum(eur_per_mwh * step_minutes) / sum(step_minutes) / 10 AS mean,
            sum(eur_per_mwh * step_minutes
                * (1 + CASE WHEN eur_per_mwh <= 0 THEN 0 WHEN at >= $3 THEN $5::float8 ELSE $4::float8 END))
              / sum(step_minutes) / 10 AS mean_vat
       FROM spot_prices WHERE area = 'FI' AND at >= $1 AND at < $2 GROUP BY 1`,
    [start, end, VAT.from.toISOString(), VAT.rateBefore, VAT.rateFrom],
  );

const sorted = (rows: MeanRow[]) => [...rows].sort((a, b) => a.bucket_ms - b.bucket_ms);

describe('spot_price_days', () => {
  it('holds every Helsinki day of the stored prices: 23, 24 and 25 hours, hourly and quarter prices', async () => {
    const expected = await daysFromPrices();
    expect(expected.length).toBeGreaterThan(800);
    const stored = await storedDays();
    expectSameDays(stored, expected);
    // the spring DST day has 23 hours of prices, the autumn one 25, quarters from Oct 2025
    const minutesOf = (day: string) => stored.find((d) => d.day === day)?.minutes;
    expect(minutesOf('2025-03-29T22:00:00')).toBe(23 * 60);
    expect(minutesOf('2025-10-25T21:00:00')).toBe(25 * 60);
  });

  it('follows an insert, an update and a delete, also in replica mode (the demo seed writes in it)', async () => {
    const day = `day_start = '2026-01-14T22:00:00Z'`;
    const prices = `area = 'FI' AND at >= '2026-01-14T22:00:00Z' AND at < '2026-01-15T22:00:00Z'`;
    await db.transaction(async (tx) => {
      const [role] = await tx.query<{ super: boolean }>(
        'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
      );
      expect(role?.super).toBe(true);
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`DELETE FROM spot_prices WHERE ${prices} AND at >= '2026-01-15T10:00:00Z'`);
      await tx.query(`UPDATE spot_prices SET eur_per_mwh = 100 - eur_per_mwh WHERE ${prices}`);
    });
    expectSameDays(await storedDays(day), await daysFromPrices(prices.replace("area = 'FI' AND ", '')));
    expect((await storedDays(day))[0]?.minutes).toBe(12 * 60);

    await db.query(`DELETE FROM spot_prices WHERE ${prices}`);
    expect(await storedDays(day)).toEqual([]);

    await db.query(
      `INSERT INTO spot_prices (area, at, step_minutes, eur_per_mwh)
       SELECT 'FI', '2026-01-14T22:00:00Z'::timestamptz + make_interval(mins => 15 * i), 15, i - 40
         FROM generate_series(0, 95) i`,
    );
    const [inserted] = await storedDays(day);
    expect(inserted?.minutes).toBe(24 * 60);
    // sum of (i - 40) x 15 over i = 0..95, and of the positive ones (i = 41..95)
    expect(inserted?.weighted).toBeCloseTo(15 * (4560 - 40 * 96), 9);
    expect(inserted?.positive).toBeCloseTo(15 * (4560 - 820 - 40 * 55), 9);
  });
});

describe('the chart spot-price means from the day sums', () => {
  const cases: Array<[string, string, string, SqlBucketUnit]> = [
    ['a year at month', '2025-01-01T00:00:00+02:00', '2026-01-01T00:00:00+02:00', 'month'],
    ['12 months cut inside days at both ends', '2025-11-18T13:37:00Z', '2026-11-18T10:00:00Z', 'month'],
    ['across the VAT change, at day', '2024-08-20T09:15:00Z', '2024-09-10T00:00:00+03:00', 'day'],
    ['years cut inside a day', '2024-06-03T05:45:00Z', '2026-11-18T10:00:00Z', 'year'],
    ['both 2025 DST days at day', '2025-03-28T00:00:00+02:00', '2025-10-28T00:00:00+02:00', 'day'],
    ['within one day', '2025-10-26T01:00:00+03:00', '2025-10-26T20:00:00+02:00', 'month'],
    ['a year at hour (from the prices)', '2025-01-01T00:00:00+02:00', '2026-01-01T00:00:00+02:00', 'hour'],
  ];
  it.each(cases)('%s: the same buckets and means as from the prices', async (_name, start, end, unit) => {
    const actual = sorted(await meanSpotPrices(db, new Date(start), new Date(end), unit, VAT));
    const expected = sorted(
      await meansFromPrices(new Date(start).toISOString(), new Date(end).toISOString(), unit),
    );
    expect(actual.length).toBeGreaterThan(0);
    expect(actual.map((r) => r.bucket_ms)).toEqual(expected.map((r) => r.bucket_ms));
    actual.forEach((row, i) => {
      expect(row.mean).toBeCloseTo(expected[i]!.mean, 9);
      expect(row.mean_vat).toBeCloseTo(expected[i]!.mean_vat!, 9);
    });
  });

  it('adds no VAT to the negative prices of the VAT change day', async () => {
    const [day] = await meanSpotPrices(
      db,
      new Date('2024-09-01T00:00:00+03:00'),
      new Date('2024-09-02T00:00:00+03:00'),
      'day',
      VAT,
    );
    const [{ plain, vat } = { plain: 0, vat: 0 }] = await db.query<{ plain: number; vat: number }>(
      `SELECT sum(eur_per_mwh * step_minutes) / 1440 / 10 AS plain,
              sum(eur_per_mwh * step_minutes * CASE WHEN eur_per_mwh > 0 THEN 1.255 ELSE 1 END) / 1440 / 10 AS vat
         FROM spot_prices WHERE area = 'FI' AND at >= '2024-08-31T21:00:00Z' AND at < '2024-09-01T21:00:00Z'`,
    );
    expect(day?.mean).toBeCloseTo(plain, 9);
    expect(day?.mean_vat).toBeCloseTo(vat, 9);
    // VAT on the positive prices only: more than 25.5 % over a mean that the negative prices lowered
    expect(day!.mean_vat!).toBeGreaterThan(day!.mean * 1.255);
  });
});
