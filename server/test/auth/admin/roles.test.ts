import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';
import { callJson, requestToken } from '../../helpers/requests.js';
import { auditCount, auditRowsOf, userOf } from '../../helpers/audit.js';
import { base64, loginAll, staffCall, type LoginName } from './adminCalls.js';

let t: TestApp;
let tokens: Record<LoginName, string>;
const subs: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginAll(t.app, t.db);
  for (const username of ['customer', 'customer2', 'protected', 'superuser', 'servant'])
    subs[username] = (await userOf(t.db, 'demo1', username)).sub;
  subs.nivosCustomer = (await userOf(t.db, 'nivos', 'customer')).sub;
});
afterAll(async () => {
  await t.close();
});

const URL = '/auth/admin/role';
const add = (token: string | null, target: string | undefined, body: unknown) =>
  staffCall(t.app, 'POST', URL, token, { target, body });
const remove = (token: string | null, target: string | undefined, role: string) =>
  staffCall(t.app, 'DELETE', `${URL}?base64Role=${encodeURIComponent(role)}`, token, { target });
const rolesOf = async (username: string) =>
  (
    await t.db.query<{ role: string }>(
      `SELECT r.role FROM user_roles r JOIN users u ON u.id = r.user_id
        WHERE u.instance = 'demo1' AND u.username = $1 ORDER BY r.role`,
      [username],
    )
  ).map((row) => row.role);

describe('POST /auth/admin/role', () => {
  it('adds a role and answers the roles; the audit row names the roles before and after', async () => {
    const response = await add(tokens.admin, subs.customer2, { newRoleName: 'ROLE_SERVANT' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ roles: ['ROLE_SERVANT', 'ROLE_USER'] });
    expect(await rolesOf('customer2')).toEqual(['ROLE_SERVANT', 'ROLE_USER']);
    const [row] = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(row).toMatchObject({
      action: 'user.role.add',
      subject_sub: subs.customer2,
      target: 'ROLE_SERVANT',
      details: {
        newRoleName: 'ROLE_SERVANT',
        rolesBefore: ['ROLE_USER'],
        roles: ['ROLE_SERVANT', 'ROLE_USER'],
      },
    });
  });

  it('a role the user already has changes nothing (200) and writes no row', async () => {
    const before = await auditCount(t.db);
    const response = await add(tokens.admin, subs.customer2, {
      newRoleName: 'ROLE_SERVANT',
      originalRoleName: 'ROLE_USER',
    });
    expect(response.json()).toEqual({ roles: ['ROLE_SERVANT', 'ROLE_USER'] });
    expect(await rolesOf('customer2')).toEqual(['ROLE_SERVANT', 'ROLE_USER']);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('with originalRoleName the new role replaces it: user.role.replace', async () => {
    const response = await add(tokens.admin, subs.customer2, {
      newRoleName: 'ROLE_METER_CONTROL',
      originalRoleName: 'ROLE_SERVANT',
    });
    expect(response.json()).toEqual({ roles: ['ROLE_METER_CONTROL', 'ROLE_USER'] });
    const [row] = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(row).toMatchObject({
      action: 'user.role.replace',
      details: { originalRoleName: 'ROLE_SERVANT', newRoleName: 'ROLE_METER_CONTROL' },
    });
  });

  it("takes effect at the user's next login: the token in use keeps its roles", async () => {
    const token = await loginAs(t.app, 'demo1', 'customer');
    await add(tokens.admin, subs.customer, { newRoleName: 'ROLE_SELLER' });
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).json().roles).toEqual(['ROLE_USER']);
    const next = await loginAs(t.app, 'demo1', 'customer');
    expect((await callJson(t.app, 'GET', '/auth/userinfo', next)).json().roles).toEqual([
      'ROLE_SELLER',
      'ROLE_USER',
    ]);
  });

  it('only a superuser gives ROLE_SUPERUSER: an admin adding it, or replacing to or from it, is 403', async () => {
    for (const body of [
      { newRoleName: 'ROLE_SUPERUSER' },
      { newRoleName: 'ROLE_SUPERUSER', originalRoleName: 'ROLE_USER' },
      { newRoleName: 'ROLE_ADMIN', originalRoleName: 'ROLE_SUPERUSER' },
    ]) {
      const response = await add(tokens.admin, subs.customer2, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json().error).toBe('no_permission');
    }
    const granted = await add(tokens.superuser, subs.customer2, { newRoleName: 'ROLE_SUPERUSER' });
    expect(granted.json().roles).toContain('ROLE_SUPERUSER');
  });

  it('a superuser may change another superuser (censored to everyone else)', async () => {
    const response = await add(tokens.superuser, subs.superuser, { newRoleName: 'ROLE_METER_CONTROL' });
    expect(response.statusCode).toBe(200);
    expect((await add(tokens.admin, subs.superuser, { newRoleName: 'ROLE_SERVANT' })).statusCode).toBe(403);
  });
});

