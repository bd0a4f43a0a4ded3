import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotPriceAnswer } from '@portal/shared/api/spotPrices';
import { addHelsinki, fromHelsinkiWallTime, toHelsinkiWallTime } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';

let t: TestApp;
let app: FastifyInstance;
let db: Database;
let customer: string;
let customer2: string;
let admin: string;
let nivos: string;
let customerPlace: string;

const get = (url: string, token: string | null, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const ok = async (url: string, token = customer): Promise<SpotPriceAnswer> => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  return response.json<SpotPriceAnswer>();
};

const pad = (n: number) => String(n).padStart(2, '0');
const helsinkiDay = (offsetDays: number): string => {
  const today = toHelsinkiWallTime(new Date());
  const w = toHelsinkiWallTime(addHelsinki(fromHelsinkiWallTime(today), offsetDays, 'day'));
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
};

beforeAll(async () => {
  t = await buildTestApp();
  ({ app, db } = t);
  customer = await loginAs(app, 'demo1', 'customer');
  customer2 = await loginAs(app, 'demo1', 'customer2');
  admin = await loginAs(app, 'demo1', 'admin');
  nivos = await loginAs(app, 'nivos', 'customer');
  const [place] = await db.query<{ code: string }>(
    `SELECT up.location_code AS code FROM usage_places up
       JOIN user_usage_places uup ON uup.usage_place_id = up.id
       JOIN users u ON u.id = uup.user_id AND u.username = 'customer' AND u.instance = 'demo1'
      WHERE EXISTS (SELECT 1 FROM measuring_points mp WHERE mp.usage_place_id = up.id AND mp.quantity = 'electricityP')
      ORDER BY up.id LIMIT 1`,
  );
  customerPlace = place!.code;
  // the autumn DST day 2025-10-26 at known prices: quarter i costs i EUR/MWh (the first quarter 0.0 snt/kWh)
  await db.query(`DELETE FROM spot_prices WHERE at >= '2025-10-25T21:00Z' AND at < '2025-10-26T22:00Z'`);
  await db.query(
    `INSERT INTO spot_prices (area, at, step_minutes, eur_per_mwh)
     SELECT 'FI', t, 15, (extract(epoch from t - '2025-10-25T21:00Z'::timestamptz) / 900)::int
       FROM generate_series('2025-10-25T21:00Z'::timestamptz, '2025-10-26T21:45Z', '15 minutes') t`,
  );
});

afterAll(async () => {
  await t.close();
});

