import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserInfo } from '@portal/shared/api/admin';
import { buildTestApp, type TestApp } from '../../helpers/index.js';
import { requestToken } from '../../helpers/requests.js';
import { auditRowsOf, userOf } from '../../helpers/audit.js';
import { loginAll, staffCall, type LoginName } from './adminCalls.js';

let t: TestApp;
let tokens: Record<LoginName, string>;
const subs: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginAll(t.app, t.db);
  for (const username of ['customer', 'customer2', 'dummy', 'protected', 'superuser', 'admin'])
    subs[username] = (await userOf(t.db, 'demo1', username)).sub;
  subs.nivosCustomer = (await userOf(t.db, 'nivos', 'customer')).sub;
});
afterAll(async () => {
  await t.close();
});

const URL = '/auth/admin/userinfo';
const info = (token: string | null, target?: string) => staffCall(t.app, 'GET', URL, token, { target });
const infoOf = async (token: string, target: string): Promise<AdminUserInfo> => {
  const response = await info(token, target);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminUserInfo>();
};

describe('GET /auth/admin/userinfo', () => {
  it('answers the user as staff see them, the SSN as its stored ciphertext, with no-store', async () => {
    const response = await info(tokens.admin, subs.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await t.db.query<{ first_name: string; last_name: string; ssn_encrypted: string }>(
      "SELECT first_name, last_name, ssn_encrypted FROM users WHERE instance = 'demo1' AND username = 'customer'",
    );
    expect(response.json()).toEqual({
      sub: subs.customer,
      name: `${row!.first_name} ${row!.last_name}`,
      firstName: row!.first_name,
      lastName: row!.last_name,
      username: 'customer',
      email: 'customer.demo1@example.com',
      phoneNumber: expect.stringMatching(/^\+35840\d{7}$/),
      provider: 'local',
      createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastLoginOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      accountLockedOn: null,
      loginAttempts: 0,
      filledWithDummyData: false,
      encryptedSocialSecurityNumber: row!.ssn_encrypted,
      allowLocalLogin: true,
      roles: ['ROLE_USER'],
    });
    expect(response.json().encryptedSocialSecurityNumber).not.toMatch(/010594/);
  });

  it('field level: a servant gets no createdOn or lastLoginOn, an admin no trustedAccount, a superuser both', async () => {
    const servant = await infoOf(tokens.servant, subs.customer!);
    expect(servant).not.toHaveProperty('createdOn');
    expect(servant).not.toHaveProperty('lastLoginOn');
    expect(servant).not.toHaveProperty('trustedAccount');
    const admin = await infoOf(tokens.admin, subs.customer!);
    expect(admin).toHaveProperty('createdOn');
    expect(admin).not.toHaveProperty('trustedAccount');
    const superuser = await infoOf(tokens.superuser, subs.customer!);
    expect(superuser).toHaveProperty('createdOn');
    expect(superuser).toHaveProperty('lastLoginOn');
    expect(superuser.trustedAccount).toEqual(expect.any(Boolean));
  });

  it('trusted account is yes, no or unknown (null) for the superuser', async () => {
    const seen = new Set<boolean | null | undefined>();
    const rows = await t.db.query<{ sub: string }>(
      "SELECT sub::text AS sub FROM users WHERE instance = 'demo1' AND username LIKE '%.%' ORDER BY id LIMIT 3",
    );
    for (const row of rows) seen.add((await infoOf(tokens.superuser, row.sub)).trustedAccount);
    expect(seen).toEqual(new Set([true, false, null]));
  });

  it('a user filled with dummy data may not log in locally: allowLocalLogin false', async () => {
    expect(await infoOf(tokens.admin, subs.dummy!)).toMatchObject({
      filledWithDummyData: true,
      allowLocalLogin: false,
    });
  });

  it('accountLockedOn and loginAttempts come from an active lockout of the username', async () => {
    await requestToken(t.app, { username: 'customer2', password: 'Wrong-pass-1' });
    expect(await infoOf(tokens.admin, subs.customer2!)).toMatchObject({
      loginAttempts: 1,
      accountLockedOn: null,
    });
    // the state five failures leave (auth/lockout.ts): locked for 30 s from the last one
    const lastFailure = new Date(Date.now() - 5_000);
    await t.db.query(
      `UPDATE login_failures SET failed_login_count = 5, last_failure_at = $1, locked_until = $2
        WHERE instance = 'demo1' AND username_key = 'customer2'`,
      [lastFailure, new Date(lastFailure.getTime() + 30_000)],
    );
    expect(await infoOf(tokens.admin, subs.customer2!)).toMatchObject({
      loginAttempts: 5,
      accountLockedOn: lastFailure.toISOString(),
    });
    // a lock that has run out is no lock; its failures still count until the failure window ends
    await t.db.query(
      "UPDATE login_failures SET locked_until = $1 WHERE instance = 'demo1' AND username_key = 'customer2'",
      [new Date(Date.now() - 1_000)],
    );
    expect(await infoOf(tokens.admin, subs.customer2!)).toMatchObject({
      loginAttempts: 5,
      accountLockedOn: null,
    });
  });

  it('accountLockedOn is the instant staff locked the account', async () => {
    await t.db.query(
      `UPDATE users SET locked_until = 'infinity', locked_on = '2026-10-01T08:30:00Z'
        WHERE instance = 'demo1' AND username = 'dummy'`,
    );
    expect((await infoOf(tokens.admin, subs.dummy!)).accountLockedOn).toBe('2026-10-01T08:30:00.000Z');
  });

  it('a superuser may open the protected user and another superuser', async () => {
    expect((await infoOf(tokens.superuser, subs.protected!)).username).toBe('protected');
    expect((await infoOf(tokens.superuser, subs.superuser!)).roles).toContain('ROLE_SUPERUSER');
  });

  it('the read is on record: user.read with the subject and the route', async () => {
    const response = await info(tokens.admin, subs.customer);
    const admin = await userOf(t.db, 'demo1', 'admin');
    expect(await auditRowsOf(t.db, response.headers['x-request-id'])).toEqual([
      expect.objectContaining({
        action: 'user.read',
        actor_user_id: admin.id,
        subject_sub: subs.customer,
        target: 'GET /auth/admin/userinfo',
      }),
    ]);
  });
});

describe('GET /auth/admin/userinfo: refusals', () => {
  it('without a token: 401', async () => {
    expect((await info(null, subs.customer)).statusCode).toBe(401);
  });

  it.each([['customer'], ['seller'], ['metercontrol'], ['nivosCustomer']] as const)(
    '%s is refused 403 no_permission',
    async (name) => {
      const response = await info(tokens[name], subs.customer);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('no_permission');
    },
  );

  it("another instance's user is 404 user_not_found, and so is a demo1 user to nivos's admin", async () => {
    for (const [token, target] of [
      [tokens.admin, subs.nivosCustomer],
      [tokens.nivosAdmin, subs.customer],
      [tokens.admin, '00000000-0000-4000-8000-000000000000'],
      [tokens.admin, 'not-a-uuid'],
    ] as const) {
      const response = await info(token, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('user_not_found');
    }
  });

  it('a protected user and a superuser are censored to an admin and a servant: 403', async () => {
    for (const token of [tokens.admin, tokens.servant])
      for (const target of [subs.protected, subs.superuser])
        expect((await info(token, target)).statusCode).toBe(403);
  });

  it('without Target-User, or with an oversized one: 400 validations_fail', async () => {
    expect((await info(tokens.admin)).statusCode).toBe(400);
    expect((await info(tokens.admin, 'x'.repeat(65))).statusCode).toBe(400);
  });
});