describe('DELETE /auth/admin/role?base64Role=', () => {
  it('removes the role named in base64 and writes user.role.remove', async () => {
    await add(tokens.admin, subs.customer, { newRoleName: 'ROLE_METER_CONTROL' });
    const response = await remove(tokens.admin, subs.customer, base64('ROLE_METER_CONTROL'));
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).not.toContain('ROLE_METER_CONTROL');
    const [row] = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(row).toMatchObject({ action: 'user.role.remove', target: 'ROLE_METER_CONTROL' });
  });

  it('a role the user does not have changes nothing', async () => {
    const before = await rolesOf('customer');
    const response = await remove(tokens.admin, subs.customer, base64('ROLE_ADMIN'));
    expect(response.json()).toEqual({ roles: before });
  });

  it('a user left with no roles cannot log in and leaves the user list', async () => {
    for (const role of await rolesOf('customer'))
      expect((await remove(tokens.admin, subs.customer, base64(role))).statusCode).toBe(200);
    expect(await rolesOf('customer')).toEqual([]);
    expect((await requestToken(t.app, { username: 'customer' })).json().error).toBe('no_permission');
    const list = await staffCall(t.app, 'POST', '/auth/list_instance_users?pageSize=200', tokens.superuser, {
      body: {},
    });
    expect(list.json().items.map((item: { userInfo: { sub: string } }) => item.userInfo.sub)).not.toContain(
      subs.customer,
    );
  });

  it('an admin removing ROLE_SUPERUSER is 403; a superuser may', async () => {
    expect((await remove(tokens.admin, subs.customer2, base64('ROLE_SUPERUSER'))).statusCode).toBe(403);
    const response = await remove(tokens.superuser, subs.customer2, base64('ROLE_SUPERUSER'));
    expect(response.json().roles).not.toContain('ROLE_SUPERUSER');
  });

  it.each([['ROLE_KING'], ['role_admin'], ['ROLE_ADMIN'], ['%%%'], ['x'.repeat(65)]])(
    'base64Role %s that is not the base64 of a role is 400 validations_fail',
    async (value) => {
      const response = await remove(
        tokens.admin,
        subs.customer2,
        value === 'role_admin' ? base64(value) : value,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validations_fail');
    },
  );
});

describe('role changes: refusals', () => {
  const calls = (token: string | null, target: string | undefined) => [
    add(token, target, { newRoleName: 'ROLE_SELLER' }),
    remove(token, target, base64('ROLE_USER')),
  ];

  it('a servant sees roles but cannot change them: 403 no_permission', async () => {
    for (const response of await Promise.all(calls(tokens.servant, subs.customer2))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('no_permission');
    }
  });

  it.each([['customer'], ['seller'], ['metercontrol'], ['ssnviewer'], ['nivosCustomer']] as const)(
    '%s is refused 403',
    async (name) => {
      for (const response of await Promise.all(calls(tokens[name], subs.customer2)))
        expect(response.statusCode).toBe(403);
    },
  );

  it('no token: 401; another instance: 404 user_not_found; the protected user: 403', async () => {
    for (const response of await Promise.all(calls(null, subs.customer2)))
      expect(response.statusCode).toBe(401);
    for (const [token, target] of [
      [tokens.admin, subs.nivosCustomer],
      [tokens.nivosAdmin, subs.customer2],
    ] as const)
      for (const response of await Promise.all(calls(token, target))) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('user_not_found');
      }
    for (const response of await Promise.all(calls(tokens.admin, subs.protected)))
      expect(response.statusCode).toBe(403);
    expect(await rolesOf('protected')).toEqual(['ROLE_USER']);
  });

  it.each([
    [{ newRoleName: 'role_admin' }],
    [{ newRoleName: 'ROLE_KING' }],
    [{}],
    [{ newRoleName: 'ROLE_ADMIN', extra: 1 }],
    [{ newRoleName: 'ROLE_ADMIN', originalRoleName: 'x'.repeat(1000) }],
  ])('body %j is 400 validations_fail', async (body) => {
    const response = await add(tokens.admin, subs.customer2, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validations_fail');
  });

  it('without Target-User: 400', async () => {
    expect((await add(tokens.admin, undefined, { newRoleName: 'ROLE_SELLER' })).statusCode).toBe(400);
  });
});