describe('GET /connector/v1/spotPrices', () => {
  it('answers the autumn DST day at 15 minutes (100 quarters) and hour (25 hours, means of quarters)', async () => {
    const q = await ok('/connector/v1/spotPrices?date=2025-10-26&resolution=minutes_15&vat=false');
    expect(q.points).toHaveLength(100);
    expect(q).toMatchObject({
      date: '2025-10-26',
      endDate: '2025-10-26',
      startDate: '2025-10-25T21:00:00.000Z',
      endDateExclusive: '2025-10-26T22:00:00.000Z',
      unit: 'snt/kWh',
      vat: false,
      resolution: 'minutes_15',
      minimum: 0,
      maximum: 9.9,
      average: 4.95,
      weightedAverage: null,
      marginSntPerKwh: 0.59,
    });
    expect(q.points[1]).toEqual({
      time: '00.15',
      start: '2025-10-25T21:15:00.000Z',
      price: 0.1,
      customerPrice: 0.69,
    });
    const h = await ok('/connector/v1/spotPrices?date=2025-10-26&resolution=hour&vat=false');
    expect(h.points).toHaveLength(25);
    expect(h.points.filter((p) => p.time === '03.00').map((p) => p.price)).toEqual([1.35, 1.75]);
  });

  it('adds VAT 25.5 % on positive prices, by default', async () => {
    const h = await ok('/connector/v1/spotPrices?date=2025-10-26&resolution=hour');
    expect(h.vat).toBe(true);
    expect(h.points[1]?.price).toBe(0.69); // 5.5 EUR/MWh = 0.55 snt x 1.255 = 0.69025
    const early = await ok('/connector/v1/spotPrices?date=2024-08-20&resolution=hour&vat=true');
    const plain = await ok('/connector/v1/spotPrices?date=2024-08-20&resolution=hour&vat=false');
    const i = plain.points.findIndex((p) => (p.price ?? 0) > 1);
    expect(early.points[i]?.price).toBeCloseTo(plain.points[i]!.price! * 1.24, 2);
  });

  it('answers the spring DST day with 92 quarters and 23 hours of demo prices', async () => {
    const q = await ok('/connector/v1/spotPrices?date=2026-03-29&resolution=minutes_15');
    const h = await ok('/connector/v1/spotPrices?date=2026-03-29&resolution=hour');
    expect(q.points).toHaveLength(92);
    expect(h.points).toHaveLength(23);
    expect(q.points.every((p) => p.price !== null)).toBe(true);
    expect(h.points.map((p) => p.time)).not.toContain('03.00');
  });

  it("weighs the average by the use of one of the user's places; another's place is 404", async () => {
    const mine = await ok(
      `/connector/v1/spotPrices?date=2025-10-26&resolution=hour&vat=false&locationCode=${customerPlace}`,
    );
    expect(mine.weightedAverage).not.toBeNull();
    expect(mine.weightedAverage).toBeGreaterThan(0);
    expect(mine.weightedAverage).toBeLessThan(9.9);
    for (const token of [customer2, nivos]) {
      const other = await get(
        `/connector/v1/spotPrices?date=2025-10-26&resolution=hour&locationCode=${customerPlace}`,
        token,
      );
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe('usage_place_not_found');
    }
  });

  it('answers today but refuses the day after tomorrow', async () => {
    const today = await ok(`/connector/v1/spotPrices?date=${helsinkiDay(0)}&resolution=hour`);
    expect(today.points.length).toBeGreaterThanOrEqual(23);
    // the day-ahead market knows all of today: the demo data holds the whole day, not only up to now
    expect(today.points.filter((p) => p.price === null)).toEqual([]);
    const later = await get(`/connector/v1/spotPrices?date=${helsinkiDay(2)}&resolution=hour`, customer);
    expect(later.statusCode).toBe(400);
    expect(later.json().details.fields[0]).toEqual({ field: 'date', rule: 'future_date' });
  });

  it("uses the token instance's margin: nivos sets none", async () => {
    const answer = await ok('/connector/v1/spotPrices?date=2025-10-26&resolution=hour', nivos);
    expect(answer.marginSntPerKwh).toBeNull();
    expect(answer.customerAverage).toBeUndefined();
    expect(answer.points[0]).not.toHaveProperty('customerPrice');
  });

  it('refuses bad, NUL and oversized query values with 400', async () => {
    for (const query of [
      'date=2025-02-30&resolution=hour',
      'date=2025-13-01&resolution=hour',
      'date=26.10.2025&resolution=hour',
      'date=2025-10-26&resolution=day',
      'date=2025-10-26&resolution=hour&vat=maybe',
      'resolution=hour',
      'date=2025-10-26',
      'date=2025-10-26&resolution=hour&extra=1',
      'date=2025-10-26%00&resolution=hour',
      'date=2025-10-26&resolution=hour&locationCode=a%00b',
      `date=${'2'.repeat(5000)}&resolution=hour`,
      `date=2025-10-26&resolution=hour&locationCode=${'x'.repeat(100)}`,
    ]) {
      const response = await get(`/connector/v1/spotPrices?${query}`, customer);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('validations_fail');
      expect(response.headers['cache-control']).toContain('no-store');
    }
  });

  it('refuses a logged-out call (401) and a role without ROLE_USER (403)', async () => {
    const url = '/connector/v1/spotPrices?date=2025-10-26&resolution=hour';
    const none = await get(url, null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['cache-control']).toContain('no-store');
    const meterControl = await get(url, await loginAs(app, 'demo1', 'metercontrol'));
    expect(meterControl.statusCode).toBe(403);
  });
});

