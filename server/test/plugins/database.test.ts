import { mkdtempSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../src/plugins/database.js';
import { migrate } from '../../src/plugins/migrations.js';
import { seedDemo } from '../../src/demo/seed.js';
import { loadServerKeys } from '../../src/keys.js';
import { openTestDatabase, TEST_INSTANCES, testDatabaseKind } from '../helpers/index.js';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

const countAll = async (): Promise<Record<string, number>> => {
  const tables = [
    'users',
    'user_roles',
    'customers',
    'usage_places',
    'user_usage_places',
    'server_keys',
    'schema_migrations',
    'demo_seed',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return counts;
};

describe(`database (${testDatabaseKind()})`, () => {
  it('runs $1 parameters and answers typed rows: integers, dates as YYYY-MM-DD, bigints as numbers, arrays', async () => {
    const [row] = await db.query<{ i: number; d: string; b: number; a: string[]; t: Date }>(
      `SELECT $1::int AS i, '2026-03-29'::date AS d, 9007199254740::bigint AS b, ARRAY['heat','water'] AS a, $2::timestamptz AS t`,
      [41, new Date('2026-01-01T00:00:00Z')],
    );
    expect(row).toEqual({
      i: 41,
      d: '2026-03-29',
      b: 9007199254740,
      a: ['heat', 'water'],
      t: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('a failing transaction leaves nothing behind', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO customers (instance, customer_number) VALUES ('demo1', 'tx-test')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM customers WHERE customer_number = 'tx-test'")).toHaveLength(0);
  });

  it('migrations are recorded in schema_migrations in name order', async () => {
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)[0]).toBe('001_core.sql');
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort());
  });

  it('a second migrate and seed run changes nothing', async () => {
    const before = await countAll();
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemo(db, TEST_INSTANCES)).toEqual({ seeded: [] });
    expect(await countAll()).toEqual(before);
  });

  it('the server keys are made once and shared: every load answers the same keys', async () => {
    const first = await loadServerKeys(db);
    const second = await loadServerKeys(db);
    expect(second.signing.kid).toBe(first.signing.kid);
    expect(second.customerDataSecret.equals(first.customerDataSecret)).toBe(true);
    expect(first.customerDataSecret.length).toBe(32);
  });
});

describe('demo data', () => {
  it('every seeded instance has the ten demo accounts with their roles', async () => {
    const rows = await db.query<{ instance: string; username: string; roles: string[] }>(
      `SELECT u.instance, u.username, COALESCE(array_agg(r.role ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
         FROM users u LEFT JOIN user_roles r ON r.user_id = u.id WHERE u.instance = 'demo1' GROUP BY u.instance, u.username`,
    );
    const roles = Object.fromEntries(rows.map((r) => [r.username, r.roles]));
    expect(roles).toMatchObject({
      customer: ['ROLE_USER'],
      customer2: ['ROLE_USER'],
      admin: ['ROLE_ADMIN', 'ROLE_USER'],
      superuser: ['ROLE_SUPERUSER', 'ROLE_USER'],
      servant: ['ROLE_SERVANT', 'ROLE_USER'],
      seller: ['ROLE_SELLER'],
      noroles: [],
      ssnviewer: ['ROLE_SERVANT', 'ROLE_SSN_VIEWER'],
      metercontrol: ['ROLE_METER_CONTROL'],
      dummy: ['ROLE_USER'],
    });
  });

  it('customer has 3 usage places (electricity, heat, water) and customer2 has 2, in the instance town', async () => {
    const rows = await db.query<{
      username: string;
      energy_types: string[];
      city: string;
      gsrn_code: string;
      customer_number: string;
    }>(
      `SELECT u.username, p.energy_types, p.city, p.gsrn_code, p.customer_number FROM users u
         JOIN user_usage_places m ON m.user_id = u.id JOIN usage_places p ON p.id = m.usage_place_id
        WHERE u.instance = 'nivos' ORDER BY p.id`,
    );
    expect(rows.filter((r) => r.username === 'customer').map((r) => r.energy_types[0])).toEqual([
      'electricity',
      'heat',
      'water',
    ]);
    expect(rows.filter((r) => r.username === 'customer2').map((r) => r.energy_types[0])).toEqual([
      'electricity',
      'gas',
    ]);
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['Mäntsälä']));
    expect(rows.filter((r) => r.username === 'customer').every((r) => r.customer_number === '100001')).toBe(
      true,
    );
    for (const row of rows) expect(row.gsrn_code).toMatch(/^643\d{15}$/);
  });
});

describe('a fresh PGlite database', () => {
  let fresh: Database & { dump(): Promise<Blob> };
  beforeAll(async () => {
    fresh = await openPglite();
    await migrate(fresh);
    await seedDemo(fresh, ['demo1']);
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('gets the same demo data as every other: deterministic subjects and location codes', async () => {
    const query =
      "SELECT u.sub, p.location_code FROM users u LEFT JOIN user_usage_places m ON m.user_id = u.id LEFT JOIN usage_places p ON p.id = m.usage_place_id WHERE u.instance = 'demo1' ORDER BY u.username, p.location_code";
    expect(await fresh.query(query)).toEqual(await db.query(query));
  });

  it('in a data folder: holds a lock file while open, checkpoints on close, releases the lock and keeps the data', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'pgdata-')), 'pglite');
    const first = await openPglite({ dataDir, loadDataDir: await fresh.dump() });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(openPglite({ dataDir })).rejects.toThrow(/already open/);
    // a small WAL: at the default 1 GB a seeded folder kept a gigabyte of recycled segments
    expect(
      await first.query(
        "SELECT name, setting, unit FROM pg_settings WHERE name IN ('max_wal_size', 'min_wal_size') ORDER BY name",
      ),
    ).toEqual([
      { name: 'max_wal_size', setting: '256', unit: 'MB' },
      { name: 'min_wal_size', setting: '32', unit: 'MB' },
    ]);
    await first.query("INSERT INTO customers (instance, customer_number) VALUES ('demo1', 'persisted')");
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await openPglite({ dataDir });
    try {
      expect(await second.query("SELECT 1 FROM customers WHERE customer_number = 'persisted'")).toHaveLength(
        1,
      );
    } finally {
      await second.close();
    }
  });
});
