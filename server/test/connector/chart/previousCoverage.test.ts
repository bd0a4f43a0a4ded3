import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRequest, ChartResponse } from '@portal/shared/api/chart';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';

/*
 * A comparison with a period measured only in part says so (issue 20): the chart's previousValue carries
 * `complete` and `measuredShare`, and an incomplete one has no change. A place under contract since
 * 1 January 2025 whose meter reads 1 kWh an hour from 1 June 2025 (Helsinki), asked on 16 November 2025.
 */
const PLACE = { customer: '100001', location: 'PREV-COV', grid: 1 };
const hel = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();
const helWinter = (day: string) => new Date(`${day}T00:00:00+02:00`).toISOString();

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-11-16T10:00:00Z')) }));
  const [user] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE instance = 'demo1' AND username = 'customer'`,
  );
  const [place] = await db.query<{ id: number }>(
    `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, city, valid_from)
     VALUES ('demo1', $1, $2, 1, 'Coverville', '2025-01-01') RETURNING id`,
    [PLACE.location, PLACE.customer],
  );
  await db.query(`INSERT INTO user_usage_places (user_id, usage_place_id) VALUES ($1, $2)`, [
    user!.id,
    place!.id,
  ]);
  const [point] = await db.query<{ id: number }>(
    `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type)
     VALUES ($1, 'electricity', 'electricityP', 'generic', 'kWh', true) RETURNING id`,
    [place!.id],
  );
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, 60, 1, 0
       FROM generate_series('2025-05-31T21:00:00Z'::timestamptz, '2025-11-16T09:00:00Z', '1 hour') t`,
    [point!.id],
  );
  token = await loginAs(app, 'demo1', 'customer');
});

afterAll(async () => {
  await close();
});

async function previousOf(start: string, end: string, measurePeriod: ChartRequest['measurePeriod']) {
  const request: ChartRequest = {
    selectedEnergyType: 'electricity',
    selectedBasicDetails: ['electricityP'],
    selectedAdditionalInformation: [],
    interval: { selectedStartTimestamp: start, selectedEndTimestamp: end },
    measurePeriod,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/connector/v1/webamr/chart',
    headers: {
      'content-type': 'application/json',
      'x-customer-code': PLACE.customer,
      'x-location-code': PLACE.location,
      'x-grid-id': String(PLACE.grid),
      authorization: `Bearer ${token}`,
    },
    payload: JSON.stringify(request),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChartResponse>().series[0]!.details.previousValue!;
}

describe('chart previousValue and a partly measured previous period', () => {
  it('a wholly measured previous month is complete, with its change', async () => {
    // October (745 hours) after September (720 hours)
    const previous = await previousOf(hel('2025-10-01'), helWinter('2025-11-01'), 'day');
    expect(previous).toEqual({
      value: 720,
      change: { value: 3.5, trendingUp: true },
      complete: true,
      measuredShare: 1,
    });
  });

  it('July-October after March-June, measured from June only: incomplete, no change', async () => {
    const previous = await previousOf(hel('2025-07-01'), helWinter('2025-11-01'), 'month');
    expect(previous.value).toBe(30 * 24);
    expect(previous.complete).toBe(false);
    expect(previous.change.value).toBeNull();
    // June's 30 days of the 122 from March
    expect(previous.measuredShare).toBeCloseTo(30 / 122, 2);
  });
});
