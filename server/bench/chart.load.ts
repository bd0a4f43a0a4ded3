/**
 * Throughput of POST /connector/v1/webamr/chart (issue 8 section 3): autocannon on loopback against a real
 * server in a child process (so the load generator does not share the server's event loop), for a year at
 * hour (8,760 points), a month at 15 min (2,980 points) and one hour at 15 min (the fixed cost of a call).
 * Prints req/s, p50/p99 latency, timeouts, non-2xx answers and the server process's CPU time per request. No thresholds: the figures go to
 * docs/server-performance.md.
 *
 *   npx tsx server/bench/chart.load.ts                                    # PGlite (in memory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/chart.load.ts
 *                                                   # PGlite, then a scratch database on that server
 *   BENCH_PGLITE=no DATABASE_URL=...                # PostgreSQL only
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20,100       # per run (default 10 s; 20 and 100 connections)
 *   BENCH_ENCODING=br                               # send Accept-Encoding (default: none, as autocannon)
 *   BENCH_ONLY='year at hour'                       # one request only
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { manualClock } from '../src/clock.js';
import { seedDemo } from '../src/demo/seed.js';
import { openPglite, openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, loginCustomer, withScratchDatabase } from './benchKit.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '20,100').split(',').map(Number);
// Helsinki year 2023 (8,760 hours) and October 2023 (745 hours with the autumn change: 2,980 quarters)
const YEAR = { start: '2022-12-31T22:00:00Z', end: '2023-12-31T22:00:00Z' };
const MONTH = { start: '2023-09-30T21:00:00Z', end: '2023-10-31T22:00:00Z' };
const HOUR = { start: '2023-10-10T10:00:00Z', end: '2023-10-10T11:00:00Z' };

interface Served {
  port: number;
  token: string;
}

const one = async (db: Database, sql: string, params: unknown[]): Promise<number> => {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row.id;
};

/** a place of demo1's customer with one main electricity point and its values; `step` 60 or 15 */
async function addPlace(db: Database, userId: number, code: string, step: number, range: typeof YEAR) {
  const place = await one(
    db,
    `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, city, valid_from)
     VALUES ('demo1', $1, '100001', 1, 'Benchville', '2020-01-01') RETURNING id`,
    [code],
  );
  await db.query(`INSERT INTO user_usage_places (user_id, usage_place_id) VALUES ($1, $2)`, [userId, place]);
  const pointId = await one(
    db,
    `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type)
     VALUES ($1, 'electricity', 'electricityP', 'generic', 'kWh', true) RETURNING id`,
    [place],
  );
  // deterministic values with a few estimates, so the answers are alike run to run
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, $4::int, round((0.2 + (extract(epoch from t)::bigint % 97) / 97.0)::numeric, 3)::float8,
            CASE WHEN extract(epoch from t)::bigint % 7919 < 3600 * $4::int / 60 THEN 131072 ELSE 0 END
       FROM generate_series($2::timestamptz, $3::timestamptz - make_interval(mins => $4::int),
                            make_interval(mins => $4::int)) t`,
    [pointId, range.start, range.end, step],
  );
}

/** the child: a migrated, seeded database and the app listening on a free port; prints {port, token} */
async function serve(databaseUrl: string | null): Promise<void> {
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite();
  await migrate(db);
  await seedDemo(db, ['demo1']);
  const settings = benchSettings('portal-load');
  const app = await buildApp(settings, db, {
    clock: manualClock(new Date('2024-06-01T12:00:00Z')),
    rateLimits: { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
  });
  const userId = await one(db, `SELECT id FROM users WHERE instance = 'demo1' AND username = 'customer'`, []);
  await addPlace(db, userId, 'BENCH-H', 60, YEAR);
  await addPlace(db, userId, 'BENCH-Q', 15, MONTH);
  await db.query('ANALYZE');
  const token = await loginCustomer(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const served: Served = {
    port: Number(new URL(address).port),
    token,
  };
  console.log(JSON.stringify(served));
  if (process.env.BENCH_DEBUG) {
    // where a slow answer waits: the event loop, or the chart route's line
    const { monitorEventLoopDelay } = await import('node:perf_hooks');
    const { chartLimit } = await import('../src/connector/chart/routes.js');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    setInterval(() => {
      console.error(
        `loop p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms max ${(delay.max / 1e6).toFixed(0)} ms, ` +
          `chart active ${chartLimit.activeCount} queued ${chartLimit.queuedCount}`,
      );
      delay.reset();
    }, 1000).unref();
  }
  // the parent asks for the server's CPU time around each run: CPU per request is what a busy machine
  // distorts least (throughput on a shared 2-core VM swings with everyone else's load)
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  });
  process.on('SIGTERM', () => {
    void app.close().finally(() => process.exit(0));
  });
}

function serverCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve((message as { cpuMs: number }).cpuMs));
    child.send('cpu');
  });
}

function startServer(databaseUrl: string | null): Promise<{ child: ChildProcess; served: Served }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve'], {
    env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, served: JSON.parse(line) as Served }),
    );
  });
}

const body = (interval: typeof YEAR, measurePeriod: 'hour' | 'minutes_15') =>
  JSON.stringify({
    selectedEnergyType: 'electricity',
    selectedBasicDetails: ['electricityP'],
    selectedAdditionalInformation: [],
    interval: { selectedStartTimestamp: interval.start, selectedEndTimestamp: interval.end },
    measurePeriod,
  });

const SCENARIOS = [
  { name: 'year at hour', code: 'BENCH-H', body: body(YEAR, 'hour') },
  { name: 'month at 15 min', code: 'BENCH-Q', body: body(MONTH, 'minutes_15') },
  { name: 'one hour at 15 min', code: 'BENCH-Q', body: body(HOUR, 'minutes_15') },
];

interface Row {
  database: string;
  request: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  timeouts: number;
  errors: number;
  non2xx: number;
  'KB/answer': number;
  'server CPU ms/req': number;
}

async function load(database: string, served: Served, child: ChildProcess): Promise<Row[]> {
  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY;
  for (const scenario of SCENARIOS.filter((s) => !only || s.name === only))
    for (const connections of CONNECTIONS) {
      const cpuBefore = await serverCpuMs(child);
      const result = await autocannon({
        url: `http://127.0.0.1:${served.port}/connector/v1/webamr/chart`,
        method: 'POST',
        connections,
        duration: SECONDS,
        timeout: 10,
        headers: {
          authorization: `Bearer ${served.token}`,
          'content-type': 'application/json',
          'x-customer-code': '100001',
          'x-location-code': scenario.code,
          'x-grid-id': '1',
          ...(process.env.BENCH_ENCODING ? { 'accept-encoding': process.env.BENCH_ENCODING } : {}),
        },
        body: scenario.body,
      });
      rows.push({
        database,
        request: scenario.name,
        connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        timeouts: result.timeouts,
        errors: result.errors,
        non2xx: result.non2xx,
        'KB/answer': Math.round(result.throughput.total / Math.max(result.requests.total, 1) / 1024),
        'server CPU ms/req':
          Math.round((((await serverCpuMs(child)) - cpuBefore) / Math.max(result.requests.total, 1)) * 100) /
          100,
      });
      console.error(JSON.stringify(rows.at(-1)));
    }
  return rows;
}

async function run(database: string, databaseUrl: string | null): Promise<Row[]> {
  const { child, served } = await startServer(databaseUrl);
  try {
    return await load(database, served, child);
  } finally {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

if (process.argv.includes('--serve')) {
  await serve(process.env.BENCH_SERVE_DATABASE_URL || null);
} else {
  const results: Row[] = [];
  if (process.env.BENCH_PGLITE !== 'no') results.push(...(await run('PGlite', null)));
  if (process.env.DATABASE_URL)
    results.push(
      ...(await withScratchDatabase(process.env.DATABASE_URL, 'portal_load', (url) =>
        run('PostgreSQL', url),
      )),
    );
  console.log(`autocannon, ${SECONDS} s per row, loopback, server in a child process`);
  console.table(results);
}
