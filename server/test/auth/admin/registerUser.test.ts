import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUserRequest } from '@portal/shared/api/admin';
import { buildTestApp, TEST_SSN_KEYS, type TestApp } from '../../helpers/index.js';
import { callJson, requestToken } from '../../helpers/requests.js';
import { auditRowsOf } from '../../helpers/audit.js';
import { decryptSsn } from '../../../src/auth/ssn.js';
import { temporarySsn } from '../../../src/demo/staff.js';
import { loginAll, staffCall, type LoginName } from './adminCalls.js';

let t: TestApp;
let tokens: Record<LoginName, string>;

beforeAll(async () => {
  // nivos without Swedish: an invitation in a language the instance does not offer is refused there
  t = await buildTestApp({
    instances: (shipped) =>
      shipped.map((instance) =>
        instance.id === 'nivos' ? { ...instance, languages: ['fi-FI', 'en-US'] } : instance,
      ),
  });
  tokens = await loginAll(t.app, t.db);
});
afterAll(async () => {
  await t.close();
});

const register = (token: string | null, body: unknown) =>
  staffCall(t.app, 'POST', '/auth/admin/register_new_user', token, { body });
const request = (overrides: Partial<NewUserRequest> = {}): NewUserRequest => ({
  firstName: 'Ulla',
  lastName: 'Uusitalo',
  email: 'ulla.uusitalo@example.com',
  language: 'fi-FI',
  requiredSSN: false,
  ...overrides,
});
const linkIn = (text: string) => /http:\/\/localhost:8080\/\S+reset-password\?\S+/.exec(text)![0];
const confirm = (body: Record<string, unknown>) =>
  callJson(t.app, 'POST', '/auth/reset_password/confirm', null, body);
const NEW_PASSWORD = 'Uusi-salasana-77';

