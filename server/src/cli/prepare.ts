import { loadSettings } from '../config.js';
import { loadInstanceConfigs } from '../instances/loadInstanceConfigs.js';
import { prepareDatabase } from '../lifecycle.js';

/** Migrates and seeds the configured database, then exits. Running it twice changes nothing. */
async function prepare(): Promise<void> {
  const settings = loadSettings();
  const instances = await loadInstanceConfigs(settings.instancesDir);
  const { db, applied, seeded } = await prepareDatabase(
    settings,
    instances.map((i) => i.id),
  );
  await db.close();
  console.log(
    `Database ready (${db.kind}). Migrations applied: ${applied.join(', ') || 'none'}. ` +
      `Demo data written: ${seeded.join(', ') || (settings.seed === 'demo' ? 'none (already there)' : 'none (SEED=none)')}.`,
  );
}

prepare().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
