import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageOf } from '@portal/shared/api/paging';
import {
  LOCATION_SEARCH_LIMITS,
  MEASURING_TYPES,
  type LocationMeter,
  type LocationSearch,
  type LocationSearchRow,
  type MeasuringType,
} from '@portal/shared/api/locationManagement';
import type { AdminContract } from '@portal/shared/api/admin';
import { helsinkiDay } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { auditRowsOf, REASON, REASON_CODE, REASON_TEXT } from '../../helpers/audit.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

/** A place of the seed with its meter in use, as the tests read it straight from the tables. */
interface SeedPlace {
  id: number;
  location_code: string;
  gsrn_code: string | null;
  grid_id: number;
  customer_number: string;
  customer_name: string;
  full_address: string;
  meter_number: string;
  install_date: string;
  measuring_types: string[];
  latitude: number | null;
  data_errors: string[];
  active: boolean;
}
let demo1: SeedPlace[];

const seedPlaces = (instance: string) =>
  db.query<SeedPlace>(
    `SELECT up.id, up.location_code, up.gsrn_code, up.grid_id, up.customer_number, c.full_name AS customer_name,
            up.full_address, m.meter_number, to_char(m.install_date, 'YYYY-MM-DD') AS install_date,
            m.measuring_types, up.latitude, up.data_errors,
            EXISTS (SELECT 1 FROM contracts k WHERE k.usage_place_id = up.id
                       AND (k.valid_from IS NULL OR k.valid_from <= $2::date)
                       AND (k.valid_to IS NULL OR k.valid_to >= $2::date)) AS active
       FROM usage_places up JOIN meters m ON m.usage_place_id = up.id AND m.removed_on IS NULL
       JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE up.instance = $1`,
    [instance, helsinkiDay(new Date())],
  );

const URL = '/connector/v1/admin/location-management';
const ALL_DATES = { meterInstallDateStart: '1990-01-01', meterInstallDateEnd: '2030-12-31' } as const;
const post = (
  url: string,
  body: unknown,
  options: { token?: string | null; headers?: Record<string, string> } = {},
) => {
  const token = options.token === undefined ? tokens.admin : options.token;
  return app.inject({
    method: 'POST',
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
  });
};
const search = (body: unknown, query = 'pageSize=200', token?: string | null) =>
  post(`${URL}?${query}`, body, { token });
