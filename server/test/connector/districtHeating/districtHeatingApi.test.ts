import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DistrictHeatCosts,
  DistrictHeatingReport,
  DistrictHeatStructure,
} from '@portal/shared/api/districtHeating';
import { toHelsinkiWallTime } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { REASON } from '../../helpers/audit.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
let heat: { customerNumber: string; locationCode: string; id: number; city: string };
let electricity: { customerNumber: string; locationCode: string };
let nivosHeat: { customerNumber: string; locationCode: string };
let customerSub: string;
let nivosCustomerSub: string;

const placeOf = async (instance: string, customer: string, energyType: string) => {
  const [row] = await db.query<{ id: number; customerNumber: string; locationCode: string; city: string }>(
    `SELECT up.id, up.customer_number AS "customerNumber", up.location_code AS "locationCode", up.city
       FROM usage_places up JOIN user_usage_places uup ON uup.usage_place_id = up.id
       JOIN users u ON u.id = uup.user_id
      WHERE up.instance = $1 AND u.username = $2 AND $3 = ANY (up.energy_types) ORDER BY up.id LIMIT 1`,
    [instance, customer, energyType],
  );
  if (!row) throw new Error(`no ${energyType} place of ${instance}/${customer}`);
  return row;
};
const subOf = async (instance: string, username: string) =>
  (
    await db.query<{ sub: string }>(
      'SELECT sub::text AS sub FROM users WHERE instance = $1 AND username = $2',
      [instance, username],
    )
  )[0]!.sub;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  heat = await placeOf('demo1', 'customer', 'heat');
  electricity = await placeOf('demo1', 'customer', 'electricity');
  nivosHeat = await placeOf('nivos', 'customer', 'heat');
  customerSub = await subOf('demo1', 'customer');
  nivosCustomerSub = await subOf('nivos', 'customer');
  for (const [key, instance, user] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['nivosCustomer', 'nivos', 'customer'],
    ['admin', 'demo1', 'admin'],
    ['metercontrol', 'demo1', 'metercontrol'],
  ] as const)
    tokens[key] = await loginAs(app, instance, user);
});

afterAll(async () => {
  await close();
});

const get = (
  name: 'districtHeatingReport' | 'districtHeatStructure' | 'districtHeatCosts',
  options: {
    token?: string;
    place?: { customerNumber: string; locationCode: string };
    admin?: boolean;
    targetUser?: string;
    query?: string;
  } = {},
): Promise<LightMyRequestResponse> => {
  const place = options.place ?? heat;
  const query =
    options.query ??
    new URLSearchParams({
      customerNumber: place.customerNumber,
      locationCode: place.locationCode,
    }).toString();
  return app.inject({
    method: 'GET',
    url: `/connector/v1/${options.admin ? 'admin/' : ''}${name}?${query}`,
    headers: {
      authorization: `Bearer ${options.token ?? tokens.customer}`,
      ...(options.targetUser ? { 'target-user': options.targetUser } : {}),
      ...(options.admin ? REASON : {}),
    },
  });
};

const thisYear = toHelsinkiWallTime(new Date()).year;

