import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import { requestToken } from '../helpers/requests.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const userId = async (instance: string, username: string): Promise<number> => {
  const rows = await t.db.query<{ id: number }>(
    'SELECT id FROM users WHERE instance = $1 AND username = $2',
    [instance, username],
  );
  return rows[0]!.id;
};

describe('POST /auth/oauth/token', () => {
  it('a customer logs in with the password grant: token, HttpOnly SameSite=Strict cookie, no-store', async () => {
    const response = await requestToken(t.app, { username: 'customer' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 28800,
      scope: 'contracts invoices guard_service customer_service_demo1',
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`token=${body.access_token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('the token carries the roles as authorities, the client scopes, client_id mimo_<instance> and the instance', async () => {
    const response = await requestToken(t.app, { username: 'admin' });
    const [, payload] = response.json().access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      iss: 'http://localhost:8080/auth',
      aud: 'mimo_demo1',
      client_id: 'mimo_demo1',
      instance: 'demo1',
      authorities: ['ROLE_ADMIN', 'ROLE_USER'],
      scope: 'contracts invoices guard_service customer_service_demo1',
    });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp - claims.iat).toBe(28800);
    // the issue instant to the millisecond, within the iat second (docs/security.md)
    expect(Math.floor(claims.iat_ms / 1000)).toBe(claims.iat);
  });

  it('the username is matched without regard to case and surrounding spaces', async () => {
    expect((await requestToken(t.app, { username: '  CUSTOMER2 ' })).statusCode).toBe(200);
  });

  it('a wrong password answers bad_credentials', async () => {
    const response = await requestToken(t.app, { username: 'customer2', password: 'Wrong-pass-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'bad_credentials',
      error_description: 'Invalid username or password',
    });
  });

  it('an unknown user gets the same answer as a wrong password (user_not_found is never revealed) and creates no user', async () => {
    const unknown = await requestToken(t.app, { username: 'nobody-here', password: 'Wrong-pass-1' });
    const wrong = await requestToken(t.app, { username: 'servant', password: 'Wrong-pass-1' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    const rows = await t.db.query('SELECT 1 FROM users WHERE lower(username) = $1', ['nobody-here']);
    expect(rows).toHaveLength(0);
  });

  it('a disabled user gets user_is_disabled (after a correct password only)', async () => {
    await t.db.query('UPDATE users SET disabled = true WHERE id = $1', [await userId('nivos', 'customer2')]);
    const right = await requestToken(t.app, { username: 'customer2', instance: 'nivos' });
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toBe('user_is_disabled');
    const wrong = await requestToken(t.app, {
      username: 'customer2',
      instance: 'nivos',
      password: 'Wrong-pass-1',
    });
    expect(wrong.json().error).toBe('bad_credentials');
  });

  it('a permanently locked account gets user_account_is_locked (after a correct password only)', async () => {
    await t.db.query("UPDATE users SET locked_until = 'infinity' WHERE id = $1", [
      await userId('nivos', 'servant'),
    ]);
    const response = await requestToken(t.app, { username: 'servant', instance: 'nivos' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('user_account_is_locked');
    // a wrong password answers as for any name, real or not: the lock tells nothing about who exists
    const wrong = await requestToken(t.app, {
      username: 'servant',
      instance: 'nivos',
      password: 'Wrong-pass-1',
    });
    const unknown = await requestToken(t.app, {
      username: 'nobody-here',
      instance: 'nivos',
      password: 'Wrong-pass-1',
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, 'bad_credentials']);
    expect([unknown.statusCode, unknown.json()]).toEqual([wrong.statusCode, wrong.json()]);
  });

  it('a user filled with dummy data may not log in locally: local_login_is_disabled', async () => {
    const response = await requestToken(t.app, { username: 'dummy' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('local_login_is_disabled');
  });

  it('a user whose allowLocalLogin is off gets local_login_is_disabled', async () => {
    await t.db.query('UPDATE users SET allow_local_login = false WHERE id = $1', [
      await userId('nivos', 'metercontrol'),
    ]);
    const response = await requestToken(t.app, { username: 'metercontrol', instance: 'nivos' });
    expect(response.json().error).toBe('local_login_is_disabled');
  });

  it('an instance that does not allow local login answers local_login_is_disabled', async () => {
    const response = await requestToken(t.app, { username: 'customer', instance: 'kivijarvenlampo' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('local_login_is_disabled');
  });

  it('an instance that demands strong authentication answers strong_auth_required with where to go', async () => {
    const response = await requestToken(t.app, { username: 'customer', instance: 'karhulanenergia' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 'strong_auth_required',
      // the strong button's OpenID start (docs/openid-login.md)
      details: { url: '/auth/openid/start?instance=karhulanenergia&button=suomifi&language=fi-FI' },
    });
  });

  it('a user with no roles cannot log in: no_permission', async () => {
    const response = await requestToken(t.app, { username: 'noroles' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('no_permission');
  });

  it('ROLE_SELLER alone gives invalid_authorities', async () => {
    const response = await requestToken(t.app, { username: 'seller' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('invalid_authorities');
  });

  it('the SSN viewer and meter control roles alone may log in', async () => {
    // the demo's ssnviewer is a servant too: here the SSN viewer role alone
    await t.db.query(
      `DELETE FROM user_roles WHERE role = 'ROLE_SERVANT'
          AND user_id = (SELECT id FROM users WHERE instance = 'demo1' AND username = 'ssnviewer')`,
    );
    expect((await requestToken(t.app, { username: 'ssnviewer' })).statusCode).toBe(200);
    expect((await requestToken(t.app, { username: 'metercontrol' })).statusCode).toBe(200);
  });

  it.each(['mimo_unknown', 'demo1', 'mimo_', 'MIMO_demo1'])(
    'client %s is not an instance client: invalid_client',
    async (clientId) => {
      const response = await requestToken(t.app, { username: 'customer', client_id: clientId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_client');
    },
  );

  it('a user of one instance cannot log in through another instance client', async () => {
    await t.db.query("DELETE FROM users WHERE instance = 'nivos' AND username = 'superuser'");
    await t.db.query(
      `INSERT INTO users (instance, username, sub, password_hash) SELECT 'demo1', 'onlydemo1', gen_random_uuid(), password_hash
         FROM users WHERE instance = 'demo1' AND username = 'customer'`,
    );
    const response = await requestToken(t.app, { username: 'onlydemo1', instance: 'nivos' });
    expect(response.json().error).toBe('bad_credentials');
  });

  it('only the password grant is accepted', async () => {
    const response = await requestToken(t.app, { username: 'customer', grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validations_fail');
  });

  it('missing fields and unknown fields are validations_fail, never a 500', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: 'grant_type=password&username=customer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('validations_fail');
    const extra = await requestToken(t.app, { username: 'customer', admin: 'true' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field: '/admin', rule: 'unknown_field' }] },
    });
  });
});
