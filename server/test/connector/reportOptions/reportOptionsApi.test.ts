import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportOptionsResponse, UsagePlace } from '@portal/shared/api/reports';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

const get = (url: string, token: string | null, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const optionsOf = async (token: string): Promise<ReportOptionsResponse> => {
  const response = await get('/connector/v1/reportOptions', token);
  expect(response.statusCode).toBe(200);
  return response.json<ReportOptionsResponse>();
};

const subOf = async (instance: string, username: string): Promise<string> => {
  const [row] = await db.query<{ sub: string }>(
    'SELECT sub::text AS sub FROM users WHERE instance = $1 AND username = $2',
    [instance, username],
  );
  if (!row) throw new Error(`no demo user ${instance}/${username}`);
  return row.sub;
};

const codes = (places: UsagePlace[]) => places.map((place) => place.locationCode).sort();

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
});

afterAll(async () => {
  await close();
});

describe('GET /connector/v1/reportOptions', () => {
  it('answers every usage place of the user with the full usage-place shape of spec section 3', async () => {
    const { usagePlaces } = await optionsOf(await loginAs(app, 'demo1', 'customer'));
    expect(usagePlaces).toHaveLength(3);
    const electricity = usagePlaces.find((place) =>
      place.energyTypes.some((type) => type.key === 'electricity'),
    );
    expect(electricity).toMatchObject({
      validity: { startDate: expect.stringMatching(/^\d{4}-\d{2}-01$/), endDate: null },
      address: {
        fullAddress: expect.stringContaining('00530 Helsinki'),
        parts: {
          street: expect.any(String),
          zipCode: '00530',
          city: 'Helsinki',
          locationName: expect.any(String),
        },
      },
      locationCode: expect.stringMatching(/^\d{7}$/),
      gsrnCode: expect.stringMatching(/^643\d{15}$/),
      customerInformation: {
        customerNumber: '100001',
        firstName: expect.any(String),
        fullName: expect.any(String),
      },
      communeMembershipType: 'MEMBER',
      gridId: 1,
      instance: 'demo1',
      mappedByUser: false,
      checksum: expect.stringMatching(/^[0-9a-f]{32}$/),
      contractIdentifier: expect.stringMatching(/^[34679ACDEFGHJKMNPQRTWXY]{10}$/),
      dataErrors: [],
    });
    const details = electricity?.energyTypes[0]?.basicDetails ?? [];
    expect(details.map((detail) => detail.key)).toEqual([
      'electricityP',
      'electricityPMinus',
      'electricityPPlusNet',
      'electricityPMinusNet',
      'electricityPPlusRaw',
      'electricityPMinusRaw',
    ]);
    expect(details[0]).toEqual({
      key: 'electricityP',
      unitTranslationKey: 'kWh',
      nameTranslationKey: 'quantity.electricityP',
      isMainType: true,
      ordinal: 0,
    });
    expect(electricity?.additionalInformations.map((info) => info.key)).toEqual([
      'usagePrice',
      'usagePriceVat',
      'spotPrice',
      'spotPriceVat',
      'temperature',
      'comparison',
    ]);
    const heat = usagePlaces.find((place) => place.energyTypes[0]?.key === 'heat');
    expect(heat?.energyTypes[0]?.basicDetails.map((d) => [d.key, d.unitTranslationKey])).toEqual([
      ['heatEnergy', 'MWh'],
      ['heatWater', 'm3'],
      ['heatWaterTemperatureIn', 'C'],
      ['heatWaterTemperatureOut', 'C'],
    ]);
  });

  it('sorts the usage places by address', async () => {
    const { usagePlaces } = await optionsOf(await loginAs(app, 'demo1', 'customer'));
    const addresses = usagePlaces.map((place) => place.address.fullAddress);
    expect(addresses).toEqual([...addresses].sort());
  });

  it('hides an energy type whose details contain only electricityQ', async () => {
    const options = await optionsOf(await loginAs(app, 'demo1', 'customer2'));
    const gas = options.usagePlaces.find((place) => place.energyTypes.some((type) => type.key === 'gas'));
    expect(gas?.energyTypes.map((type) => type.key)).toEqual(['electricity', 'gas']);
    const filteredGas = options.filteredUsagePlacesByEnergyType.find(
      (place) => place.locationCode === gas?.locationCode,
    );
    expect(filteredGas?.energyTypes.map((type) => type.key)).toEqual(['gas']);
    const plain = options.filteredUsagePlacesByEnergyType.find(
      (place) => place.energyTypes[0]?.key === 'electricity',
    );
    expect(plain?.energyTypes[0]?.basicDetails.map((d) => d.key)).toEqual(['electricityP']);
  });

  it("answers only the caller's own usage places", async () => {
    const first = await optionsOf(await loginAs(app, 'demo1', 'customer'));
    const second = await optionsOf(await loginAs(app, 'demo1', 'customer2'));
    expect(first.usagePlaces.every((place) => place.customerInformation.customerNumber === '100001')).toBe(
      true,
    );
    expect(second.usagePlaces.every((place) => place.customerInformation.customerNumber === '100002')).toBe(
      true,
    );
    expect(codes(first.usagePlaces)).not.toEqual(expect.arrayContaining([codes(second.usagePlaces)[0]]));
    const staff = await optionsOf(await loginAs(app, 'demo1', 'admin'));
    expect(staff.usagePlaces).toEqual([]);
  });

  it("a token of another instance sees only that instance's places", async () => {
    const nivos = await optionsOf(await loginAs(app, 'nivos', 'customer'));
    const demo1 = await optionsOf(await loginAs(app, 'demo1', 'customer'));
    expect(nivos.usagePlaces.length).toBeGreaterThan(0);
    expect(nivos.usagePlaces.every((place) => place.instance === 'nivos')).toBe(true);
    const demo1Codes = new Set(codes(demo1.usagePlaces));
    expect(nivos.usagePlaces.some((place) => demo1Codes.has(place.locationCode))).toBe(false);
  });

  it('refuses a call without a token (401)', async () => {
    expect((await get('/connector/v1/reportOptions', null)).statusCode).toBe(401);
  });

  it('refuses a user without ROLE_USER (403)', async () => {
    const response = await get('/connector/v1/reportOptions', await loginAs(app, 'demo1', 'metercontrol'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'no_permission' });
  });
});

