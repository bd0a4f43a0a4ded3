import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListEntry } from '@portal/shared/api/admin';
import type { PageOf } from '@portal/shared/api/paging';
import { buildTestApp, TEST_SSN_KEYS, type TestApp } from '../../helpers/index.js';
import {
  BENCH_ADMIN,
  benchQueries,
  generateUsers,
  loginBenchAdmin,
  searchUsers,
  type BenchUser,
} from '../../../bench/userSearchData.js';

/** The user-search bench's three queries on a small set (bench/userSearch.bench.ts runs them on 100,000). */
const INSTANCE = 'jylhaos';
let t: TestApp;
let users: BenchUser[];
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  users = await generateUsers(t.db, { instance: INSTANCE, count: 400, ssnKeys: TEST_SSN_KEYS });
  token = await loginBenchAdmin(t.app, INSTANCE);
});
afterAll(async () => {
  await t.close();
});

/** The list's default order as the server sorts (lower-cased, byte order: UTF-16 order for these names). */
const byName = (a: { firstName: string; lastName: string; id: number }, b: typeof a): number => {
  const key = (user: typeof a) => [user.lastName.toLowerCase(), user.firstName.toLowerCase()] as const;
  const [al, af] = key(a);
  const [bl, bf] = key(b);
  if (al !== bl) return al < bl ? -1 : 1;
  if (af !== bf) return af < bf ? -1 : 1;
  return a.id - b.id;
};

const answer = async (index: number): Promise<PageOf<UserListEntry>> => {
  const query = benchQueries(users)[index]!;
  const response = await searchUsers(t.app, token, query.url, query.body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageOf<UserListEntry>>();
};
const usernames = (page: PageOf<UserListEntry>) => page.items.map((item) => item.userInfo.username);

describe('the user-search bench on 400 users', () => {
  it('name prefix: every user whose last name starts with "virt", in the list order, with the total', async () => {
    const matching = users.filter((user) => user.lastName.toLowerCase().startsWith('virt')).sort(byName);
    expect(matching.length).toBeGreaterThan(5);
    const page = await answer(0);
    expect(page.total).toBe(matching.length);
    expect(usernames(page)).toEqual(matching.slice(0, 50).map((user) => user.username));
  });

  it('exact SSN: the one user with that number, found through the blind index', async () => {
    const someone = users[Math.floor(users.length / 3)]!;
    const page = await answer(1);
    expect(page.total).toBe(1);
    expect(usernames(page)).toEqual([someone.username]);
  });

  it('page 3 of 50: rows 101-150 of the whole list (the bench admin included), total 401', async () => {
    const admin = { id: -1, username: BENCH_ADMIN, firstName: 'Bench', lastName: 'Admin' };
    const [adminRow] = await t.db.query<{ id: number }>(
      'SELECT id FROM users WHERE instance = $1 AND username = $2',
      [INSTANCE, BENCH_ADMIN],
    );
    const everyone = [...users, { ...admin, id: adminRow!.id }].sort(byName);
    const page = await answer(2);
    expect(page).toMatchObject({ total: 401, page: 2, pageSize: 50 });
    expect(usernames(page)).toEqual(everyone.slice(100, 150).map((user) => user.username));
  });

  it('the generated users are stored as the server stores them: no SSN in the clear', async () => {
    const rows = await t.db.query<{ ssn_encrypted: string }>(
      'SELECT ssn_encrypted FROM users WHERE instance = $1 AND ssn_encrypted IS NOT NULL',
      [INSTANCE],
    );
    expect(rows).toHaveLength(400);
    for (const row of rows.slice(0, 20)) expect(row.ssn_encrypted).not.toMatch(/\d{6}[-+A-FU-Y]\d{3}/);
  });
});
