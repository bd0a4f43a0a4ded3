/**
 * Figures for POST /connector/v1/webamr/chart (issue 3): median time of the chart call through app.inject
 * against a bare indexed SELECT of the same rows in the same database, with 1, 10 and 100
 * usage-place-years of hourly data stored. Prints a table; no thresholds. Results: docs/server-performance.md.
 *
 *   npx tsx server/bench/chart.bench.ts                      # PGlite
 *   DATABASE_URL=postgres://... npx tsx server/bench/chart.bench.ts   # PGlite, then a scratch database there
 *   BENCH_RUNS=41 ...                                        # runs per figure (default 21)
 *   BENCH_PGLITE=no DATABASE_URL=...                         # PostgreSQL only (PGlite's run leaves a
 *                                                            # large heap behind that slows what follows)
 *
 * The chart call and the bare SELECT alternate run by run, so load from elsewhere on the machine falls on
 * both alike; the ratio is the median of the per-run ratios.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { manualClock } from '../src/clock.js';
import { seedDemo } from '../src/demo/seed.js';
import { openPglite, openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, loginCustomer, withScratchDatabase } from './benchKit.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const LEVELS = [1, 10, 100] as const;
// Helsinki year 2023 (8,760 hours) and October 2023 (745 hours with the autumn change: 2,980 quarters)
const YEAR = { start: '2022-12-31T22:00:00Z', end: '2023-12-31T22:00:00Z' };
const MONTH = { start: '2023-09-30T21:00:00Z', end: '2023-10-31T22:00:00Z' };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** medians of two pieces of work run alternately (one warm-up each: plans, caches, JIT) */
async function paired(
  runs: number,
  work: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
): Promise<{ workMs: number; baselineMs: number; ratio: number }> {
  await work();
  await baseline();
  const workTimes: number[] = [];
  const baselineTimes: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    const t1 = performance.now();
    await baseline();
    const t2 = performance.now();
    workTimes.push(t1 - t0);
    baselineTimes.push(t2 - t1);
    ratios.push((t1 - t0) / (t2 - t1));
  }
  return { workMs: median(workTimes), baselineMs: median(baselineTimes), ratio: median(ratios) };
}

async function one(db: Database, sql: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ id: number }>(sql, params);
  if (!rows[0]) throw new Error(`no row: ${sql}`);
  return rows[0].id;
}

/** a usage place of demo1's customer with one main electricity point; returns the point id */
async function addPlace(db: Database, userId: number, code: string): Promise<number> {
  const place = await one(
    db,
    `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, city, valid_from)
     VALUES ('demo1', $1, '100001', 1, 'Benchville', '2020-01-01') RETURNING id`,
    [code],
  );
  await db.query(`INSERT INTO user_usage_places (user_id, usage_place_id) VALUES ($1, $2)`, [userId, place]);
  return one(
    db,
    `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type)
     VALUES ($1, 'electricity', 'electricityP', 'generic', 'kWh', true) RETURNING id`,
    [place],
  );
}

