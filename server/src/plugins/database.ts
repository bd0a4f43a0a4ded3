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
  /**
   * LISTEN on `channel` (PostgreSQL's NOTIFY, also PGlite's): `onMessage` gets each payload, from this process
   * and from every other one on the database. `onStatus(false)` says messages may have been missed (the
   * listening connection broke), `onStatus(true)` that it listens again. Answers the unsubscribe.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onStatus?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
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

/**
 * PGlite's own start parameters, with the WAL kept smaller: at PostgreSQL's default max_wal_size (1 GB) the
 * demo seed left a gigabyte of recycled WAL segments ahead of the insert position, which no checkpoint
 * removes: half of a prepared data folder. At 64 MB the seed ran 11 % slower (checkpoints and their full-page
 * writes); 256 MB costs nothing measurable (docs/server.md, "Decisions").
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'max_wal_size=256MB', '-c', 'min_wal_size=32MB'];

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
      startParams: START_PARAMS,
    });
    if (fresh && !options.loadDataDir) {
      // initdb leaves ~400 MB of WebAssembly memory behind; reopening costs ~0.5 s once and halves the RSS
      await pglite.close();
      pglite = await PGlite.create({
        dataDir: options.dataDir,
        parsers: pgliteParsers,
        startParams: START_PARAMS,
      });
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
    // one connection in this process: it never breaks, so the status never changes
    listen: async (channel, onMessage) => {
      const unsubscribe = await pglite.listen(channel, onMessage);
      // closing the database ends the listening too: nothing left to undo then
      return () => (pglite.closed ? Promise.resolve() : unsubscribe().catch(() => {}));
    },
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

const LISTEN_RETRY_MS = 1000;

/**
 * A connection of its own that LISTENs on `channel`, reconnecting after a break (`onStatus(false)`, then
 * `onStatus(true)` once it listens again). The first connection must succeed.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onStatus: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      onStatus(false);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const schedule = (): void => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => !stopped && onStatus(true),
        () => schedule(),
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

export interface PostgresOptions {
  /** a replica's pool: opened without a first query (it may be down), its sessions read-only */
  readOnly?: boolean;
  /** how long a new connection may take (pg's `connectionTimeoutMillis`; default: no limit) */
  connectTimeoutMs?: number;
  max?: number;
}

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    types: pgTypes,
    max: options.max ?? 10,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    // No JIT: its compilation cost up to a second per statement whose estimate crossed jit_above_cost (the
    // rollup triggers, docs/metering-store.md), while no query of ours runs long enough to gain from it.
    // A standby refuses writes anyway; read-only refuses them on any server the URL points to.
    options: options.readOnly ? '-c jit=off -c default_transaction_read_only=on' : '-c jit=off',
  });
  // a broken idle connection must not take the process down; the next query reconnects
  pool.on('error', () => {});
  if (!options.readOnly) await pool.query('SELECT 1');
  let closing: Promise<void> | null = null;
  const listeners = new Set<() => Promise<void>>();
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
    listen: async (channel, onMessage, onStatus = () => {}) => {
      const unsubscribe = await listenPostgres(connectionString, channel, onMessage, onStatus);
      const stop = async () => {
        listeners.delete(stop);
        await unsubscribe();
      };
      listeners.add(stop);
      return stop;
    },
    close: () => {
      closing ??= (async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      })();
      return closing;
    },
  };
}

/**
 * Errors that say the server did not answer (refused, unreachable, timed out, went away, shutting down or
 * starting up, a standby's recovery conflict), as opposed to a query's own mistake.
 */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/.test(code))
      return true;
    // 08: connection exception; 57P01-57P03: admin/crash shutdown, cannot connect now; 40001 recovery conflict
    if (/^(08...|57P0[1-3]|40001)$/.test(code)) return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}

export interface ReadReplicaOptions {
  /** how long the standby is left alone after it did not answer (default 5 s) */
  pauseMs?: number;
  now?: () => number;
  /** told when the reads move to the primary, with why (once until the standby answers again) */
  onFallback?: (error: unknown) => void;
  /** told when the standby answers again after a fallback */
  onRecover?: () => void;
}

/**
 * The database report reads go to: `read` (a hot standby) while it answers, else `primary`, without failing
 * the query. After the standby failed, reads go straight to the primary for `pauseMs`, so a stopped standby
 * does not cost every request a connect timeout. Transactions (and with them every write) run on the primary.
 */
export function readReplica(read: Database, primary: Database, options: ReadReplicaOptions = {}): Database {
  const pauseMs = options.pauseMs ?? 5000;
  const now = options.now ?? Date.now;
  let pausedUntil = 0;
  let down = false;
  return {
    kind: primary.kind,
    query: async <T>(sql: string, params?: unknown[], queryOptions?: QueryOptions): Promise<T[]> => {
      if (now() >= pausedUntil) {
        try {
          const rows = await read.query<T>(sql, params, queryOptions);
          if (down) {
            down = false;
            options.onRecover?.();
          }
          return rows;
        } catch (error) {
          if (!isUnavailable(error)) throw error;
          if (!down) options.onFallback?.(error);
          down = true;
          pausedUntil = now() + pauseMs;
        }
      }
      return primary.query<T>(sql, params, queryOptions);
    },
    transaction: (fn) => primary.transaction(fn),
    close: () => read.close(),
  };
}

/** The standby of `READ_DATABASE_URL`: read-only sessions, a short connect timeout, opened without a query. */
export const openReadDatabase = (url: string): Promise<Database> =>
  openPostgres(url, { readOnly: true, connectTimeoutMs: 1000 });

export async function openDatabase(settings: {
  databaseUrl: string | null;
  pgliteDir: string;
}): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl)
    : openPglite({ dataDir: settings.pgliteDir });
}

/**
 * Decorates `app.db` and `app.readDb` (report reads: a hot standby falling back to `db`, or `db` itself);
 * both are closed with the app.
 */
export const databasePlugin = fp<{ db: Database; readDb?: Database }>(
  async (app, { db, readDb = db }) => {
    app.decorate('db', db);
    app.decorate('readDb', readDb);
    app.addHook('onClose', async () => {
      if (readDb !== db) await readDb.close();
      await db.close();
    });
  },
  { name: 'database' },
);
