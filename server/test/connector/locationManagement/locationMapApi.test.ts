import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageOf } from '@portal/shared/api/paging';
import type {
  AssignLocationsResponse,
  LocationSearchRow,
  MarkerList,
} from '@portal/shared/api/locationManagement';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { auditRowsOf, REASON, userOf } from '../../helpers/audit.js';

// The map's calls (docs/maps.md): every place a search finds as markers, and the rows of what the map selected.

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

const BASE = '/connector/v1/admin/location-management';
const ALL_DATES = { meterInstallDateStart: '1990-01-01', meterInstallDateEnd: '2030-12-31' } as const;
const post = (
  url: string,
  body: unknown,
  token: string | undefined = tokens.admin,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  for (const [key, instance, username] of [
    ['admin', 'demo1', 'admin'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['customer', 'demo1', 'customer'],
    ['servant', 'demo1', 'servant'],
    ['nivosAdmin', 'nivos', 'admin'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
});

afterAll(async () => {
  await close();
});

describe('POST .../location-management/markers', () => {
  it('answers every place the search finds, with or without coordinates, where the table pages them', async () => {
    const search = { ...ALL_DATES, onlyActive: false };
    const response = await post(`${BASE}/markers`, search);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<MarkerList>();
    const page = (await post(`${BASE}?pageSize=200`, search)).json<PageOf<LocationSearchRow>>();
    expect(list.total).toBe(page.total);
    expect(list.markers).toHaveLength(page.total);
    expect(list.markers.map((m) => m.locationNumber).sort()).toEqual(
      page.items.map((r) => r.locationNumber).sort(),
    );
    expect(list.markers.some((m) => m.lat === null)).toBe(true);
    const withCoordinates = list.markers.find((m) => m.lat !== null)!;
    const row = page.items.find((r) => r.locationNumber === withCoordinates.locationNumber)!;
    expect(withCoordinates).toEqual({
      locationNumber: row.locationNumber,
      lat: row.locationLat,
      long: row.locationLong,
      address: row.locationAddress,
      gsrn: row.locationGsrnNumber,
      customer: row.customer,
      meterNumber: row.meterNumber,
    });
    const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
    expect(audit).toMatchObject({ action: 'locations.search', details: { map: true } });
  });

  it('follows the search rules: a short text is refused, a filter narrows', async () => {
    const short = await post(`${BASE}/markers`, { ...ALL_DATES, customer: 'Vi' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'validations_fail' });
    const narrowed = (await post(`${BASE}/markers`, { ...ALL_DATES, onlyInvalid: true })).json<MarkerList>();
    const all = (await post(`${BASE}/markers`, { ...ALL_DATES })).json<MarkerList>();
    expect(narrowed.total).toBeLessThan(all.total);
  });

  it("never shows another instance's places", async () => {
    const demo1 = (await post(`${BASE}/markers`, { ...ALL_DATES, onlyActive: false })).json<MarkerList>();
    const nivos = (
      await post(`${BASE}/markers`, { ...ALL_DATES, onlyActive: false }, tokens.nivosAdmin)
    ).json<MarkerList>();
    const theirs = new Set(nivos.markers.map((m) => m.locationNumber));
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM usage_places WHERE instance = 'nivos' AND location_code = ANY ($1::text[])`,
      [demo1.markers.map((m) => m.locationNumber)],
    );
    expect(row!.n).toBe(0);
    expect(demo1.markers.some((m) => theirs.has(m.locationNumber))).toBe(false);
  });

  it('refuses no login, a customer, NUL, an oversized value and a deeply nested body', async () => {
    expect((await post(`${BASE}/markers`, ALL_DATES, '')).statusCode).toBe(401);
    expect((await post(`${BASE}/markers`, ALL_DATES, tokens.customer)).statusCode).toBe(403);
    expect((await post(`${BASE}/markers`, { ...ALL_DATES, customer: 'Vir\u0000tanen' })).statusCode).toBe(
      400,
    );
    expect((await post(`${BASE}/markers`, { ...ALL_DATES, customer: 'x'.repeat(5000) })).statusCode).toBe(
      400,
    );
    let nested: unknown = 'x';
    for (let i = 0; i < 200; i++) nested = { a: nested };
    const deep = await post(`${BASE}/markers`, { ...ALL_DATES, customer: nested });
    expect(deep.statusCode).toBeGreaterThanOrEqual(400);
    expect(deep.statusCode).toBeLessThan(500);
  });
});

describe('POST .../location-management/rows', () => {
  it("answers the search rows of the named places of the caller's instance, nothing of another's", async () => {
    const page = (await post(`${BASE}?pageSize=50`, { ...ALL_DATES, onlyActive: false })).json<
      PageOf<LocationSearchRow>
    >();
    const wanted = page.items.slice(0, 3);
    const response = await post(`${BASE}/rows`, { locationNumbers: wanted.map((r) => r.locationNumber) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = response.json<LocationSearchRow[]>();
    expect(rows).toEqual([...wanted].sort((a, b) => a.locationNumber.localeCompare(b.locationNumber)));
    // the same numbers asked by another instance's staff find nothing
    const other = await post(
      `${BASE}/rows`,
      { locationNumbers: wanted.map((r) => r.locationNumber) },
      tokens.nivosAdmin,
    );
    const nivosCodes = await db.query<{ location_code: string }>(
      `SELECT location_code FROM usage_places WHERE instance = 'nivos' AND location_code = ANY ($1::text[])`,
      [wanted.map((r) => r.locationNumber)],
    );
    expect(other.json<LocationSearchRow[]>().map((r) => r.locationNumber)).toEqual(
      nivosCodes.map((r) => r.location_code).sort(),
    );
    const [audit] = await auditRowsOf(db, response.headers['x-request-id']);
    expect(audit).toMatchObject({ action: 'locations.search', target: 'locationNumbers' });
  });

  it('refuses an empty list, more than 200, NUL, a long number, no login and a role without location management', async () => {
    expect((await post(`${BASE}/rows`, { locationNumbers: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => String(1_000_000 + i));
    expect((await post(`${BASE}/rows`, { locationNumbers: many })).statusCode).toBe(400);
    expect((await post(`${BASE}/rows`, { locationNumbers: ['12\u00003'] })).statusCode).toBe(400);
    expect((await post(`${BASE}/rows`, { locationNumbers: ['1'.repeat(21)] })).statusCode).toBe(400);
    expect((await post(`${BASE}/rows`, { locationNumbers: ['1'] }, '')).statusCode).toBe(401);
    expect((await post(`${BASE}/rows`, { locationNumbers: ['1'] }, tokens.customer)).statusCode).toBe(403);
    // meter control staff manage locations too (spec section 6)
    expect((await post(`${BASE}/rows`, { locationNumbers: ['1'] }, tokens.metercontrol)).statusCode).toBe(
      200,
    );
  });
});

describe('POST .../location-management/assign', () => {
  const ASSIGN = `${BASE}/assign`;
  const placesOf = (userId: number) =>
    db.query<{ location_code: string; mapped_by_user: boolean }>(
      `SELECT up.location_code, uup.mapped_by_user FROM user_usage_places uup
         JOIN usage_places up ON up.id = uup.usage_place_id WHERE uup.user_id = $1 ORDER BY 1`,
      [userId],
    );

  it('maps the places to the user as the utility: saved, ok for one the user has, failed for an unknown number', async () => {
    const target = await userOf(db, 'demo1', 'customer2');
    const had = await placesOf(target.id);
    expect(had.length).toBeGreaterThan(0);
    const [fresh] = await db.query<{ location_code: string }>(
      `SELECT location_code FROM usage_places up WHERE instance = 'demo1'
          AND NOT EXISTS (SELECT 1 FROM user_usage_places uup WHERE uup.usage_place_id = up.id AND uup.user_id = $1)
        ORDER BY location_code LIMIT 1`,
      [target.id],
    );
    const asked = [fresh!.location_code, had[0]!.location_code, '999999999'];
    const response = await post(ASSIGN, { locationNumbers: asked }, tokens.servant, {
      'target-user': target.sub,
      ...REASON,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<AssignLocationsResponse>().results).toEqual([
      { locationNumber: asked[0], status: 'saved' },
      { locationNumber: asked[1], status: 'ok' },
      { locationNumber: '999999999', status: 'failed', error: 'location_not_found' },
    ]);
    const after = await placesOf(target.id);
    expect(after).toHaveLength(had.length + 1);
    // the utility's mapping: the customer cannot remove it from the account's locations tab
    expect(after.find((p) => p.location_code === asked[0])).toEqual({
      location_code: asked[0],
      mapped_by_user: false,
    });
    expect(after.find((p) => p.location_code === asked[1])).toEqual(had[0]);
    const audit = await auditRowsOf(db, response.headers['x-request-id']);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'locations.add',
      subject_sub: target.sub,
      target: asked[0],
      reason_code: 'customer_request',
      details: { locationCodes: [asked[0]], asked: 3, saved: 1, failed: 1 },
    });

    // the same call again changes nothing: each place is ok now
    const again = await post(ASSIGN, { locationNumbers: asked.slice(0, 2) }, tokens.admin, {
      'target-user': target.sub,
    });
    expect(again.json<AssignLocationsResponse>().results.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(await placesOf(target.id)).toEqual(after);
  });

  it("refuses another instance's user and finds nothing of another instance's places", async () => {
    const nivosUser = await userOf(db, 'nivos', 'customer');
    const [demoPlace] = await db.query<{ location_code: string }>(
      `SELECT location_code FROM usage_places WHERE instance = 'demo1'
          AND location_code NOT IN (SELECT location_code FROM usage_places WHERE instance = 'nivos')
        ORDER BY location_code LIMIT 1`,
    );
    const demoUser = await userOf(db, 'demo1', 'customer');
    // a demo1 user named by nivos staff is unknown there
    const cross = await post(ASSIGN, { locationNumbers: [demoPlace!.location_code] }, tokens.nivosAdmin, {
      'target-user': demoUser.sub,
    });
    expect(cross.statusCode).toBe(404);
    // a demo1 place asked for a nivos user by nivos staff is not found, and nothing is mapped
    const before = await placesOf(nivosUser.id);
    const other = await post(ASSIGN, { locationNumbers: [demoPlace!.location_code] }, tokens.nivosAdmin, {
      'target-user': nivosUser.sub,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<AssignLocationsResponse>().results).toEqual([
      { locationNumber: demoPlace!.location_code, status: 'failed', error: 'location_not_found' },
    ]);
    expect(await placesOf(nivosUser.id)).toEqual(before);
  });

  it('refuses no login, a customer, meter control staff, no Target-User, and bad bodies', async () => {
    const target = await userOf(db, 'demo1', 'customer2');
    const before = await placesOf(target.id);
    const as = (token: string | undefined, body: unknown = { locationNumbers: ['1'] }) =>
      post(ASSIGN, body, token, { 'target-user': target.sub });
    expect((await as('')).statusCode).toBe(401);
    expect((await as(tokens.customer)).statusCode).toBe(403);
    // meter control staff search locations but do not manage users' locations (spec section 6)
    expect((await as(tokens.metercontrol)).statusCode).toBe(403);
    expect((await post(ASSIGN, { locationNumbers: ['1'] })).statusCode).toBe(400);
    expect((await as(tokens.admin, { locationNumbers: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => String(1_000_000 + i));
    expect((await as(tokens.admin, { locationNumbers: many })).statusCode).toBe(400);
    expect((await as(tokens.admin, { locationNumbers: ['12\u00003'] })).statusCode).toBe(400);
    expect((await as(tokens.admin, { locationNumbers: ['1'.repeat(21)] })).statusCode).toBe(400);
    expect((await as(tokens.admin, { locationNumbers: ['1', '1'] })).statusCode).toBe(400);
    let deep: unknown = ['1'];
    for (let i = 0; i < 200; i++) deep = { locationNumbers: deep };
    const nested = await as(tokens.admin, deep);
    expect(nested.statusCode).toBeGreaterThanOrEqual(400);
    expect(nested.statusCode).toBeLessThan(500);
    // '1' is no place, and nothing refused above mapped anything
    expect(await placesOf(target.id)).toEqual(before);
  });
});
