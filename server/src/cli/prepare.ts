import { loadSettings } from '../config.js';
import { loadInstanceConfigs } from '../instances/loadInstanceConfigs.js';
import { prepareDatabase, stopOnSignals } from '../lifecycle.js';
import { openDatabase } from '../plugins/database.js';

/** Migrates and seeds the configured database, then exits. Running it twice changes nothing. */
async function prepare(): Promise<void> {
  const settings = loadSettings();
  const instances = await loadInstanceConfigs(settings.instancesDir);
  const opening = openDatabase(settings);
  stopOnSignals(async () => (await opening).close());
  const db = await opening;
  const result = await prepareDatabase(
    db,
    settings,
    instances.map((i) => i.id),
  ).finally(() => db.close());
  const written =
    result.seeded.join(', ') || (settings.seed === 'demo' ? 'none (already there)' : 'none (SEED=none)');
  console.log(
    `Database ready (${db.kind}). Migrations applied: ${result.applied.join(', ') || 'none'}. Demo data written: ${written}.`,
  );
}

prepare().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
