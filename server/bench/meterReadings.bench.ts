/**
 * Figures for the meter reading input (issue 17): GET /connector/v1/meter-readings/series for a point with
 * 10 years of monthly readings (120 entries), and a PUT of a new reading after them (the rules over the
 * point's history, the derived hours rewritten), server time through app.inject, p50 and p95 of each.
 * Results: docs/meter-readings.md, "Figures".
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/meterReadings.bench.ts
 *   BENCH_RUNS=200 ...   # calls of each kind (default 200)
 *
 * On PostgreSQL in a scratch database dropped afterwards; without DATABASE_URL on PGlite in a scratch folder.
 */
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { seedDemo, DEMO_PASSWORD } from '../src/demo/seed.js';
import { openPglite, openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, withScratchDatabase } from './benchKit.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const YEARS = 10;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function bench(label: string, db: Database): Promise<void> {
  await migrate(db);
  const started = performance.now();
  await seedDemo(db, ['demo1']);
  console.log(`${label}: demo1 seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // the landlord's water meter 4100003 VESI-1 (decimal rule): its history replaced by 10 years of monthly readings
  const [point] = await db.query<{ id: number }>(
    `SELECT mp.id FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id
      WHERE up.instance = 'demo1' AND up.location_code = '4100003' AND mp.register_id = 'VESI-1'`,
  );
  if (!point) throw new Error('the demo has no 4100003 VESI-1');
  await db.query('DELETE FROM meter_readings WHERE measuring_point_id = $1', [point.id]);
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear() - YEARS, now.getUTCMonth(), 1, 8));
  await db.query(
    `INSERT INTO meter_readings (measuring_point_id, at, value, kind, source, statuses, created_at)
     SELECT $1, $2::timestamptz + (n || ' months')::interval, 100 + n * 9.5, 'reading', 'utility', '{OK}', now()
       FROM generate_series(0, $3::int - 1) n`,
    [point.id, first.toISOString(), YEARS * 12],
  );

  const app = await buildApp(benchSettings('portal-bench-readings'), db, {
    rateLimits: { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'landlord',
      password: DEMO_PASSWORD,
      client_id: 'mimo_demo1',
    }).toString(),
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = (login.json() as { access_token: string }).access_token;

  const series = () =>
    app.inject({
      method: 'GET',
      url: `/connector/v1/meter-readings/series?locationCode=4100003&registerId=VESI-1&from=${first.toISOString().slice(0, 10)}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const check = await series();
  // readings before the place's contract start come as `history`, at most 400 days of them (the rules need
  // no more), so of the 120 stored the call answers those from the contract start and 13 months before
  const body = check.json() as { entries: unknown[]; history: unknown[] };
  const entries = body.entries.length + body.history.length;
  if (check.statusCode !== 200 || entries < 100) {
    const [stored] = await db.query<{ n: number; first: string }>(
      'SELECT count(*)::int AS n, min(at)::text AS first FROM meter_readings WHERE measuring_point_id = $1',
      [point.id],
    );
    throw new Error(`series: ${check.statusCode} ${entries} of ${JSON.stringify(stored)}`);
  }

  const seriesTimes: number[] = [];
  const saveTimes: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    let t = performance.now();
    await series();
    seriesTimes.push(performance.now() - t);
    // a reading one minute later each time, plausible for the rate of 9.5 a month
    const at = new Date(now.getTime() - (RUNS - i) * 60_000);
    const last = 100 + (YEARS * 12 - 1) * 9.5;
    t = performance.now();
    const saved = await app.inject({
      method: 'PUT',
      url: '/connector/v1/meter-readings/series',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `bench-${i}-${process.pid}`,
      },
      payload: {
        locationCode: '4100003',
        registerId: 'VESI-1',
        value: (last + 9.5 + i * 0.001).toFixed(3),
        isoTimestamp: at.toISOString(),
        note: null,
        kind: 'reading',
        sendForReview: true,
      },
    });
    saveTimes.push(performance.now() - t);
    if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  }
  await app.close();
  const row = (name: string, times: number[]) =>
    `${label}  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${times.length} calls)`;
  console.log(row(`GET series, ${entries} readings (entries and history)`, seriesTimes));
  console.log(row('PUT a reading (rules, hours rewritten)', saveTimes));
}

const url = process.env.DATABASE_URL;
if (url) {
  await withScratchDatabase(url, 'bench_readings', async (scratch) => {
    const db = await openPostgres(scratch);
    try {
      await bench('PostgreSQL', db);
    } finally {
      await db.close();
    }
  });
} else {
  const db = await openPglite({
    dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'bench-readings-')), 'pglite'),
  });
  try {
    await bench('PGlite', db);
  } finally {
    await db.close();
  }
}
