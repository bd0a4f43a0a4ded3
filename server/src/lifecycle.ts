import type { Settings } from './config.js';
import { openDatabase, type Database } from './plugins/database.js';
import { migrate } from './plugins/migrations.js';
import { seedDemo } from './demo/seed.js';

/** Opens the configured database and brings it up to date: migrations, then demo data when SEED=demo. */
export async function prepareDatabase(
  settings: Settings,
  instanceIds: readonly string[],
): Promise<{ db: Database; applied: string[]; seeded: string[] }> {
  const db = await openDatabase(settings);
  try {
    const applied = await migrate(db);
    const { seeded } = settings.seed === 'demo' ? await seedDemo(db, instanceIds) : { seeded: [] };
    return { db, applied, seeded };
  } catch (error) {
    await db.close();
    throw error;
  }
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
