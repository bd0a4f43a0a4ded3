/**
 * Throughput of GET /auth/userinfo over real HTTP (issue 8): the app on a free port, one logged-in token,
 * autocannon with 20 connections for 10 s in a process of its own (so the load generator does not share
 * the server's event loop). Prints req/s and latency p50/p99. Results: docs/server-performance.md.
 *
 *   npx tsx server/bench/userinfo.bench.ts                                        # PGlite (in memory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/userinfo.bench.ts
 *                                                      # a scratch database there, dropped afterwards
 *   BENCH_AUTH_CACHE=off ...     # every request verifies the token and reads the user twice (the old way)
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=20 ...
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/demo/seed.js';
import { openPglite, openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, loginCustomer, withScratchDatabase } from './benchKit.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CACHE = process.env.BENCH_AUTH_CACHE !== 'off';
const AUTOCANNON = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon');

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function bench(label: string, db: Database): Promise<void> {
  await migrate(db);
  await seedDemo(db, ['demo1']);
  const settings = benchSettings('portal-bench');
  const app = await buildApp(settings, db);
  if (!CACHE) {
    app.authCache.get = () => undefined;
    app.authCache.getProfile = () => undefined;
  }
  try {
    const token = await loginCustomer(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const { stdout } = await promisify(execFile)(
      AUTOCANNON,
      [
        ...['-c', String(CONNECTIONS), '-d', String(DURATION), '-j'],
        ...['-H', `authorization=Bearer ${token}`, `${address}/auth/userinfo`],
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout) as AutocannonResult;
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${label}, auth cache ${CACHE ? 'on' : 'off'}: ${Math.round(result.requests.average)} req/s ` +
        `(${result.requests.total} in ${DURATION} s, ${CONNECTIONS} connections), ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
        (failed > 0 ? `, ${failed} failed` : ''),
    );
  } finally {
    await app.close();
  }
}

const url = process.env.DATABASE_URL;
if (url) {
  await withScratchDatabase(url, 'portal_bench_userinfo', async (target) => {
    const db = await openPostgres(target);
    try {
      await bench('PostgreSQL', db);
    } finally {
      await db.close();
    }
  });
} else {
  const db = await openPglite();
  try {
    await bench('PGlite', db);
  } finally {
    await db.close();
  }
}
