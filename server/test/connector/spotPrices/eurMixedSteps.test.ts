import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartResponse } from '@portal/shared/api/chart';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';

/**
 * The energy report in euros when the energy's step and the spot price's step differ (docs/spot-prices.md):
 * Helsinki 10 November 2025, hours 0-5 with quarter prices and hours 6-9 with hourly prices (one quarter
 * price of hour 3 missing). An hourly meter's hour is priced at the mean of its four quarter prices; a
 * quarter meter's quarters at their hour's price; an interval the prices do not wholly cover is not priced.
 */
let t: TestApp;
let customer: string;
const DAY_START = Date.parse('2025-11-09T22:00:00Z');
const HOUR_MS = 3_600_000;
const QUARTER_MS = 900_000;
const MARGIN = 0.5;
const MISSING_PRICE_AT = DAY_START + 3 * HOUR_MS + 2 * QUARTER_MS;
const HOURLY = { customer: '100001', location: 'EUR-HOURLY', grid: 1 };
const QUARTERLY = { customer: '100001', location: 'EUR-QUARTERS', grid: 1 };

/** EUR/MWh: quarter q of hours 0-5, or hour h of hours 6-9 */
const quarterPrice = (q: number) => 40 + 3 * q;
const hourPrice = (h: number) => 100 + 7 * h;
const hourKwh = (h: number) => 1 + h / 4;
const quarterKwh = (q: number) => 0.2 + 0.01 * q;
const euros = (kwh: number, eurPerMwh: number) => (kwh * (eurPerMwh / 10 + MARGIN)) / 100;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await loginAs(t.app, 'demo1', 'customer');
  const db = t.db;
  const at = (ms: number) => new Date(ms).toISOString();
  await db.query(`DELETE FROM spot_prices WHERE at >= $1 AND at < $2`, [
    at(DAY_START - HOUR_MS),
    at(DAY_START + 11 * HOUR_MS),
  ]);
  const prices: string[] = [];
  for (let q = 0; q < 24; q++)
    if (DAY_START + q * QUARTER_MS !== MISSING_PRICE_AT)
      prices.push(`('FI', '${at(DAY_START + q * QUARTER_MS)}', 15, ${quarterPrice(q)})`);
  for (let h = 6; h < 10; h++) prices.push(`('FI', '${at(DAY_START + h * HOUR_MS)}', 60, ${hourPrice(h)})`);
  await db.query(`INSERT INTO spot_prices (area, at, step_minutes, eur_per_mwh) VALUES ${prices.join(',')}`);
  const readings: [typeof HOURLY, [number, number, number][]][] = [
    [HOURLY, [0, 1, 2, 3, 4, 5].map((h) => [DAY_START + h * HOUR_MS, 60, hourKwh(h)])],
    [
      QUARTERLY,
      Array.from({ length: 16 }, (_, q) => [DAY_START + 6 * HOUR_MS + q * QUARTER_MS, 15, quarterKwh(q)]),
    ],
  ];
  for (const [place, rows] of readings) {
    const id = await addUsagePlace(db, {
      locationCode: place.location,
      customerNumber: place.customer,
      validFrom: '2024-01-01',
      city: 'Eurotown',
    });
    // the quarter place has a second main point (a night tariff) using twice as much: the two add up
    const tariffs: [string, number][] =
      place === QUARTERLY
        ? [
            ['day', 1],
            ['night', 2],
          ]
        : [['generic', 1]];
    for (const [tariff, times] of tariffs) {
      const point = await addMeasuringPoint(db, id, { tariff });
      await db.query(
        `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status) VALUES ${rows
          .map(([ms, step, kwh]) => `(${point}, '${at(ms)}', ${step}, ${kwh * times}, 0)`)
          .join(',')}`,
      );
    }
    await db.query(
      `INSERT INTO price_parts (usage_place_id, start_date, type, spot_margin) VALUES ($1, '2024-01-01', 'spot', $2)`,
      [id, MARGIN],
    );
  }
});

afterAll(async () => {
  await t.close();
});

async function eurosByHour(place: typeof HOURLY, fromHour: number, toHour: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/connector/v1/webamr/chart',
    headers: {
      authorization: `Bearer ${customer}`,
      'content-type': 'application/json',
      'x-customer-code': place.customer,
      'x-location-code': place.location,
      'x-grid-id': String(place.grid),
    },
    payload: {
      selectedEnergyType: 'electricity',
      selectedBasicDetails: ['electricityP'],
      selectedAdditionalInformation: ['usagePrice'],
      interval: {
        selectedStartTimestamp: new Date(DAY_START + fromHour * HOUR_MS).toISOString(),
        selectedEndTimestamp: new Date(DAY_START + toHour * HOUR_MS).toISOString(),
      },
      measurePeriod: 'hour',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const chart = response.json<ChartResponse>();
  const found = chart.series.find((s) => s.chart.quantity === 'usagePrice');
  if (!found) throw new Error('no usagePrice series');
  return found.chart.data.tariffs[0]!.data;
}

describe('euros when the energy and the spot prices come in different steps', () => {
  it('prices an hourly meter at the mean of its hour’s quarter prices, and no hour a price is missing from', async () => {
    const data = await eurosByHour(HOURLY, 0, 6);
    for (let h = 0; h < 6; h++) {
      if (h === 3) {
        expect(data[h], 'hour 3 lacks a quarter price').toBeNull();
        continue;
      }
      const mean = [0, 1, 2, 3].reduce((sum, q) => sum + quarterPrice(h * 4 + q), 0) / 4;
      expect(data[h], `hour ${h}`).toBeCloseTo(euros(hourKwh(h), mean), 9);
    }
  });

  it('prices each quarter of quarter meters at its hour’s price, two main points together', async () => {
    const data = await eurosByHour(QUARTERLY, 6, 10);
    for (let h = 0; h < 4; h++) {
      const expected = [0, 1, 2, 3].reduce(
        (sum, q) => sum + euros(3 * quarterKwh(h * 4 + q), hourPrice(h + 6)),
        0,
      );
      expect(data[h], `hour ${h + 6}`).toBeCloseTo(expected, 9);
    }
  });
});
