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

/** Migrates and seeds one database; each test file then starts from a copy (fast, and isolated). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDatabaseKind() === 'pglite') {
    // a data folder each test file copies: a copy and a start from it take ~2 s, loading a tarball took ~11 s
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
    const folder = path.join(dir, 'template');
    const db = await openPglite({ dataDir: folder });
    await prepare(db);
    await db.close();
    project.provide('testDatabaseTemplate', { kind: 'pglite', folder });
    return () => rm(dir, { recursive: true, force: true });
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
  project.provide('testDatabaseTemplate', { kind: 'postgres', name });
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
