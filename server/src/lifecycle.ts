import type { Settings } from './config.js';
import type { Database } from './plugins/database.js';
import { migrate } from './plugins/migrations.js';
import { seedDemo } from './demo/seed.js';
import { refreshDemoOutages } from './demo/outages.js';
import { clockOf, type Clock } from './clock.js';
import { ensureCurrentPartitions } from './metering/store.js';
import { loadCheckedSsnKeys } from './auth/ssn.js';

/** Brings the database up to date: migrations, the metering partitions ahead, then demo data when SEED=demo. */
export async function prepareDatabase(
  db: Database,
  settings: Settings,
  instanceIds: readonly string[],
  clock: Clock = clockOf(settings),
): Promise<{ applied: string[]; seeded: string[] }> {
  const applied = await migrate(db);
  await ensureCurrentPartitions(db, clock.now());
  const { seeded } =
    settings.seed === 'demo'
      ? await seedDemo(db, instanceIds, { now: clock.now(), ssnKeys: await loadCheckedSsnKeys(settings, db) })
      : { seeded: [] };
  if (settings.seed === 'demo') await refreshDemoOutages(db, instanceIds, clock.now());
  return { applied, seeded };
}

/**
 * On SIGINT/SIGTERM runs `stop` once (which checkpoints and closes the database and releases its lock),
 * then exits. A second signal while stopping exits at once.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    stop()
      .then(() => {
        console.log(`Stopped on ${signal}: database checkpointed and closed.`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
