import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SSN_KEYS, type TestApp } from '../../helpers/index.js';
import { auditRowsOf, userOf } from '../../helpers/audit.js';
import { issuerOf, signAccessToken } from '../../../src/auth/tokens.js';
import { decryptSsn, encryptSsn } from '../../../src/auth/ssn.js';
import { loginAll, staffCall, type LoginName } from './adminCalls.js';

let t: TestApp;
let tokens: Record<LoginName, string>;
const ciphers: Record<string, string> = {};

const cipherOf = async (instance: string, username: string): Promise<string> => {
  const [row] = await t.db.query<{ ssn_encrypted: string }>(
    'SELECT ssn_encrypted FROM users WHERE instance = $1 AND username = $2',
    [instance, username],
  );
  return row!.ssn_encrypted;
};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginAll(t.app, t.db);
  ciphers.customer = await cipherOf('demo1', 'customer');
  ciphers.protected = await cipherOf('demo1', 'protected');
  ciphers.nivosCustomer = await cipherOf('nivos', 'customer');
});
afterAll(async () => {
  await t.close();
});

const reveal = (token: string | null, cipher: string) =>
  staffCall(t.app, 'GET', `/auth/admin/ssn?base64CipherSSN=${encodeURIComponent(cipher)}`, token);

describe('GET /auth/admin/ssn', () => {
  it("turns the user info's encryptedSocialSecurityNumber into the number for an SSN viewer", async () => {
    const customer = await userOf(t.db, 'demo1', 'customer');
    const info = await staffCall(t.app, 'GET', '/auth/admin/userinfo', tokens.ssnviewer, {
      target: customer.sub,
    });
    const response = await reveal(tokens.ssnviewer, info.json().encryptedSocialSecurityNumber);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ ssn: '010594Y9032' });
  });

  it('every reveal is on record: ssn.reveal with the user, never the number', async () => {
    const customer = await userOf(t.db, 'demo1', 'customer');
    const ssnviewer = await userOf(t.db, 'demo1', 'ssnviewer');
    const response = await reveal(tokens.ssnviewer, ciphers.customer!);
    const rows = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(rows).toEqual([
      expect.objectContaining({
        instance: 'demo1',
        action: 'ssn.reveal',
        actor_user_id: ssnviewer.id,
        actor_roles: ['ROLE_SERVANT', 'ROLE_SSN_VIEWER'],
        subject_user_id: customer.id,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('010594');
  });

  it('accepts the ciphertext in standard base64 with padding too', async () => {
    const standard = Buffer.from(ciphers.customer!, 'base64url').toString('base64');
    expect((await reveal(tokens.ssnviewer, standard)).json()).toEqual({ ssn: '010594Y9032' });
  });

  it('a superuser with ROLE_SSN_VIEWER may reveal the protected user', async () => {
    await t.db.query(
      `INSERT INTO user_roles (user_id, role)
       SELECT id, 'ROLE_SSN_VIEWER' FROM users WHERE instance = 'demo1' AND username = 'superuser'`,
    );
    const superuser = await userOf(t.db, 'demo1', 'superuser');
    const token = (
      await signAccessToken(
        t.app.keys,
        issuerOf(t.app.config.publicOrigin),
        { sub: superuser.sub, instance: 'demo1', roles: ['ROLE_SUPERUSER', 'ROLE_SSN_VIEWER'], scopes: [] },
        new Date(),
      )
    ).token;
    expect((await reveal(token, ciphers.protected!)).json()).toEqual({ ssn: '020516C903K' });
  });
});

describe('GET /auth/admin/ssn: refusals', () => {
  it('without a token: 401', async () => {
    expect((await reveal(null, ciphers.customer!)).statusCode).toBe(401);
  });

  it.each([['admin'], ['superuser'], ['servant'], ['customer'], ['seller'], ['metercontrol']] as const)(
    '%s has no ROLE_SSN_VIEWER: 403 no_permission',
    async (name) => {
      const response = await reveal(tokens[name], ciphers.customer!);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('no_permission');
    },
  );

  it('ROLE_SSN_VIEWER without a staff role is refused 403', async () => {
    const viewer = await userOf(t.db, 'demo1', 'ssnviewer');
    const token = (
      await signAccessToken(
        t.app.keys,
        issuerOf(t.app.config.publicOrigin),
        { sub: viewer.sub, instance: 'demo1', roles: ['ROLE_SSN_VIEWER'], scopes: [] },
        new Date(),
      )
    ).token;
    expect((await reveal(token, ciphers.customer!)).statusCode).toBe(403);
  });

  it("another instance's user's ciphertext is 404 user_not_found", async () => {
    const response = await reveal(tokens.ssnviewer, ciphers.nivosCustomer!);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('user_not_found');
  });

  it('a ciphertext that is no stored SSN (tampered, made up, of a deleted user) is 404 user_not_found', async () => {
    const bytes = Buffer.from(ciphers.customer!, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    for (const cipher of [bytes.toString('base64url'), 'AAAA', 'not base64 at all'])
      expect((await reveal(tokens.ssnviewer, cipher)).statusCode, cipher).toBe(404);
    // a valid encryption of the number, but not the one stored: refused as well
    expect(
      (await reveal(tokens.ssnviewer, encryptSsn(TEST_SSN_KEYS, 'demo1', '010594Y9032'))).statusCode,
    ).toBe(404);
  });

  it('the protected user is censored to a servant who views SSNs: 403', async () => {
    expect((await reveal(tokens.ssnviewer, ciphers.protected!)).statusCode).toBe(403);
    expect(decryptSsn(TEST_SSN_KEYS, 'demo1', ciphers.protected!)).toBe('020516C903K');
  });

  it('a missing or oversized base64CipherSSN, or another parameter: 400 validations_fail', async () => {
    for (const url of [
      '/auth/admin/ssn',
      `/auth/admin/ssn?base64CipherSSN=${'A'.repeat(201)}`,
      `/auth/admin/ssn?base64CipherSSN=AAAA&extra=1`,
    ]) {
      const response = await staffCall(t.app, 'GET', url, tokens.ssnviewer);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('validations_fail');
    }
  });
});
