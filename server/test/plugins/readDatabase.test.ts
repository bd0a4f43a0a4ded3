import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { isUnavailable, readReplica, type Database } from '../../src/plugins/database.js';
import { buildTestApp, loginAs, openTestDatabase, type TestApp } from '../helpers/index.js';
import type { TestDatabase } from '../helpers/testDatabase.js';

// Report reads go to a read database (READ_DATABASE_URL, a hot standby) and fall back to the primary when it
// does not answer; writes never go there (issue 19 §4, docs/scale-out.md).

/** nothing listens here (the cluster script's range is 5440-5448) */
const CLOSED_URL = 'postgres://postgres@127.0.0.1:5449/postgres';

let primary: TestApp;
let readCopy: TestDatabase;
/** report reads on READ_DATABASE_URL at a closed port */
let standbyGone: FastifyInstance;
/** report reads on `readCopy`, a second database holding other spot prices and no places of `customer` */
let onCopy: FastifyInstance;
let customer: string;
let place: { id: number; customerNumber: string; locationCode: string; gridId: number };

const mailer = { send: async () => undefined };

beforeAll(async () => {
  primary = await buildTestApp();
  readCopy = await openTestDatabase();
  await readCopy.db.query('UPDATE spot_prices SET eur_per_mwh = eur_per_mwh + 1000');
  standbyGone = await buildApp({ ...primary.settings, readDatabaseUrl: CLOSED_URL }, primary.db, { mailer });
  onCopy = await buildApp(primary.settings, primary.db, { mailer, readDb: readCopy.db });
  customer = await loginAs(primary.app, 'demo1', 'customer');
  const [row] = await primary.db.query<typeof place>(
    `SELECT up.id, up.customer_number AS "customerNumber", up.location_code AS "locationCode", up.grid_id AS "gridId"
       FROM usage_places up JOIN user_usage_places uup ON uup.usage_place_id = up.id
       JOIN users u ON u.id = uup.user_id
      WHERE up.instance = 'demo1' AND u.username = 'customer' AND 'electricity' = ANY (up.energy_types)
      ORDER BY up.id LIMIT 1`,
  );
  place = row!;
});

afterAll(async () => {
  await onCopy?.close();
  await standbyGone?.close();
  await readCopy?.drop();
  await primary?.close();
});

const placeHeaders = () => ({
  authorization: `Bearer ${customer}`,
  'content-type': 'application/json',
  'x-customer-code': place.customerNumber,
  'x-location-code': place.locationCode,
  'x-grid-id': String(place.gridId),
});

/** one call of every report route that reads through `app.readDb` */
const reportCalls: Record<string, (app: FastifyInstance) => Promise<LightMyRequestResponse>> = {
  chart: (app) =>
    app.inject({
      method: 'POST',
      url: '/connector/v1/webamr/chart',
      headers: placeHeaders(),
      payload: JSON.stringify({
        selectedEnergyType: 'electricity',
        selectedBasicDetails: ['electricityP'],
        selectedAdditionalInformation: [],
        interval: {
          selectedStartTimestamp: '2025-06-09T21:00:00Z',
          selectedEndTimestamp: '2025-06-10T21:00:00Z',
        },
        measurePeriod: 'hour',
      }),
    }),
  summary: (app) =>
    app.inject({
      method: 'POST',
      url: '/connector/v1/webamr/summary',
      headers: placeHeaders(),
      payload: JSON.stringify({ selectedEnergyType: 'electricity', period: '1mm', frequency: 'week' }),
    }),
  consumptionChanges: (app) =>
    app.inject({
      method: 'POST',
      url: '/connector/v1/webamr/consumptionChanges',
      headers: placeHeaders(),
      payload: JSON.stringify({ selectedEnergyType: 'electricity', selectedBasicDetails: ['electricityP'] }),
    }),
  spotPrices: (app) =>
    app.inject({
      method: 'GET',
      url: '/connector/v1/spotPrices?date=2025-06-10&resolution=hour&vat=false',
      headers: { authorization: `Bearer ${customer}` },
    }),
};

const spotPriceOf = async (app: FastifyInstance): Promise<number> => {
  const response = await reportCalls.spotPrices!(app);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { points: { price: number }[] }).points[0]!.price;
};

