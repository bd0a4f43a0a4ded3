import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadSettings } from '../../src/config.js';
import { DEMO_PASSWORD } from '../../src/demo/seed.js';
import type { Database } from '../../src/plugins/database.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson, requestToken } from '../helpers/requests.js';

// Replicas on one database agree (issue 19 §4, docs/scale-out.md): nothing one of them needs lives only in
// another's memory. Replica B is a second app on replica A's database, with its own caches.

let replicaA: TestApp;
let replicaB: FastifyInstance;
/** replica A's database for the other apps: closing one of them leaves it open */
let shared: Database;

const mailer = { send: async () => undefined };

beforeAll(async () => {
  replicaA = await buildTestApp();
  shared = { ...replicaA.db, close: async () => {} };
  replicaB = await buildApp(replicaA.settings, shared, { mailer });
});

afterAll(async () => {
  await replicaB?.close();
  await replicaA?.close();
});

/** resolves when `app` has been told by the database to forget something matching `pattern` */
const toldToForget = (app: FastifyInstance, pattern: RegExp): Promise<string> =>
  new Promise((resolve) => {
    const cache = app.authCache;
    const original = cache.forgetRemote.bind(cache);
    cache.forgetRemote = (message: string) => {
      original(message);
      if (pattern.test(message)) {
        cache.forgetRemote = original;
        resolve(message);
      }
    };
  });

const userinfo = (app: FastifyInstance, token: string) => callJson(app, 'GET', '/auth/userinfo', token);

describe('sessions across replicas', () => {
  it('a token one replica issued is accepted by the other (the signing key is in the database)', async () => {
    const token = await loginAs(replicaA.app, 'demo1', 'customer');
    expect((await userinfo(replicaB, token)).statusCode).toBe(200);
    expect(replicaA.app.keys.signing.kid).toBe(replicaB.keys.signing.kid);
  });

  it('a logout on one replica ends the token on the other at once, though the other had it cached', async () => {
    const token = await loginAs(replicaA.app, 'demo1', 'customer2');
    expect((await userinfo(replicaB, token)).statusCode).toBe(200); // B verifies and caches it
    expect((await userinfo(replicaB, token)).statusCode).toBe(200); // answered from B's cache
    const told = toldToForget(replicaB, /^t:/);
    expect((await callJson(replicaA.app, 'POST', '/auth/logout', token)).statusCode).toBe(204);
    await told;
    const refused = await userinfo(replicaB, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'invalid_token' });
  });

  it("a password change on one replica ends the user's other sessions on the other", async () => {
    const old = await loginAs(replicaA.app, 'demo1', 'servant');
    expect((await userinfo(replicaB, old)).statusCode).toBe(200);
    const current = await loginAs(replicaB, 'demo1', 'servant');
    const told = toldToForget(replicaB, /^u:/);
    const changed = await callJson(replicaA.app, 'POST', '/auth/change_password', current, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Replica-pass-2026-x',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    await told;
    expect((await userinfo(replicaB, old)).statusCode).toBe(401);
  });

  it('failed logins count together: two quick failures, one on each replica, lock the account on both', async () => {
    expect(
      (await requestToken(replicaA.app, { username: 'replica-nobody', password: 'wrong-1' })).statusCode,
    ).toBe(401);
    expect(
      (await requestToken(replicaB, { username: 'replica-nobody', password: 'wrong-2' })).statusCode,
    ).toBe(401);
    for (const app of [replicaA.app, replicaB]) {
      const locked = await requestToken(app, { username: 'replica-nobody' });
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({ error: 'account_locked_until' });
    }
  });
});

describe('SERVICES apart on one database', () => {
  it('a token of an auth-only replica is accepted by a connector-only replica; each serves only its own', async () => {
    const settingsOf = (services: string) => ({
      ...replicaA.settings,
      services: loadSettings({ SERVICES: services }).services,
    });
    const auth = await buildApp(settingsOf('auth'), shared, { mailer });
    const connector = await buildApp(settingsOf('connector'), shared, { mailer });
    try {
      const token = await loginAs(auth, 'demo1', 'customer');
      const notes = await callJson(connector, 'GET', '/connector/v1/notes', token);
      expect(notes.statusCode, notes.body).toBe(200);
      expect((await callJson(connector, 'GET', '/auth/userinfo', token)).statusCode).toBe(404);
      expect((await callJson(auth, 'GET', '/connector/v1/notes', token)).statusCode).toBe(404);
    } finally {
      await connector.close();
      await auth.close();
    }
  });
});

describe('SSN keys across replicas', () => {
  it('a replica with another pair of SSN keys than the database was started with refuses to start', async () => {
    const other = loadSettings({
      SSN_ENCRYPTION_KEY: Buffer.alloc(32, 0x21).toString('base64'),
      SSN_INDEX_KEY: Buffer.alloc(32, 0x22).toString('base64'),
    });
    await expect(
      buildApp({ ...replicaA.settings, ssnKeys: other.ssnKeys }, shared, { mailer }),
    ).rejects.toThrow(/SSN keys differ/);
    // the replicas with the right pair still start
    const same = await buildApp(replicaA.settings, shared, { mailer });
    await same.close();
  });
});
