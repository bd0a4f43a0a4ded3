/**
 * Does the answer of POST /auth/reset_password tell whether a username exists (issue 20, section 4)? The app
 * on a free port with the file outbox (or SMTP_URL / SMTP_HOST from the environment), N requests for a
 * known and N for an unknown username of demo1 in a shuffled order, one at a time over real HTTP, each timed
 * from send to the last byte of the answer. Prints p50/p95/mean per kind and the difference of the medians.
 *
 *   npx tsx server/bench/resetTiming.bench.ts                                     # PGlite (in memory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/resetTiming.bench.ts
 *                                                      # a scratch database there, dropped afterwards
 *   BENCH_REQUESTS=400 ...       # per kind (default 300)
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/demo/seed.js';
import { openPglite, openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, withScratchDatabase } from './benchKit.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const KNOWN = 'customer';
const UNKNOWN = 'nobody-here';

/** one request at a time; prints the milliseconds from send to the answer's last byte, in order */
const CLIENT = `
const [url, names] = process.argv.slice(1);
const times = [];
for (const username of JSON.parse(names)) {
  const started = process.hrtime.bigint();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, clientId: 'mimo_demo1', language: 'fi-FI' }),
  });
  await response.text();
  if (response.status !== 200) throw new Error(username + ': ' + response.status);
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
console.log(JSON.stringify(times));
`;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const shuffled = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

async function bench(label: string, db: Database): Promise<void> {
  await migrate(db);
  await seedDemo(db, ['demo1']);
  const settings = benchSettings('portal-bench-reset');
  const app = await buildApp(settings, db, { rateLimits: { tokenPerMinute: 1e6, resetPerMinute: 1e6 } });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const order = shuffled([
      ...Array<string>(REQUESTS).fill(KNOWN),
      ...Array<string>(REQUESTS).fill(UNKNOWN),
    ]);
    const warmUp = Array.from({ length: 20 }, (_, i) => (i % 2 ? KNOWN : UNKNOWN));
    // the client in a process of its own: the server's work after an answer must not delay the client's clock
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        CLIENT,
        `${address}/auth/reset_password`,
        JSON.stringify([...warmUp, ...order]),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const all = (JSON.parse(stdout) as number[]).slice(warmUp.length);
    await app.background.drain();
    const times: Record<string, number[]> = { [KNOWN]: [], [UNKNOWN]: [] };
    order.forEach((username, i) => times[username]!.push(all[i]!));
    const line = (kind: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return `${kind}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, mean ${mean.toFixed(2)} ms`;
    };
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    console.log(`${label}, ${REQUESTS} requests per kind, mail ${settings.smtpUrl ? 'SMTP' : 'file outbox'}`);
    console.log(`  ${line('known username  ', times[KNOWN]!)}`);
    console.log(`  ${line('unknown username', times[UNKNOWN]!)}`);
    console.log(`  p50 known - unknown: ${(median(times[KNOWN]!) - median(times[UNKNOWN]!)).toFixed(2)} ms`);
  } finally {
    await app.close();
  }
}

const url = process.env.DATABASE_URL;
if (url) {
  await withScratchDatabase(url, 'portal_bench_reset', async (target) => {
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
