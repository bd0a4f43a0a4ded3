import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addHelsinki,
  fromHelsinkiWallTime,
  helsinkiStartOf,
  toHelsinkiWallTime,
} from '@portal/shared/calendar';
import { claimFeedRun, DEMO_FEED_INTERVAL_MS, runDemoFeed } from '../../src/demo/feed.js';
import { spotPricesUntil } from '../../src/demo/spotPrices.js';
import type { Database } from '../../src/plugins/database.js';
import { openTestDatabase, TEST_INSTANCES } from '../helpers/index.js';

// The demo feed of a running server (issue 19 §2, docs/server.md "Feeds"): the data follows the clock, and of
// several replicas on one database only one runs it at a time.

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});

afterAll(async () => {
  await drop();
});

describe('spotPricesUntil', () => {
  it('is the end of today in the morning, and of tomorrow once the day-ahead market has published it', () => {
    expect(spotPricesUntil('2026-11-18T11:59:00Z')).toBe('2026-11-18T22:00:00.000Z'); // 13.59 in Helsinki
    expect(spotPricesUntil('2026-11-18T12:00:00Z')).toBe('2026-11-19T22:00:00.000Z'); // 14.00
    expect(spotPricesUntil('2026-11-18T21:59:00Z')).toBe('2026-11-19T22:00:00.000Z'); // 23.59
    expect(spotPricesUntil('2026-11-18T22:00:00Z')).toBe('2026-11-19T22:00:00.000Z'); // 00.00 the next day
    // the afternoon before the spring day: tomorrow has 23 hours, so it ends 23 hours after it starts
    expect(spotPricesUntil('2026-03-28T13:00:00Z')).toBe('2026-03-29T21:00:00.000Z');
    // the afternoon before the autumn day: 25 hours
    expect(spotPricesUntil('2026-10-24T12:00:00Z')).toBe('2026-10-25T22:00:00.000Z');
  });
});

describe('claimFeedRun', () => {
  it('lets one holder run a feed at a time: another claim within the lease is refused, a later one taken', async () => {
    const at = new Date('2030-01-01T10:00:00Z');
    const lease = 10 * 60_000;
    expect(await claimFeedRun(db, 'test-feed', 'replica-a', at, lease)).toBe(true);
    expect(await claimFeedRun(db, 'test-feed', 'replica-b', new Date(at.getTime() + lease - 1), lease)).toBe(
      false,
    );
    // another feed is its own
    expect(await claimFeedRun(db, 'other-feed', 'replica-b', at, lease)).toBe(true);
    expect(await claimFeedRun(db, 'test-feed', 'replica-b', new Date(at.getTime() + lease), lease)).toBe(
      true,
    );
    const [row] = await db.query<{ holder: string }>(`SELECT holder FROM feed_runs WHERE feed = 'test-feed'`);
    expect(row?.holder).toBe('replica-b');
  });
});

describe('runDemoFeed', () => {
  it("brings meter values up to the clock and writes tomorrow's spot prices in the afternoon, once per turn", async () => {
    // the next 15.00 in Helsinki after the test clock: past the day-ahead publication, in the future
    const now = new Date();
    const wall = toHelsinkiWallTime(now);
    let at = fromHelsinkiWallTime({ year: wall.year, month: wall.month, day: wall.day, hour: 15 });
    if (at <= now) at = addHelsinki(at, 1, 'day');
    const endOfTomorrow = addHelsinki(helsinkiStartOf(at, 'day'), 2, 'day');
    const lastPrice = async () =>
      new Date(
        (await db.query<{ last: string }>(`SELECT max(at) AS last FROM spot_prices WHERE area = 'FI'`))[0]!
          .last,
      );
    const seededUntil = async () =>
      (
        await db.query<{ instance: string; until: string }>(
          'SELECT instance, seeded_until AS until FROM metering_demo_seed ORDER BY instance',
        )
      ).map((row) => [row.instance, new Date(row.until).getTime()]);
    expect((await lastPrice()).getTime()).toBeLessThan(endOfTomorrow.getTime() - 15 * 60_000);
    const before = await seededUntil();

    // the statements the turn sends outside its transactions: no ANALYZE of the metering tables, which took
    // 5 s an instance on PGlite and held the server's one connection for a minute every hour
    const statements: string[] = [];
    const recording = new Proxy(db, {
      get(target, key) {
        if (key === 'query')
          return (sql: string, ...rest: unknown[]) => {
            statements.push(sql);
            return (target.query as (...args: unknown[]) => unknown)(sql, ...rest);
          };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    expect(await runDemoFeed(recording, TEST_INSTANCES, { now: at, ssnKeys: null, holder: 'test' })).toBe(
      true,
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => /^\s*ANALYZE/i.test(sql))).toEqual([]);
    // the last quarter of tomorrow starts 15 minutes before its end
    expect((await lastPrice()).toISOString()).toBe(
      new Date(endOfTomorrow.getTime() - 15 * 60_000).toISOString(),
    );
    const after = await seededUntil();
    expect(after.map(([instance]) => instance)).toEqual([...TEST_INSTANCES].sort());
    for (const [index, [, until]] of after.entries()) {
      expect(until).toBeGreaterThan(before[index]![1] as number);
      expect(until).toBeGreaterThan(at.getTime() - 60 * 60_000);
    }
    // the readings came through the ingest path, as a utility system's would (one delivery per instance and step)
    const deliveries = await db.query<{ instance: string; changed: number; refusals: unknown[] }>(
      `SELECT instance, changed, refusals FROM metering_deliveries WHERE source = 'demo feed' ORDER BY instance`,
    );
    expect([...new Set(deliveries.map((row) => row.instance))]).toEqual([...TEST_INSTANCES].sort());
    for (const row of deliveries) expect(row).toMatchObject({ refusals: [] });
    expect(deliveries.reduce((sum, row) => sum + row.changed, 0)).toBeGreaterThan(0);
    // the next turn within the interval is another replica's, or nobody's
    expect(
      await runDemoFeed(db, TEST_INSTANCES, {
        now: new Date(at.getTime() + DEMO_FEED_INTERVAL_MS / 2),
        ssnKeys: null,
        holder: 'other',
      }),
    ).toBe(false);
  });
});
