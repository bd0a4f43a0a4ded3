import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
/**
 * Migrations for a Citus database (docs/scale-out.md), in `<dir>/citus/`: applied after the others, and only
 * where the citus extension is installed. Names are recorded as `citus/<file>`.
 */
export const CITUS_FOLDER = 'citus';

// any constant: replicas starting together apply each migration once
const MIGRATION_LOCK_KEY = 7_411_203;

export interface MigrateOptions {
  /** apply `citus/` too; default: whether the database has the citus extension */
  citus?: boolean;
}

/** whether the database runs Citus (its extension is created): only then `migrations/citus/` applies */
export async function hasCitus(db: Database): Promise<boolean> {
  return (await db.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'")).length > 0;
}

/**
 * Applies `migrations/*.sql` in name order, each in its own transaction, recorded in `schema_migrations`;
 * then `migrations/citus/*.sql` the same way on a Citus database. Files in other folders are never read.
 */
export async function migrate(
  db: Database,
  dir: string = MIGRATIONS_DIR,
  options: MigrateOptions = {},
): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = await applyFolder(db, dir, '');
  const citusDir = path.join(dir, CITUS_FOLDER);
  if (existsSync(citusDir) && (options.citus ?? (await hasCitus(db))))
    applied.push(...(await applyFolder(db, citusDir, `${CITUS_FOLDER}/`)));
  return applied;
}

async function applyFolder(db: Database, dir: string, prefix: string): Promise<string[]> {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql'))
    .map((entry) => entry.name)
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const name = `${prefix}${file}`;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (rows.length > 0) return false;
      await tx.query(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
