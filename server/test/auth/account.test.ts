import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson, requestToken } from '../helpers/requests.js';

const clock = manualClock(new Date());
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const resetRequest = (body: Record<string, unknown>) =>
  callJson(t.app, 'POST', '/auth/reset_password', null, body);
const codeOf = (link: string) => new URL(link).searchParams.get('code')!;
const linkIn = (text: string) => /https?:\/\/\S+reset-password\?code=\S+/.exec(text)![0];

describe('GET /auth/userinfo', () => {
  it("answers the user's profile, roles, the client's scopes and whether the user has heat usage places", async () => {
    const response = await callJson(
      t.app,
      'GET',
      '/auth/userinfo',
      await loginAs(t.app, 'demo1', 'customer'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      username: 'customer',
      roles: ['ROLE_USER'],
      scopes: ['contracts', 'invoices', 'guard_service', 'customer_service_demo1'],
      instance: 'demo1',
      provider: 'local',
      allowLocalLogin: true,
      filledWithDummyData: false,
      hasHeatUsagePlaces: true,
      email: 'customer.demo1@example.com',
    });
  });

  it('a user without heat usage places gets hasHeatUsagePlaces false', async () => {
    const response = await callJson(
      t.app,
      'GET',
      '/auth/userinfo',
      await loginAs(t.app, 'demo1', 'customer2'),
    );
    expect(response.json().hasHeatUsagePlaces).toBe(false);
  });
});

describe('POST /auth/reset_password', () => {
  it('sends a reset mail in the asked language with a one-time link to /{instance}/{language}/reset-password', async () => {
    const response = await resetRequest({
      username: '  customer  ',
      clientId: 'mimo_demo1',
      language: 'en-US',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'sent' });
    await t.app.background.drain();
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('customer.demo1@example.com');
    expect(mail.language).toBe('en-US');
    expect(mail.subject).toBe('Demo Energia: reset your password');
    expect(linkIn(mail.text)).toMatch(
      /^http:\/\/localhost:8080\/demo1\/en-US\/reset-password\?code=[A-Za-z0-9_-]{43}$/,
    );
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM password_reset_codes');
    expect(stored.map((r) => r.code_hash)).not.toContain(codeOf(linkIn(mail.text)));
  });

  it('writes the Finnish mail for fi-FI', async () => {
    await resetRequest({ username: 'customer2', clientId: 'mimo_demo1', language: 'fi-FI' });
    await t.app.background.drain();
    expect(t.mails.at(-1)!.subject).toBe('Demo Energia: salasanan vaihto');
    expect(t.mails.at(-1)!.text).toContain('/demo1/fi-FI/reset-password?code=');
  });

  it('writes the Swedish mail for sv-FI where the instance offers Swedish', async () => {
    await resetRequest({ username: 'customer2', clientId: 'mimo_demo1', language: 'sv-FI' });
    await t.app.background.drain();
    const mail = t.mails.at(-1)!;
    expect(mail.language).toBe('sv-FI');
    expect(mail.subject).toBe('Demo Energia: byte av lösenord');
    expect(mail.text).toContain('Länken gäller i en timme och fungerar en gång.');
    expect(mail.html).toContain('<html lang="sv">');
    expect(mail.text).toContain('/demo1/sv-FI/reset-password?code=');
  });

  it('answers the same for an unknown user, and sends nothing', async () => {
    const before = t.mails.length;
    const known = await resetRequest({ username: 'customer', clientId: 'mimo_demo1', language: 'fi-FI' });
    const unknown = await resetRequest({ username: 'nobody', clientId: 'mimo_demo1', language: 'fi-FI' });
    await t.app.background.drain();
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(t.mails.length).toBe(before + 1);
  });

  it('sends nothing for a user who may not log in locally (dummy data)', async () => {
    const before = t.mails.length;
    expect(
      (await resetRequest({ username: 'dummy', clientId: 'mimo_demo1', language: 'fi-FI' })).json(),
    ).toEqual({ status: 'sent' });
    await t.app.background.drain();
    expect(t.mails.length).toBe(before);
  });

  it('refuses a client that is not an instance client: invalid_client', async () => {
    const response = await resetRequest({ username: 'customer', clientId: 'mimo_nope', language: 'fi-FI' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_client');
  });

  it('an empty username or an unknown language is validations_fail', async () => {
    expect(
      (await resetRequest({ username: '', clientId: 'mimo_demo1', language: 'fi-FI' })).json().error,
    ).toBe('validations_fail');
    expect(
      (await resetRequest({ username: 'x', clientId: 'mimo_demo1', language: 'sv-SE' })).json().error,
    ).toBe('validations_fail');
  });
});

describe('POST /auth/reset_password/confirm', () => {
  const freshCode = async (username: string, instance = 'nivos') => {
    await resetRequest({ username, clientId: `mimo_${instance}`, language: 'fi-FI' });
    await t.app.background.drain();
    return codeOf(linkIn(t.mails.at(-1)!.text));
  };
  const confirm = (code: string, newPassword: string) =>
    callJson(t.app, 'POST', '/auth/reset_password/confirm', null, { code, newPassword });

  it('sets the new password, works once, unlocks the account and ends older sessions', async () => {
    const oldSession = await loginAs(t.app, 'nivos', 'customer');
    for (let i = 0; i < 3; i++)
      await requestToken(t.app, { username: 'customer', instance: 'nivos', password: 'Wrong-pass-1' });
    expect((await requestToken(t.app, { username: 'customer', instance: 'nivos' })).json().error).toBe(
      'account_locked_until',
    );
    const code = await freshCode('customer');
    clock.advance(1000);
    expect((await confirm(code, ' Brand-new-pass-7 ')).statusCode).toBe(204);
    expect(
      (await requestToken(t.app, { username: 'customer', instance: 'nivos', password: 'Brand-new-pass-7' }))
        .statusCode,
    ).toBe(200);
    expect((await requestToken(t.app, { username: 'customer', instance: 'nivos' })).json().error).toBe(
      'bad_credentials',
    );
    expect((await callJson(t.app, 'GET', '/auth/userinfo', oldSession)).statusCode).toBe(401);
    const again = await confirm(code, 'Another-pass-8');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_reset_code');
  });

  it('a code is valid for one hour', async () => {
    const code = await freshCode('customer2');
    clock.advance(60 * 60 * 1000 + 1);
    expect((await confirm(code, 'Brand-new-pass-7')).json().error).toBe('invalid_reset_code');
  });

  it('a made-up code is invalid_reset_code', async () => {
    expect((await confirm('x'.repeat(43), 'Brand-new-pass-7')).json().error).toBe('invalid_reset_code');
  });

  it('a new password without digits, upper and lower case or under 8 characters is validations_fail and keeps the code', async () => {
    const code = await freshCode('admin');
    for (const weak of ['Short-1', 'nodigits-Here', 'NOLOWER-123', 'noupper-123']) {
      const response = await confirm(code, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validations_fail',
        details: { fields: [{ field: '/newPassword' }] },
      });
    }
    expect((await confirm(code, 'Strong-enough-9')).statusCode).toBe(204);
  });
});

describe('POST /auth/change_password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    callJson(t.app, 'POST', '/auth/change_password', token, body);

  it('changes the password when the current one is right (both trimmed)', async () => {
    const token = await loginAs(t.app, 'demo1', 'superuser');
    const response = await change(token, {
      currentPassword: ' Demo-pass-2026 ',
      newPassword: ' Changed-pass-1 ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });
    expect(
      (await requestToken(t.app, { username: 'superuser', password: 'Changed-pass-1' })).statusCode,
    ).toBe(200);
  });

  it('a wrong current password is invalid_current_password', async () => {
    const token = await loginAs(t.app, 'demo1', 'metercontrol');
    const response = await change(token, { currentPassword: 'Not-it-123', newPassword: 'Changed-pass-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_current_password');
  });

  it('a weak new password is validations_fail', async () => {
    const token = await loginAs(t.app, 'demo1', 'metercontrol');
    const response = await change(token, { currentPassword: 'Demo-pass-2026', newPassword: 'weak' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field: '/newPassword', rule: 'min_length' }] },
    });
  });

  it('needs a token', async () => {
    expect((await change('', { currentPassword: 'a', newPassword: 'b' })).statusCode).toBe(401);
  });
});

