import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryResponse } from '@portal/shared/api/summary';
import type { Database } from '../../../src/plugins/database.js';
import { toHelsinkiWallTime } from '@portal/shared/calendar';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { REASON } from '../../helpers/audit.js';

const isHelsinkiMonday = (instant: string): boolean => {
  const { year, month, day } = toHelsinkiWallTime(new Date(instant));
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 1;
};

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
interface Place {
  id: number;
  customerNumber: string;
  locationCode: string;
  gridId: number;
}
let electricity: Place;
let nivosElectricity: Place;
let customerSub: string;

const placeOf = async (instance: string, energyType: string): Promise<Place> => {
  const [row] = await db.query<Place>(
    `SELECT up.id, up.customer_number AS "customerNumber", up.location_code AS "locationCode", up.grid_id AS "gridId"
       FROM usage_places up JOIN user_usage_places uup ON uup.usage_place_id = up.id
       JOIN users u ON u.id = uup.user_id
      WHERE up.instance = $1 AND u.username = 'customer' AND $2 = ANY (up.energy_types) ORDER BY up.id LIMIT 1`,
    [instance, energyType],
  );
  if (!row) throw new Error(`no ${energyType} place of ${instance}`);
  return row;
};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  electricity = await placeOf('demo1', 'electricity');
  nivosElectricity = await placeOf('nivos', 'electricity');
  customerSub = (
    await db.query<{ sub: string }>(
      `SELECT sub::text AS sub FROM users WHERE instance = 'demo1' AND username = 'customer'`,
    )
  )[0]!.sub;
  for (const [key, instance, user] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['nivosCustomer', 'nivos', 'customer'],
    ['admin', 'demo1', 'admin'],
    ['metercontrol', 'demo1', 'metercontrol'],
  ] as const)
    tokens[key] = await loginAs(app, instance, user);
});

afterAll(async () => {
  await close();
});

const post = (
  body: Record<string, unknown>,
  options: { token?: string; place?: Place; admin?: boolean; targetUser?: string } = {},
): Promise<LightMyRequestResponse> => {
  const place = options.place ?? electricity;
  return app.inject({
    method: 'POST',
    url: `/connector/v1/${options.admin ? 'admin/' : ''}webamr/summary`,
    headers: {
      authorization: `Bearer ${options.token ?? tokens.customer}`,
      'content-type': 'application/json',
      'x-customer-code': place.customerNumber,
      'x-location-code': place.locationCode,
      'x-grid-id': String(place.gridId),
      ...(options.targetUser ? { 'target-user': options.targetUser } : {}),
      ...(options.admin ? REASON : {}),
    },
    payload: JSON.stringify({ selectedEnergyType: 'electricity', period: '1mm', frequency: 'week', ...body }),
  });
};

const rawSum = async (start: string, end: string): Promise<number> => {
  const [row] = await db.query<{ sum: number }>(
    `SELECT sum(v.value) AS sum FROM meter_values v JOIN measuring_points mp ON mp.id = v.measuring_point_id
      WHERE mp.usage_place_id = $1 AND mp.quantity = 'electricityP' AND mp.is_main_type AND v.at >= $2 AND v.at < $3`,
    [electricity.id, start, end],
  );
  return row!.sum;
};