describe('demo spot prices', () => {
  it('are hourly before 1 Oct 2025 and quarters after, dearer in winter and evenings, with a few negative hours', async () => {
    const [row] = await db.query<{
      late_hourly: number;
      early_quarters: number;
      hours: number;
      negative: number;
      winter: number;
      summer: number;
      evening: number;
      night: number;
    }>(
      `SELECT count(*) FILTER (WHERE step_minutes = 60 AND at >= '2025-09-30T22:00Z')::int AS late_hourly,
              count(*) FILTER (WHERE step_minutes = 15 AND at < '2025-09-30T22:00Z')::int AS early_quarters,
              count(*) FILTER (WHERE step_minutes = 60)::int AS hours,
              count(*) FILTER (WHERE step_minutes = 60 AND eur_per_mwh < 0)::int AS negative,
              avg(eur_per_mwh) FILTER (WHERE extract(month FROM at AT TIME ZONE 'Europe/Helsinki') IN (1, 2))::float8 AS winter,
              avg(eur_per_mwh) FILTER (WHERE extract(month FROM at AT TIME ZONE 'Europe/Helsinki') IN (6, 7))::float8 AS summer,
              avg(eur_per_mwh) FILTER (WHERE extract(hour FROM at AT TIME ZONE 'Europe/Helsinki') = 18)::float8 AS evening,
              avg(eur_per_mwh) FILTER (WHERE extract(hour FROM at AT TIME ZONE 'Europe/Helsinki') = 3)::float8 AS night
         FROM spot_prices WHERE area = 'FI'`,
    );
    expect(row!.late_hourly).toBe(0);
    expect(row!.early_quarters).toBe(0);
    expect(row!.negative).toBeGreaterThan(0);
    expect(row!.negative / row!.hours).toBeLessThan(0.05);
    expect(row!.winter).toBeGreaterThan(row!.summer + 30);
    expect(row!.evening).toBeGreaterThan(row!.night + 30);
  });
});

describe('GET /connector/v1/spotPrices/range', () => {
  it('answers a year at hour (8760 hours of 2025) with VAT by delivery date', async () => {
    const year = await ok('/connector/v1/spotPrices/range?start=2025-01-01&end=2025-12-31&resolution=hour');
    expect(year.points).toHaveLength(8760);
    expect(year.points.filter((p) => p.price === null)).toHaveLength(0);
    expect(year.average).not.toBeNull();
    expect(year.minimum).toBeLessThan(0); // the demo data has negative hours
  });

  it('refuses more than 366 days at hour, 31 at 15 minutes, and an end before the start', async () => {
    for (const query of [
      'start=2024-06-01&end=2025-06-02&resolution=hour',
      'start=2025-10-01&end=2025-11-01&resolution=minutes_15',
      'start=2025-10-02&end=2025-10-01&resolution=hour',
    ]) {
      const response = await get(`/connector/v1/spotPrices/range?${query}`, customer);
      expect(response.statusCode, query).toBe(400);
    }
    const month = await ok(
      '/connector/v1/spotPrices/range?start=2025-10-01&end=2025-10-31&resolution=minutes_15',
    );
    expect(month.points).toHaveLength(31 * 96 + 4);
  });
});

describe('GET /connector/v1/admin/spotPrices', () => {
  it('answers staff for a Target-User of the instance, and refuses a customer (403)', async () => {
    const [row] = await db.query<{ sub: string }>(
      `SELECT sub::text AS sub FROM users WHERE instance = 'demo1' AND username = 'customer'`,
    );
    const url = `/connector/v1/admin/spotPrices?date=2025-10-26&resolution=hour&locationCode=${customerPlace}`;
    const staff = await get(url, admin, { 'target-user': row!.sub });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<SpotPriceAnswer>().weightedAverage).not.toBeNull();
    expect((await get(url, customer, { 'target-user': row!.sub })).statusCode).toBe(403);
    const [other] = await db.query<{ sub: string }>(
      `SELECT sub::text AS sub FROM users WHERE instance = 'nivos' AND username = 'customer'`,
    );
    expect((await get(url, admin, { 'target-user': other!.sub })).statusCode).toBe(404);
  });
});
