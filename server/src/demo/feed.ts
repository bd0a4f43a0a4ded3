import { hostname } from 'node:os';
import type { SsnKeys } from '../auth/ssn.js';
import type { Clock } from '../clock.js';
import type { Database } from '../plugins/database.js';
import { refreshDemoOutages } from './outages.js';
import { seedDemo } from './seed.js';

/** how often a running demo server brings its data up to its clock */
export const DEMO_FEED_INTERVAL_MS = 15 * 60_000;

/**
 * Claims a feed's run for `holder` unless a run started less than `leaseMs` before `now` (this replica's or
 * another's): one database row per feed, so replicas on one database take turns, never run it together.
 */
export async function claimFeedRun(
  db: Database,
  feed: string,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const claimed = await db.query(
    `INSERT INTO feed_runs (feed, holder, started_at) VALUES ($1, $2, $3)
     ON CONFLICT (feed) DO UPDATE SET holder = EXCLUDED.holder, started_at = EXCLUDED.started_at
      WHERE feed_runs.started_at <= $4
     RETURNING feed`,
    [feed, holder, now, new Date(now.getTime() - leaseMs)],
  );
  return claimed.length > 0;
}

/**
 * One run of the demo feed: what the data would get from the utility's systems while the server runs, so a
 * portal left running for days stays right (issue 19 §2): the meter values up to now, the day-ahead spot
 * prices of tomorrow from the early afternoon (demo/spotPrices.ts), invoices moving on, outages in
 * progress. The demo seed is written to catch up from wherever the data ends, so a run is that catch-up.
 * Answers whether this replica ran it.
 */
export async function runDemoFeed(
  db: Database,
  instanceIds: readonly string[],
  { now, ssnKeys, holder }: { now: Date; ssnKeys: SsnKeys | null; holder: string },
): Promise<boolean> {
  if (!(await claimFeedRun(db, 'demo', holder, now, DEMO_FEED_INTERVAL_MS - 60_000))) return false;
  await seedDemo(db, instanceIds, { now, ssnKeys });
  await refreshDemoOutages(db, instanceIds, now);
  return true;
}

/** Runs the demo feed every DEMO_FEED_INTERVAL_MS (a run still going skips a turn); answers the stop. */
export function startDemoFeed(
  db: Database,
  instanceIds: readonly string[],
  clock: Clock,
  ssnKeys: SsnKeys | null,
  onError: (error: unknown) => void,
): () => void {
  const holder = `${hostname()}:${process.pid}`;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDemoFeed(db, instanceIds, { now: clock.now(), ssnKeys, holder })
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, DEMO_FEED_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
