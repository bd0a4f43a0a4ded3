import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson, requestToken } from '../helpers/requests.js';
import { DEMO_PASSWORD } from '../../src/demo/seed.js';

/** The account rules of docs/account.md on a real database: profile, password, deleting one's own account. */
let t: TestApp;
// demo1 as karhulanenergia ships (login.hideSecurityTab): the Security tab and its call are never offered
let hidden: TestApp;

beforeAll(async () => {
  // one after the other: two apps starting at once on a busy machine time out their plugins
  t = await buildTestApp();
  hidden = await buildTestApp({
    instances: (shipped) =>
      shipped.map((c) => (c.id === 'demo1' ? { ...c, login: { ...c.login, hideSecurityTab: true } } : c)),
  });
});
afterAll(async () => {
  await t?.close();
  await hidden?.close();
});

const profile = {
  firstName: 'Aino',
  lastName: 'Asiakas',
  username: 'admin',
  email: 'aino@example.com',
  phoneNumber: '0501234567',
};

const expectRule = (
  response: { statusCode: number; json: () => unknown },
  field: string,
  rule: string,
): void => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: 'validations_fail',
    details: { fields: expect.arrayContaining([{ field, rule }]) },
  });
};

describe('POST /auth/update_user: the profile rules (admin-and-calls section 5)', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs(t.app, 'demo1', 'admin');
  });
  const update = (change: Record<string, unknown>) =>
    callJson(t.app, 'POST', '/auth/update_user', token, { ...profile, ...change });

  it.each([
    ['firstName', 2, 100],
    ['lastName', 2, 100],
    ['username', 3, 128],
  ])(
    '%s is %i to %i characters: one less or one more is refused, the limits are accepted',
    async (field, min, max) => {
      expectRule(await update({ [field]: 'a'.repeat(min - 1) }), `/${field}`, 'min_length');
      expectRule(await update({ [field]: 'a'.repeat(max + 1) }), `/${field}`, 'max_length');
      expectRule(await update({ [field]: '   ' }), `/${field}`, 'required');
      expect((await update({ [field]: 'a'.repeat(min) })).statusCode).toBe(200);
      const atMax = await update({ [field]: 'a'.repeat(max) });
      expect(atMax.statusCode).toBe(200);
      expect(atMax.json()[field]).toBe('a'.repeat(max));
    },
  );

  it('email is at most 150 characters and a valid address', async () => {
    const local = (n: number) => `${'e'.repeat(n - '@example.com'.length)}@example.com`;
    expect((await update({ email: local(150) })).statusCode).toBe(200);
    expectRule(await update({ email: local(151) }), '/email', 'max_length');
    expectRule(await update({ email: 'aino@example' }), '/email', 'email');
  });

  it.each(['05012345', '0501234567', '+3585012345', '+358501234567', '050 123-4567'])(
    'phone %s: +358 or 0 followed by 7-9 digits is accepted',
    async (phoneNumber) => {
      expect((await update({ phoneNumber })).statusCode).toBe(200);
    },
  );

  it.each(['0501234', '05012345678', '+358501234', '+3585012345678', '358501234567', '050123456a'])(
    'phone %s is refused',
    async (phoneNumber) => {
      expectRule(await update({ phoneNumber }), '/phoneNumber', 'phone');
    },
  );

  it('at least one of email or phone is required; either alone is enough', async () => {
    expectRule(await update({ email: '', phoneNumber: null }), '/email', 'email_or_phone_required');
    expect((await update({ email: null, phoneNumber: '0501234567' })).json().email).toBeNull();
    expect((await update({ email: 'aino@example.com', phoneNumber: '' })).json().phoneNumber).toBeNull();
  });

  it.each([...`^'"\\;,(){}*%&!?/`])('a username with %s is refused', async (character) => {
    expectRule(await update({ username: `ad${character}min` }), '/username', 'forbidden_characters');
  });

  it('a username taken in the instance (whatever its case) is username_already_exist', async () => {
    const response = await update({ username: 'SERVANT' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('username_already_exist');
  });

  it('a NUL character or an oversized value is a 4xx, and answers are not stored by caches', async () => {
    const nul = await update({ lastName: 'Asia\u0000kas' });
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['cache-control']).toBe('no-store');
    const oversized = await update({ firstName: 'x'.repeat(10_000) });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().error).toBe('validations_fail');
    const ok = await update({});
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('changes only the caller: the same username in another instance stays as it was', async () => {
    await update({ firstName: 'Renamed' });
    const nivos = await callJson(t.app, 'GET', '/auth/userinfo', await loginAs(t.app, 'nivos', 'admin'));
    expect(nivos.json()).toMatchObject({ username: 'admin', instance: 'nivos' });
    expect(nivos.json().firstName).not.toBe('Renamed');
  });

  it('the next userinfo shows the new names (the cached profile is dropped)', async () => {
    await update({ firstName: 'Uusi Etunimi' });
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).json().firstName).toBe('Uusi Etunimi');
  });

  it('refuses without a token or with a tampered one', async () => {
    expect((await callJson(t.app, 'POST', '/auth/update_user', null, profile)).statusCode).toBe(401);
    const [head, body] = token.split('.');
    const tampered = `${head}.${body}.${'A'.repeat(86)}`;
    expect((await callJson(t.app, 'POST', '/auth/update_user', tampered, profile)).statusCode).toBe(401);
  });
});

