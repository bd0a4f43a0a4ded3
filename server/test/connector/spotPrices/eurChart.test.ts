import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartResponse, ChartSeries } from '@portal/shared/api/chart';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';

/**
 * The energy report in euros (docs/energy-report.md "kWh or EUR") across the autumn DST day: the chart's
 * usagePrice series prices each quarter's use at that quarter's own spot price plus the margin, and the
 * spotPriceVat series adds no VAT to a negative price (docs/spot-prices.md).
 */
let t: TestApp;
let customer: string;
const PLACE = { customer: '100001', location: 'EUR-DST', grid: 1 };
const DAY_START = Date.parse('2025-10-25T21:00:00Z');
const QUARTERS = 100;
// quarter i costs (i - 10) x 2 EUR/MWh: the first ten are negative; quarter i uses 0.1 + 0.05 x (i % 4) kWh
const priceOf = (i: number) => (i - 10) * 2;
const kwhOf = (i: number) => 0.1 + 0.05 * (i % 4);
const MARGIN = 0.5;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await loginAs(t.app, 'demo1', 'customer');
  const db = t.db;
  const place = await addUsagePlace(db, {
    locationCode: PLACE.location,
    customerNumber: PLACE.customer,
    validFrom: '2024-01-01',
    city: 'Eurotown',
  });
  const point = await addMeasuringPoint(db, place);
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, $2::timestamptz + make_interval(mins => 15 * i), 15, 0.1 + 0.05 * (i % 4), 0
       FROM generate_series(0, $3::int - 1) i`,
    [point, new Date(DAY_START).toISOString(), QUARTERS],
  );
  await db.query(`DELETE FROM spot_prices WHERE at >= $1 AND at < $2`, [
    new Date(DAY_START - 3_600_000).toISOString(),
    new Date(DAY_START + QUARTERS * 900_000).toISOString(),
  ]);
  await db.query(
    `INSERT INTO spot_prices (area, at, step_minutes, eur_per_mwh)
     SELECT 'FI', $1::timestamptz + make_interval(mins => 15 * i), 15, (i - 10) * 2
       FROM generate_series(0, $2::int - 1) i`,
    [new Date(DAY_START).toISOString(), QUARTERS],
  );
  await db.query(
    `INSERT INTO price_parts (usage_place_id, start_date, type, spot_margin) VALUES ($1, '2024-01-01', 'spot', $2)`,
    [place, MARGIN],
  );
});

afterAll(async () => {
  await t.close();
});

const seriesOf = (response: ChartResponse, key: string): ChartSeries => {
  const found = response.series.find((s) => s.chart.quantity === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

describe('the energy report in euros across the autumn DST day', () => {
  it('prices every quarter at its own spot price plus margin, by hour (25 buckets), VAT 25.5 %', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connector/v1/webamr/chart',
      headers: {
        authorization: `Bearer ${customer}`,
        'content-type': 'application/json',
        'x-customer-code': PLACE.customer,
        'x-location-code': PLACE.location,
        'x-grid-id': String(PLACE.grid),
      },
      payload: {
        selectedEnergyType: 'electricity',
        selectedBasicDetails: ['electricityP'],
        selectedAdditionalInformation: ['usagePrice', 'usagePriceVat', 'spotPriceVat'],
        interval: {
          selectedStartTimestamp: new Date(DAY_START).toISOString(),
          selectedEndTimestamp: new Date(DAY_START + QUARTERS * 900_000).toISOString(),
        },
        measurePeriod: 'hour',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const chart = response.json<ChartResponse>();
    expect(chart.categories).toHaveLength(25);
    const euros = seriesOf(chart, 'usagePrice').chart.data.tariffs[0]!.data;
    const eurosVat = seriesOf(chart, 'usagePriceVat').chart.data.tariffs[0]!.data;
    const spotVat = seriesOf(chart, 'spotPriceVat').chart.data.tariffs[0]!.data;
    for (let hour = 0; hour < 25; hour++) {
      const quarters = [0, 1, 2, 3].map((q) => hour * 4 + q);
      const expected = quarters.reduce((sum, i) => sum + (kwhOf(i) * (priceOf(i) / 10 + MARGIN)) / 100, 0);
      expect(euros[hour], `hour ${hour}`).toBeCloseTo(expected, 9);
      expect(eurosVat[hour], `hour ${hour}`).toBeCloseTo(expected * 1.255, 9);
      const shown = quarters.map((i) => (priceOf(i) > 0 ? (priceOf(i) * 1.255) / 10 : priceOf(i) / 10));
      expect(spotVat[hour], `hour ${hour}`).toBeCloseTo(shown.reduce((a, b) => a + b, 0) / 4, 9);
    }
    // the two 03.00 hours are priced apart: the second one's quarters are dearer
    expect(chart.categories[3]).toBe('2025-10-26 03:00');
    expect(chart.categories[4]).toBe('2025-10-26 03:00 (2)');
    expect(euros[4]!).toBeGreaterThan(euros[3]!);
    // the first two hours: negative spot prices carry no VAT
    expect(spotVat[0]).toBeCloseTo((-20 - 18 - 16 - 14) / 4 / 10, 9);
  });
});
