import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../../src/plugins/database.js';
import { migrate } from '../../src/plugins/migrations.js';
import { seedDemo } from '../../src/demo/seed.js';
import { loadServerKeys } from '../../src/keys.js';
import { testNow } from '@portal/shared/testing/clock';
import {
  TEST_INSTANCES,
  TEST_SSN_KEYS,
  testDatabaseKind,
  testDatabaseUrl,
  withDatabaseName,
} from './testDatabase.js';

const prepare = async (db: Database): Promise<void> => {
  await migrate(db);
  await seedDemo(db, TEST_INSTANCES, { now: testNow(), ssnKeys: TEST_SSN_KEYS });
  await loadServerKeys(db);
};

type Template =
  | { kind: 'pglite'; folder: string; teardown: () => Promise<void> }
  | { kind: 'postgres'; name: string; teardown: () => Promise<void> };

/**
 * One template for the whole run: vitest runs this for each of the config's projects (in this one process),
 * so the first call makes it, later ones share it, and the last teardown removes it.
 */
interface Shared {
  template: Promise<Template>;
  users: number;
}
const SHARED = Symbol.for('portal.testTemplate');
const registry = globalThis as { [SHARED]?: Shared };

/** Migrates and seeds one database; each test file then starts from a copy (fast, and isolated). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (registry[SHARED] ??= { template: makeTemplate(), users: 0 });
  shared.users += 1;
  const template = await shared.template;
  if (template.kind === 'pglite')
    project.provide('testDatabaseTemplate', { kind: 'pglite', folder: template.folder });
  else project.provide('testDatabaseTemplate', { kind: 'postgres', name: template.name });
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    await template.teardown();
  };
}

/**
 * After the seed, pg_wal holds about 16 segments of 16 MB that the checkpoints recycled ahead of the write
 * position (max_wal_size 256 MB): half of the 480 MB every test file copied. After a clean close none past the
 * current segment is read again (the shutdown checkpoint may spill into the next one, which stays): the server
 * makes new ones as it needs them (docs/testing.md).
 */
async function dropPreallocatedWal(folder: string, current: string): Promise<void> {
  // a name is timeline, log and segment, 8 hex digits each; a log holds 0x100 segments of 16 MB
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
  const [log, segment] = [parseInt(current.slice(8, 16), 16), parseInt(current.slice(16), 16)];
  const next = current.slice(0, 8) + (segment === 0xff ? hex(log + 1) + hex(0) : hex(log) + hex(segment + 1));
  const walDir = path.join(folder, 'pg_wal');
  for (const name of await readdir(walDir))
    if (/^[0-9A-F]{24}$/.test(name) && name > next) await rm(path.join(walDir, name));
}

async function makeTemplate(): Promise<Template> {
  if (testDatabaseKind() === 'pglite') {
    // a data folder each test file copies: a copy and a start from it take ~0.6 s, loading a tarball took ~11 s
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
    const folder = path.join(dir, 'template');
    const db = await openPglite({ dataDir: folder });
    await prepare(db);
    const [wal] = await db.query<{ file: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS file');
    await db.close();
    await dropPreallocatedWal(folder, wal!.file);
    return { kind: 'pglite', folder, teardown: () => rm(dir, { recursive: true, force: true }) };
  }

  const name = `portal_test_template_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const db = await openPostgres(withDatabaseName(testDatabaseUrl(), name));
  await prepare(db);
  await db.close();
  return { kind: 'postgres', name, teardown: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
