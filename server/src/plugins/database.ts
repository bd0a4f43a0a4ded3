import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import fp from 'fastify-plugin';
import { acquireFolderLock } from './folderLock.js';

/**
 * The one database interface of the server. Queries use `$1` parameters and the same SQL runs on PGlite
 * and PostgreSQL. A query without parameters may hold several statements; it returns the last one's rows.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  /**
   * `prepared`: on PostgreSQL the statement is prepared once per connection and planned from then on
   * without parsing (for hot statements of a bounded set of texts; PGlite ignores it).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface QueryOptions {
  prepared?: boolean;
}

const OID = { int8: 20, date: 1082 } as const;

/** a prepared statement's name per text, the same on every connection */
const statementNames = new Map<string, string>();
const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `p${createHash('sha1').update(sql).digest('base64url')}`;
    statementNames.set(sql, name);
  }
  return name;
};

// Both drivers answer alike: `date` as 'YYYY-MM-DD' (pg would make a local-midnight Date), bigint as number.
const pgliteParsers = {
  [OID.int8]: (value: string) => Number(value),
  [OID.date]: (value: string) => value,
};

type PgliteRunner = Pick<PGlite, 'query' | 'exec'> | Transaction;

async function runPglite<T>(runner: PgliteRunner, sql: string, params?: unknown[]): Promise<T[]> {
  if (params && params.length > 0) return (await runner.query<T>(sql, params)).rows;
  const results = await runner.exec(sql);
  return (results.at(-1)?.rows ?? []) as T[];
}

function pgliteTransactionDb(tx: Transaction): Database {
  const db: Database = {
    kind: 'pglite',
    query: (sql, params) => runPglite(tx, sql, params),
    // PGlite has one connection: a nested transaction simply joins the outer one
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

export interface PgliteOptions {
  /** a data folder; omitted: in memory */
  dataDir?: string;
  /** a tarball made by `dumpDataDir` to start from (tests start from a migrated, seeded template) */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database & { dump(): Promise<Blob> }> {
  let releaseLock = (): void => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireFolderLock(`${options.dataDir}.lock`);
  }
  let pglite: PGlite;
  try {
    const fresh = options.dataDir !== undefined && !existsSync(path.join(options.dataDir, 'PG_VERSION'));
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: pgliteParsers,
    });
    if (fresh && !options.loadDataDir) {
      // initdb leaves ~400 MB of WebAssembly memory behind; reopening costs ~0.5 s once and halves the RSS
      await pglite.close();
      pglite = await PGlite.create({ dataDir: options.dataDir, parsers: pgliteParsers });
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    kind: 'pglite',
    query: (sql, params) => runPglite(pglite, sql, params),
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteTransactionDb(tx))),
    dump: () => pglite.dumpDataDir('none'),
    close: () => {
      // an abrupt stop without a checkpoint is what corrupts a PGlite folder (FACTS.md)
      closing ??= (async () => {
        try {
          if (options.dataDir) await pglite.exec('CHECKPOINT');
          await pglite.close();
        } finally {
          releaseLock();
        }
      })();
      return closing;
    },
  };
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID.int8) return (value: string) => Number(value);
    if (oid === OID.date) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

function pgClientDb(client: pg.PoolClient): Database {
  const db: Database = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const result = options?.prepared
        ? await client.query({ name: statementName(sql), text: sql, values: params ?? [] })
        : await client.query(sql, params);
      return result.rows as T[];
    },
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types: pgTypes, max: 10 });
  // a broken idle connection must not take the process down; the next query reconnects
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const result = options?.prepared
        ? await pool.query({ name: statementName(sql), text: sql, values: params ?? [] })
        : await pool.query(sql, params);
      // a multi-statement text answers with one result per statement
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      return (last?.rows ?? []) as T[];
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(pgClientDb(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

export async function openDatabase(settings: {
  databaseUrl: string | null;
  pgliteDir: string;
}): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl)
    : openPglite({ dataDir: settings.pgliteDir });
}

/** Decorates `app.db`; the database is closed with the app. */
export const databasePlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