describe('districtHeatingReport', () => {
  it("answers the usage of the customer's heat place per year and month, no-store", async () => {
    const response = await get('districtHeatingReport');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const report = response.json() as DistrictHeatingReport;
    expect(report.locationCode).toBe(heat.locationCode);
    expect(report.customerCode).toBe(heat.customerNumber);
    expect(report.unit).toBe('MWh');
    expect(report.districtHeatUsageYears.length).toBeGreaterThanOrEqual(3);
    expect(report.districtHeatUsageYears.at(-1)!.year).toBe(thisYear);
    for (const year of report.districtHeatUsageYears) {
      const months = year.districtHeatUsageMonths;
      expect(year.usageSum).toBeCloseTo(
        months.reduce((s, m) => s + (m.usage ?? 0), 0),
        2,
      );
      expect(year.usageNormSum).toBeCloseTo(
        months.reduce((s, m) => s + (m.usageNorm ?? 0), 0),
        2,
      );
      expect(year.heatingDemandSum).toBeCloseTo(
        months.reduce((s, m) => s + (m.heatDemand ?? 0), 0),
        0,
      );
    }
    expect(report.chartData.measurementData.length).toBe(
      report.districtHeatUsageYears.reduce((s, y) => s + y.districtHeatUsageMonths.length, 0),
    );
    expect(report.referenceHeatingDemand).toBeGreaterThan(3500);
  });

  it("a month's usage is the sum of the place's heat energy readings in that Helsinki month", async () => {
    const report = (await get('districtHeatingReport')).json() as DistrictHeatingReport;
    const full = report.districtHeatUsageYears.find((y) => y.monthsWithUsage === 12)!;
    const january = full.districtHeatUsageMonths.find((m) => m.month === 1)!;
    const [raw] = await db.query<{ sum: number }>(
      `SELECT sum(v.value) AS sum FROM meter_values v JOIN measuring_points mp ON mp.id = v.measuring_point_id
        WHERE mp.usage_place_id = $1 AND mp.quantity = 'heatEnergy'
          AND v.at >= make_timestamptz($2, 1, 1, 0, 0, 0, 'Europe/Helsinki')
          AND v.at < make_timestamptz($2, 2, 1, 0, 0, 0, 'Europe/Helsinki')`,
      [heat.id, full.year],
    );
    expect(january.usage).toBeCloseTo(raw!.sum, 2);
  });

  it('normalized usage differs from measured where the weather differed from the reference, and winter is colder', async () => {
    const report = (await get('districtHeatingReport')).json() as DistrictHeatingReport;
    const months = report.districtHeatUsageYears.flatMap((y) => y.districtHeatUsageMonths);
    expect(months.some((m) => m.usage !== null && Math.abs(m.usageNorm! - m.usage) > 0.01)).toBe(true);
    const january = months.find((m) => m.month === 1)!;
    const july = months.find((m) => m.month === 7)!;
    expect(january.outsideTemperature!).toBeLessThan(july.outsideTemperature!);
    expect(january.heatDemand!).toBeGreaterThan(july.heatDemand!);
    expect(january.usage!).toBeGreaterThan(july.usage!);
  });

  it('an admin reads the same report for a Target-User', async () => {
    const own = (await get('districtHeatingReport')).json();
    const response = await get('districtHeatingReport', {
      token: tokens.admin,
      admin: true,
      targetUser: customerSub,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(own);
  });
});

describe('districtHeatStructure and districtHeatCosts', () => {
  it('answers the building and contract of the heat place', async () => {
    const response = await get('districtHeatStructure');
    expect(response.statusCode, response.body).toBe(200);
    const structure = response.json() as DistrictHeatStructure;
    expect(structure.locationCode).toBe(heat.locationCode);
    expect(structure.volume!).toBeGreaterThan(0);
    expect(structure.subscrCapacity!).toBeGreaterThan(0);
    expect(structure.dhUnit).toMatch(/^KL-/);
  });

  it('answers the costs of the current year and the four before it, with sums of the months', async () => {
    const response = await get('districtHeatCosts');
    expect(response.statusCode, response.body).toBe(200);
    const costs = response.json() as DistrictHeatCosts;
    expect(costs.years.map((y) => y.year)).toEqual(
      Array.from({ length: 5 }, (_, i) => thisYear - 4 + i).filter(
        (y) => y < thisYear || toHelsinkiWallTime(new Date()).month > 1,
      ),
    );
    for (const year of costs.years.filter((y) => y.year < thisYear))
      expect(year.districtHeatCostMonths).toHaveLength(12);
    for (const year of costs.years) {
      const months = year.districtHeatCostMonths;
      expect(year.totalChargeWithVATSum).toBeCloseTo(
        months.reduce((s, m) => s + m.totalChargeWithVAT, 0),
        1,
      );
      expect(year.totalChargeWithVATAvg).toBeCloseTo(year.totalChargeWithVATSum / months.length, 1);
      expect(year.totalChargeVATAmountSum).toBeCloseTo(
        year.totalChargeWithVATSum - year.basicChargeWithoutVATSum - year.energyChargeWithoutVATSum,
        1,
      );
    }
  });

  it('VAT is 24 % before September 2024 and 25.5 % from then on (by delivery month)', async () => {
    const costs = (await get('districtHeatCosts')).json() as DistrictHeatCosts;
    const rows = await db.query<{ year: number; month: number; basic_charge: number }>(
      'SELECT year, month, basic_charge FROM district_heat_costs WHERE usage_place_id = $1',
      [heat.id],
    );
    const net = (year: number, month: number) =>
      rows.find((r) => r.year === year && r.month === month)!.basic_charge;
    const month = (year: number, m: number) =>
      costs.years.find((y) => y.year === year)!.districtHeatCostMonths.find((c) => c.month === m)!;
    expect(month(2024, 8).basicChargeWithVAT).toBeCloseTo(net(2024, 8) * 1.24, 2);
    expect(month(2024, 9).basicChargeWithVAT).toBeCloseTo(net(2024, 9) * 1.255, 2);
  });
});

describe('refusals', () => {
  const names = ['districtHeatingReport', 'districtHeatStructure', 'districtHeatCosts'] as const;

  it("another customer's heat place is not found", async () => {
    for (const name of names) {
      const response = await get(name, { token: tokens.customer2 });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error).toBe('location_not_found');
    }
  });

  it("another instance's place is not found, also for an admin with a Target-User of that instance", async () => {
    for (const name of names) {
      expect((await get(name, { place: nivosHeat })).statusCode, name).toBe(404);
      expect((await get(name, { token: tokens.nivosCustomer })).statusCode, name).toBe(404);
      const admin = await get(name, { token: tokens.admin, admin: true, targetUser: nivosCustomerSub });
      expect(admin.statusCode, name).toBe(404);
      expect(admin.json().error).toBe('user_not_found');
    }
  });

  it('a place without district heat is refused', async () => {
    for (const name of names) expect((await get(name, { place: electricity })).statusCode, name).toBe(404);
  });

  it('a role without the right is refused: no ROLE_USER for the customer path, no admin role for the admin path', async () => {
    for (const name of names) {
      expect((await get(name, { token: tokens.metercontrol })).statusCode, name).toBe(403);
      expect((await get(name, { admin: true, targetUser: customerSub })).statusCode, name).toBe(403);
      const noToken = await app.inject({
        method: 'GET',
        url: `/connector/v1/${name}?customerNumber=1&locationCode=2`,
      });
      expect(noToken.statusCode, name).toBe(401);
    }
  });

  it('NUL characters, oversized and missing values are refused with 400', async () => {
    for (const name of names) {
      for (const query of [
        `customerNumber=a%00b&locationCode=${heat.locationCode}`,
        `customerNumber=${heat.customerNumber}&locationCode=${'9'.repeat(65)}`,
        `customerNumber=${heat.customerNumber}`,
        `customerNumber=${heat.customerNumber}&locationCode=${heat.locationCode}&extra=1`,
      ]) {
        const response = await get(name, { query });
        expect(response.statusCode, `${name} ${query}`).toBe(400);
        expect(response.json().error).toBe('validations_fail');
      }
    }
  });
});