describe('POST /auth/update_user', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    callJson(t.app, 'POST', '/auth/update_user', token, body);
  const profile = {
    firstName: 'Aino',
    lastName: 'Asiakas',
    username: 'ssnviewer',
    email: 'aino@example.com',
    phoneNumber: '+358501234567',
  };

  it('saves the profile and answers the new UserInfo', async () => {
    const token = await loginAs(t.app, 'demo1', 'ssnviewer');
    const response = await update(token, {
      ...profile,
      username: 'aino.asiakas',
      phoneNumber: '050 123 4567',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Aino',
      lastName: 'Asiakas',
      username: 'aino.asiakas',
      phoneNumber: '0501234567',
    });
    expect((await requestToken(t.app, { username: 'aino.asiakas' })).statusCode).toBe(200);
  });

  it('a username taken in the same instance is username_already_exist', async () => {
    const token = await loginAs(t.app, 'demo1', 'aino.asiakas');
    const response = await update(token, { ...profile, username: 'Customer' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('username_already_exist');
  });

  it('the same username in another instance is fine', async () => {
    const token = await loginAs(t.app, 'nivos', 'ssnviewer');
    expect((await update(token, { ...profile, username: 'aino.asiakas' })).statusCode).toBe(200);
  });

  it.each([
    [{ firstName: '' }, '/firstName', 'required'],
    [{ username: 'bad/name' }, '/username', 'forbidden_characters'],
    [{ username: 'ab' }, '/username', 'min_length'],
    [{ email: 'not-an-email' }, '/email', 'email'],
    [{ phoneNumber: '12345' }, '/phoneNumber', 'phone'],
    [{ email: '', phoneNumber: '' }, '/email', 'email_or_phone_required'],
  ])('%o is validations_fail on %s (%s)', async (change, field, rule) => {
    const token = await loginAs(t.app, 'demo1', 'aino.asiakas');
    const response = await update(token, { ...profile, username: 'aino.asiakas', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: expect.arrayContaining([{ field, rule }]) },
    });
  });

  it('an unknown field or a wrong type is a 400 validations_fail, not a 500', async () => {
    const token = await loginAs(t.app, 'demo1', 'aino.asiakas');
    const unknown = await update(token, { ...profile, roles: ['ROLE_ADMIN'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field: '/roles', rule: 'unknown_field' }] },
    });
    const wrongType = await update(token, { ...profile, firstName: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('validations_fail');
  });
});

describe('POST /auth/delete_user', () => {
  it('deletes the account, clears the cookie, and the user can no longer log in', async () => {
    const token = await loginAs(t.app, 'nivos', 'customer2');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/delete_user',
      cookies: { token },
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^token=;/);
    expect((await requestToken(t.app, { username: 'customer2', instance: 'nivos' })).json().error).toBe(
      'bad_credentials',
    );
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action = 'user.delete_self'",
    );
    expect(audit).toHaveLength(1);
  });
});