const found = async (body: Partial<LocationSearch>, query?: string): Promise<PageOf<LocationSearchRow>> => {
  const response = await search({ ...ALL_DATES, ...body }, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageOf<LocationSearchRow>>();
};
const codes = (items: { locationNumber?: string; location_code?: string }[]) =>
  items.map((item) => item.locationNumber ?? item.location_code).sort();

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const wordPrefixMatch = (text: string, searched: string) =>
  wordsOf(searched).length > 0 &&
  wordsOf(searched).every((word) => wordsOf(text).some((candidate) => candidate.startsWith(word)));

/** What a search must find, by the documented rules (docs/location-management.md, "Search rules"). */
const expected = (rows: SeedPlace[], search: Partial<LocationSearch>) => {
  const body = { ...ALL_DATES, ...search };
  return rows.filter(
    (row) =>
      (body.onlyActive === false || row.active) &&
      (!body.onlyInvalid || row.data_errors.length > 0 || row.latitude === null) &&
      row.install_date >= body.meterInstallDateStart &&
      row.install_date <= body.meterInstallDateEnd &&
      (body.locationNumberOrGSRN === undefined ||
        row.location_code.startsWith(body.locationNumberOrGSRN) ||
        (row.gsrn_code ?? '').startsWith(body.locationNumberOrGSRN)) &&
      (body.meterNumber === undefined || row.meter_number.startsWith(body.meterNumber)) &&
      (body.customer === undefined ||
        row.customer_number.startsWith(body.customer) ||
        wordPrefixMatch(row.customer_name, body.customer)) &&
      (body.locationAddress === undefined || wordPrefixMatch(row.full_address, body.locationAddress)) &&
      (body.measuringTypes === undefined ||
        body.measuringTypes.some((type) => row.measuring_types.includes(type))),
  );
};

const expectFinds = async (body: Partial<LocationSearch>) => {
  const want = expected(demo1, body);
  const page = await found(body);
  expect(page.total).toBe(want.length);
  expect(codes(page.items)).toEqual(codes(want));
  return page;
};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  for (const [key, instance, username] of [
    ['admin', 'demo1', 'admin'],
    ['servant', 'demo1', 'servant'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['customer', 'demo1', 'customer'],
    ['nivosAdmin', 'nivos', 'admin'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
  demo1 = await seedPlaces('demo1');
});

afterAll(async () => {
  await close();
});

describe('POST /connector/v1/admin/location-management: the search', () => {
  it('the demo data has places in force and not, with and without coordinates, and meter history', async () => {
    expect(demo1.filter((row) => row.active).length).toBeGreaterThan(0);
    expect(demo1.filter((row) => !row.active).length).toBeGreaterThan(0);
    expect(demo1.filter((row) => row.latitude === null).length).toBeGreaterThan(0);
    const [removed] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meters WHERE instance = 'demo1' AND removed_on IS NOT NULL`,
    );
    expect(removed!.n).toBeGreaterThan(0);
  });

  it('finds places by a prefix of the location number or the GSRN', async () => {
    const row = demo1.find((candidate) => candidate.active && candidate.gsrn_code)!;
    const byCode = await expectFinds({ locationNumberOrGSRN: row.location_code });
    expect(codes(byCode.items)).toContain(row.location_code);
    await expectFinds({ locationNumberOrGSRN: row.location_code.slice(0, 3) });
    const byGsrn = await expectFinds({ locationNumberOrGSRN: row.gsrn_code!.slice(0, 18) });
    expect(codes(byGsrn.items)).toEqual([row.location_code]);
    // inside the code is not its start
    expect((await found({ locationNumberOrGSRN: `x${row.location_code.slice(0, 4)}` })).total).toBe(0);
  });

  it('finds places by a prefix of the meter number in use', async () => {
    const row = demo1.find((candidate) => candidate.active)!;
    const page = await expectFinds({ meterNumber: row.meter_number });
    expect(page.items.map((item) => item.meterNumber)).toEqual([row.meter_number]);
    await expectFinds({ meterNumber: row.meter_number.slice(0, 3) });
    // a removed meter's number finds nothing: the search is of the meter in use
    const [old] = await db.query<{ meter_number: string }>(
      `SELECT meter_number FROM meters WHERE instance = 'demo1' AND removed_on IS NOT NULL LIMIT 1`,
    );
    expect((await found({ meterNumber: old!.meter_number, onlyActive: false })).total).toBe(0);
  });

  it('finds places by customer: words of the name, in any order and case, or a customer number prefix', async () => {
    const row = demo1.find((candidate) => candidate.active && wordsOf(candidate.customer_name).length >= 2)!;
    const [first, last] = wordsOf(row.customer_name);
    const byName = await expectFinds({ customer: `${last!.toUpperCase()} ${first!.slice(0, 3)}` });
    expect(codes(byName.items)).toContain(row.location_code);
    const byNumber = await expectFinds({ customer: row.customer_number.slice(0, 4) });
    expect(codes(byNumber.items)).toContain(row.location_code);
    expect((await found({ customer: `x${first}` })).total).toBe(0);
  });

  it('finds places by address words, punctuation ignored', async () => {
    const row = demo1.find((candidate) => candidate.active)!;
    const [street] = wordsOf(row.full_address);
    const page = await expectFinds({ locationAddress: street!.slice(0, 4) });
    expect(codes(page.items)).toContain(row.location_code);
    await expectFinds({ locationAddress: row.full_address });
    // no words at all: nothing can match
    expect((await found({ locationAddress: '---' })).total).toBe(0);
  });

  it('the install dates bound the meter in use, both days inclusive', async () => {
    const row = demo1.find((candidate) => candidate.active)!;
    const day = row.install_date;
    const exact = await expectFinds({ meterInstallDateStart: day, meterInstallDateEnd: day });
    expect(codes(exact.items)).toContain(row.location_code);
    expect(exact.items.every((item) => item.meterInstallDate === day)).toBe(true);
    await expectFinds({ meterInstallDateStart: '2015-01-01', meterInstallDateEnd: '2019-12-31' });
  });

  it('onlyActive is on by default; off finds the places with no contract in force too', async () => {
    const ended = demo1.find((row) => !row.active)!;
    expect((await found({ locationNumberOrGSRN: ended.location_code })).total).toBe(0);
    const all = await expectFinds({ locationNumberOrGSRN: ended.location_code, onlyActive: false });
    expect(codes(all.items)).toEqual([ended.location_code]);
    expect((await found({ onlyActive: false })).total).toBe(demo1.length);
  });

  it('onlyInvalid finds the places with data errors or without coordinates', async () => {
    const page = await expectFinds({ onlyInvalid: true, onlyActive: false });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.locationLat === null || item.dataErrors.length > 0)).toBe(true);
    await db.query(`UPDATE usage_places SET data_errors = '{NO_GSRN}' WHERE id = $1`, [demo1[0]!.id]);
    demo1[0]!.data_errors = ['NO_GSRN'];
    const withError = await expectFinds({ onlyInvalid: true, onlyActive: false });
    expect(codes(withError.items)).toContain(demo1[0]!.location_code);
  });

  it('measuring types: the meter in use measures any of them', async () => {
    for (const types of [
      ['ELECTRICITY_P'],
      ['HEAT_ENERGY', 'WATER_COLD'],
      ['ELECTRICITY_P_MINUS'],
      ['OIL'],
    ] as MeasuringType[][]) {
      const page = await expectFinds({ measuringTypes: types, onlyActive: false });
      expect(
        page.items.every((item) => types.some((type) => item.measuringType.split(',').includes(type))),
      ).toBe(true);
    }
    expect((await found({ measuringTypes: ['ELECTRICITY_P'], onlyActive: false })).total).toBeGreaterThan(0);
    expect(Object.keys(MEASURING_TYPES)).toContain('OIL');
  });

  it('answers each row in the spec shape, with coordinates, the current meter and the contract', async () => {
    const row = demo1.find((candidate) => candidate.active && candidate.latitude !== null)!;
    const [item] = (await found({ locationNumberOrGSRN: row.location_code })).items;
    expect(item).toMatchObject({
      gridId: row.grid_id,
      gridName: expect.any(String),
      customer: row.customer_name,
      customerNumber: row.customer_number,
      locationAddress: row.full_address,
      locationNumber: row.location_code,
      locationGsrnNumber: row.gsrn_code,
      gsrnNumber: row.gsrn_code,
      meterNumber: row.meter_number,
      meterInstallDate: row.install_date,
      measuringType: row.measuring_types.join(','),
      locationLat: row.latitude,
      locationLong: expect.any(Number),
      contractValidFrom: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    // demo1 is in Helsinki: a few kilometres around the town centre
    expect(Math.abs(item!.locationLat! - 60.18)).toBeLessThan(0.1);
    expect(Math.abs(item!.locationLong! - 24.95)).toBeLessThan(0.2);
  });

  it('a customer search is counted and ordered as any other, by customer too; a page past the end is empty with the count', async () => {
    // the customer numbers' common start: a customer search that finds more places than one page holds
    const counts = new Map<string, number>();
    for (const row of demo1) {
      const start = row.customer_number.slice(0, 3);
      counts.set(start, (counts.get(start) ?? 0) + 1);
    }
    const prefix = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const want = expected(demo1, { customer: prefix, onlyActive: false });
    expect(want.length).toBeGreaterThan(5);
    const paged = async (page: number) =>
      found({ customer: prefix, onlyActive: false }, `page=${page}&pageSize=50&sort=customer&direction=desc`);
    const pages = Math.ceil(want.length / 50);
    const all: LocationSearchRow[] = [];
    for (let page = 0; page < pages; page++) {
      const answer = await paged(page);
      expect(answer.total).toBe(want.length);
      all.push(...answer.items);
    }
    expect(codes(all)).toEqual(codes(want));
    const names = all.map((item) => item.customer);
    const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    expect(names).toEqual([...names].sort(bytes).reverse());
    const past = await paged(pages);
    expect(past).toMatchObject({ items: [], total: want.length });
  });

  it('the customer order follows a renamed customer, and a place moved to another customer (the name kept on the place)', async () => {
    const row = demo1.find((candidate) => candidate.active)!;
    const firstByName = async () =>
      (await found({ onlyActive: false }, 'pageSize=50&sort=customer&direction=asc')).items[0]!;
    await db.query(
      `UPDATE customers SET full_name = 'AAAA Ensimmäinen' WHERE instance = 'demo1' AND customer_number = $1`,
      [row.customer_number],
    );
    try {
      const first = await firstByName();
      expect(first.customer).toBe('AAAA Ensimmäinen');
      expect(first.customerNumber).toBe(row.customer_number);
      // the place given to another customer goes with that customer's name
      const [other] = await db.query<{ customer_number: string; full_name: string }>(
        `SELECT customer_number, full_name FROM customers WHERE instance = 'demo1' AND customer_number <> $1
          ORDER BY customer_number LIMIT 1`,
        [row.customer_number],
      );
      await db.query(
        `UPDATE usage_places SET customer_number = $2 WHERE instance = 'demo1' AND location_code = $1`,
        [row.location_code, other!.customer_number],
      );
      const [moved] = await db.query<{ customer_name: string }>(
        `SELECT customer_name FROM usage_places WHERE instance = 'demo1' AND location_code = $1`,
        [row.location_code],
      );
      expect(moved!.customer_name).toBe(other!.full_name);
      await db.query(
        `UPDATE usage_places SET customer_number = $2 WHERE instance = 'demo1' AND location_code = $1`,
        [row.location_code, row.customer_number],
      );
    } finally {
      await db.query(
        `UPDATE customers SET full_name = $2 WHERE instance = 'demo1' AND customer_number = $1`,
        [row.customer_number, row.customer_name],
      );
    }
    expect((await firstByName()).customer).not.toBe('AAAA Ensimmäinen');
  });

  it('pages and sorts by each field, ascending and descending', async () => {
    const all = demo1.length;
    const seen: string[] = [];
    for (let page = 0; page * 50 < all; page++) {
      const answer = await found({ onlyActive: false }, `page=${page}&pageSize=50&sort=locationNumber`);
      expect(answer).toMatchObject({ page, pageSize: 50, total: all });
      seen.push(...answer.items.map((item) => item.locationNumber));
    }
    expect(seen.sort()).toEqual(codes(demo1));
    const key: Record<string, (item: LocationSearchRow) => string> = {
      locationNumber: (item) => item.locationNumber,
      customer: (item) => item.customer,
      locationAddress: (item) => item.locationAddress,
      meterNumber: (item) => item.meterNumber ?? '',
      meterInstallDate: (item) => item.meterInstallDate ?? '',
    };
    const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    for (const [sort, of] of Object.entries(key))
      for (const direction of ['asc', 'desc'] as const) {
        const page = await found({ onlyActive: false }, `pageSize=200&sort=${sort}&direction=${direction}`);
        const values = page.items.map(of);
        const sorted = [...values].sort(bytes);
        expect(values, `${sort} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    expect((await search({ ...ALL_DATES }, 'pageSize=10')).statusCode).toBe(400);
    expect((await search({ ...ALL_DATES }, 'sort=password')).statusCode).toBe(400);
  });

  it('each search is on the audit trail with the fields it used, not their values', async () => {
    const row = demo1[1]!;
    const response = await search({ ...ALL_DATES, customer: row.customer_number, onlyInvalid: true });
    expect(response.statusCode).toBe(200);
    const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
    expect(audit).toMatchObject({
      instance: 'demo1',
      action: 'locations.search',
      target: 'meterInstallDateStart,meterInstallDateEnd,customer',
      details: {
        fields: ['meterInstallDateStart', 'meterInstallDateEnd', 'customer'],
        onlyActive: true,
        onlyInvalid: true,
      },
    });
    expect(JSON.stringify(audit)).not.toContain(row.customer_number);
  });
});

describe('POST /connector/v1/admin/location-management: the rules (spec admin-and-calls section 5)', () => {
  it.each(Object.entries(LOCATION_SEARCH_LIMITS))(
    '%s is refused below its minimum and above its maximum length',
    async (field, { min, max }) => {
      const short = await search({ ...ALL_DATES, [field]: '1'.repeat(min - 1) });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        error: 'validations_fail',
        details: { fields: [{ field: `/${field}`, rule: 'minLength', limit: min }] },
      });
      const long = await search({ ...ALL_DATES, [field]: '1'.repeat(max + 1) });
      expect(long.json().details.fields).toEqual([{ field: `/${field}`, rule: 'maxLength', limit: max }]);
      expect((await search({ ...ALL_DATES, [field]: '1'.repeat(max) })).statusCode).toBe(200);
      expect((await search({ ...ALL_DATES, [field]: ` ${'1'.repeat(min)} ` })).statusCode).toBe(200);
    },
  );

  it('both install dates are required, real days, in order; a measuring type list names at least one', async () => {
    const none = await search({});
    expect(none.statusCode).toBe(400);
    expect(none.json().details.fields).toEqual([
      { field: '/meterInstallDateStart', rule: 'required' },
      { field: '/meterInstallDateEnd', rule: 'required' },
    ]);
    const bad = await search({ meterInstallDateStart: '2024-02-30', meterInstallDateEnd: '2024-13-01' });
    expect(bad.json().details.fields).toEqual([
      { field: '/meterInstallDateStart', rule: 'date' },
      { field: '/meterInstallDateEnd', rule: 'date' },
    ]);
    const reversed = await search({ meterInstallDateStart: '2024-02-02', meterInstallDateEnd: '2024-02-01' });
    expect(reversed.json().details.fields).toEqual([{ field: '/meterInstallDateEnd', rule: 'dateOrder' }]);
    const empty = await search({ ...ALL_DATES, measuringTypes: [] });
    expect(empty.json().details.fields).toEqual([{ field: '/measuringTypes', rule: 'minItems', limit: 1 }]);
    expect((await search({ ...ALL_DATES, measuringTypes: ['PLUTONIUM'] })).statusCode).toBe(400);
  });

  it('refuses a NUL character, an oversized value, an unknown field and a deeply nested body', async () => {
    const nul = await search({ ...ALL_DATES, locationAddress: 'Koulu\u0000katu' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details.fields).toEqual([{ field: '/locationAddress', rule: 'no_nul_character' }]);
    expect((await search({ ...ALL_DATES, locationAddress: 'x'.repeat(100_000) })).statusCode).toBe(413);
    expect((await search({ ...ALL_DATES, locationAddress: 'x'.repeat(5_000) })).statusCode).toBe(400);
    expect((await search({ ...ALL_DATES, password: 'x' })).statusCode).toBe(400);
    const deep = await search(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(deep.statusCode).toBe(400);
  });

  it('wildcards and query operators are searched as text', async () => {
    for (const text of ['%%%', '___', "a' & b:*", '!(|)'])
      for (const field of ['locationNumberOrGSRN', 'meterNumber', 'customer', 'locationAddress'] as const) {
        const response = await search({ ...ALL_DATES, [field]: text, onlyActive: false });
        expect(response.statusCode, `${field} ${text}`).toBe(200);
        expect(response.json().total, `${field} ${text}`).toBe(
          expected(demo1, { [field]: text, onlyActive: false }).length,
        );
      }
  });
});

describe('location management: who may search and read', () => {
  it('a customer, a user without a token and a role without the right are refused', async () => {
    expect((await search(ALL_DATES, 'pageSize=50', tokens.customer)).statusCode).toBe(403);
    expect((await search(ALL_DATES, 'pageSize=50', null)).statusCode).toBe(401);
    const detail = { locationNumber: demo1[0]!.location_code, gridId: demo1[0]!.grid_id };
    expect((await post(`${URL}/meters`, detail, { token: tokens.customer })).statusCode).toBe(403);
    expect((await post(`${URL}/contracts`, detail, { token: tokens.customer })).statusCode).toBe(403);
  });

  it('servant and meter control staff may search; staff of another instance find none of its places', async () => {
    expect(
      (await search({ ...ALL_DATES, onlyActive: false }, 'pageSize=50', tokens.servant)).json().total,
    ).toBe(demo1.length);
    expect(
      (await search({ ...ALL_DATES, onlyActive: false }, 'pageSize=50', tokens.metercontrol)).json().total,
    ).toBe(demo1.length);
    const row = demo1[0]!;
    const other = await search(
      { ...ALL_DATES, locationNumberOrGSRN: row.location_code, onlyActive: false },
      'pageSize=50',
      tokens.nivosAdmin,
    );
    expect(other.statusCode).toBe(200);
    expect(other.json().items.map((item: LocationSearchRow) => item.locationNumber)).not.toContain(
      row.location_code,
    );
  });

  it('the answers are not cacheable', async () => {
    const response = await search(ALL_DATES);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /connector/v1/admin/location-management/contracts and /meters', () => {
  const withHistory = async () => {
    const [row] = await db.query<{
      location_code: string;
      grid_id: number;
      gsrn_code: string | null;
      id: number;
    }>(
      `SELECT up.location_code, up.grid_id, up.gsrn_code, up.id FROM usage_places up
        WHERE up.instance = 'demo1' AND (SELECT count(*) FROM meters m WHERE m.usage_place_id = up.id) > 1
          AND EXISTS (SELECT 1 FROM contracts k WHERE k.usage_place_id = up.id)
        ORDER BY up.id LIMIT 1`,
    );
    return row!;
  };

  it("answers the place's meters: the one in use first, then the removed ones, the newest first", async () => {
    const place = await withHistory();
    const response = await post(
      `${URL}/meters`,
      { locationNumber: place.location_code, locationGSRN: place.gsrn_code, gridId: place.grid_id },
      { headers: REASON },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const meters = response.json<LocationMeter[]>();
    expect(meters.length).toBeGreaterThan(1);
    expect(meters[0]).toMatchObject({ state: 'in_use', meterRemovedDate: null });
    expect(
      meters.slice(1).every((meter) => meter.state === 'removed' && meter.meterRemovedDate !== null),
    ).toBe(true);
    const removed = meters.slice(1).map((meter) => meter.meterRemovedDate!);
    expect(removed).toEqual([...removed].sort().reverse());
    const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
    expect(audit).toMatchObject({
      action: 'locations.read',
      target: place.location_code,
      reason_code: REASON_CODE,
      reason_text: REASON_TEXT,
      details: { read: 'meters', found: true },
    });
  });

  it("answers the place's contracts in the contract search's shape", async () => {
    const place = await withHistory();
    const response = await post(`${URL}/contracts`, {
      locationNumber: place.location_code,
      gridId: place.grid_id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const contracts = response.json<AdminContract[]>();
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contracts WHERE usage_place_id = $1',
      [place.id],
    );
    expect(contracts).toHaveLength(count!.n);
    expect(contracts.every((contract) => contract.salesContract.locationCode === place.location_code)).toBe(
      true,
    );
    expect(contracts[0]).toMatchObject({
      contractCode: expect.any(String),
      location: { gsrnCode: place.gsrn_code },
    });
  });

  it('a place of another instance, a wrong grid or GSRN is 404 location_not_found; a bad reason 400', async () => {
    const place = await withHistory();
    const body = { locationNumber: place.location_code, gridId: place.grid_id };
    for (const [url, request, token] of [
      [`${URL}/meters`, body, tokens.nivosAdmin],
      [`${URL}/contracts`, body, tokens.nivosAdmin],
      [`${URL}/meters`, { ...body, gridId: place.grid_id + 10 }, tokens.admin],
      [`${URL}/meters`, { ...body, locationGSRN: '643000000000000000' }, tokens.admin],
    ] as const) {
      const response = await post(url, request, { token });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe('location_not_found');
    }
    expect(
      (await post(`${URL}/meters`, body, { headers: { 'x-access-reason': 'because' } })).statusCode,
    ).toBe(400);
    expect((await post(`${URL}/meters`, { ...body, locationNumber: 'a\u0000b' })).statusCode).toBe(400);
    expect((await post(`${URL}/meters`, { ...body, locationNumber: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await post(`${URL}/meters`, { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await post(`${URL}/contracts`, `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`)).statusCode).toBe(
      400,
    );
  });
});
