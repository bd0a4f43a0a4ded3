import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { databaseRateLimitStore } from '../../src/plugins/rateLimitStore.js';
import { buildTestApp, type TestApp } from '../helpers/index.js';

// Rate limits count in the database (issue 19 §4): two replicas on one database share a client's count.

let replicaA: TestApp;
let replicaB: FastifyInstance;

beforeAll(async () => {
  const rateLimits = { tokenPerMinute: 3, resetPerMinute: 100 };
  replicaA = await buildTestApp({ rateLimits });
  replicaB = await buildApp(replicaA.settings, replicaA.db, {
    rateLimits,
    mailer: { send: async () => undefined },
  });
});

afterAll(async () => {
  await replicaB?.close();
  await replicaA?.close();
});

const badLogin = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'nobody-at-all',
      password: 'wrong',
      client_id: 'mimo_demo1',
    }).toString(),
  });

describe('rate limits in the database', () => {
  it('two replicas on one database count one client together: the 4th login of 3 a minute is 429', async () => {
    expect((await badLogin(replicaA.app)).statusCode).not.toBe(429);
    expect((await badLogin(replicaB)).statusCode).not.toBe(429);
    expect((await badLogin(replicaA.app)).statusCode).not.toBe(429);
    const refused = await badLogin(replicaB);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await replicaA.db.query<{ bucket: string; hits: number }>(
      "SELECT bucket, hits FROM rate_limit_hits WHERE bucket LIKE 'POST /auth/oauth/token|%'",
    );
    expect(rows).toEqual([{ bucket: expect.stringContaining('127.0.0.1') as string, hits: 4 }]);
  });

  it('a window over starts a new count; each route has its own buckets', async () => {
    let now = Date.parse('2026-11-18T10:00:00Z');
    const Store = databaseRateLimitStore(replicaA.db, () => now);
    const root = new Store({});
    const routeA = root.child({ routeInfo: { method: 'POST', url: '/a' } } as never);
    const routeB = root.child({ routeInfo: { method: 'POST', url: '/b' } } as never);
    const incr = (store: typeof routeA) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        (
          store.incr as (
            key: string,
            cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
            w: number,
          ) => void
        )('client', (error, result) => (error ? reject(error) : resolve(result!)), 1000),
      );
    expect(await incr(routeA)).toEqual({ current: 1, ttl: 1000 });
    now += 400;
    expect(await incr(routeA)).toEqual({ current: 2, ttl: 600 });
    expect(await incr(routeB)).toEqual({ current: 1, ttl: 1000 });
    now += 600;
    expect(await incr(routeA)).toEqual({ current: 1, ttl: 1000 });
  });
});