describe('POST /auth/change_password: the password rules', () => {
  const change = (token: string, newPassword: string, currentPassword = DEMO_PASSWORD) =>
    callJson(t.app, 'POST', '/auth/change_password', token, { currentPassword, newPassword });

  it.each([
    ['Abcdef1', 'min_length'],
    ['abcdefg1', 'upper_case_required'],
    ['ABCDEFG1', 'lower_case_required'],
    ['Abcdefgh', 'digit_required'],
    ['Password1', 'common_password'],
    ['Qwerty123', 'common_password'],
    ['Servant-2026', 'contains_username'],
    ['   ', 'required'],
    [`Aa1${'b'.repeat(126)}`, 'max_length'],
  ])('a new password %s is validations_fail (%s)', async (newPassword, rule) => {
    const token = await loginAs(t.app, 'demo1', 'servant');
    expectRule(await change(token, newPassword), '/newPassword', rule);
  });

  it('both fields are required: an empty current password is validations_fail', async () => {
    const token = await loginAs(t.app, 'demo1', 'servant');
    expectRule(await change(token, 'Strong-enough-9', ' '), '/currentPassword', 'required');
  });

  it('a wrong current password is invalid_current_password and keeps the old password', async () => {
    const token = await loginAs(t.app, 'demo1', 'servant');
    const response = await change(token, 'Strong-enough-9', 'Demo-pass-2027');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_current_password');
    expect((await requestToken(t.app, { username: 'servant' })).statusCode).toBe(200);
  });

  it('accepts a 128-character passphrase; the session that changed it goes on, the other ends', async () => {
    const other = await loginAs(t.app, 'nivos', 'servant');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      cookies: { token: other },
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        currentPassword: DEMO_PASSWORD,
        newPassword: `Aa1 ${'correct horse battery staple '.repeat(5)}`.slice(0, 127) + '9',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const renewed = String(response.headers['set-cookie']);
    expect(renewed).toMatch(/^token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict/);
    const newToken = response.json().access_token as string;
    expect((await callJson(t.app, 'GET', '/auth/userinfo', newToken)).statusCode).toBe(200);
    expect((await callJson(t.app, 'GET', '/auth/userinfo', other)).statusCode).toBe(401);
  });

  it('refuses in the instance that never shows the Security tab (403 forbidden)', async () => {
    const token = await loginAs(hidden.app, 'demo1', 'customer2');
    const response = await callJson(hidden.app, 'POST', '/auth/change_password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Strong-enough-9',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
    expect((await requestToken(hidden.app, { username: 'customer2' })).statusCode).toBe(200);
  });

  it('a NUL character or an oversized value is a 4xx', async () => {
    const token = await loginAs(t.app, 'demo1', 'servant');
    expect((await change(token, 'Strong-\u0000enough-9')).statusCode).toBe(400);
    expect((await change(token, 'A1b'.repeat(1000))).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await change('', 'Strong-enough-9')).statusCode).toBe(401);
  });
});

describe('local login needs the instance too (spec section 6)', () => {
  it("where the instance no longer allows local login, userinfo says so and the profile's names stay as they were", async () => {
    const external = await buildTestApp({
      instances: (shipped) =>
        shipped.map((c) => (c.id === 'nivos' ? { ...c, login: { ...c.login, allowLocalLogin: false } } : c)),
    });
    try {
      // the token of the same user on a server with the same keys, issued before the instance changed
      const token = await loginAs(t.app, 'nivos', 'customer');
      const before = await callJson(external.app, 'GET', '/auth/userinfo', token);
      expect(before.json()).toMatchObject({ username: 'customer', allowLocalLogin: false });
      const response = await callJson(external.app, 'POST', '/auth/update_user', token, {
        ...profile,
        firstName: 'Ignored',
        username: 'x',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: before.json().firstName, username: 'customer' });
      const password = await callJson(external.app, 'POST', '/auth/change_password', token, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Strong-enough-9',
      });
      expect(password.statusCode).toBe(403);
      expect(password.json().error).toBe('local_login_is_disabled');
    } finally {
      await external.close();
    }
  });
});

describe('POST /auth/delete_user: the caller deletes their own account only', () => {
  it('ends every session of the user; the same username in another instance stays', async () => {
    const first = await loginAs(t.app, 'demo1', 'customer2');
    const second = await loginAs(t.app, 'demo1', 'customer2');
    const response = await callJson(t.app, 'POST', '/auth/delete_user', first, {});
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await callJson(t.app, 'GET', '/auth/userinfo', second)).statusCode).toBe(401);
    expect((await callJson(t.app, 'POST', '/auth/delete_user', second, {})).statusCode).toBe(401);
    expect((await requestToken(t.app, { username: 'customer2', instance: 'nivos' })).statusCode).toBe(200);
  });

  it('takes no body: a body with fields is validations_fail, and it needs a token', async () => {
    const token = await loginAs(t.app, 'nivos', 'metercontrol');
    expect((await callJson(t.app, 'POST', '/auth/delete_user', token, { sub: 'x' })).statusCode).toBe(400);
    expect((await callJson(t.app, 'POST', '/auth/delete_user', null, {})).statusCode).toBe(401);
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).statusCode).toBe(200);
  });
});
