import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';
import { createMachineClient, revokeMachineClient } from '../../../src/metering/machineClients.js';
import type { DeliverySeries } from '../../../src/metering/delivery.js';

let t: TestApp;
let auth: string;
let nivosAuth: string;
let pointId: number;
let tempId: number;
const GSRN = '643009999000000017';
const URL = '/connector/v1/metering/deliveries';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

beforeAll(async () => {
  t = await buildTestApp();
  const placeId = await addUsagePlace(t.db, {
    locationCode: 'INGEST-1',
    customerNumber: '100001',
    validFrom: '2024-01-01',
  });
  await t.db.query('UPDATE usage_places SET gsrn_code = $2 WHERE id = $1', [placeId, GSRN]);
  pointId = await addMeasuringPoint(t.db, placeId);
  tempId = await addMeasuringPoint(t.db, placeId, {
    energyType: 'heat',
    quantity: 'heatWaterTemperatureIn',
    unit: '°C',
    isMainType: false,
  });
  const client = await createMachineClient(t.db, {
    instance: 'demo1',
    name: 'test feed',
    role: 'metering_ingest',
    now: new Date(),
  });
  auth = basic(client.id, client.secret);
  const other = await createMachineClient(t.db, {
    instance: 'nivos',
    name: 'nivos feed',
    role: 'metering_ingest',
    now: new Date(),
  });
  nivosAuth = basic(other.id, other.secret);
});

afterAll(async () => {
  await t.close();
});

/** a Helsinki day at 15 minutes: `count` values of `value`, with one quality for all */
const day = (
  start: string,
  end: string,
  count: number,
  value: number,
  qualities: DeliverySeries['qualities'] = 'A04',
): DeliverySeries => ({
  meteringPoint: GSRN,
  quantity: 'electricityP',
  resolution: 'PT15M',
  start,
  end,
  values: Array.from({ length: count }, () => value),
  qualities,
});

const deliver = (series: DeliverySeries[], authorization = auth, deliveryId = 'D-1') =>
  t.app.inject({ method: 'POST', url: URL, headers: { authorization }, payload: { deliveryId, series } });

const stored = async (id: number, from: string, to: string) => {
  const [row] = await t.db.query<{ n: number; total: number; estimated: number }>(
    `SELECT count(*)::int AS n, sum(value)::float8 AS total,
            count(*) FILTER (WHERE status & 131072 <> 0)::int AS estimated
       FROM meter_values WHERE measuring_point_id = $1 AND at >= $2 AND at < $3`,
    [id, from, to],
  );
  return row!;
};

const rollups = async (id: number, dayStart: string) => {
  const [dayRow] = await t.db.query<{ total: number; estimated: number }>(
    'SELECT total, estimated FROM meter_days WHERE measuring_point_id = $1 AND day_start = $2',
    [id, dayStart],
  );
  const [monthRow] = await t.db.query<{ total: number; estimated: number; readings: number }>(
    `SELECT total, estimated, readings FROM meter_months
      WHERE measuring_point_id = $1 AND month_start <= $2 ORDER BY month_start DESC LIMIT 1`,
    [id, dayStart],
  );
  return { day: dayRow, month: monthRow };
};

// Helsinki 2025-03-30 is the spring day (23 hours, 92 quarters); 2025-10-26 the autumn day (25 hours, 100)
const SPRING = ['2025-03-29T22:00:00Z', '2025-03-30T21:00:00Z'] as const;
const AUTUMN = ['2025-10-25T21:00:00Z', '2025-10-26T22:00:00Z'] as const;

