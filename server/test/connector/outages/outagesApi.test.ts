import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outage, PlacePower } from '@portal/shared/api/outages';
import type { Database } from '../../../src/plugins/database.js';
import { loadBasemap } from '../../../src/connector/map/basemap.js';
import { hexagonAround } from '../../../src/demo/outages.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

interface Place {
  id: number;
  location_code: string;
  latitude: number;
  longitude: number;
  meter_id: number;
}
/** the demo customer's (100001) electricity places that have a meter in use and coordinates */
let customerPlaces: Place[];

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const addOutage = async (
  instance: string,
  reference: string,
  around: { latitude: number; longitude: number },
  times: { started: string; end: string | null; ended?: string | null },
) =>
  db.query(
    `INSERT INTO outages (instance, reference, status, cause, started_at, estimated_end_at, ended_at, affected_customers, area)
     VALUES ($1, $2, 'repairing', 'A tree on the line', $3, $4, $5, 12, $6)`,
    [
      instance,
      reference,
      times.started,
      times.end,
      times.ended ?? null,
      JSON.stringify(hexagonAround(around.latitude, around.longitude, 0.3)),
    ],
  );

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({
    env: { HEADEND_SIM_DELAY_MS: '5-20', HEADEND_SIM_FAILURE_RATE: '0', HEADEND_SIM_TIMEOUT_RATE: '0' },
  }));
  for (const [key, instance, username] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['nivosCustomer', 'nivos', 'customer'],
    ['metercontrol', 'demo1', 'metercontrol'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
  customerPlaces = await db.query<Place>(
    `SELECT p.id, p.location_code, p.latitude, p.longitude, m.id AS meter_id
       FROM usage_places p JOIN meters m ON m.usage_place_id = p.id AND m.removed_on IS NULL
       JOIN headend_meter_state s ON s.meter_id = m.id AND s.fault IS NULL
      WHERE p.instance = 'demo1' AND p.customer_number = '100001' AND p.latitude IS NOT NULL
        AND 'electricity' = ANY (p.energy_types)
      ORDER BY p.location_code`,
  );
  // the clock of every test is TEST_NOW (the demo data's instant): these are in progress then, the last ended
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  await addOutage('demo1', 'T-1', customerPlaces[0]!, { started: at(-1), end: at(2) });
  await addOutage('demo1', 'T-OLD', customerPlaces[0]!, { started: at(-30), end: at(-26), ended: at(-26) });
  await addOutage('demo1', 'T-LATER', customerPlaces[0]!, { started: at(5), end: at(8) });
  await addOutage('nivos', 'N-1', { latitude: 60.63, longitude: 25.31 }, { started: at(-1), end: null });
});

afterAll(async () => {
  await close();
});

