import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITUS_FOLDER, MIGRATIONS_DIR, hasCitus, migrate } from '../../src/plugins/migrations.js';
import { openTestDatabase } from '../helpers/index.js';
import type { TestDatabase } from '../helpers/testDatabase.js';

// migrations/citus/ distributes the metering tables (docs/scale-out.md): it must run only on a database
// with the citus extension, never by accident on PGlite or plain PostgreSQL.

let test: TestDatabase;
let scratch: string;

beforeAll(async () => {
  test = await openTestDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  await mkdir(path.join(scratch, CITUS_FOLDER));
  await writeFile(path.join(scratch, '001_plain.sql'), 'CREATE TABLE migration_plain (id int);');
  await writeFile(
    path.join(scratch, CITUS_FOLDER, '001_distributed.sql'),
    'CREATE TABLE migration_citus (id int);',
  );
  await writeFile(path.join(scratch, 'README.txt'), 'not a migration');
});

afterAll(async () => {
  await test?.drop();
  await rm(scratch, { recursive: true, force: true });
});

const tableExists = async (name: string) =>
  (await test.db.query('SELECT 1 FROM pg_class WHERE relname = $1', [name])).length > 0;

describe('migrations/citus', () => {
  it('ships the distribution of the metering tables, which this database (no citus extension) never gets', async () => {
    expect(await hasCitus(test.db)).toBe(false);
    expect(await migrate(test.db)).toEqual([]);
    const recorded = await test.db.query("SELECT name FROM schema_migrations WHERE name LIKE 'citus/%'");
    expect(recorded).toEqual([]);
    // the rollups still reference their points, as they do without Citus
    const keys = await test.db.query(
      `SELECT conname FROM pg_constraint WHERE conname IN ('meter_days_measuring_point_id_fkey', 'meter_months_measuring_point_id_fkey')`,
    );
    expect(keys).toHaveLength(2);
    const shipped = await readFile(
      path.join(MIGRATIONS_DIR, CITUS_FOLDER, '001_distribute_metering.sql'),
      'utf8',
    );
    expect(shipped).toContain("create_distributed_table('meter_values', 'measuring_point_id'");
    for (const rollup of ['meter_days', 'meter_months'])
      expect(shipped).toContain(
        `create_distributed_table('${rollup}', 'measuring_point_id', colocate_with := 'meter_values')`,
      );
  });

  it('a folder of citus migrations applies only on a Citus database, after the others, once', async () => {
    expect(await migrate(test.db, scratch)).toEqual(['001_plain.sql']);
    expect(await tableExists('migration_plain')).toBe(true);
    expect(await tableExists('migration_citus')).toBe(false);
    expect(await migrate(test.db, scratch, { citus: true })).toEqual(['citus/001_distributed.sql']);
    expect(await tableExists('migration_citus')).toBe(true);
    expect(await migrate(test.db, scratch, { citus: true })).toEqual([]);
  });
});