describe('POST /connector/v1/metering/deliveries', () => {
  it('writes the series of a delivery, keeps the day and month rollups, and reports a bad series without losing the rest', async () => {
    const response = await deliver([
      day(...SPRING, 92, 0.25, 'A03'),
      { ...day(...AUTUMN, 100, 0.5), meteringPoint: '643009999000000099' },
      day(...AUTUMN, 96, 0.5),
      { ...day(...AUTUMN, 100, 0.5), quantity: 'gasVolume' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json();
    expect(report).toMatchObject({
      deliveryId: 'D-1',
      series: 4,
      accepted: 1,
      readings: 92,
      changed: 92,
      refused: 3,
    });
    expect(report.refusals.map((r: { index: number; code: string }) => [r.index, r.code])).toEqual([
      [1, 'unknown_metering_point'],
      [2, 'wrong_count'],
      [3, 'unknown_quantity'],
    ]);
    expect(report.refusals[1].message).toMatch(/96 values for 100 positions/);
    expect(await stored(pointId, ...SPRING)).toEqual({ n: 92, total: 23, estimated: 92 });
    const { day: d, month: m } = await rollups(pointId, SPRING[0]);
    expect(d).toEqual({ total: 23, estimated: 92 * 15 });
    expect(m).toEqual({ total: 23, estimated: 92 * 15, readings: 92 });
  });

  it('is idempotent, and a later delivery replaces estimates with measured values, rollups following', async () => {
    const again = (await deliver([day(...SPRING, 92, 0.25, 'A03')])).json();
    expect(again).toMatchObject({ accepted: 1, readings: 92, changed: 0 });
    const qualities = Array.from({ length: 92 }, (_, i) => (i < 4 ? 'A04' : 'A03'));
    const values = Array.from({ length: 92 }, (_, i) => (i < 4 ? 1 : 0.25));
    const correction = (await deliver([{ ...day(...SPRING, 92, 0), values, qualities }], auth, 'D-2')).json();
    expect(correction).toMatchObject({ accepted: 1, changed: 4, refused: 0 });
    expect(await stored(pointId, ...SPRING)).toEqual({ n: 92, total: 4 + 88 * 0.25, estimated: 88 });
    // an estimate never replaces a measured value
    const late = (await deliver([day(...SPRING, 92, 9, 'A03')], auth, 'D-3')).json();
    expect(late.changed).toBe(88);
    expect(await stored(pointId, ...SPRING)).toMatchObject({ total: 4 + 88 * 9, estimated: 88 });
    const { day: d, month: m } = await rollups(pointId, SPRING[0]);
    expect(d!.total).toBe(4 + 88 * 9);
    expect(m).toEqual({ total: 4 + 88 * 9, estimated: 88 * 15, readings: 92 });
    const log = await t.db.query<{ delivery_id: string; changed: number }>(
      `SELECT delivery_id, changed FROM metering_deliveries WHERE instance = 'demo1' ORDER BY id`,
    );
    expect(log.map((row) => [row.delivery_id, row.changed])).toEqual([
      ['D-1', 92],
      ['D-1', 0],
      ['D-2', 4],
      ['D-3', 88],
    ]);
  });

  it('takes the autumn day as 100 quarters, an hourly series of a level, and new and stored days in one delivery', async () => {
    const response = await deliver([
      day(...AUTUMN, 100, 0.1),
      { ...day(...AUTUMN, 25, 60), quantity: 'heatWaterTemperatureIn', resolution: 'PT1H' },
      // a stored day (written by upsert) beside new ones (plain inserts): measured 1s replace the 88 estimates
      day(...SPRING, 92, 1),
    ]);
    expect(response.json()).toMatchObject({ accepted: 3, readings: 217, changed: 125 + 88 });
    expect((await stored(tempId, ...AUTUMN)).n).toBe(25);
    expect(await stored(pointId, ...SPRING)).toEqual({ n: 92, total: 92, estimated: 0 });
    expect((await rollups(pointId, SPRING[0])).day).toEqual({ total: 92, estimated: 0 });
    // the month rollup keeps what a level's mean needs: minutes covered and value x minutes
    const [month] = await t.db.query<{ weighted: number; covered: number }>(
      `SELECT weighted, covered FROM meter_months WHERE measuring_point_id = $1`,
      [tempId],
    );
    expect(month!.weighted / month!.covered).toBe(60);
  });

  it('refuses each kind of bad series with its own reason', async () => {
    const now = new Date();
    const future = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000).toISOString();
    const series: DeliverySeries[] = [
      { ...day(...SPRING, 92, 1), resolution: 'PT5M' },
      { ...day('2025-03-29T22:07:00Z', SPRING[1], 92, 1) },
      { ...day('2025-03-30 00:00', SPRING[1], 92, 1) },
      { ...day(...SPRING, 92, 1), qualities: 'Z99' },
      { ...day(new Date(Date.parse(future) - 3_600_000).toISOString(), future, 4, 1) },
      { ...day(...SPRING, 92, 1), qualities: Array.from({ length: 91 }, () => 'A04') },
      { ...day(...SPRING, 92, 1), qualities: 'A02' },
      day(...SPRING, 92, 2),
      day(...SPRING, 92, 3),
    ];
    const report = (await deliver(series, auth, 'D-bad')).json();
    expect(report.refusals.map((r: { code: string }) => r.code)).toEqual([
      'bad_resolution',
      'bad_interval',
      'bad_interval',
      'bad_quality',
      'future_readings',
      'wrong_count',
      'bad_value',
      'duplicate_series',
    ]);
    expect(report.refusals.at(-1).index).toBe(8);
    // the one good series was written: a measured value replaces what was stored, measured or not
    expect((await stored(pointId, ...SPRING)).total).toBe(92 * 2);
  });

  it('refuses callers without a machine credential, and a client reaches only its own instance', async () => {
    const series = [day(...SPRING, 92, 7)];
    expect((await deliver(series, '')).statusCode).toBe(401);
    expect((await deliver(series, basic('mc_nobody', 'x'))).statusCode).toBe(401);
    expect((await deliver(series, auth.slice(0, -4) + 'AAA=')).statusCode).toBe(401);
    const person = await loginAs(t.app, 'demo1', 'admin');
    expect((await deliver(series, `Bearer ${person}`)).statusCode).toBe(401);
    const customer = await loginAs(t.app, 'demo1', 'customer');
    expect((await deliver(series, `Bearer ${customer}`)).statusCode).toBe(401);
    // two places of one instance with one GSRN: which one is meant cannot be told
    const twins = [
      await addUsagePlace(t.db, {
        locationCode: 'INGEST-TWIN',
        customerNumber: '100001',
        validFrom: '2024-01-01',
      }),
      await addUsagePlace(t.db, {
        locationCode: 'INGEST-TWIN2',
        customerNumber: '100001',
        validFrom: '2024-01-01',
      }),
    ];
    await t.db.query(`UPDATE usage_places SET gsrn_code = '643009999000000062' WHERE id = ANY ($1::int[])`, [
      twins,
    ]);
    for (const twin of twins) await addMeasuringPoint(t.db, twin);
    const ambiguous = (await deliver([{ ...series[0]!, meteringPoint: '643009999000000062' }])).json();
    expect(ambiguous.refusals[0].code).toBe('ambiguous_metering_point');
    const crossed = (await deliver(series, nivosAuth)).json();
    expect(crossed).toMatchObject({ accepted: 0, refused: 1 });
    expect(crossed.refusals[0].code).toBe('unknown_metering_point');
    const client = await createMachineClient(t.db, {
      instance: 'demo1',
      name: 'gone',
      role: 'metering_ingest',
      now: new Date(),
    });
    await revokeMachineClient(t.db, client.id, new Date());
    expect((await deliver(series, basic(client.id, client.secret))).statusCode).toBe(401);
    expect((await stored(pointId, ...SPRING)).total).toBe(92 * 2);
  });

  it('refuses NUL characters, deep nesting, unknown fields, oversized values and other content types with a 4xx', async () => {
    const nul = await deliver([{ ...day(...SPRING, 92, 1), meteringPoint: `${GSRN}\u0000` }]);
    expect(nul.statusCode).toBe(400);
    const deep = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: `{"deliveryId":"x","series":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(deep.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: auth },
      payload: { deliveryId: 'x', series: [], extra: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    const long = await deliver([{ ...day(...SPRING, 92, 1), meteringPoint: '6'.repeat(41) }]);
    expect(long.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: auth, 'content-type': 'text/xml' },
      payload: '<delivery/>',
    });
    expect(text.statusCode).toBe(415);
    expect((await stored(pointId, ...SPRING)).total).toBe(92 * 2);
  });
});
