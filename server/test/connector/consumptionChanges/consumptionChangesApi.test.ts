import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsumptionChange,
  ConsumptionChangesRequest,
  ConsumptionChangesResponse,
} from '@portal/shared/api/consumptionChanges';
import { Ajv } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { consumptionChangesResponseSchema } from '../../../src/connector/consumptionChanges/schemas.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { REASON } from '../../helpers/audit.js';
import { insertChartFixture, PLACE_A, PLACE_Q } from '../chart/chartFixture.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

// Wednesday 15 October 2025 in Helsinki; place A has day 1 kWh and night 2 kWh every hour from March 2024
beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-10-15T09:00:00Z')) }));
  await insertChartFixture(db);
  for (const [key, instance, user] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['nivosCustomer', 'nivos', 'customer'],
    ['admin', 'demo1', 'admin'],
    ['nivosAdmin', 'nivos', 'admin'],
    ['metercontrol', 'demo1', 'metercontrol'],
  ] as const) {
    tokens[key] = await loginAs(app, instance, user);
  }
});

afterAll(async () => {
  await close();
});

const electricity: ConsumptionChangesRequest = {
  selectedEnergyType: 'electricity',
  selectedBasicDetails: ['electricityP'],
};

function post(
  body: unknown = electricity,
  options: {
    token?: string | null;
    place?: typeof PLACE_A;
    admin?: boolean;
    targetUser?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? tokens.customer : options.token;
  const place = options.place ?? PLACE_A;
  return app.inject({
    method: 'POST',
    url: options.admin
      ? '/connector/v1/admin/webamr/consumptionChanges'
      : '/connector/v1/webamr/consumptionChanges',
    headers: {
      'content-type': 'application/json',
      'x-customer-code': place.customer,
      'x-location-code': place.location,
      'x-grid-id': String(place.grid),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.targetUser ? { 'target-user': options.targetUser } : {}),
      ...(options.admin ? REASON : {}),
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
}

async function changes(
  body: unknown = electricity,
  options: Parameters<typeof post>[1] = {},
): Promise<ConsumptionChange[]> {
  const response = await post(body, options);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ConsumptionChangesResponse).changes;
}

const byKey = (list: ConsumptionChange[], key: ConsumptionChange['key']) => {
  const found = list.find((change) => change.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

const subOf = async (instance: string, username: string): Promise<string> =>
  (
    await db.query<{ sub: string }>(
      `SELECT sub::text AS sub FROM users WHERE instance = $1 AND username = $2`,
      [instance, username],
    )
  )[0]!.sub;

describe('consumption changes', () => {
  it('answers the declared schema with no-store, the four tiles in order', async () => {
    const response = await post();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const ajv = new Ajv({ allErrors: true, strict: false });
    (addFormatsImport as unknown as (a: Ajv) => void)(ajv);
    const validate = ajv.compile(consumptionChangesResponseSchema);
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
    const body = response.json() as ConsumptionChangesResponse;
    expect(body.changes.map((change) => change.key)).toEqual([
      'certain_week',
      'certain_month',
      'certain_month_last_year',
      'year_to_date',
    ]);
  });

  it('compares the last whole week with the week before, per tariff, from the real readings', async () => {
    const week = byKey(await changes(), 'certain_week');
    // Monday 6 October to Monday 13 October, Helsinki midnights
    expect(week.interval).toEqual({ from: '2025-10-05T21:00:00.000Z', to: '2025-10-12T21:00:00.000Z' });
    expect(week.previousInterval).toEqual({
      from: '2025-09-28T21:00:00.000Z',
      to: '2025-10-05T21:00:00.000Z',
    });
    expect(week.categories).toEqual(['2025-09-29', '2025-10-06']);
    expect(week.errorCode).toBeNull();
    expect(week.series).toHaveLength(1);
    const [series] = week.series;
    expect(series).toMatchObject({
      quantity: 'electricityP',
      unitTranslationKey: 'kWh',
      isMainQuantity: true,
    });
    expect(series!.usedTariffValues).toEqual([
      { nameTranslationKey: 'dayEnergy', values: [168, 168] },
      { nameTranslationKey: 'nightEnergy', values: [336, 336] },
    ]);
    expect(series!.change).toEqual({ value: 0, trendingUp: false });
  });

  it('gives the percent change with its trend: September (30 days) against August (31 days)', async () => {
    const month = byKey(await changes(), 'certain_month');
    expect(month.categories).toEqual(['2025-08-01', '2025-09-01']);
    expect(month.series[0]!.usedTariffValues).toEqual([
      { nameTranslationKey: 'dayEnergy', values: [744, 720] },
      { nameTranslationKey: 'nightEnergy', values: [1488, 1440] },
    ]);
    // (2160 - 2232) / 2232 = -3.23 %
    expect(month.series[0]!.change).toEqual({ value: -3.2, trendingUp: false });
    const lastYear = byKey(await changes(), 'certain_month_last_year');
    expect(lastYear.categories).toEqual(['2024-09-01', '2025-09-01']);
    expect(lastYear.series[0]!.change).toEqual({ value: 0, trendingUp: false });
  });

  it('the year so far against 2024, which has no readings before 1 March: incomplete, no change (issue 20)', async () => {
    const year = byKey(await changes(), 'year_to_date');
    expect(year.interval).toEqual({ from: '2024-12-31T22:00:00.000Z', to: '2025-10-14T21:00:00.000Z' });
    expect(year.previousInterval.from).toBe('2023-12-31T22:00:00.000Z');
    const [previous, current] = [0, 1].map((slot) =>
      year.series[0]!.usedTariffValues.reduce((sum, tariff) => sum + (tariff.values[slot] ?? 0), 0),
    );
    // the totals are there, but a change against January-February without readings would say nothing
    expect(current!).toBeGreaterThan(previous!);
    expect(year.series[0]!.change.value).toBeNull();
    expect(year.series[0]!.previousComplete).toBe(false);
    // 228 of the 288 days from 1 January to 14 October 2024
    expect(year.series[0]!.previousMeasuredShare).toBeCloseTo(228 / 288, 2);
    // a wholly measured previous period is complete and keeps its change
    const month = byKey(await changes(), 'certain_month');
    expect(month.series[0]!.previousComplete).toBe(true);
    expect(month.series[0]!.previousMeasuredShare).toBe(1);
  });

  it('a tile without readings in either period answers errorCode no_measurement_data', async () => {
    // place Q has quarter-hours on the DST days only: 30 March 2025 is in this year, not in the last one
    const list = await changes(electricity, { place: PLACE_Q });
    expect(list.map((change) => change.errorCode)).toEqual([
      'no_measurement_data',
      'no_measurement_data',
      'no_measurement_data',
      null,
    ]);
    expect(list.slice(0, 3).every((change) => change.series.length === 0)).toBe(true);
    // nothing to compare with: no percentage
    const year = byKey(list, 'year_to_date');
    expect(year.series[0]!.usedTariffValues).toEqual([{ nameTranslationKey: 'generic', values: [null, 72] }]);
    expect(year.series[0]!.change).toEqual({ value: null, trendingUp: false });
  });

  it('an energy type the place does not measure answers errorCode empty_energy_types', async () => {
    const list = await changes({ selectedEnergyType: 'heat', selectedBasicDetails: ['heatEnergy'] });
    expect(list.map((change) => change.errorCode)).toEqual(Array(4).fill('empty_energy_types'));
  });
});

describe('consumption changes: who may call and what it takes', () => {
  it("another customer's place is not found, nor a place from another instance's token", async () => {
    const other = await post(electricity, { token: tokens.customer2 });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('location_not_found');
    expect((await post(electricity, { token: tokens.nivosCustomer })).statusCode).toBe(404);
  });

  it('is refused without a login and to a role without ROLE_USER', async () => {
    expect((await post(electricity, { token: null })).statusCode).toBe(401);
    expect((await post(electricity, { token: tokens.metercontrol })).statusCode).toBe(403);
  });

  it('the admin variant: refused to a customer, reads a Target-User place, refuses other instances', async () => {
    const customerSub = await subOf('demo1', 'customer');
    expect((await post(electricity, { admin: true, targetUser: customerSub })).statusCode).toBe(403);
    const read = await post(electricity, { admin: true, token: tokens.admin, targetUser: customerSub });
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as ConsumptionChangesResponse).changes).toHaveLength(4);
    const blind = await post(electricity, {
      admin: true,
      token: tokens.admin,
      targetUser: await subOf('demo1', 'customer2'),
    });
    expect(blind.statusCode).toBe(404);
    const foreign = await post(electricity, {
      admin: true,
      token: tokens.admin,
      targetUser: await subOf('nivos', 'customer'),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'user_not_found' });
    const otherAdmin = await post(electricity, {
      admin: true,
      token: tokens.nivosAdmin,
      targetUser: customerSub,
    });
    expect(otherAdmin.statusCode).toBe(404);
  });

  it('refuses NUL characters and oversized values in the body and the place headers with 400', async () => {
    for (const body of [
      { ...electricity, selectedBasicDetails: ['electricity\u0000P'] },
      { ...electricity, selectedBasicDetails: ['x'.repeat(65)] },
      { ...electricity, selectedBasicDetails: Array.from({ length: 33 }, (_, i) => `q${i}`) },
      { ...electricity, selectedEnergyType: 'electricity\u0000' },
      { ...electricity, extra: 1 },
      { selectedEnergyType: 'electricity' },
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.headers['cache-control']).toContain('no-store');
    }
    const badHeaders: Record<string, string>[] = [
      { 'x-location-code': 'CHART-A\u0000' },
      { 'x-location-code': 'C'.repeat(65) },
      { 'x-customer-code': '1'.repeat(65) },
      { 'x-grid-id': '1x' },
    ];
    for (const headers of badHeaders) {
      const response = await post(electricity, { headers });
      expect(response.statusCode, JSON.stringify(headers).slice(0, 60)).toBe(400);
    }
  });
});
