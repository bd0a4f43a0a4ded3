import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContract, ContractSearch } from '@portal/shared/api/admin';
import type { PageOf } from '@portal/shared/api/paging';
import { CONTRACT_SEARCH_LIMITS } from '@portal/shared/api/contractSearchRules';
import { helsinkiDay } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { auditRowsOf, userOf } from '../../helpers/audit.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

/** A contract of the seed as the tests read it straight from the tables. */
interface SeedContract {
  contract_code: string;
  location_code: string;
  gsrn_code: string | null;
  customer_number: string;
  customer_name: string;
  full_address: string;
  identification_number: string;
  valid_from: string | null;
  valid_to: string | null;
}
let demo1: SeedContract[];
let nivos: SeedContract[];

const seedContracts = (instance: string) =>
  db.query<SeedContract>(
    `SELECT k.contract_code, up.location_code, up.gsrn_code, up.customer_number,
            coalesce(c.full_name, '') AS customer_name, up.full_address, k.identification_number,
            to_char(k.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(k.valid_to, 'YYYY-MM-DD') AS valid_to
       FROM contracts k JOIN usage_places up ON up.id = k.usage_place_id
       LEFT JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE k.instance = $1`,
    [instance],
  );

const URL = '/connector/v1/admin/contracts';
const search = (body: unknown, options: { token?: string | null; query?: string } = {}) => {
  const token = options.token === undefined ? tokens.admin : options.token;
  return app.inject({
    method: 'POST',
    url: options.query ? `${URL}?${options.query}` : URL,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};
const found = async (body: ContractSearch, query = 'pageSize=200'): Promise<PageOf<AdminContract>> => {
  const response = await search(body, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageOf<AdminContract>>();
};
const codes = (items: { contractCode?: string; contract_code?: string }[]) =>
  items.map((item) => item.contractCode ?? item.contract_code).sort();

const today = () => helsinkiDay(new Date());
const active = (row: SeedContract) =>
  (row.valid_from === null || row.valid_from <= today()) &&
  (row.valid_to === null || row.valid_to >= today());
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** every word searched starts a word of the text (a search of no words finds nothing) */
const wordPrefixMatch = (text: string, searched: string) =>
  wordsOf(searched).length > 0 &&
  wordsOf(searched).every((word) => wordsOf(text).some((candidate) => candidate.startsWith(word)));

/** What a search must find, by the documented rules (docs/staff-platform.md, "Contract search"). */
const expected = (rows: SeedContract[], body: ContractSearch) =>
  rows.filter(
    (row) =>
      (body.activeContracts === false || active(row)) &&
      (body.usagePlaceNumber === undefined ||
        row.location_code.startsWith(body.usagePlaceNumber) ||
        (row.gsrn_code ?? '').startsWith(body.usagePlaceNumber)) &&
      (body.customerNumber === undefined || row.customer_number.startsWith(body.customerNumber)) &&
      (body.userOrCompanyName === undefined || wordPrefixMatch(row.customer_name, body.userOrCompanyName)) &&
      (body.address === undefined || wordPrefixMatch(row.full_address, body.address)) &&
      (body.identificationNumber === undefined ||
        row.identification_number.toUpperCase() === body.identificationNumber.toUpperCase()),
  );

const expectFinds = async (body: ContractSearch) => {
  const want = expected(demo1, body);
  const page = await found(body);
  expect(page.total).toBe(want.length);
  expect(want.length).toBeLessThanOrEqual(200);
  expect(codes(page.items)).toEqual(codes(want));
  return page;
};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  for (const [key, instance, username] of [
    ['admin', 'demo1', 'admin'],
    ['superuser', 'demo1', 'superuser'],
    ['servant', 'demo1', 'servant'],
    ['customer', 'demo1', 'customer'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['nivosAdmin', 'nivos', 'admin'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
  // a seller who can log in (ROLE_SELLER alone cannot): the role alone still opens nothing here
  const seller = await userOf(db, 'demo1', 'seller');
  await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'ROLE_USER') ON CONFLICT DO NOTHING`, [
    seller.id,
  ]);
  tokens.seller = await loginAs(app, 'demo1', 'seller');
  demo1 = await seedContracts('demo1');
  nivos = await seedContracts('nivos');
});

afterAll(async () => {
  await close();
});

describe('POST /connector/v1/admin/contracts: the search', () => {
  it('the demo data has contracts in force and ended ones to search', () => {
    expect(demo1.filter(active).length).toBeGreaterThan(0);
    expect(demo1.filter((row) => !active(row)).length).toBeGreaterThan(0);
  });

  it('finds contracts by usage place number: a prefix of the location code or the GSRN', async () => {
    const row = demo1.find(active)!;
    const byCode = await expectFinds({ usagePlaceNumber: row.location_code });
    expect(codes(byCode.items)).toContain(row.contract_code);
    await expectFinds({ usagePlaceNumber: row.location_code.slice(0, 3) });
    const withGsrn = demo1.find((candidate) => active(candidate) && candidate.gsrn_code)!;
    const byGsrn = await expectFinds({ usagePlaceNumber: withGsrn.gsrn_code! });
    expect(codes(byGsrn.items)).toContain(withGsrn.contract_code);
  });

  it('finds contracts by customer number (prefix)', async () => {
    const row = demo1.find(active)!;
    const exact = await expectFinds({ customerNumber: row.customer_number });
    expect(exact.items.every((item) => item.salesContract.customerCode === row.customer_number)).toBe(true);
    await expectFinds({ customerNumber: row.customer_number.slice(0, 3) });
  });

  it('finds contracts by user or company name: every word starts a word of the name, in any case and order', async () => {
    const row = demo1.find((candidate) => active(candidate) && wordsOf(candidate.customer_name).length >= 2)!;
    const [first, last] = wordsOf(row.customer_name);
    const page = await expectFinds({ userOrCompanyName: `${last!.slice(0, 3).toUpperCase()} ${first}` });
    expect(codes(page.items)).toContain(row.contract_code);
    await expectFinds({ userOrCompanyName: first!.slice(0, 2) });
    // inside a word is not the start of one
    expect((await found({ userOrCompanyName: `x${first}` })).total).toBe(0);
  });

  it('finds contracts by address: every word starts a word of the address, punctuation ignored', async () => {
    const row = demo1.find(active)!;
    const [street] = wordsOf(row.full_address);
    const page = await expectFinds({ address: `${street!.slice(0, 4)}` });
    expect(codes(page.items)).toContain(row.contract_code);
    await expectFinds({ address: row.full_address });
    await expectFinds({ address: `${street}, ${wordsOf(row.full_address).at(-1)}` });
  });

  it('finds contracts by identification number: the whole number, in any case', async () => {
    const row = demo1.find(
      (candidate) => active(candidate) && /^[A-Z]/.test(candidate.identification_number),
    )!;
    expect(row.identification_number.length).toBeGreaterThanOrEqual(9);
    const page = await expectFinds({ identificationNumber: row.identification_number.toLowerCase() });
    expect(codes(page.items)).toContain(row.contract_code);
    expect((await found({ identificationNumber: row.identification_number.slice(0, 9) })).total).toBe(
      expected(demo1, { identificationNumber: row.identification_number.slice(0, 9) }).length,
    );
  });

  it('combines the fields: a contract must match every field given', async () => {
    const row = demo1.find(active)!;
    const body = {
      customerNumber: row.customer_number,
      address: wordsOf(row.full_address)[0]!,
      usagePlaceNumber: row.location_code,
    };
    const page = await expectFinds(body);
    expect(page.items.every((item) => item.salesContract.locationCode === row.location_code)).toBe(true);
    expect((await found({ ...body, customerNumber: '999999999' })).total).toBe(0);
  });

  it('active contracts is on by default: only contracts in force today; off finds ended ones too', async () => {
    const ended = demo1.find((row) => !active(row))!;
    const byDefault = await found({ usagePlaceNumber: ended.location_code });
    expect(codes(byDefault.items)).not.toContain(ended.contract_code);
    expect(
      byDefault.items.every(
        (item) =>
          (item.salesContract.validFrom ?? '') <= today() &&
          (item.salesContract.validTo === null || item.salesContract.validTo >= today()),
      ),
    ).toBe(true);
    const all = await expectFinds({ usagePlaceNumber: ended.location_code, activeContracts: false });
    expect(codes(all.items)).toContain(ended.contract_code);
  });

  it('answers each contract in the spec shape (salesContract, contractAuthInfo, location)', async () => {
    const row = demo1.find(active)!;
    const page = await found({ usagePlaceNumber: row.location_code });
    const contract = page.items.find((item) => item.contractCode === row.contract_code);
    expect(contract).toMatchObject({
      contractCode: row.contract_code,
      energyType: expect.any(String),
      salesContract: {
        customerName: row.customer_name,
        customerCode: row.customer_number,
        locationCode: row.location_code,
        validFrom: row.valid_from,
        validTo: row.valid_to,
      },
      contractAuthInfo: { identificationNumber: row.identification_number },
      location: { gsrnCode: row.gsrn_code, address: row.full_address, locationName: expect.any(String) },
    });
  });

  it('an empty search is allowed and pages through every contract of the instance', async () => {
    const all = demo1.length;
    const first = await found({ activeContracts: false }, 'page=0&pageSize=50&sort=locationCode');
    expect(first.total).toBe(all);
    expect(first.items).toHaveLength(Math.min(50, all));
    const seen: string[] = [];
    for (let page = 0; page * 50 < all; page++) {
      const answer = await found({ activeContracts: false }, `page=${page}&pageSize=50&sort=locationCode`);
      expect(answer).toMatchObject({ page, pageSize: 50, total: all });
      seen.push(...answer.items.map((item) => item.contractCode));
    }
    expect(seen.sort()).toEqual(codes(demo1));
    const beyond = await found({ activeContracts: false }, `page=${Math.ceil(all / 50)}&pageSize=50`);
    expect(beyond).toEqual({ items: [], total: all, page: Math.ceil(all / 50), pageSize: 50 });
    const bodiless = await app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
    });
    expect(bodiless.json()).toMatchObject({ error: 'validations_fail' });
  });

  it('sorts by each field, ascending and descending', async () => {
    const key: Record<string, (item: AdminContract) => string> = {
      customerName: (item) => item.salesContract.customerName,
      customerCode: (item) => item.salesContract.customerCode,
      locationCode: (item) => item.salesContract.locationCode,
      validFrom: (item) => item.salesContract.validFrom ?? '',
      validTo: (item) => item.salesContract.validTo ?? '\uffff',
    };
    for (const [sort, of] of Object.entries(key)) {
      for (const direction of ['asc', 'desc'] as const) {
        const page = await found(
          { activeContracts: false },
          `pageSize=200&sort=${sort}&direction=${direction}`,
        );
        const values = page.items.map(of);
        const sorted = [...values].sort();
        expect(values, `${sort} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('page sizes are 50, 100 and 200; any other, a negative page or an unknown sort is 400 validations_fail', async () => {
    for (const size of [50, 100, 200])
      expect((await search({}, { query: `pageSize=${size}` })).statusCode).toBe(200);
    for (const query of [
      'pageSize=10',
      'pageSize=500',
      'page=-1',
      'sort=password',
      'direction=up',
      'extra=1',
    ]) {
      const response = await search({}, { query });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('validations_fail');
    }
  });
});

describe('POST /connector/v1/admin/contracts: length limits (spec admin-and-calls section 5)', () => {
  it.each(Object.entries(CONTRACT_SEARCH_LIMITS))(
    '%s is refused below its minimum and above its maximum length (minLength, maxLength)',
    async (field, { min, max }) => {
      if (min > 1) {
        const short = await search({ [field]: '1'.repeat(min - 1) });
        expect(short.statusCode).toBe(400);
        expect(short.json()).toMatchObject({
          error: 'validations_fail',
          details: { fields: [{ field: `/${field}`, rule: 'minLength' }] },
        });
      }
      const long = await search({ [field]: '1'.repeat(max + 1) });
      expect(long.statusCode).toBe(400);
      expect(long.json().details.fields).toEqual([{ field: `/${field}`, rule: 'maxLength' }]);
      expect((await search({ [field]: '1'.repeat(max) })).statusCode).toBe(200);
      expect((await search({ [field]: '1'.repeat(min) })).statusCode).toBe(200);
    },
  );

  it('names every field that breaks its limit, measured after trimming', async () => {
    const response = await search({ address: '  ab  ', customerNumber: '12', usagePlaceNumber: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual([
      { field: '/usagePlaceNumber', rule: 'minLength' },
      { field: '/customerNumber', rule: 'minLength' },
      { field: '/address', rule: 'minLength' },
    ]);
  });

  it('refuses a NUL character, an oversized value, an unknown field, a wrong type and a deeply nested body', async () => {
    const nul = await search({ address: 'Koulu\u0000katu' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details.fields).toEqual([{ field: '/address', rule: 'no_nul_character' }]);
    expect((await search({ address: 'x'.repeat(100_000) })).statusCode).toBe(413);
    expect((await search({ address: 'x'.repeat(5_000) })).statusCode).toBe(400);
    expect((await search({ password: 'x' })).json().details.fields).toEqual([
      { field: '/password', rule: 'unknown_field' },
    ]);
    expect((await search({ address: ['Koulukatu'] })).statusCode).toBe(400);
    expect((await search({ activeContracts: 'yes' })).statusCode).toBe(400);
    const deep = await search(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().details.fields).toEqual([{ field: '/', rule: 'max_depth' }]);
  });

  it('what the user types never reaches the query syntax: wildcards and operators are searched as text', async () => {
    for (const text of ['%%', '__', "a' & b:*", '!(|)', "'; DROP TABLE contracts; --"]) {
      for (const field of ['usagePlaceNumber', 'customerNumber', 'userOrCompanyName', 'address'] as const) {
        const value = text.padEnd(3, '%').slice(0, CONTRACT_SEARCH_LIMITS[field].max);
        const body = { [field]: value, activeContracts: false };
        const response = await search(body, { query: 'pageSize=200' });
        expect(response.statusCode, `${field} ${text}`).toBe(200);
        expect(response.json().total, `${field} ${text}`).toBe(expected(demo1, body).length);
      }
    }
  });
});

describe('POST /connector/v1/admin/contracts: who may search', () => {
  it('admin, superuser and servant search their own instance', async () => {
    for (const staff of ['admin', 'superuser', 'servant']) {
      const response = await search(
        { activeContracts: false },
        { token: tokens[staff]!, query: 'pageSize=50' },
      );
      expect(response.statusCode, staff).toBe(200);
      expect(response.json().total).toBe(demo1.length);
    }
  });

  it("another instance's contracts never appear", async () => {
    const nivosCodes = new Set(codes(nivos));
    expect(nivosCodes.size).toBeGreaterThan(0);
    const ours = await found({ activeContracts: false }, 'pageSize=200&sort=locationCode');
    expect(ours.items.some((item) => nivosCodes.has(item.contractCode))).toBe(false);
    const row = nivos.find(active)!;
    for (const body of [
      { usagePlaceNumber: row.location_code },
      { customerNumber: row.customer_number },
      { identificationNumber: row.identification_number.slice(0, 11).padEnd(9, '0') },
    ]) {
      const page = await found(body);
      expect(page.items.some((item) => nivosCodes.has(item.contractCode))).toBe(false);
    }
    const theirs = await search(
      { activeContracts: false },
      { token: tokens.nivosAdmin!, query: 'pageSize=50' },
    );
    expect(theirs.json().total).toBe(nivos.length);
  });

  it('a customer, a seller and meter control are refused (403 no_permission), and no token is 401', async () => {
    for (const role of ['customer', 'seller', 'metercontrol']) {
      const response = await search({}, { token: tokens[role]! });
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error, role).toBe('no_permission');
    }
    expect((await search({}, { token: null })).statusCode).toBe(401);
  });

  it('every search is on the audit trail with the fields it used, not their values; a refused one is not', async () => {
    const admin = await userOf(db, 'demo1', 'admin');
    const response = await search({ address: 'Koulukatu', customerNumber: '1000', activeContracts: false });
    const rows = await auditRowsOf(db, response.headers['x-request-id']);
    expect(rows).toEqual([
      expect.objectContaining({
        instance: 'demo1',
        actor_user_id: admin.id,
        actor_sub: admin.sub,
        actor_roles: expect.arrayContaining(['ROLE_ADMIN']),
        subject_user_id: null,
        action: 'contracts.search',
        target: 'customerNumber,address',
        details: { fields: ['customerNumber', 'address'], activeContracts: false },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('Koulukatu');
    const empty = await search({});
    expect(await auditRowsOf(db, empty.headers['x-request-id'])).toEqual([
      expect.objectContaining({ action: 'contracts.search', target: null }),
    ]);
    for (const refused of [
      await search({ address: 'ab' }),
      await search({}, { token: tokens.customer! }),
      await search({}, { query: 'pageSize=7' }),
    ]) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(await auditRowsOf(db, refused.headers['x-request-id'])).toEqual([]);
    }
  });
});
