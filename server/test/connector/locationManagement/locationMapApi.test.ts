import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageOf } from '@portal/shared/api/paging';
import type { LocationSearchRow, MarkerList } from '@portal/shared/api/locationManagement';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { auditRowsOf } from '../../helpers/audit.js';

// The map's calls (docs/maps.md): every place a search finds as markers, and the rows of what the map selected.

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

const BASE = '/connector/v1/admin/location-management';
const ALL_DATES = { meterInstallDateStart: '1990-01-01', meterInstallDateEnd: '2030-12-31' } as const;
const post = (url: string, body: unknown, token: string | undefined = tokens.admin) =>
  app.inject({
    method: 'POST',
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  for (const [key, instance, username] of [
    ['admin', 'demo1', 'admin'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['customer', 'demo1', 'customer'],
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