describe('GET /connector/v1/admin/reportOptions', () => {
  const adminGet = async (instance: string, username: string, targetSub: string | null) =>
    get(
      '/connector/v1/admin/reportOptions',
      await loginAs(app, instance, username),
      targetSub === null ? {} : { 'target-user': targetSub },
    );

  it("gives an admin, superuser or servant of the instance the Target-User's report options", async () => {
    const own = await optionsOf(await loginAs(app, 'demo1', 'customer'));
    const target = await subOf('demo1', 'customer');
    for (const staff of ['admin', 'superuser', 'servant']) {
      const response = await adminGet('demo1', staff, target);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(own);
    }
  });

  it('refuses a customer (ROLE_USER) with a Target-User: 403 no_permission', async () => {
    const response = await adminGet('demo1', 'customer2', await subOf('demo1', 'customer'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('no_permission');
  });

  it('refuses a servant of another instance: the target is not found there (404)', async () => {
    const response = await adminGet('nivos', 'servant', await subOf('demo1', 'customer'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'user_not_found' });
  });

  it('refuses an unknown Target-User (404 user_not_found) and a missing one (400)', async () => {
    const unknown = await adminGet('demo1', 'admin', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'user_not_found' });
    const malformed = await adminGet('demo1', 'admin', 'not-a-sub');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ error: 'user_not_found' });
    expect((await adminGet('demo1', 'admin', null)).statusCode).toBe(400);
  });

  it('refuses a call without a token (401)', async () => {
    const response = await get('/connector/v1/admin/reportOptions', null, {
      'target-user': await subOf('demo1', 'customer'),
    });
    expect(response.statusCode).toBe(401);
  });
});
