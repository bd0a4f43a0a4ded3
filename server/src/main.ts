import { performance } from 'node:perf_hooks';
import { loadSettings } from './config.js';
import { buildApp } from './app.js';
import { loadInstanceConfigs } from './instances/loadInstanceConfigs.js';
import { prepareDatabase, stopOnSignals } from './lifecycle.js';
import { openDatabase } from './plugins/database.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo/seed.js';
import { startDemoFeed } from './demo/feed.js';
import { loadCheckedSsnKeys } from './auth/ssn.js';
import { clockOf } from './clock.js';
import { startPartitionUpkeep } from './metering/store.js';

const started = performance.now();
/** what a stop signal or a failed start must run: close the database (checkpoint, unlock), later the whole app */
let stop: (() => Promise<void>) | null = null;

async function main(): Promise<void> {
  const settings = loadSettings();
  // a bad instance file stops the server before anything else is touched
  const instances = await loadInstanceConfigs(settings.instancesDir);
  // a stop signal must checkpoint and close the database even while it is being created, migrated or seeded
  const opening = openDatabase(settings);
  stop = async () => (await opening).close();
  stopOnSignals(() => stop?.() ?? Promise.resolve());
  const db = await opening;
  const clock = clockOf(settings);
  const { applied, seeded } = await prepareDatabase(
    db,
    settings,
    instances.map((i) => i.id),
    clock,
  );
  const app = await buildApp(settings, db, {
    instances,
    clock,
    logger: {
      level: settings.logLevel,
      // no query strings in the log: they can hold reset codes
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
    },
  });
  // the demo data follows the clock while the server runs: meter values, tomorrow's spot prices from the
  // early afternoon, invoices, outages (demo/feed.ts)
  const stopFeed =
    settings.seed === 'demo'
      ? startDemoFeed(
          db,
          instances.map((i) => i.id),
          clock,
          await loadCheckedSsnKeys(settings, db),
          (error: unknown) => app.log.error({ err: error }, 'demo feed failed'),
        )
      : null;
  const stopPartitions = startPartitionUpkeep(db, clock, (error: unknown) =>
    app.log.error({ err: error }, 'metering partitions failed'),
  );
  stop = () => {
    stopFeed?.();
    stopPartitions();
    return app.close();
  };
  await app.listen({ port: settings.port, host: settings.host });

  const services = Object.entries(settings.services)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(' + ');
  const lines = [
    '',
    `Energy portal (${services}) on ${settings.publicOrigin}  ->  ${settings.publicOrigin}/demo1/fi-FI/login`,
    `Database: ${db.kind === 'pglite' ? `PGlite in ${settings.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}` +
      (applied.length ? `; migrations applied: ${applied.join(', ')}` : '') +
      (seeded.length ? `; demo data written for ${seeded.length} instance(s)` : ''),
    `API docs: ${settings.publicOrigin}/docs`,
  ];
  if (settings.clockStart) lines.push(`Clock: started at ${settings.clockStart.toISOString()} (CLOCK_START)`);
  if (settings.seed === 'demo') {
    lines.push(
      `Demo logins (every instance, password ${DEMO_PASSWORD}):`,
      ...DEMO_LOGINS.map(
        (u) =>
          `  ${u.username.padEnd(13)}${u.roles.join(', ') || '(no roles)'}` +
          // the login refuses both (no_permission, invalid_authorities): there to show the refusal
          (u.roles.every((role) => role === 'ROLE_SELLER') ? ' - cannot log in' : ''),
      ),
      `Instances: ${instances.map((i) => i.id).join(', ')}`,
    );
  }
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  lines.push(`Started in ${Math.round(performance.now() - started)} ms, memory (RSS) ${rssMb} MB`, '');
  console.log(lines.join('\n'));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  await stop?.().catch(() => {});
  process.exit(1);
});
