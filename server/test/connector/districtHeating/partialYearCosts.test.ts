import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistrictHeatCosts, DistrictHeatingReport } from '@portal/shared/api/districtHeating';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { addHourlyValues, addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';

/*
 * A district heating place whose contract began on 15 June 2024, asked on 16 November 2025 (issue 20: a
 * partial year's row holds that part's figures). The cost table has rows for every month of 2023-2025
 * (as a billing system that bills another holder of the address would); only the contract's months are
 * this place's: 2024 holds June-December, never more than its part.
 */
const PLACE = { customerNumber: '100001', locationCode: 'DH-PARTIAL' };

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-11-16T10:00:00Z')) }));
  const place = await addUsagePlace(db, {
    locationCode: PLACE.locationCode,
    customerNumber: PLACE.customerNumber,
    validFrom: '2024-06-15',
    city: 'Helsinki',
    energyTypes: ['heat'],
  });
  const point = await addMeasuringPoint(db, place, {
    energyType: 'heat',
    quantity: 'heatEnergy',
    unit: 'MWh',
  });
  await addHourlyValues(db, point, '2024-06-14T21:00:00Z', '2025-11-15T21:00:00Z', 0.001);
  // 100 EUR without VAT a month (20 basic, 80 energy) at 25.5 % VAT, every month of 2023 to October 2025
  await db.query(
    `INSERT INTO district_heat_costs (usage_place_id, year, month, basic_charge, energy_charge, vat_rate)
     SELECT $1, y, m, 20, 80, 25.5 FROM generate_series(2023, 2025) y, generate_series(1, 12) m
      WHERE y * 100 + m <= 202510`,
    [place],
  );
  token = await loginAs(app, 'demo1', 'customer');
});

afterAll(async () => {
  await close();
});

const get = (name: 'districtHeatCosts' | 'districtHeatingReport'): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'GET',
    url: `/connector/v1/${name}?${new URLSearchParams(PLACE).toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('district heating costs of a year the contract began in', () => {
  it('hold the months from the contract start only; a whole year keeps its twelve', async () => {
    const response = await get('districtHeatCosts');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { years } = response.json<DistrictHeatCosts>();
    // nothing of 2023, before the contract
    expect(years.map((y) => y.year)).toEqual([2024, 2025]);
    const [partial, current] = years;
    expect(partial!.districtHeatCostMonths.map((m) => m.month)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(partial!.totalChargeWithVATSum).toBe(7 * 125.5);
    expect(partial!.totalChargeWithVATAvg).toBe(125.5);
    expect(partial!.basicChargeWithoutVATSum).toBe(7 * 20);
    expect(current!.districtHeatCostMonths).toHaveLength(10);
    expect(current!.totalChargeWithVATSum).toBe(10 * 125.5);
  });

  it("the report's 2024 has the same seven months of usage", async () => {
    const response = await get('districtHeatingReport');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<DistrictHeatingReport>();
    const year = report.districtHeatUsageYears.find((y) => y.year === 2024)!;
    expect(year.monthsWithUsage).toBe(7);
    expect(year.districtHeatUsageMonths.map((m) => m.month)).toEqual([6, 7, 8, 9, 10, 11, 12]);
  });
});