const insertYear = (db: Database, pointId: number) =>
  db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, 60, 0.5 + random(), CASE WHEN random() < 0.01 THEN 131072 ELSE 0 END
       FROM generate_series($2::timestamptz, $3::timestamptz - interval '1 hour', '1 hour') t`,
    [pointId, YEAR.start, YEAR.end],
  );

const chartBody = (interval: { start: string; end: string }, measurePeriod: 'hour' | 'minutes_15') =>
  JSON.stringify({
    selectedEnergyType: 'electricity',
    selectedBasicDetails: ['electricityP'],
    selectedAdditionalInformation: [],
    interval: { selectedStartTimestamp: interval.start, selectedEndTimestamp: interval.end },
    measurePeriod,
  });

interface Row {
  database: string;
  stored: number;
  request: string;
  points: number;
  chartMs: number;
  selectMs: number;
  ratio: number;
}

async function benchDatabase(label: string, db: Database): Promise<Row[]> {
  await migrate(db);
  await seedDemo(db, ['demo1']);
  const settings = benchSettings('portal-bench');
  const app = await buildApp(settings, db, {
    clock: manualClock(new Date('2024-06-01T12:00:00Z')),
    rateLimits: { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
  });
  const token = await loginCustomer(app);
  const userId = await one(db, `SELECT id FROM users WHERE instance = 'demo1' AND username = 'customer'`, []);

  const hourPoint = await addPlace(db, userId, 'BENCH-H');
  await insertYear(db, hourPoint);
  const quarterPoint = await addPlace(db, userId, 'BENCH-Q');
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, 15, 0.1 + random() / 4, 0
       FROM generate_series($2::timestamptz, $3::timestamptz - interval '15 minutes', '15 minutes') t`,
    [quarterPoint, MONTH.start, MONTH.end],
  );

  const call = (code: string, body: string) => async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/connector/v1/webamr/chart',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-customer-code': '100001',
        'x-location-code': code,
        'x-grid-id': '1',
      },
      payload: body,
    });
    // the body is not parsed here: the figure is the server's time, not the client's JSON.parse
    if (response.statusCode !== 200) throw new Error(`chart ${response.statusCode}: ${response.body}`);
    return response.body.length;
  };
  const bare = (pointId: number, interval: { start: string; end: string }) => () =>
    db.query(
      `SELECT at, value, status FROM meter_values
        WHERE measuring_point_id = $1 AND at >= $2 AND at < $3 ORDER BY at`,
      [pointId, interval.start, interval.end],
    );

  const rows: Row[] = [];
  let stored = 1;
  for (const level of LEVELS) {
    for (; stored < level; stored++) await insertYear(db, await addPlace(db, userId, `FILL-${stored}`));
    await db.query('ANALYZE meter_values');
    const yearRows = (await bare(hourPoint, YEAR)()).length;
    const monthRows = (await bare(quarterPoint, MONTH)()).length;
    const year = await paired(RUNS, call('BENCH-H', chartBody(YEAR, 'hour')), bare(hourPoint, YEAR));
    rows.push({
      database: label,
      stored: level,
      request: 'year at hour',
      points: yearRows,
      chartMs: year.workMs,
      selectMs: year.baselineMs,
      ratio: year.ratio,
    });
    const month = await paired(
      RUNS,
      call('BENCH-Q', chartBody(MONTH, 'minutes_15')),
      bare(quarterPoint, MONTH),
    );
    rows.push({
      database: label,
      stored: level,
      request: 'month at 15 min',
      points: monthRows,
      chartMs: month.workMs,
      selectMs: month.baselineMs,
      ratio: month.ratio,
    });
  }
  // the fixed cost of a call: token check, user look-up, place and read of four rows, a small reply
  const hour = { start: '2023-10-10T10:00:00Z', end: '2023-10-10T11:00:00Z' };
  const hourPaired = await paired(
    RUNS,
    call('BENCH-Q', chartBody(hour, 'minutes_15')),
    bare(quarterPoint, hour),
  );
  rows.push({
    database: label,
    stored: LEVELS.at(-1)!,
    request: 'one hour at 15 min',
    points: (await bare(quarterPoint, hour)()).length,
    chartMs: hourPaired.workMs,
    selectMs: hourPaired.baselineMs,
    ratio: hourPaired.ratio,
  });
  await app.close();
  return rows;
}

const results: Row[] = [];
if (process.env.BENCH_PGLITE !== 'no') {
  const pglite = await openPglite();
  try {
    results.push(...(await benchDatabase('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
}
if (process.env.DATABASE_URL) {
  results.push(
    ...(await withScratchDatabase(process.env.DATABASE_URL, 'portal_bench', async (url) => {
      const db = await openPostgres(url);
      try {
        return await benchDatabase('PostgreSQL', db);
      } finally {
        await db.close();
      }
    })),
  );
}

console.log(
  `median of ${RUNS} alternating runs (after one warm-up); chart = whole request through app.inject; ` +
    'ratio = median of the per-run chart/SELECT ratios',
);
console.table(
  results.map((r) => ({
    database: r.database,
    'place-years stored': r.stored,
    request: r.request,
    points: r.points,
    'chart ms': r.chartMs.toFixed(1),
    'bare SELECT ms': r.selectMs.toFixed(1),
    ratio: r.ratio.toFixed(2),
  })),
);
