import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from './database.js';

/** The counter answer @fastify/rate-limit expects of a store: this window's count, and ms left in it. */
interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

/** what the plugin passes to `child` (its types name the route options; at run time it is the merged params) */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/** Windows longer than this do not exist here (the longest limit is an hour): older rows are removed. */
const KEEP_MS = 24 * 3600_000;
/** about one counted request in this many also removes the expired rows */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that keeps the counters in the database (`rate_limit_hits`, migration
 * 021): replicas on one database share them, so N replicas do not allow N times the limit. A fixed window
 * per bucket, like the plugin's own in-memory store, counted by one `INSERT ... ON CONFLICT` that starts a new
 * window when the old one is over. The route (method and address) is part of the bucket.
 */
export function databaseRateLimitStore(
  db: Database,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly prefix = '',
    ) {}

    // the plugin passes the route's window (ms) and max after the callback; its types leave them out
    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      const at = now();
      const sweep = Math.random() < 1 / SWEEP_EVERY;
      count(db, `${this.prefix}${key}`, at, timeWindow)
        .then(async (counted) => {
          if (sweep)
            await db.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [new Date(at - KEEP_MS)]);
          callback(null, counted);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      const params = routeOptions as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      const route = params.groupId ?? `${method} ${params.routeInfo?.url ?? ''}`;
      return new DatabaseRateLimitStore(undefined, `${route}|`);
    }
  };
}

async function count(db: Database, bucket: string, at: number, windowMs: number): Promise<Counted> {
  const rows = await db.query<{ hits: number; window_start: Date }>(
    `INSERT INTO rate_limit_hits AS r (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN r.window_start <= $3 THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start <= $3 THEN EXCLUDED.window_start ELSE r.window_start END
     RETURNING hits, window_start`,
    [bucket, new Date(at), new Date(at - windowMs)],
    { prepared: true },
  );
  const row = rows[0]!;
  return { current: row.hits, ttl: Math.max(0, new Date(row.window_start).getTime() + windowMs - at) };
}
