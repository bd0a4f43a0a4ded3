import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';
import { callJson, requestToken } from '../../helpers/requests.js';
import { auditRowsOf, userOf } from '../../helpers/audit.js';
import { loginAll, staffCall, type LoginName } from './adminCalls.js';

let t: TestApp;
let tokens: Record<LoginName, string>;
const subs: Record<string, string> = {};
/** a customer of the generated ones (demo/staff.ts), whom the update tests edit */
let edited: { username: string; sub: string };

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginAll(t.app, t.db);
  for (const username of ['customer', 'customer2', 'dummy', 'protected', 'superuser', 'servant'])
    subs[username] = (await userOf(t.db, 'demo1', username)).sub;
  subs.nivosCustomer = (await userOf(t.db, 'nivos', 'customer')).sub;
  const [first] = await t.db.query<{ username: string; sub: string }>(
    "SELECT username, sub::text AS sub FROM users WHERE instance = 'demo1' AND username LIKE '%.%' ORDER BY id LIMIT 1",
  );
  edited = first!;
});
afterAll(async () => {
  await t.close();
});

const update = (token: string | null, target: string | undefined, body: unknown) =>
  staffCall(t.app, 'PUT', '/auth/admin/update_user', token, { target, body });
const deleteUser = (token: string | null, target: string | undefined, body?: unknown) =>
  staffCall(t.app, 'POST', '/auth/admin/delete_user', token, { target, body });

