import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSettings } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../helpers/index.js';

// Overload (issue 19 §4): while a check of @fastify/under-pressure fails, every request is answered 503 with
// Retry-After at once. The event-loop delay is measured by the library; a health check we control stands in
// for it here, so the test does not depend on how busy the machine is.

let healthy = true;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ overload: { healthCheck: async () => healthy, healthCheckInterval: 20 } });
});
afterAll(async () => {
  await t?.close();
});

const instanceFile = () => t.app.inject({ method: 'GET', url: '/instances/demo1/instance.json' });

describe('overload', () => {
  it('sheds every request with 503, Retry-After and no-store while under pressure, and recovers', async () => {
    expect((await instanceFile()).statusCode).toBe(200);
    healthy = false;
    await vi.waitFor(async () => expect((await instanceFile()).statusCode).toBe(503), { timeout: 5000 });
    const shed = await t.app.inject({ method: 'POST', url: '/auth/oauth/token', payload: {} });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.json()).toEqual({
      error: 'serviceUnavailable',
      error_description: 'The server is busy, try again shortly',
    });
    healthy = true;
    await vi.waitFor(async () => expect((await instanceFile()).statusCode).toBe(200), { timeout: 5000 });
  });

  it('the event-loop limit and Retry-After come from the environment; 0 turns the limit off', () => {
    const base = { PUBLIC_ORIGIN: 'http://localhost:8080' };
    // on by default with PostgreSQL; off on PGlite, which works in the server's own thread
    expect(loadSettings(base).overload).toEqual({ maxEventLoopDelayMs: 0, retryAfterSeconds: 10 });
    expect(loadSettings({ ...base, DATABASE_URL: 'postgres://127.0.0.1/portal' }).overload).toEqual({
      maxEventLoopDelayMs: 1000,
      retryAfterSeconds: 10,
    });
    expect(
      loadSettings({ ...base, OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_RETRY_AFTER_S: '3' }).overload,
    ).toEqual({ maxEventLoopDelayMs: 0, retryAfterSeconds: 3 });
    expect(() => loadSettings({ ...base, OVERLOAD_EVENT_LOOP_DELAY_MS: 'soon' })).toThrow(
      /OVERLOAD_EVENT_LOOP_DELAY_MS/,
    );
  });
});
