import { mkdtemp, rm } from 'node:fs/promises';
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

async function makeTemplate(): Promise<Template> {
  if (testDatabaseKind() === 'pglite') {
    // a data folder each test file copies: a copy and a start from it take ~2 s, loading a tarball took ~11 s
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
    const folder = path.join(dir, 'template');
    const db = await openPglite({ dataDir: folder });
    await prepare(db);
    await db.close();
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
