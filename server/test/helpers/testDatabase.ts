import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/plugins/database.js';

/** The instances the test template seeds: enough for cross-instance tests, few enough to stay fast. */
export const TEST_INSTANCES = ['demo1', 'nivos'] as const;

/**
 * The SSN keys of every test app and of the template's demo SSNs (auth/ssn.ts): fixed, so the copies of the
 * template decrypt what the seed encrypted.
 */
export const TEST_SSN_ENV = {
  SSN_ENCRYPTION_KEY: Buffer.alloc(32, 0x5e).toString('base64'),
  SSN_INDEX_KEY: Buffer.alloc(32, 0x1d).toString('base64'),
} as const;
export const TEST_SSN_KEYS = {
  encryptionKey: Buffer.from(TEST_SSN_ENV.SSN_ENCRYPTION_KEY, 'base64'),
  indexKey: Buffer.from(TEST_SSN_ENV.SSN_INDEX_KEY, 'base64'),
};

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind => {
  const kind = process.env.TEST_DATABASE ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DATABASE must be pglite or postgres, got "${kind}"`);
  return kind;
};

export const testDatabaseUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export interface TestDatabase {
  db: Database;
  /** closes the database and, on PostgreSQL, drops it */
  drop(): Promise<void>;
}

/**
 * Every file of a folder copied at once. fs.cp copies PGlite's ~1,400 files one after another: 1.2-2.2 s for the
 * 484 MB template, against 0.2 s this way for the template without its preallocated WAL (260 MB, globalSetup).
 * Both together: the PGlite API suite 250 -> 214 s for 51 files (docs/testing.md).
 */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyFolder(path.join(from, entry.name), path.join(to, entry.name))
        : copyFile(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}

/** A private copy of the migrated, demo-seeded template made by globalSetup: one per test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const scratch = await mkdtemp(path.join(tmpdir(), 'portal-db-'));
    const folder = path.join(scratch, 'data');
    await copyFolder(template.folder, folder);
    const db = await openPglite({ dataDir: folder });
    return {
      db,
      drop: async () => {
        await db.close();
        await rm(scratch, { recursive: true, force: true });
      },
    };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    // FILE_COPY copies the template's files instead of writing its 230 MB through the WAL: the API suite on
    // PostgreSQL 146 -> 127 s for 51 files (docs/testing.md); before PostgreSQL 15 there is no choice
    await admin
      .query(`CREATE DATABASE ${name} TEMPLATE ${template.name} STRATEGY FILE_COPY`)
      .catch(async (error: { code?: string }) => {
        if (error.code !== '42601') throw error;
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
      });
  } finally {
    await admin.end();
  }
  const db = await openPostgres(withDatabaseName(testDatabaseUrl(), name));
  return {
    db,
    drop: async () => {
      await db.close();
      const client = new pg.Client({ connectionString: testDatabaseUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: { kind: 'pglite'; folder: string } | { kind: 'postgres'; name: string };
  }
}
