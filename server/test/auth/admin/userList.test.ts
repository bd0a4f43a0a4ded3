import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListEntry } from '@portal/shared/api/admin';
import type { PageOf } from '@portal/shared/api/paging';
import { buildTestApp, type TestApp } from '../../helpers/index.js';
import { auditRowsOf, userOf } from '../../helpers/audit.js';
import { loginAll, staffCall, type LoginName } from './adminCalls.js';

let t: TestApp;
let tokens: Record<LoginName, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginAll(t.app, t.db);
});
afterAll(async () => {
  await t.close();
});

const URL = '/auth/list_instance_users';
const list = (body: unknown, options: { token?: string | null; query?: string } = {}) =>
  staffCall(
    t.app,
    'POST',
    options.query ? `${URL}?${options.query}` : URL,
    options.token === undefined ? tokens.admin : options.token,
    { body },
  );
const page = async (body: unknown, options: { token?: string; query?: string } = {}) => {
  const response = await list(body, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageOf<UserListEntry>>();
};
const usernames = (answer: PageOf<UserListEntry>) => answer.items.map((item) => item.userInfo.username);

/** The instance's users with a role in the list's default order, straight from the tables. */
const listedInOrder = async (instance: string): Promise<string[]> =>
  (
    await t.db.query<{ username: string }>(
      `SELECT u.username FROM users u
        WHERE u.instance = $1 AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)
        ORDER BY lower(u.last_name) COLLATE "C", lower(u.first_name) COLLATE "C", u.id`,
      [instance],
    )
  ).map((row) => row.username);

describe('POST /auth/list_instance_users: the list', () => {
  it('answers the first page of 50 in last-name, first-name order with the total of users with a role', async () => {
    const expected = await listedInOrder('demo1');
    expect(expected.length).toBeGreaterThan(50);
    const first = await page({});
    expect(first).toMatchObject({ total: expected.length, page: 0, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    // a censored row carries no username: compare by name order on the superuser's view
    const all = await page({}, { token: tokens.superuser, query: 'page=0&pageSize=200' });
    expect(usernames(all)).toEqual(expected);
  });

  it('page 1 of 50 holds the rest, and the pages together are the whole list', async () => {
    const query = (n: number) => `page=${n}&pageSize=50&sort=lastName&direction=asc`;
    const [first, second] = [
      await page({}, { token: tokens.superuser, query: query(0) }),
      await page({}, { token: tokens.superuser, query: query(1) }),
    ];
    expect(second.page).toBe(1);
    expect([...usernames(first), ...usernames(second)]).toEqual(await listedInOrder('demo1'));
  });

  it('sorts by the fields of UserSortField in either direction', async () => {
    const rows = await t.db.query<{ username: string }>(
      `SELECT username FROM users WHERE instance = 'demo1' AND roles <> '{}'
        ORDER BY lower(username) COLLATE "C" DESC, id DESC`,
    );
    const answer = await page(
      {},
      { token: tokens.superuser, query: 'pageSize=100&sort=username&direction=desc' },
    );
    expect(usernames(answer)).toEqual(rows.map((row) => row.username));
    for (const sort of ['firstName', 'email', 'createdOn'])
      expect((await list({}, { query: `sort=${sort}` })).statusCode).toBe(200);
  });

  it('page sizes are 50, 100 and 200 only; another size, sort or page is 400 validations_fail', async () => {
    for (const size of [100, 200])
      expect((await page({}, { query: `pageSize=${size}` })).pageSize).toBe(size);
    for (const query of [
      'pageSize=30',
      'pageSize=500',
      'sort=password',
      'direction=up',
      'page=-1',
      'page=x',
    ]) {
      const response = await list({}, { query });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('validations_fail');
    }
  });

  it('a user left with no roles is not listed (noroles is not, and one whose roles are removed leaves)', async () => {
    const everyone = await page({}, { token: tokens.superuser, query: 'pageSize=200' });
    expect(usernames(everyone)).not.toContain('noroles');
    const { id } = await userOf(t.db, 'demo1', 'dummy');
    await t.db.query('DELETE FROM user_roles WHERE user_id = $1', [id]);
    const after = await page({}, { token: tokens.superuser, query: 'pageSize=200' });
    expect(usernames(after)).not.toContain('dummy');
    expect(after.total).toBe(everyone.total - 1);
    await t.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'ROLE_USER')", [id]);
    expect((await page({}, { token: tokens.superuser, query: 'pageSize=200' })).total).toBe(everyone.total);
  });

  it("never lists another instance's users", async () => {
    const nivos = await page({}, { token: tokens.nivosAdmin, query: 'pageSize=200' });
    const demo1Subs = new Set(
      (await t.db.query<{ sub: string }>("SELECT sub::text AS sub FROM users WHERE instance = 'demo1'")).map(
        (row) => row.sub,
      ),
    );
    expect(nivos.total).toBe((await listedInOrder('nivos')).length);
    for (const item of nivos.items) expect(demo1Subs.has(item.userInfo.sub)).toBe(false);
  });
});

describe('POST /auth/list_instance_users: the search', () => {
  it('text fields match from the start without case: lastName "mäk" and "MÄK" find Mäkinen, Mäkelä, Mäki, Mäkitalo', async () => {
    const lower = await page({ lastName: 'mäk' }, { token: tokens.superuser });
    const upper = await page({ lastName: 'MÄK' }, { token: tokens.superuser });
    expect(lower.total).toBeGreaterThanOrEqual(4);
    expect(upper).toEqual(lower);
    const names = new Set(lower.items.map((item) => item.userInfo.name.split(' ').at(-1)));
    expect(names).toEqual(new Set(['Mäkinen', 'Mäkelä', 'Mäki', 'Mäkitalo']));
    // from the start only: 'äki' is inside those names, and finds none of them
    expect((await page({ lastName: 'äki' })).total).toBe(0);
  });

  it('firstName, username and email match their beginnings; % and _ are taken literally', async () => {
    const [row] = await t.db.query<{ first_name: string; username: string; email: string }>(
      "SELECT first_name, username, email FROM users WHERE instance = 'demo1' AND username LIKE '%.%' ORDER BY id LIMIT 1",
    );
    for (const [field, value] of [
      ['firstName', row!.first_name.slice(0, 3).toUpperCase()],
      ['username', row!.username.slice(0, 5)],
      ['email', row!.email.slice(0, 6).toUpperCase()],
    ] as const) {
      const answer = await page({ [field]: value }, { token: tokens.superuser, query: 'pageSize=200' });
      expect(usernames(answer), field).toContain(row!.username);
    }
    expect((await page({ username: '%' })).total).toBe(0);
    expect((await page({ username: '_' })).total).toBe(0);
  });

  it('fields combine (all must match), and empty fields are no condition', async () => {
    const both = await page({ lastName: 'mäk', firstName: 'zz' });
    expect(both.total).toBe(0);
    const empty = await page({ lastName: '', firstName: '  ' });
    expect(empty.total).toBe((await listedInOrder('demo1')).length);
  });

  it('a phone number matches typed 040... or +35840..., whichever way it was stored', async () => {
    const rows = await t.db.query<{ username: string; phone_number: string }>(
      "SELECT username, phone_number FROM users WHERE instance = 'demo1' AND phone_number IS NOT NULL ORDER BY id",
    );
    const national = rows.find((row) => row.phone_number.startsWith('0'))!;
    const international = rows.find((row) => row.phone_number.startsWith('+358'))!;
    const asNational = `0${international.phone_number.slice(4)}`;
    const asInternational = `+358${national.phone_number.slice(1)}`;
    for (const [typed, expected] of [
      [asNational, international.username],
      [asInternational, national.username],
      [international.phone_number, international.username],
      [`${national.phone_number.slice(0, 3)} ${national.phone_number.slice(3)}`, national.username],
    ] as const) {
      const answer = await page({ phoneNumber: typed }, { token: tokens.superuser });
      expect(usernames(answer), typed).toContain(expected);
    }
  });

  it('roles: users having any of them', async () => {
    const admins = await page({ roles: ['ROLE_ADMIN'] });
    expect(usernames(admins)).toEqual(['admin']);
    const some = await page({ roles: ['ROLE_SERVANT', 'ROLE_SELLER'] });
    expect(usernames(some).sort()).toEqual(['seller', 'servant', 'ssnviewer']);
  });

  it('sub is exact and a superuser may send it', async () => {
    const { sub } = await userOf(t.db, 'demo1', 'customer2');
    const found = await page({ sub: sub.toUpperCase() }, { token: tokens.superuser });
    expect(usernames(found)).toEqual(['customer2']);
    expect((await page({ sub: sub.slice(0, 8) }, { token: tokens.superuser })).total).toBe(0);
    const nivosSub = (await userOf(t.db, 'nivos', 'customer2')).sub;
    expect((await page({ sub: nivosSub }, { token: tokens.superuser })).total).toBe(0);
  });

  it('anyone but a superuser sending sub is refused 403 no_permission', async () => {
    const { sub } = await userOf(t.db, 'demo1', 'customer2');
    for (const name of ['admin', 'servant'] as const) {
      const response = await list({ sub }, { token: tokens[name] });
      expect(response.statusCode, name).toBe(403);
      expect(response.json().error).toBe('no_permission');
    }
  });
});

describe('POST /auth/list_instance_users: social security numbers', () => {
  it('finds the user exactly through the blind index, and writes an audit row without the number', async () => {
    const response = await list({ socialSecurityNumber: '010594Y9032' });
    expect(response.statusCode).toBe(200);
    expect(usernames(response.json())).toEqual(['customer']);
    const customer = await userOf(t.db, 'demo1', 'customer');
    const admin = await userOf(t.db, 'demo1', 'admin');
    const rows = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(rows).toEqual([
      expect.objectContaining({
        instance: 'demo1',
        action: 'users.search_by_ssn',
        actor_user_id: admin.id,
        subject_user_id: customer.id,
        subject_sub: customer.sub,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('010594');
  });

  it('the same number in another instance is another blind index: nivos finds its own customer only', async () => {
    const answer = await page({ socialSecurityNumber: '010594Y9032' }, { token: tokens.nivosAdmin });
    expect(answer.items.map((item) => item.userInfo.sub)).toEqual([
      (await userOf(t.db, 'nivos', 'customer')).sub,
    ]);
  });

  it('a number nobody has finds nobody, and the search is on record all the same', async () => {
    const response = await list({ socialSecurityNumber: '131052-308T' });
    const total = response.json<PageOf<UserListEntry>>().total;
    const rows = await auditRowsOf(t.db, response.headers['x-request-id']);
    expect(rows.map((row) => row.action)).toEqual(Array(Math.max(total, 1)).fill('users.search_by_ssn'));
  });

  it.each([['131052-308U'], ['310223A902M'], ['010594y9032'], ['12345']])(
    '%s does not pass the HETU check: 400 validations_fail, rule invalid_ssn',
    async (ssn) => {
      const response = await list({ socialSecurityNumber: ssn });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validations_fail',
        details: { fields: [{ field: '/socialSecurityNumber', rule: 'invalid_ssn' }] },
      });
    },
  );

  it('the ssn columns hold no digits of the number: only ciphertext and a digest', async () => {
    const [row] = await t.db.query<{ ssn_encrypted: string; ssn_blind_index: string }>(
      "SELECT ssn_encrypted, ssn_blind_index FROM users WHERE instance = 'demo1' AND username = 'customer'",
    );
    for (const stored of [row!.ssn_encrypted, row!.ssn_blind_index]) {
      expect(stored).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(stored).not.toContain('010594');
      expect(stored).not.toContain('9032');
    }
  });
});

describe('POST /auth/list_instance_users: censored users', () => {
  it('an admin gets the protected customer and the superuser as censored rows: the name only', async () => {
    const answer = await page({}, { query: 'pageSize=200' });
    const censored = answer.items.filter((item) => item.censored);
    expect(censored.map((item) => item.userInfo.name).sort()).toEqual(
      (
        await t.db.query<{ name: string }>(
          `SELECT first_name || ' ' || last_name AS name FROM users
            WHERE instance = 'demo1' AND (censored OR 'ROLE_SUPERUSER' = ANY (roles))`,
        )
      )
        .map((row) => row.name)
        .sort(),
    );
    for (const item of censored)
      expect(item.userInfo).toMatchObject({ username: null, email: null, phoneNumber: null });
  });

  it('a superuser sees them in full', async () => {
    const answer = await page({}, { token: tokens.superuser, query: 'pageSize=200' });
    expect(answer.items.some((item) => item.censored)).toBe(false);
    expect(usernames(answer)).toContain('protected');
  });
});

describe('POST /auth/list_instance_users: refusals', () => {
  it('without a token: 401 invalid_token', async () => {
    expect((await list({}, { token: null })).statusCode).toBe(401);
  });

  it.each([['customer'], ['seller'], ['metercontrol'], ['nivosCustomer']] as const)(
    '%s has no manageUsers capability: 403 no_permission',
    async (name) => {
      const response = await list({}, { token: tokens[name] });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('no_permission');
    },
  );

  it.each([
    [{ lastName: 'x'.repeat(101) }],
    [{ username: 'x'.repeat(129) }],
    [{ email: 'x'.repeat(151) }],
    [{ phoneNumber: '0'.repeat(21) }],
    [{ socialSecurityNumber: '1'.repeat(21) }],
    [{ sub: 'x'.repeat(151) }],
    [{ roles: ['ROLE_KING'] }],
    [{ roles: 'ROLE_USER' }],
    [{ nickname: 'x' }],
    [{ lastName: 7 }],
  ])('%j is 400 validations_fail', async (body) => {
    const response = await list(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validations_fail');
  });
});
