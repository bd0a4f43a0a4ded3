/**
 * Figures for POST /auth/list_instance_users (issue 21): 100,000 users of one instance on PostgreSQL, the
 * server time of a name-prefix search, an exact SSN (blind index) and page 3 of 50 of the whole list, each
 * with its total, through app.inject. Prints p50 and p95 per query; the goal is p95 <= 100 ms. Results:
 * docs/server-performance.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/userSearch.bench.ts
 *   BENCH_USERS=100000 BENCH_RUNS=200 ...    # users, calls per query (default 100000 and 200)
 *   BENCH_EXPLAIN=1 ...                      # also prints each query's plan (EXPLAIN ANALYZE)
 *
 * The users are written in a scratch database on that server, dropped afterwards. The three queries take
 * turns call by call, so load from elsewhere on the machine falls on all three alike.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadSsnKeys } from '../src/auth/ssn.js';
import { openPostgres } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, withScratchDatabase } from './benchKit.js';
import { benchQueries, generateUsers, loginBenchAdmin, searchUsers } from './userSearchData.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const INSTANCE = 'demo1';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function bench(url: string): Promise<void> {
  const db = await openPostgres(url);
  try {
    await migrate(db);
    const settings = benchSettings('portal-bench');
    const ssnKeys = await loadSsnKeys(settings);
    const started = performance.now();
    const users = await generateUsers(db, { instance: INSTANCE, count: USERS, ssnKeys });
    // the steady state autovacuum keeps: the visibility map lets the counts be index-only scans
    await db.query('VACUUM ANALYZE users');
    console.log(`${USERS} users written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const app = await buildApp(settings, db, {
      rateLimits: { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
    });
    try {
      const token = await loginBenchAdmin(app, INSTANCE);
      const queries = benchQueries(users);
      const times = queries.map(() => [] as number[]);
      const totals = queries.map(() => 0);
      // warm-up: plans, caches, the JIT
      for (let i = 0; i < 5; i++)
        for (const query of queries) await searchUsers(app, token, query.url, query.body);
      for (let run = 0; run < RUNS; run++)
        for (const [index, query] of queries.entries()) {
          const t0 = performance.now();
          const response = await searchUsers(app, token, query.url, query.body);
          times[index]!.push(performance.now() - t0);
          if (response.statusCode !== 200)
            throw new Error(`${query.label}: ${response.statusCode} ${response.body}`);
          totals[index] = (response.json() as { total: number }).total;
        }
      console.log(
        `\nPostgreSQL, ${USERS} users of one instance, ${RUNS} calls each (app.inject, server time)`,
      );
      console.log('| query | matches | p50 ms | p95 ms |');
      console.log('| --- | ---: | ---: | ---: |');
      for (const [index, query] of queries.entries())
        console.log(
          `| ${query.label} | ${totals[index]} | ${percentile(times[index]!, 50).toFixed(1)} | ${percentile(times[index]!, 95).toFixed(1)} |`,
        );
      if (process.env.BENCH_EXPLAIN) await explain(db);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

/** The plans of the page and count queries as the repository writes them (auth/admin/repository.ts). */
async function explain(db: Awaited<ReturnType<typeof openPostgres>>): Promise<void> {
  const where = `u.instance = '${INSTANCE}' AND u.roles <> '{}'`;
  const order = 'lower(u.last_name) COLLATE "C", lower(u.first_name) COLLATE "C", u.id';
  const prefix = `lower(u.last_name) COLLATE "C" LIKE lower('virt%'::text)`;
  for (const sql of [
    `SELECT u.id FROM users u WHERE ${where} AND ${prefix} ORDER BY ${order} LIMIT 50`,
    `SELECT count(*) FROM users u WHERE ${where} AND ${prefix}`,
    `SELECT u.id FROM users u WHERE ${where} ORDER BY ${order} LIMIT 50 OFFSET 100`,
    `SELECT count(*) FROM users u WHERE ${where}`,
  ]) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`);
    console.log(`\n${sql}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'Set DATABASE_URL: the goal is on PostgreSQL (a scratch database is made there and dropped).',
  );
  process.exit(1);
}
await withScratchDatabase(url, 'portal_bench_users', bench);
