/**
 * Figures for GET /connector/v1/spotPrices (issue 9): median server time of a day at 15 minutes and of a
 * year at hour (the range form) through app.inject, against a bare indexed SELECT of the same price rows
 * in the same database. Prints a table; no thresholds. Results: docs/spot-prices.md.
 *
 * Run in server/:
 *   npx tsx bench/spotPrices.bench.ts                               # PGlite
 *   DATABASE_URL=postgres://... npx tsx bench/spotPrices.bench.ts   # PGlite, then a scratch database there
 *   BENCH_RUNS=41 ...                                               # runs per figure (default 21)
 *   BENCH_PGLITE=no DATABASE_URL=...                                # PostgreSQL only
 *
 * The call and the SELECT alternate run by run, so load from elsewhere on the machine falls on both alike;
 * the ratio is the median of the per-run ratios.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/demo/seed.js';
import { openPglite, openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, loginCustomer, withScratchDatabase } from './benchKit.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
// a quarter-hour day (96 quarters) and the Helsinki year 2025 (8,760 hours, quarters from October)
const DAY = { date: '2025-11-05', start: '2025-11-04T22:00:00Z', end: '2025-11-05T22:00:00Z' };
const YEAR = { start: '2024-12-31T22:00:00Z', end: '2025-12-31T22:00:00Z' };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function paired(work: () => Promise<unknown>, baseline: () => Promise<unknown>) {
  await work();
  await baseline();
  const workTimes: number[] = [];
  const baselineTimes: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    const t1 = performance.now();
    await baseline();
    const t2 = performance.now();
    workTimes.push(t1 - t0);
    baselineTimes.push(t2 - t1);
    ratios.push((t1 - t0) / (t2 - t1));
  }
  return { callMs: median(workTimes), selectMs: median(baselineTimes), ratio: median(ratios) };
}

async function benchDatabase(label: string, db: Database) {
  await migrate(db);
  await seedDemo(db, ['demo1']);
  const app = await buildApp(benchSettings('portal-bench-spot'), db, {
    rateLimits: { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
  });
  const token = await loginCustomer(app);
  const call = (url: string, points: number) => async () => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const answer = response.json() as { points: unknown[] };
    if (answer.points.length !== points) throw new Error(`${url}: ${answer.points.length} points`);
  };
  const select = (start: string, end: string) => () =>
    db.query(
      `SELECT at, step_minutes, eur_per_mwh FROM spot_prices
        WHERE area = 'FI' AND at >= $1 AND at < $2 ORDER BY at`,
      [start, end],
    );
  const rows = async (start: string, end: string) =>
    (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM spot_prices WHERE at >= $1 AND at < $2`, [
        start,
        end,
      ])
    )[0]!.n;

  const results = [
    {
      case: 'day at 15 min',
      rows: await rows(DAY.start, DAY.end),
      ...(await paired(
        call(`/connector/v1/spotPrices?date=${DAY.date}&resolution=minutes_15&vat=true`, 96),
        select(DAY.start, DAY.end),
      )),
    },
    {
      case: 'year at hour',
      rows: await rows(YEAR.start, YEAR.end),
      ...(await paired(
        call('/connector/v1/spotPrices/range?start=2025-01-01&end=2025-12-31&resolution=hour&vat=true', 8760),
        select(YEAR.start, YEAR.end),
      )),
    },
  ];
  await app.close();
  console.log(`\n${label} (median of ${RUNS} runs)`);
  console.table(
    results.map((r) => ({
      case: r.case,
      'price rows': r.rows,
      'call ms': r.callMs.toFixed(2),
      'SELECT ms': r.selectMs.toFixed(2),
      'call / SELECT': r.ratio.toFixed(1),
    })),
  );
}

async function main() {
  if (process.env.BENCH_PGLITE !== 'no') {
    const db = await openPglite();
    try {
      await benchDatabase('PGlite', db);
    } finally {
      await db.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    await withScratchDatabase(url, 'portal_bench_spot', async (scratch) => {
      const db = await openPostgres(scratch);
      try {
        await benchDatabase('PostgreSQL', db);
      } finally {
        await db.close();
      }
    });
  }
}

await main();