describe('PUT /auth/admin/update_user', () => {
  it('saves the fields sent and answers the AdminUserInfo; the audit row names the fields, not the values', async () => {
    const response = await update(tokens.admin, edited.sub, {
      firstName: ' Aune ',
      lastName: 'Ahokas',
      username: 'aune.ahokas',
      email: 'aune.ahokas@example.com',
      phoneNumber: '040 123-4567',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      sub: edited.sub,
      name: 'Aune Ahokas',
      firstName: 'Aune',
      lastName: 'Ahokas',
      username: 'aune.ahokas',
      email: 'aune.ahokas@example.com',
      phoneNumber: '0401234567',
    });
    const [row] = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(row).toMatchObject({ action: 'user.update', subject_sub: edited.sub });
    expect((row!.details.fields as string[]).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'username',
    ]);
    expect(JSON.stringify(row)).not.toMatch(/Aune|Ahokas|4567/);
    expect((await requestToken(t.app, { username: 'aune.ahokas' })).statusCode).toBe(200);
  });

  it('only the fields sent change; one field alone is fine', async () => {
    const response = await update(tokens.servant, edited.sub, { phoneNumber: '+358501234567' });
    expect(response.json()).toMatchObject({ firstName: 'Aune', phoneNumber: '+358501234567' });
    const [row] = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(row!.details).toEqual({ fields: ['phoneNumber'] });
  });

  it("the user's own sessions see the new profile at once", async () => {
    const token = await loginAs(t.app, 'demo1', 'aune.ahokas');
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).json().lastName).toBe('Ahokas');
    await update(tokens.admin, edited.sub, { lastName: 'Aaltonen' });
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).json().lastName).toBe('Aaltonen');
  });

  it.each([
    [{ firstName: '' }, '/firstName', 'required'],
    [{ firstName: '   ' }, '/firstName', 'required'],
    [{ lastName: 'A' }, '/lastName', 'min_length'],
    [{ username: 'ab' }, '/username', 'min_length'],
    [{ username: 'bad/name' }, '/username', 'forbidden_characters'],
    [{ email: '' }, '/email', 'required'],
    [{ email: 'not-an-email' }, '/email', 'email'],
    [{ phoneNumber: '12345' }, '/phoneNumber', 'phone'],
    [{ phoneNumber: '+35812' }, '/phoneNumber', 'phone'],
  ])('%j is 400 validations_fail at %s, rule %s', async (body, field, rule) => {
    const response = await update(tokens.admin, edited.sub, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field, rule }] },
    });
  });

  it.each([
    [{ firstName: 'x'.repeat(101) }],
    [{ lastName: 'x'.repeat(101) }],
    [{ username: 'x'.repeat(129) }],
    [{ email: `${'x'.repeat(140)}@example.com` }],
    [{ phoneNumber: '0'.repeat(21) }],
    [{ password: 'x' }],
    [{ email: null }],
  ])('%j over the limits or of another shape is 400 validations_fail', async (body) => {
    const response = await update(tokens.admin, edited.sub, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validations_fail');
  });

  it('a username taken in the instance (any case) is 400 username_already_exist', async () => {
    const response = await update(tokens.admin, edited.sub, { username: 'Customer' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('username_already_exist');
  });

  it('names and username only when the user may log in locally: otherwise rule not_editable', async () => {
    const response = await update(tokens.admin, subs.dummy, {
      firstName: 'Uusi',
      username: 'uusi',
      email: 'u@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual([
      { field: '/firstName', rule: 'not_editable' },
      { field: '/username', rule: 'not_editable' },
    ]);
    const email = await update(tokens.admin, subs.dummy, { email: 'dummy.new@example.com' });
    expect(email.statusCode).toBe(200);
    expect(email.json().email).toBe('dummy.new@example.com');
  });
});

describe('POST /auth/admin/delete_user', () => {
  it("deletes the account: 204, the user's tokens stop working, user.delete is on record", async () => {
    const token = await loginAs(t.app, 'demo1', 'customer2');
    const { id } = await userOf(t.db, 'demo1', 'customer2');
    const response = await deleteUser(tokens.admin, subs.customer2);
    expect(response.statusCode).toBe(204);
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).statusCode).toBe(401);
    expect((await requestToken(t.app, { username: 'customer2' })).json().error).toBe('bad_credentials');
    const [row] = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(row).toMatchObject({ action: 'user.delete', subject_user_id: id, subject_sub: subs.customer2 });
    // the deleted user is gone; a second delete finds nobody
    expect((await deleteUser(tokens.admin, subs.customer2)).statusCode).toBe(404);
  });

  it('accepts an empty JSON object as the body, and refuses any other', async () => {
    expect((await deleteUser(tokens.admin, edited.sub, { force: true })).statusCode).toBe(400);
    expect((await deleteUser(tokens.admin, edited.sub, {})).statusCode).toBe(204);
  });

  it('deleting oneself is allowed, and ends the own session', async () => {
    const token = await loginAs(t.app, 'demo1', 'servant');
    expect((await deleteUser(token, subs.servant)).statusCode).toBe(204);
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).statusCode).toBe(401);
  });
});

describe('update_user and delete_user: refusals', () => {
  const both = (token: string | null, target: string | undefined) => [
    update(token, target, { phoneNumber: '0401234567' }),
    deleteUser(token, target),
  ];

  it('no token: 401', async () => {
    for (const response of await Promise.all(both(null, subs.customer)))
      expect(response.statusCode).toBe(401);
  });

  it.each([['customer'], ['seller'], ['metercontrol'], ['nivosCustomer']] as const)(
    '%s is refused 403 no_permission',
    async (name) => {
      for (const response of await Promise.all(both(tokens[name], subs.customer))) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('no_permission');
      }
    },
  );

  it("another instance's user, and a demo1 user to nivos's admin: 404 user_not_found", async () => {
    for (const [token, target] of [
      [tokens.admin, subs.nivosCustomer],
      [tokens.nivosAdmin, subs.customer],
    ] as const)
      for (const response of await Promise.all(both(token, target))) expect(response.statusCode).toBe(404);
  });

  it('the protected user and a superuser are censored to an admin: 403, nothing changes', async () => {
    for (const target of [subs.protected, subs.superuser])
      for (const response of await Promise.all(both(tokens.admin, target)))
        expect(response.statusCode).toBe(403);
    expect(
      await t.db.query("SELECT 1 FROM users WHERE instance = 'demo1' AND username = 'protected'"),
    ).toHaveLength(1);
  });
});