describe('POST /auth/admin/register_new_user', () => {
  it('creates a ROLE_USER account named by its e-mail, without a password, and answers 201 { sub, email }', async () => {
    const response = await register(tokens.admin, request({ language: 'sv-FI' }));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      sub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'ulla.uusitalo@example.com',
    });
    const [row] = await t.db.query<{
      username: string;
      password_hash: string | null;
      roles: string[];
      ssn_required: boolean;
      first_name: string;
    }>(
      "SELECT username, password_hash, roles, ssn_required, first_name FROM users WHERE instance = 'demo1' AND sub = $1",
      [answer.sub],
    );
    expect(row).toEqual({
      username: 'ulla.uusitalo@example.com',
      password_hash: null,
      roles: ['ROLE_USER'],
      ssn_required: false,
      first_name: 'Ulla',
    });
    // cannot log in until a password is set
    expect(
      (await requestToken(t.app, { username: 'ulla.uusitalo@example.com', password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
    const [audit] = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(audit).toMatchObject({
      action: 'user.create',
      subject_sub: answer.sub,
      details: { ssnRequired: false },
    });
  });

  it('sends the invitation in the language asked, with a one-time link to the reset-password page valid 7 days', async () => {
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({
      to: 'ulla.uusitalo@example.com',
      language: 'sv-FI',
      subject: 'Demo Energia: välkommen som användare',
    });
    expect(mail.text).toContain('Länken gäller i sju dagar och fungerar en gång.');
    expect(mail.html).toContain('<html lang="sv">');
    const link = new URL(linkIn(mail.text));
    expect(link.pathname).toBe('/demo1/sv-FI/reset-password');
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.has('ssn')).toBe(false);
    const [code] = await t.db.query<{ expires_at: Date }>(
      `SELECT c.expires_at FROM password_reset_codes c JOIN users u ON u.id = c.user_id
        WHERE u.username = 'ulla.uusitalo@example.com'`,
    );
    expect(code!.expires_at.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
  });

  it('the link sets the password (no SSN asked), then the user logs in; the code works once', async () => {
    const code = new URL(linkIn(t.mails.at(-1)!.text)).searchParams.get('code')!;
    expect((await confirm({ code, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
    expect(
      (await requestToken(t.app, { username: 'ulla.uusitalo@example.com', password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await confirm({ code, newPassword: NEW_PASSWORD })).json().error).toBe('invalid_reset_code');
  });

  it('a taken e-mail or username (any case) is 400 username_already_exist', async () => {
    for (const email of ['ULLA.uusitalo@example.com', 'customer.demo1@example.com']) {
      const response = await register(tokens.admin, request({ email }));
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error).toBe('username_already_exist');
    }
    // the same address in another instance is another user
    expect((await register(tokens.nivosAdmin, request())).statusCode).toBe(201);
  });

  it("redirectUrl is accepted only on the server's own origin, and rides along in the link", async () => {
    const own = await register(
      tokens.servant,
      request({ email: 'r1@example.com', redirectUrl: 'http://localhost:8080/demo1/fi-FI/login' }),
    );
    expect(own.statusCode).toBe(201);
    expect(new URL(linkIn(t.mails.at(-1)!.text)).searchParams.get('redirectUrl')).toBe('/demo1/fi-FI/login');
    for (const redirectUrl of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      const response = await register(tokens.admin, request({ email: 'r2@example.com', redirectUrl }));
      expect(response.statusCode, redirectUrl).toBe(400);
      expect(response.json().details.fields).toEqual([{ field: '/redirectUrl', rule: 'own_origin' }]);
    }
  });

  it('a language the instance does not offer is 400, rule language', async () => {
    const response = await register(
      tokens.nivosAdmin,
      request({ email: 'sv@example.com', language: 'sv-FI' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual([{ field: '/language', rule: 'language' }]);
  });

  it.each([
    [{ firstName: 'U' }, '/firstName', 'min_length'],
    [{ lastName: ' ' }, '/lastName', 'required'],
    [{ email: 'ulla@' }, '/email', 'email'],
    [{ email: '' }, '/email', 'required'],
  ])('%j is 400 validations_fail at %s, rule %s', async (overrides, field, rule) => {
    const response = await register(tokens.admin, request({ email: 'rules@example.com', ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field, rule }] },
    });
  });

  it.each([
    [{ firstName: 'x'.repeat(101) }],
    [{ lastName: 'x'.repeat(101) }],
    [{ email: `${'x'.repeat(140)}@example.com` }],
    [{ redirectUrl: `http://localhost:8080/${'x'.repeat(2000)}` }],
    [{ language: 'de-DE' }],
    [{ requiredSSN: 'yes' }],
    [{ roles: ['ROLE_ADMIN'] }],
  ])('%j is 400 validations_fail', async (overrides) => {
    const response = await register(tokens.admin, {
      ...request({ email: 'shape@example.com' }),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validations_fail');
  });

  it('a body without requiredSSN is 400', async () => {
    const { requiredSSN: _, ...body } = request({ email: 'nossn@example.com' });
    expect((await register(tokens.admin, body)).statusCode).toBe(400);
  });
});

describe('an invitation that requires a social security number', () => {
  const ssn = temporarySsn({ year: 1985, month: 6, day: 15 }, 951);
  let code: string;
  let sub: string;

  beforeAll(async () => {
    const response = await register(
      tokens.admin,
      request({ email: 'sanni.ssn@example.com', requiredSSN: true }),
    );
    sub = response.json().sub;
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe('Demo Energia: tervetuloa käyttäjäksi');
    expect(mail.text).toContain('henkilötunnuksesi');
    const link = new URL(linkIn(mail.text));
    expect(link.searchParams.get('ssn')).toBe('1');
    code = link.searchParams.get('code')!;
  });

  it('setting the password without the number is 400 at /socialSecurityNumber, rule required; the code stays valid', async () => {
    const response = await confirm({ code, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field: '/socialSecurityNumber', rule: 'required' }] },
    });
  });

  it.each([['131052-308U'], ['310223A902M'], ['010594y9032']])(
    '%s does not pass the HETU check: rule invalid_ssn',
    async (value) => {
      const response = await confirm({ code, newPassword: NEW_PASSWORD, socialSecurityNumber: value });
      expect(response.json().details.fields).toEqual([
        { field: '/socialSecurityNumber', rule: 'invalid_ssn' },
      ]);
    },
  );

  it('a valid number is stored encrypted with its blind index, the requirement cleared; the user search finds it', async () => {
    expect(
      (await confirm({ code, newPassword: NEW_PASSWORD, socialSecurityNumber: ` ${ssn} ` })).statusCode,
    ).toBe(204);
    const [row] = await t.db.query<{ ssn_encrypted: string; ssn_blind_index: string; ssn_required: boolean }>(
      "SELECT ssn_encrypted, ssn_blind_index, ssn_required FROM users WHERE instance = 'demo1' AND sub = $1",
      [sub],
    );
    expect(row!.ssn_required).toBe(false);
    expect(decryptSsn(TEST_SSN_KEYS, 'demo1', row!.ssn_encrypted)).toBe(ssn);
    // no digit group of the number is stored in the clear
    for (const column of [row!.ssn_encrypted, row!.ssn_blind_index])
      for (const part of [ssn.slice(0, 6), ssn.slice(7, 10)]) expect(column).not.toContain(part);
    const found = await staffCall(t.app, 'POST', '/auth/list_instance_users', tokens.admin, {
      body: { socialSecurityNumber: ssn },
    });
    expect(found.json().items.map((item: { userInfo: { sub: string } }) => item.userInfo.sub)).toEqual([sub]);
    expect(
      (await requestToken(t.app, { username: 'sanni.ssn@example.com', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('a reset mail of a user who still owes the number asks for it too (&ssn=1)', async () => {
    const again = await register(
      tokens.admin,
      request({ email: 'later.ssn@example.com', requiredSSN: true }),
    );
    expect(again.statusCode).toBe(201);
    await callJson(t.app, 'POST', '/auth/reset_password', null, {
      username: 'later.ssn@example.com',
      clientId: 'mimo_demo1',
      language: 'en-US',
    });
    await t.app.background.drain();
    const link = new URL(linkIn(t.mails.at(-1)!.text));
    expect(link.pathname).toBe('/demo1/en-US/reset-password');
    expect(link.searchParams.get('ssn')).toBe('1');
  });

  it('a user without the requirement may leave the number out, and one sent is not stored', async () => {
    await callJson(t.app, 'POST', '/auth/reset_password', null, {
      username: 'customer2',
      clientId: 'mimo_demo1',
      language: 'en-US',
    });
    await t.app.background.drain();
    const link = new URL(linkIn(t.mails.at(-1)!.text));
    expect(link.searchParams.has('ssn')).toBe(false);
    const before = await t.db.query(
      "SELECT ssn_encrypted FROM users WHERE instance = 'demo1' AND username = 'customer2'",
    );
    const response = await confirm({
      code: link.searchParams.get('code')!,
      newPassword: NEW_PASSWORD,
      socialSecurityNumber: ssn,
    });
    expect(response.statusCode).toBe(204);
    expect(
      await t.db.query("SELECT ssn_encrypted FROM users WHERE instance = 'demo1' AND username = 'customer2'"),
    ).toEqual(before);
  });

  it('an oversized socialSecurityNumber is 400 validations_fail', async () => {
    const response = await confirm({
      code: 'x',
      newPassword: NEW_PASSWORD,
      socialSecurityNumber: '1'.repeat(21),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /auth/admin/register_new_user: refusals', () => {
  it('no token: 401', async () => {
    expect((await register(null, request({ email: 'x1@example.com' }))).statusCode).toBe(401);
  });

  it.each([['customer'], ['seller'], ['metercontrol'], ['nivosCustomer']] as const)(
    '%s is refused 403 no_permission, and nobody is created',
    async (name) => {
      const response = await register(tokens[name], request({ email: `${name}@example.com` }));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('no_permission');
      expect(await t.db.query('SELECT 1 FROM users WHERE username = $1', [`${name}@example.com`])).toEqual(
        [],
      );
    },
  );

  it('a mail that cannot be sent undoes the account (500), so staff can simply try again', async () => {
    const push = t.mails.push;
    t.mails.push = () => {
      throw new Error('SMTP down');
    };
    let response;
    try {
      response = await register(tokens.admin, request({ email: 'nomail@example.com' }));
    } finally {
      t.mails.push = push;
    }
    expect(response.statusCode).toBe(500);
    expect(await t.db.query("SELECT 1 FROM users WHERE username = 'nomail@example.com'")).toEqual([]);
    expect((await auditRowsOf(t.db, response.headers['x-request-id'])).map((row) => row.action)).toEqual([
      'user.create',
      'user.delete',
    ]);
    expect((await register(tokens.admin, request({ email: 'nomail@example.com' }))).statusCode).toBe(201);
  });
});
