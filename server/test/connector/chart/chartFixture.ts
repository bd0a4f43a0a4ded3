import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ChartRequest, ChartResponse } from '@portal/shared/api/chart';
import type { Database } from '../../../src/plugins/database.js';

export const PLACE_A = { customer: '100001', location: 'CHART-A', grid: 1 };
export const PLACE_Q = { customer: '100001', location: 'CHART-Q', grid: 1 };

export interface ChartPlace {
  customer: string;
  location: string;
  grid: number;
}

/** The customer's chart call for `place` (POST /connector/v1/webamr/chart); the answer must be 200. */
export async function postChart(
  app: FastifyInstance,
  token: string,
  place: ChartPlace,
  request: ChartRequest,
): Promise<ChartResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/connector/v1/webamr/chart',
    headers: {
      'content-type': 'application/json',
      'x-customer-code': place.customer,
      'x-location-code': place.location,
      'x-grid-id': String(place.grid),
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify(request),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChartResponse>();
}

export interface ChartFixture {
  dayPoint: number;
  nightPoint: number;
  quarterPoint: number;
}

const one = async (db: Database, sql: string, params: unknown[]): Promise<number> => {
  const rows = await db.query<{ id: number }>(sql, params);
  if (!rows[0]) throw new Error(`fixture insert returned nothing: ${sql}`);
  return rows[0].id;
};

/**
 * Two usage places of demo1's `customer`: A with hourly day/night tariffs from March 2024 to November 2025
 * (day 1 kWh, night 2 kWh an hour), Q with 15-minute data (0.25 kWh) on the 2025 DST days.
 */
export async function insertChartFixture(db: Database): Promise<ChartFixture> {
  const userId = await one(db, `SELECT id FROM users WHERE instance = 'demo1' AND username = 'customer'`, []);
  const place = (code: string) =>
    one(
      db,
      `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, city, valid_from)
       VALUES ('demo1', $1, '100001', 1, 'Chartville', '2024-01-01') RETURNING id`,
      [code],
    );
  const a = await place(PLACE_A.location);
  const q = await place(PLACE_Q.location);
  await db.query(`INSERT INTO user_usage_places (user_id, usage_place_id) VALUES ($1, $2), ($1, $3)`, [
    userId,
    a,
    q,
  ]);
  const point = (placeId: number, tariff: string, main: boolean) =>
    one(
      db,
      `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type)
       VALUES ($1, 'electricity', 'electricityP', $2, 'kWh', $3) RETURNING id`,
      [placeId, tariff, main],
    );
  const dayPoint = await point(a, 'dayEnergy', true);
  const nightPoint = await point(a, 'nightEnergy', true);
  const quarterPoint = await point(q, 'generic', true);
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, 60, 1, 0 FROM generate_series('2024-03-01T00:00Z'::timestamptz, '2025-11-01T00:00Z', '1 hour') t
     UNION ALL
     SELECT $2::int, t, 60, 2, 0 FROM generate_series('2024-03-01T00:00Z'::timestamptz, '2025-11-01T00:00Z', '1 hour') t`,
    [dayPoint, nightPoint],
  );
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, 15, 0.25, 0 FROM generate_series('2025-03-29T00:00Z'::timestamptz, '2025-03-31T23:45Z', '15 minutes') t
     UNION ALL
     SELECT $1::int, t, 15, 0.25, 0 FROM generate_series('2025-10-25T00:00Z'::timestamptz, '2025-10-27T23:45Z', '15 minutes') t`,
    [quarterPoint],
  );
  // 2025-01-15 (Helsinki) holds an estimate; 2025-01-16 a null hour; 2025-01-17 a missing row
  await db.query(
    `UPDATE meter_values SET status = 131072 WHERE measuring_point_id = $1 AND at = '2025-01-15T10:00Z'`,
    [dayPoint],
  );
  await db.query(
    `UPDATE meter_values SET value = NULL WHERE measuring_point_id = $1 AND at = '2025-01-16T10:00Z'`,
    [dayPoint],
  );
  await db.query(`DELETE FROM meter_values WHERE measuring_point_id = $1 AND at = '2025-01-17T10:00Z'`, [
    dayPoint,
  ]);
  // spot prices: 100 EUR/MWh (10 snt/kWh) hourly for 2025-06-10; outdoor temperatures for January 2025
  // the demo seed writes its own prices: this day's are replaced so the expected cost is known
  await db.query(`DELETE FROM spot_prices WHERE at >= '2025-06-09T20:00Z' AND at < '2025-06-10T22:00Z'`, []);
  await db.query(
    `INSERT INTO spot_prices (area, at, step_minutes, eur_per_mwh)
     SELECT 'FI', t, 60, 100 FROM generate_series('2025-06-09T21:00Z'::timestamptz, '2025-06-10T20:00Z', '1 hour') t`,
    [],
  );
  await db.query(
    `INSERT INTO outdoor_temperatures (station, at, celsius)
     SELECT 'Chartville', t, -3 FROM generate_series('2024-12-31T22:00Z'::timestamptz, '2025-01-31T21:00Z', '1 hour') t`,
    [],
  );
  await db.query(
    `INSERT INTO price_parts (usage_place_id, start_date, type, spot_margin) VALUES ($1, '2024-01-01', 'spot', 0.5)`,
    [a],
  );
  return { dayPoint, nightPoint, quarterPoint };
}
