import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/clock.js';
import { chartLimit } from '../../../src/connector/chart/routes.js';
import { ConcurrencyLimit } from '../../../src/plugins/concurrencyLimit.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { insertChartFixture, PLACE_A } from './chartFixture.js';

describe('ConcurrencyLimit on a route', () => {
  let app: FastifyInstance;
  let limit: ConcurrencyLimit;
  const gates: Array<() => void> = [];
  let handled = 0;

  beforeAll(async () => {
    limit = new ConcurrencyLimit({ maxActive: 1, maxQueued: 1, maxWaitMs: 300, retryAfterSeconds: 2 });
    app = Fastify();
    app.get('/slow', { preHandler: limit.hooks.preHandler, onResponse: limit.hooks.onResponse }, async () => {
      handled += 1;
      await new Promise<void>((resolve) => gates.push(resolve));
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = () => app.inject({ method: 'GET', url: '/slow' });
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  };

  it('works on one, queues one and sheds the next with 503, Retry-After and the ApiError shape', async () => {
    const first = get();
    await until(() => gates.length === 1);
    const second = get();
    await until(() => limit.queuedCount === 1);
    const third = await get();
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.json()).toEqual({
      error: 'serviceUnavailable',
      error_description: expect.any(String),
    });
    gates.shift()!();
    expect((await first).statusCode).toBe(200);
    // the queued request got the slot
    await until(() => gates.length === 1);
    gates.shift()!();
    expect((await second).statusCode).toBe(200);
    expect(limit.activeCount).toBe(0);
    // the shed request never reached the handler
    expect(handled).toBe(2);
  });

  it('sheds a request that waited longer than maxWaitMs, and frees the line', async () => {
    const first = get();
    await until(() => gates.length === 1);
    const waited = await get();
    expect(waited.statusCode).toBe(503);
    expect(limit.queuedCount).toBe(0);
    gates.shift()!();
    expect((await first).statusCode).toBe(200);
    expect(limit.activeCount).toBe(0);
  });
});

describe('the chart routes shed load with 503', () => {
  let close: () => Promise<void>;
  let chartApp: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    const built = await buildTestApp({ clock: manualClock(new Date('2025-11-15T12:00:00Z')) });
    ({ close } = built);
    chartApp = built.app;
    await insertChartFixture(built.db);
    token = await loginAs(chartApp, 'demo1', 'customer');
  });

  afterAll(async () => {
    await close();
  });

  const post = () =>
    chartApp.inject({
      method: 'POST',
      url: '/connector/v1/webamr/chart',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-customer-code': PLACE_A.customer,
        'x-location-code': PLACE_A.location,
        'x-grid-id': String(PLACE_A.grid),
      },
      payload: {
        selectedEnergyType: 'electricity',
        selectedBasicDetails: ['electricityP'],
        selectedAdditionalInformation: [],
        interval: {
          selectedStartTimestamp: '2024-12-31T22:00:00Z',
          selectedEndTimestamp: '2025-01-31T22:00:00Z',
        },
        measurePeriod: 'day',
      },
    });

  it('answers 503 + Retry-After when every slot and the line are taken, then 200 again', async () => {
    const { maxActive, maxQueued } = chartLimit.options;
    for (let i = 0; i < maxActive; i++) expect(await chartLimit.acquire()).toBe(true);
    const queued = Array.from({ length: maxQueued }, () => chartLimit.acquire());
    expect(chartLimit.queuedCount).toBe(maxQueued);
    const shed = await post();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(chartLimit.options.retryAfterSeconds));
    expect(shed.headers['cache-control']).toContain('no-store');
    expect(shed.json()).toMatchObject({ error: 'serviceUnavailable' });
    for (let i = 0; i < maxActive + maxQueued; i++) chartLimit.release();
    expect(await Promise.all(queued)).toEqual(queued.map(() => true));
    expect(chartLimit.activeCount).toBe(0);
    expect((await post()).statusCode).toBe(200);
    expect(chartLimit.activeCount).toBe(0);
  });
});
