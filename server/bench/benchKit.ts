import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadSettings } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/demo/seed.js';

/** What the benches share: settings with scratch folders, a scratch PostgreSQL database, the demo login. */

export const benchSettings = (prefix: string) => {
  const scratch = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return loadSettings({
    PUBLIC_ORIGIN: 'http://localhost:8080',
    DATA_DIR: path.join(scratch, 'data'),
    OUTBOX_DIR: path.join(scratch, 'outbox'),
    SEED: 'none',
  });
};

/** demo1's `customer` logs in with the password grant; the access token */
export async function loginCustomer(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'customer',
      password: DEMO_PASSWORD,
      client_id: 'mimo_demo1',
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/**
 * Runs `work` against a PostgreSQL database of its own, created on `url`'s server and dropped afterwards,
 * so a bench never touches data someone keeps there.
 */
export async function withScratchDatabase<T>(
  url: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    return await work(target.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