describe('report reads with READ_DATABASE_URL', () => {
  it('a standby that does not answer (connection refused): every report call still answers 200, as the primary alone', async () => {
    for (const [name, call] of Object.entries(reportCalls)) {
      const alone = await call(primary.app);
      const fallen = await call(standbyGone);
      expect(alone.statusCode, `${name}: ${alone.body}`).toBe(200);
      expect(fallen.statusCode, `${name}: ${fallen.body}`).toBe(200);
      expect(fallen.json(), name).toEqual(alone.json());
    }
  });

  it('district heating reads fall back too', async () => {
    const [heat] = await primary.db.query<{ customerNumber: string; locationCode: string }>(
      `SELECT up.customer_number AS "customerNumber", up.location_code AS "locationCode"
         FROM usage_places up JOIN user_usage_places uup ON uup.usage_place_id = up.id
         JOIN users u ON u.id = uup.user_id
        WHERE up.instance = 'demo1' AND u.username = 'customer' AND 'heat' = ANY (up.energy_types)
        ORDER BY up.id LIMIT 1`,
    );
    const query = new URLSearchParams({
      customerNumber: heat!.customerNumber,
      locationCode: heat!.locationCode,
    });
    for (const name of ['districtHeatingReport', 'districtHeatStructure', 'districtHeatCosts']) {
      const response = await standbyGone.inject({
        method: 'GET',
        url: `/connector/v1/${name}?${query.toString()}`,
        headers: { authorization: `Bearer ${customer}` },
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
  });

  it("report reads go to the read database when it answers: its spot prices, not the primary's", async () => {
    const fromPrimary = await spotPriceOf(primary.app);
    const fromCopy = await spotPriceOf(onCopy);
    // +1000 EUR/MWh = +100 snt/kWh in the copy only
    expect(fromCopy).toBeCloseTo(fromPrimary + 100, 5);
  });

  it('the chart reads the read database: a place the copy does not map to the customer is not theirs there', async () => {
    expect((await reportCalls.chart!(onCopy)).statusCode).toBe(200);
    await readCopy.db.query(
      `DELETE FROM user_usage_places WHERE user_id = (SELECT id FROM users WHERE instance = 'demo1' AND username = 'customer')`,
    );
    const refused = await reportCalls.chart!(onCopy);
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await reportCalls.chart!(primary.app)).statusCode).toBe(200);
  });

  it('writes never go to the read database: a note made through the replica is in the primary only', async () => {
    const text = `replica note ${Date.now()}`;
    const created = await onCopy.inject({
      method: 'POST',
      url: '/connector/v1/notes',
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ locationFk: place.id, note: text, variant: 'info' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const count = (db: Database) =>
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE note = $1', [text]);
    expect(await count(primary.db)).toEqual([{ n: 1 }]);
    expect(await count(readCopy.db)).toEqual([{ n: 0 }]);
  });
});

describe('readReplica', () => {
  const fake = (answer: () => Promise<unknown[]>): Database & { calls: number } => {
    const db: Database & { calls: number } = {
      kind: 'postgres',
      calls: 0,
      query: async <T>() => {
        db.calls += 1;
        return (await answer()) as T[];
      },
      transaction: async <T>(fn: (tx: Database) => Promise<T>): Promise<T> => fn(db),
      close: async () => {},
    };
    return db;
  };
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

  it('a standby that does not answer: the primary answers, and the standby is left alone for the pause', async () => {
    let now = 0;
    let standbyUp = false;
    const read = fake(() => (standbyUp ? Promise.resolve([{ from: 'standby' }]) : refused()));
    const primaryDb = fake(async () => [{ from: 'primary' }]);
    const told: string[] = [];
    const db = readReplica(read, primaryDb, {
      pauseMs: 5000,
      now: () => now,
      onFallback: () => told.push('fallback'),
      onRecover: () => told.push('recover'),
    });
    expect(await db.query('SELECT 1')).toEqual([{ from: 'primary' }]);
    expect(await db.query('SELECT 1')).toEqual([{ from: 'primary' }]);
    expect(read.calls).toBe(1);
    now = 5000;
    expect(await db.query('SELECT 1')).toEqual([{ from: 'primary' }]);
    expect(read.calls).toBe(2);
    now = 10_000;
    standbyUp = true;
    expect(await db.query('SELECT 1')).toEqual([{ from: 'standby' }]);
    // told once when the reads moved, once when they came back
    expect(told).toEqual(['fallback', 'recover']);
  });

  it("a query's own error (not the connection's) is the answer, not retried on the primary", async () => {
    const read = fake(() => Promise.reject(Object.assign(new Error('syntax error'), { code: '42601' })));
    const primaryDb = fake(async () => []);
    await expect(readReplica(read, primaryDb).query('SELEC 1')).rejects.toThrow('syntax error');
    expect(primaryDb.calls).toBe(0);
  });

  it('transactions, and so writes, run on the primary', async () => {
    const read = fake(async () => [{ from: 'read' }]);
    const primaryDb = fake(async () => [{ from: 'primary' }]);
    const answer = await readReplica(read, primaryDb).transaction((tx) => tx.query('INSERT ...'));
    expect(answer).toEqual([{ from: 'primary' }]);
    expect(read.calls).toBe(0);
  });

  it('tells a stopped server from a bad query', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', '57P01', '57P03', '08006', '40001'])
      expect(isUnavailable(coded(code)), code).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['42601', '23505', '25006', '42P01'])
      expect(isUnavailable(coded(code)), code).toBe(false);
  });
});