describe('GET /connector/v1/map/basemap', () => {
  it('answers the countries around Finland as GeoJSON without login, cacheable, and 304 to a known copy', async () => {
    const response = await get('/connector/v1/map/basemap');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/geo+json');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const map = response.json<{
      features: Array<{ properties: { name: string }; geometry: { type: string } }>;
    }>();
    expect(map.features.map((f) => f.properties.name)).toContain('Finland');
    expect(map.features.every((f) => f.geometry.type === 'MultiPolygon')).toBe(true);
    const again = await get('/connector/v1/map/basemap', undefined, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers br or gzip compressed once at the strongest settings, the same map as the plain answer', async () => {
    const plain = await get('/connector/v1/map/basemap', undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    await (
      await loadBasemap()
    ).encodedReady;
    const br = await get('/connector/v1/map/basemap', undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toContain('application/geo+json');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // brotli 11: about 97 KB of the 490 KB, where the per-answer quality 4 gave 150 KB
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await get('/connector/v1/map/basemap', undefined, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});

describe('GET /connector/v1/map/demo/{layer}/{z}/{x}/{y}.svg', () => {
  it('draws a generated tile of each demo layer, the same every time', async () => {
    for (const layer of ['aerial', 'propertyDivision', 'propertyIdentifiers']) {
      const response = await get(`/connector/v1/map/demo/${layer}/12/2330/1150.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect((await get(`/connector/v1/map/demo/${layer}/12/2330/1150.svg`)).body).toBe(response.body);
    }
  });

  it('refuses an unknown layer, a zoom out of range, a tile outside its zoom level and text', async () => {
    expect((await get('/connector/v1/map/demo/streets/3/1/1.svg')).statusCode).toBe(400);
    expect((await get('/connector/v1/map/demo/aerial/21/1/1.svg')).statusCode).toBe(400);
    expect((await get('/connector/v1/map/demo/aerial/2/4/1.svg')).statusCode).toBe(404);
    expect((await get('/connector/v1/map/demo/aerial/2/a%00/1.svg')).statusCode).toBe(400);
  });
});

describe('GET /connector/v1/outages', () => {
  it("answers the instance's outages in progress, not ended or future ones, never cached", async () => {
    const response = await get('/connector/v1/outages', tokens.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const outages = response.json<Outage[]>();
    expect(outages.map((o) => o.reference)).toEqual(['T-1']);
    expect(outages[0]).toMatchObject({
      status: 'repairing',
      cause: 'A tree on the line',
      affectedCustomers: 12,
    });
    expect(outages[0]!.area.type).toBe('Polygon');
  });

  it("shows a customer of another instance only that instance's outages", async () => {
    const outages = (await get('/connector/v1/outages', tokens.nivosCustomer)).json<Outage[]>();
    expect(outages.map((o) => o.reference)).toEqual(['N-1']);
  });

  it('refuses no login and a role without customer access', async () => {
    expect((await get('/connector/v1/outages')).statusCode).toBe(401);
    expect((await get('/connector/v1/outages', tokens.metercontrol)).statusCode).toBe(403);
    expect((await get('/connector/v1/outages/mine', tokens.metercontrol)).statusCode).toBe(403);
  });
});

describe('GET /connector/v1/outages/mine', () => {
  it("reads each place's meter: no voltage inside the outage's area names the outage, elsewhere the power is on", async () => {
    expect(customerPlaces.length).toBeGreaterThan(0);
    const response = await get('/connector/v1/outages/mine', tokens.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const places = response.json<PlacePower[]>();
    const inside = places.find((p) => p.locationCode === customerPlaces[0]!.location_code);
    expect(inside).toMatchObject({ state: 'outage', outage: { reference: 'T-1', status: 'repairing' } });
    // only the customer's own electricity places (the heat and water places have no power to ask about)
    const own = await db.query<{ location_code: string }>(
      `SELECT p.location_code FROM user_usage_places up JOIN usage_places p ON p.id = up.usage_place_id
        JOIN users u ON u.id = up.user_id
       WHERE u.instance = 'demo1' AND u.username = 'customer' AND 'electricity' = ANY (p.energy_types)`,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(places.map((p) => p.locationCode).sort()).toEqual(own.map((p) => p.location_code).sort());
  });

  it('says switched off where the meter has been disconnected, and unknown where the meter does not answer', async () => {
    const [place] = await db.query<{ location_code: string; meter_id: number }>(
      `SELECT p.location_code, m.id AS meter_id FROM usage_places p
         JOIN meters m ON m.usage_place_id = p.id AND m.removed_on IS NULL
         JOIN headend_meter_state s ON s.meter_id = m.id
        WHERE p.instance = 'demo1' AND p.customer_number = '100002' AND 'electricity' = ANY (p.energy_types)
        ORDER BY p.location_code LIMIT 1`,
    );
    await db.query(`UPDATE headend_meter_state SET output_state = 'disconnected' WHERE meter_id = $1`, [
      place!.meter_id,
    ]);
    let places = (await get('/connector/v1/outages/mine', tokens.customer2)).json<PlacePower[]>();
    expect(places.find((p) => p.locationCode === place!.location_code)?.state).toBe('switched_off');
    await db.query(
      `UPDATE headend_meter_state SET output_state = 'connected', fault = 'timeout' WHERE meter_id = $1`,
      [place!.meter_id],
    );
    places = (await get('/connector/v1/outages/mine', tokens.customer2)).json<PlacePower[]>();
    expect(places.find((p) => p.locationCode === place!.location_code)?.state).toBe('unknown');
  });
});
