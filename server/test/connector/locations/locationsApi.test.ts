import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddLocationsResponse, FetchLocationsResponse } from '@portal/shared/api/locations';
import type { ReportOptionsResponse, UsagePlace } from '@portal/shared/api/reports';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

const FETCH = '/connector/v1/location/mappedByUser/fetch';
const ADD = '/connector/v1/location/mappedByUser/add';
const DEL = '/connector/v1/user/location/del';
const ADMIN_FETCH = '/connector/v1/admin/location/mappedByUser/fetch';
const ADMIN_ADD = '/connector/v1/admin/location/mappedByUser/add';
const ADMIN_DEL = '/connector/v1/admin/user/location/del';

const post = (url: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });

const item = (customerNumber: string, contractIdentifier: string, locationCode?: string) => ({
  usagePlaceDetails: { customerNumber, contractIdentifier, ...(locationCode ? { locationCode } : {}) },
});

const fetchAnswer = async (token: string, items: unknown[], url = FETCH, headers = {}) => {
  const response = await post(url, token, items, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FetchLocationsResponse>();
};

const fetchPlaces = async (token: string, items: unknown[], url = FETCH, headers = {}) =>
  (await fetchAnswer(token, items, url, headers)).usagePlaces;

/** The contract identifiers of the demo customers' places, as printed on their contracts and invoices. */
const ids: Record<string, string> = {};
const identifierOf = async (instance: string, customerNumber: string, energyType: string) => {
  const [row] = await db.query<{ contract_identifier: string }>(
    `SELECT contract_identifier FROM usage_places
      WHERE instance = $1 AND customer_number = $2 AND $3 = ANY (energy_types)`,
    [instance, customerNumber, energyType],
  );
  if (!row) throw new Error(`no ${energyType} place of ${instance}/${customerNumber}`);
  return row.contract_identifier;
};

const addItem = (place: UsagePlace) => ({
  customerNumber: place.customerInformation.customerNumber,
  locationCode: place.locationCode,
  checksum: place.checksum ?? '',
});

const placesOf = async (token: string): Promise<UsagePlace[]> => {
  const response = await app.inject({
    method: 'GET',
    url: '/connector/v1/reportOptions',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReportOptionsResponse>().usagePlaces;
};

const subOf = async (instance: string, username: string): Promise<string> => {
  const [row] = await db.query<{ sub: string }>(
    'SELECT sub::text AS sub FROM users WHERE instance = $1 AND username = $2',
    [instance, username],
  );
  if (!row) throw new Error(`no demo user ${instance}/${username}`);
  return row.sub;
};

/** customer2's electricity place in demo1, fetched by the customer */
const customer2Place = async (token = tokens.customer!): Promise<UsagePlace> => {
  const [place] = await fetchPlaces(token, [item('100002', ids.e2!)]);
  if (!place) throw new Error('no electricity place for 100002');
  return place;
};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  ids.e1 = await identifierOf('demo1', '100001', 'electricity');
  ids.e2 = await identifierOf('demo1', '100002', 'electricity');
  ids.g2 = await identifierOf('demo1', '100002', 'gas');
  ids.nivosE1 = await identifierOf('nivos', '100001', 'electricity');
  ids.nivosE2 = await identifierOf('nivos', '100002', 'electricity');
  for (const [key, instance, username] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['admin', 'demo1', 'admin'],
    ['servant', 'demo1', 'servant'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['nivosCustomer', 'nivos', 'customer'],
    ['nivosSuperuser', 'nivos', 'superuser'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
});

afterAll(async () => {
  await close();
});

// every case starts with the demo mappings only: nothing mapped by a user
beforeEach(async () => {
  await db.query('DELETE FROM user_usage_places WHERE mapped_by_user');
});

describe('POST /connector/v1/location/mappedByUser/fetch', () => {
  it('finds the place of a customer number and contract identifier, with a server-made checksum', async () => {
    const place = await customer2Place();
    expect(place).toMatchObject({
      instance: 'demo1',
      contractIdentifier: ids.e2,
      customerInformation: { customerNumber: '100002' },
      mappedByUser: false,
      checksum: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(place.energyTypes.map((type) => type.key)).toEqual(['electricity']);
  });

  it('takes the contract identifier in any case, as a customer may type it from the invoice', async () => {
    const [place] = await fetchPlaces(tokens.customer!, [item('100002', ids.e2!.toLowerCase())]);
    expect(place?.contractIdentifier).toBe(ids.e2);
  });

  it('finds nothing when the contract identifier is not the customer number’s', async () => {
    const answer = await fetchAnswer(tokens.customer!, [
      item('100002', ids.e1!),
      item('100002', 'X-nothing'),
      item('999999', ids.e2!),
    ]);
    expect(answer).toEqual({
      usagePlaces: [],
      results: [{ status: 'not_found' }, { status: 'not_found' }, { status: 'not_found' }],
    });
  });

  it('narrows to the location code when one is given', async () => {
    const place = await customer2Place();
    expect(await fetchPlaces(tokens.customer!, [item('100002', ids.e2!, place.locationCode)])).toHaveLength(
      1,
    );
    expect(await fetchPlaces(tokens.customer!, [item('100002', ids.e2!, '1234567')])).toEqual([]);
  });

  it('answers each place once for several items, and only places of the token’s instance', async () => {
    const answer = await fetchAnswer(tokens.customer!, [
      item('100002', ids.e2!),
      item('100002', ids.e2!),
      item('100002', ids.g2!),
    ]);
    const places = answer.usagePlaces;
    expect(places.map((place) => place.contractIdentifier).sort()).toEqual([ids.e2, ids.g2].sort());
    const electricity = places.find((place) => place.contractIdentifier === ids.e2)!;
    const gas = places.find((place) => place.contractIdentifier === ids.g2)!;
    expect(answer.results).toEqual([
      { status: 'found', locationCodes: [electricity.locationCode] },
      { status: 'found', locationCodes: [electricity.locationCode] },
      { status: 'found', locationCodes: [gas.locationCode] },
    ]);
    const nivos = await fetchPlaces(tokens.nivosSuperuser!, [item('100002', ids.nivosE2!)]);
    expect(nivos).toHaveLength(1);
    expect(nivos[0]!.instance).toBe('nivos');
    expect(nivos[0]!.locationCode).not.toBe(places[0]!.locationCode);
    // demo1's identifier opens nothing in nivos
    expect(await fetchPlaces(tokens.nivosSuperuser!, [item('100002', ids.e2!)])).toEqual([]);
  });

  it('answers per item: one bad item never refuses the list, and the good items keep their places', async () => {
    const answer = await fetchAnswer(tokens.customer!, [
      item('12', ids.e2!),
      item('100002', ids.e2!),
      item('1'.repeat(21), ids.e2!),
      item('100002', 'E'.repeat(65)),
      item('100002', ids.g2!, '9'.repeat(21)),
      item('100002', ` ${ids.g2!}`),
      item('', ''),
      item('100002', ids.g2!),
    ]);
    expect(answer.results).toEqual([
      { status: 'invalid', issues: [{ field: 'customerNumber', rule: 'min_length' }] },
      { status: 'found', locationCodes: [expect.any(String)] },
      { status: 'invalid', issues: [{ field: 'customerNumber', rule: 'max_length' }] },
      { status: 'invalid', issues: [{ field: 'contractIdentifier', rule: 'max_length' }] },
      { status: 'invalid', issues: [{ field: 'locationCode', rule: 'max_length' }] },
      { status: 'invalid', issues: [{ field: 'contractIdentifier', rule: 'whitespace' }] },
      {
        status: 'invalid',
        issues: [
          { field: 'customerNumber', rule: 'required' },
          { field: 'contractIdentifier', rule: 'required' },
        ],
      },
      { status: 'found', locationCodes: [expect.any(String)] },
    ]);
    expect(answer.usagePlaces.map((place) => place.contractIdentifier).sort()).toEqual(
      [ids.e2, ids.g2].sort(),
    );
  });

  it('refuses where the instance does not allow manual mapping, except for a superuser', async () => {
    const refused = await post(FETCH, tokens.nivosCustomer!, [item('100002', ids.nivosE2!)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'no_permission' });
    const added = await post(ADD, tokens.nivosCustomer!, [
      { customerNumber: '100002', locationCode: '1234567', checksum: 'a'.repeat(32) },
    ]);
    expect(added.statusCode).toBe(403);
    expect(await fetchPlaces(tokens.nivosSuperuser!, [item('100002', ids.nivosE2!)])).toHaveLength(1);
  });

  it('refuses without a token and for roles without ROLE_USER', async () => {
    expect((await post(FETCH, null, [item('100002', ids.e2!)])).statusCode).toBe(401);
    for (const token of [tokens.metercontrol!]) {
      for (const url of [FETCH, ADD, DEL]) {
        const response = await post(url, token, []);
        expect(response.statusCode, url).toBe(403);
      }
    }
  });

  it('refuses NUL characters, values past the wire bound, too many items and unknown fields with 400', async () => {
    const bodies: unknown[] = [
      [item('100\u00002', ids.e2!)],
      [item('100002', `${ids.e2!}\u0000`)],
      [item('1'.repeat(257), ids.e2!)],
      [item('100002', 'E'.repeat(257))],
      [item('100002', ids.e2!, '9'.repeat(257))],
      Array.from({ length: 101 }, () => item('100002', ids.e2!)),
      [],
      [{ usagePlaceDetails: { customerNumber: '100002', contractIdentifier: ids.e2!, ssn: 'x' } }],
      [{ usagePlaceDetails: { customerNumber: '100002' } }],
      { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: ids.e2! } },
    ];
    for (const body of bodies) {
      const response = await post(FETCH, tokens.customer!, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('answers with Cache-Control: no-store', async () => {
    const response = await post(FETCH, tokens.customer!, [item('100002', ids.e2!)]);
    expect(response.headers['cache-control']).toContain('no-store');
  });
});

describe('POST /connector/v1/location/mappedByUser/add', () => {
  it('maps a fetched place as mapped by the user; the reports see it; adding again changes nothing', async () => {
    const place = await customer2Place();
    const response = await post(ADD, tokens.customer!, [addItem(place)]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AddLocationsResponse>().results).toEqual([
      { customerNumber: '100002', locationCode: place.locationCode, status: 'ok' },
    ]);
    const mine = await placesOf(tokens.customer!);
    expect(mine).toHaveLength(4);
    expect(mine.find((p) => p.locationCode === place.locationCode)).toMatchObject({ mappedByUser: true });

    expect(
      (await post(ADD, tokens.customer!, [addItem(place)])).json<AddLocationsResponse>().results[0]!.status,
    ).toBe('ok');
    expect(await placesOf(tokens.customer!)).toHaveLength(4);
    // the fetch now says the user has it
    expect((await customer2Place()).mappedByUser).toBe(true);
  });

  it('refuses a forged checksum per row and adds the valid rows', async () => {
    const place = await customer2Place();
    const [gas] = await fetchPlaces(tokens.customer!, [item('100002', ids.g2!)]);
    const forged = {
      ...addItem(gas!),
      checksum: `${gas!.checksum!.slice(0, 31)}${gas!.checksum!.endsWith('0') ? '1' : '0'}`,
    };
    const response = await post(ADD, tokens.customer!, [forged, addItem(place)]);
    expect(response.statusCode).toBe(200);
    expect(response.json<AddLocationsResponse>().results).toEqual([
      {
        customerNumber: forged.customerNumber,
        locationCode: forged.locationCode,
        status: 'failed',
        error: 'invalid_checksum',
      },
      { customerNumber: '100002', locationCode: place.locationCode, status: 'ok' },
    ]);
    const codes = (await placesOf(tokens.customer!)).map((p) => p.locationCode);
    expect(codes).toContain(place.locationCode);
    expect(codes).not.toContain(gas!.locationCode);
  });

  it('refuses a checksum moved to another place, another customer number, or the old md5 recipe', async () => {
    const place = await customer2Place();
    const [gas] = await fetchPlaces(tokens.customer!, [item('100002', ids.g2!)]);
    const [row] = await db.query<{ md5: string }>(
      `SELECT md5(instance || ':' || location_code || ':' || customer_number || ':' || grid_id) AS md5
         FROM usage_places WHERE instance = 'demo1' AND location_code = $1`,
      [place.locationCode],
    );
    const attempts = [
      { ...addItem(place), checksum: gas!.checksum! },
      { ...addItem(place), customerNumber: '100001' },
      { ...addItem(place), checksum: row!.md5 },
      { ...addItem(place), locationCode: '0000000' },
    ];
    const response = await post(ADD, tokens.customer!, attempts);
    expect(response.json<AddLocationsResponse>().results.map((r) => r.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
    expect(await placesOf(tokens.customer!)).toHaveLength(3);
  });

  it('refuses a place of another instance, even with that instance’s checksum', async () => {
    const [nivosPlace] = await fetchPlaces(tokens.nivosSuperuser!, [item('100002', ids.nivosE2!)]);
    const response = await post(ADD, tokens.customer!, [addItem(nivosPlace!)]);
    expect(response.json<AddLocationsResponse>().results[0]).toMatchObject({ status: 'failed' });
    expect(await placesOf(tokens.customer!)).toHaveLength(3);
  });

  it('a checksum stops working when the place gets a new contract', async () => {
    const place = await customer2Place();
    await db.query(
      `UPDATE usage_places SET contract_identifier = 'KQ4TWRM7AX' WHERE instance = 'demo1' AND location_code = $1`,
      [place.locationCode],
    );
    try {
      const response = await post(ADD, tokens.customer!, [addItem(place)]);
      expect(response.json<AddLocationsResponse>().results[0]).toMatchObject({ status: 'failed' });
    } finally {
      await db.query(
        `UPDATE usage_places SET contract_identifier = $2 WHERE instance = 'demo1' AND location_code = $1`,
        [place.locationCode, ids.e2],
      );
    }
  });

  it('refuses NUL characters and oversized values with 400', async () => {
    const place = await customer2Place();
    for (const body of [
      [{ ...addItem(place), checksum: `${place.checksum}\u0000` }],
      [{ ...addItem(place), checksum: 'a'.repeat(65) }],
      [{ ...addItem(place), locationCode: '9'.repeat(21) }],
      [{ ...addItem(place), extra: true }],
      Array.from({ length: 101 }, () => addItem(place)),
    ]) {
      expect((await post(ADD, tokens.customer!, body)).statusCode).toBe(400);
    }
  });
});

describe('POST /connector/v1/user/location/del', () => {
  it('unmaps a place the user mapped', async () => {
    const place = await customer2Place();
    await post(ADD, tokens.customer!, [addItem(place)]);
    const response = await post(DEL, tokens.customer!, [
      { customerNumber: '100002', locationCode: place.locationCode },
    ]);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['cache-control']).toContain('no-store');
    expect((await placesOf(tokens.customer!)).map((p) => p.locationCode)).not.toContain(place.locationCode);
    // customer2's own mapping of the place is untouched
    expect((await placesOf(tokens.customer2!)).map((p) => p.locationCode)).toContain(place.locationCode);
  });

  it('refuses a place the utility mapped, and removes nothing of the same call', async () => {
    const place = await customer2Place();
    await post(ADD, tokens.customer!, [addItem(place)]);
    const [own] = await placesOf(tokens.customer!);
    const response = await post(DEL, tokens.customer!, [
      { customerNumber: '100002', locationCode: place.locationCode },
      { customerNumber: own!.customerInformation.customerNumber, locationCode: own!.locationCode },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'not_mapped_by_user' });
    expect(await placesOf(tokens.customer!)).toHaveLength(4);
  });

  it('refuses another user’s place and a place of another instance with 404', async () => {
    const [other] = await placesOf(tokens.customer2!);
    const response = await post(DEL, tokens.customer!, [
      { customerNumber: '100002', locationCode: other!.locationCode },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'location_not_found' });
    const [nivosPlace] = await fetchPlaces(tokens.nivosSuperuser!, [item('100001', ids.nivosE1!)]);
    const crossInstance = await post(DEL, tokens.customer!, [
      { customerNumber: '100001', locationCode: nivosPlace!.locationCode },
    ]);
    expect(crossInstance.statusCode).toBe(404);
    expect(await placesOf(tokens.customer2!)).toHaveLength(2);
  });

  it('lets a user remove their own mapped places where manual adding is off', async () => {
    const [place] = await fetchPlaces(tokens.nivosSuperuser!, [item('100002', ids.nivosE2!)]);
    await post(ADD, tokens.nivosSuperuser!, [addItem(place!)]);
    const response = await post(DEL, tokens.nivosSuperuser!, [
      { customerNumber: '100002', locationCode: place!.locationCode },
    ]);
    expect(response.statusCode).toBe(204);
  });

  it('refuses NUL characters and oversized values with 400', async () => {
    for (const body of [
      [{ customerNumber: '100002\u0000', locationCode: '1234567' }],
      [{ customerNumber: '1'.repeat(21), locationCode: '1234567' }],
      [{ customerNumber: '100002', locationCode: '1'.repeat(21) }],
      [{ customerNumber: '100002' }],
      [],
    ]) {
      expect((await post(DEL, tokens.customer!, body)).statusCode).toBe(400);
    }
  });
});

describe('admin variants', () => {
  it('staff fetch without a target, and add and remove for a Target-User of their instance', async () => {
    const sub = await subOf('demo1', 'customer');
    const [place] = await fetchPlaces(tokens.admin!, [item('100002', ids.e2!)], ADMIN_FETCH);
    const added = await post(ADMIN_ADD, tokens.admin!, [addItem(place!)], { 'target-user': sub });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AddLocationsResponse>().results[0]!.status).toBe('ok');
    const [seen] = await fetchPlaces(tokens.servant!, [item('100002', ids.e2!)], ADMIN_FETCH, {
      'target-user': sub,
    });
    expect(seen!.mappedByUser).toBe(true);
    const removed = await post(
      ADMIN_DEL,
      tokens.servant!,
      [{ customerNumber: '100002', locationCode: place!.locationCode }],
      { 'target-user': sub },
    );
    expect(removed.statusCode).toBe(204);
    expect(await placesOf(tokens.customer!)).toHaveLength(3);
  });

  it('refuses customers, a target of another instance, and a missing Target-User', async () => {
    const place = await customer2Place();
    const sub = await subOf('demo1', 'customer');
    const nivosSub = await subOf('nivos', 'customer');
    expect((await post(ADMIN_FETCH, tokens.customer!, [item('100002', ids.e2!)])).statusCode).toBe(403);
    expect(
      (await post(ADMIN_ADD, tokens.customer!, [addItem(place)], { 'target-user': sub })).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          ADMIN_DEL,
          tokens.customer2!,
          [addItem(place)].map(({ checksum: _, ...rest }) => rest),
          {
            'target-user': sub,
          },
        )
      ).statusCode,
    ).toBe(403);
    const other = await post(ADMIN_ADD, tokens.admin!, [addItem(place)], { 'target-user': nivosSub });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'user_not_found' });
    expect((await post(ADMIN_ADD, tokens.admin!, [addItem(place)])).statusCode).toBe(400);
    expect(await placesOf(tokens.customer!)).toHaveLength(3);
  });
});