describe('summary report', () => {
  it('1mm by week: totals per tariff and their total equal the readings of the period, no-store', async () => {
    const response = await post({});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const summary = response.json() as SummaryResponse;
    expect(summary.quantity).toBe('electricityP');
    expect(summary.totalSums.map((t) => t.name)).toEqual(['dayEnergy', 'nightEnergy', 'tariffTotal']);
    const total = summary.totalSums.find((t) => t.name === 'tariffTotal')!;
    expect(total.value).toBeCloseTo(await rawSum(summary.startDate, summary.endDate), 2);
    const bucketSum = summary.buckets.reduce((s, b) => s + (b.value ?? 0), 0);
    expect(bucketSum).toBeCloseTo(total.value, 2);
    expect(total.showComparisonValue).toBe(true);
    expect(total.comparisonValue!).toBeGreaterThan(0);
    // a month spans 5 or 6 ISO weeks; the first is cut by the period unless the period starts on a Monday
    expect(summary.buckets.length).toBeGreaterThanOrEqual(5);
    const startsOnMonday = isHelsinkiMonday(summary.startDate);
    expect(summary.buckets[0]!.partial).toBe(!startsOnMonday);
    expect(summary.buckets.at(-1)!.partial).toBe(!isHelsinkiMonday(summary.endDate));
  });

  it('highest and lowest are the whole buckets with the largest and smallest sums', async () => {
    const summary = (await post({ period: '1y', frequency: 'month' })).json() as SummaryResponse;
    expect(summary.buckets.length).toBeGreaterThanOrEqual(12);
    const whole = summary.buckets.filter((b) => !b.partial && b.value !== null).map((b) => b.value!);
    expect(summary.highest!.value).toBe(Math.max(...whole));
    expect(summary.lowest!.value).toBe(Math.min(...whole));
  });

  it("'other' sums the readings from the start date to the end of the end date", async () => {
    const summary = (
      await post({ period: 'other', frequency: 'day', startDate: '2026-01-01', endDate: '2026-01-07' })
    ).json() as SummaryResponse;
    expect(summary.startDate).toBe('2025-12-31T22:00:00.000Z');
    expect(summary.endDate).toBe('2026-01-07T22:00:00.000Z');
    expect(summary.buckets).toHaveLength(7);
    expect(summary.totalSums.at(-1)!.value).toBeCloseTo(await rawSum(summary.startDate, summary.endDate), 2);
  });

  it('5y by year is the five calendar years up to yesterday (the energy report preset), the first whole', async () => {
    const summary = (await post({ period: '5y', frequency: 'year' })).json() as SummaryResponse;
    expect(summary.buckets.length).toBe(5);
    expect(summary.buckets[0]!.partial).toBe(false);
  });

  it('an admin gets the same summary for a Target-User', async () => {
    const own = (await post({})).json();
    const response = await post({}, { token: tokens.admin, admin: true, targetUser: customerSub });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(own);
  });
});

describe('summary refusals', () => {
  it("another customer's place and another instance's place are not found", async () => {
    expect((await post({}, { token: tokens.customer2 })).statusCode).toBe(404);
    expect((await post({}, { place: nivosElectricity })).statusCode).toBe(404);
    expect((await post({}, { token: tokens.nivosCustomer })).statusCode).toBe(404);
  });

  it('a role without the right is refused', async () => {
    expect((await post({}, { token: tokens.metercontrol })).statusCode).toBe(403);
    expect((await post({}, { admin: true })).statusCode).toBe(403);
  });

  it("'other' without dates, an end before the start or in the future, too many buckets: 400", async () => {
    const codes = async (body: Record<string, unknown>) => (await post(body)).json().error as string;
    expect(await codes({ period: 'other' })).toBe('validations_fail');
    expect(await codes({ period: 'other', startDate: '2026-01-07', endDate: '2026-01-01' })).toBe(
      'end_before_start',
    );
    expect(await codes({ period: 'other', startDate: '2026-01-01', endDate: '2099-01-01' })).toBe(
      'end_in_future',
    );
    expect(await codes({ period: '5y', frequency: 'day' })).toBe('summary_too_many_buckets');
  });

  it('NUL characters, oversized and unknown values are refused with 400 validations_fail', async () => {
    for (const body of [
      { period: 'other', startDate: '2026-01-0\u0000', endDate: '2026-01-07' },
      { period: 'other', startDate: '2026-01-01'.repeat(20), endDate: '2026-01-07' },
      { period: '2y' },
      { frequency: 'hour' },
      { extra: 'x' },
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe('validations_fail');
    }
    const long = await app.inject({
      method: 'POST',
      url: '/connector/v1/webamr/summary',
      headers: {
        authorization: `Bearer ${tokens.customer}`,
        'content-type': 'application/json',
        'x-customer-code': 'x'.repeat(65),
        'x-location-code': electricity.locationCode,
        'x-grid-id': '1',
      },
      payload: JSON.stringify({ selectedEnergyType: 'electricity', period: '1mm', frequency: 'week' }),
    });
    expect(long.statusCode).toBe(400);
  });
});
