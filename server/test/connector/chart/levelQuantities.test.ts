import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRequest, ChartResponse, ChartSeries } from '@portal/shared/api/chart';
import type { ConsumptionChangesResponse } from '@portal/shared/api/consumptionChanges';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';

/*
 * A district heating place whose supply water temperature is a level: a month of it is its mean, never the
 * sum of its hours (issue 20). Helsinki September 2025 at 70 °C, October at 60 °C, November at 64 °C;
 * heat energy 0.005 MWh every hour; an hour of 1 October has no row and one of 2 October a null value.
 */
const PLACE = { customer: '100001', location: 'LEVEL-H', grid: 1 };
const FROM = '2025-08-31T21:00:00Z';
const OCTOBER = '2025-09-30T21:00:00Z';
const NOVEMBER = '2025-10-31T22:00:00Z';
const UNTIL = '2025-11-15T22:00:00Z';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;

const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-11-16T10:00:00Z')) }));
  const place = await addUsagePlace(db, {
    locationCode: PLACE.location,
    customerNumber: PLACE.customer,
    validFrom: '2024-01-01',
    city: 'Levelville',
  });
  const energy = await addMeasuringPoint(db, place, {
    energyType: 'heat',
    quantity: 'heatEnergy',
    unit: 'MWh',
  });
  const supply = await addMeasuringPoint(db, place, {
    energyType: 'heat',
    quantity: 'heatWaterTemperatureIn',
    unit: 'C',
    isMainType: false,
  });
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, 60, 0.005, 0 FROM generate_series($3::timestamptz, $4::timestamptz - interval '1 hour', '1 hour') t
     UNION ALL
     SELECT $2::int, t, 60, CASE WHEN t < $5::timestamptz THEN 70 WHEN t < $6::timestamptz THEN 60 ELSE 64 END, 0
       FROM generate_series($3::timestamptz, $4::timestamptz - interval '1 hour', '1 hour') t
      WHERE t <> '2025-10-01T08:00:00Z'`,
    [energy, supply, FROM, UNTIL, OCTOBER, NOVEMBER],
  );
  await db.query(
    `UPDATE meter_values SET value = NULL WHERE measuring_point_id = $1 AND at = '2025-10-02T08:00:00Z'`,
    [supply],
  );
  token = await loginAs(app, 'demo1', 'customer');
});

afterAll(async () => {
  await close();
});

const headers = () => ({
  'content-type': 'application/json',
  'x-customer-code': PLACE.customer,
  'x-location-code': PLACE.location,
  'x-grid-id': String(PLACE.grid),
  authorization: `Bearer ${token}`,
});

async function chart(
  start: string,
  end: string,
  measurePeriod: ChartRequest['measurePeriod'],
  extra: string[] = [],
): Promise<ChartResponse> {
  const request: ChartRequest = {
    selectedEnergyType: 'heat',
    selectedBasicDetails: ['heatEnergy', 'heatWaterTemperatureIn'],
    selectedAdditionalInformation: extra,
    interval: { selectedStartTimestamp: start, selectedEndTimestamp: end },
    measurePeriod,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/connector/v1/webamr/chart',
    headers: headers(),
    payload: JSON.stringify(request),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChartResponse>();
}

const seriesOf = (answer: ChartResponse, quantity: string): ChartSeries => {
  const found = answer.series.find((s) => s.chart.quantity === quantity);
  if (!found) throw new Error(`no ${quantity} series`);
  return found;
};

describe('a level quantity in the chart', () => {
  it('October by month: the supply temperature is the month mean, heat energy the month sum', async () => {
    const answer = await chart(OCTOBER, NOVEMBER, 'month');
    const supply = seriesOf(answer, 'heatWaterTemperatureIn');
    expect(supply.chart.data.tariffs[0]!.data).toEqual([60]);
    expect(supply.chart.data.totalDataSum).toBe(60);
    expect(supply.chart.data.dataAverage).toBe(60);
    // drawn as a line: stacked bars would read as an amount
    expect(supply.chart.settings.chartType).toBe('spline');
    const energy = seriesOf(answer, 'heatEnergy');
    // 745 hours in Helsinki October 2025 (the autumn change), every one with 0.005 MWh
    expect(energy.chart.data.totalDataSum).toBeCloseTo(0.005 * 745, 6);
    const totals = Object.fromEntries(answer.summary.totalSums.map((t) => [t.name, t.value]));
    expect(totals.heatWaterTemperatureIn).toBe(60);
    expect(totals.heatEnergy).toBeCloseTo(3.725, 6);
  });

  it('the previous value of a level is the previous period mean (September at 70 °C)', async () => {
    const answer = await chart(OCTOBER, NOVEMBER, 'day');
    const supply = seriesOf(answer, 'heatWaterTemperatureIn');
    expect(supply.details.previousValue?.value).toBe(70);
    expect(supply.details.previousValue?.change.value).toBeCloseTo(-14.3, 1);
    expect(supply.details.previousValue?.change.trendingUp).toBe(false);
    // every day of October is 60 °C, the day with a missing and the day with a null hour too
    expect(new Set(supply.chart.data.tariffs[0]!.data)).toEqual(new Set([60]));
  });

  it('a year of months weighs each month by its measured hours', async () => {
    const answer = await chart('2024-12-31T22:00:00Z', UNTIL, 'year');
    const supply = seriesOf(answer, 'heatWaterTemperatureIn');
    const september = hoursBetween(FROM, OCTOBER);
    const october = hoursBetween(OCTOBER, NOVEMBER) - 2;
    const november = hoursBetween(NOVEMBER, UNTIL);
    const expected = (70 * september + 60 * october + 64 * november) / (september + october + november);
    expect(supply.chart.data.tariffs[0]!.data[0]).toBeCloseTo(expected, 9);
    expect(supply.chart.data.tariffs[0]!.data[0]).toBeLessThan(70);
  });

  it('hours stay the hour values, and the year-earlier comparison of a level is a mean too', async () => {
    const answer = await chart('2025-10-09T21:00:00Z', '2025-10-10T21:00:00Z', 'hour', ['comparison']);
    const supply = seriesOf(answer, 'heatWaterTemperatureIn');
    expect(new Set(supply.chart.data.tariffs[0]!.data)).toEqual(new Set([60]));
    expect(supply.chart.data.totalDataSum).toBe(60);
    const earlier = answer.series.find((s) => s.chart.quantity === 'heatWaterTemperatureIn.comparison');
    // a year earlier there is no reading: nothing, not zero
    expect(earlier?.chart.data.totalDataSum ?? null).toBeNull();
  });
});

describe('a level quantity in the consumption changes', () => {
  it('compares month means (October 60 °C against September 70 °C), not month sums', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/connector/v1/webamr/consumptionChanges',
      headers: headers(),
      payload: JSON.stringify({
        selectedEnergyType: 'heat',
        selectedBasicDetails: ['heatEnergy', 'heatWaterTemperatureIn'],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const month = response.json<ConsumptionChangesResponse>().changes.find((c) => c.key === 'certain_month')!;
    const supply = month.series.find((s) => s.quantity === 'heatWaterTemperatureIn')!;
    expect(supply.usedTariffValues[0]!.values).toEqual([70, 60]);
    expect(supply.change.value).toBeCloseTo(-14.3, 1);
    const energy = month.series.find((s) => s.quantity === 'heatEnergy')!;
    expect(energy.usedTariffValues[0]!.values[1]).toBeCloseTo(3.725, 6);
    const week = response.json<ConsumptionChangesResponse>().changes.find((c) => c.key === 'certain_week')!;
    expect(
      week.series.find((s) => s.quantity === 'heatWaterTemperatureIn')!.usedTariffValues[0]!.values,
    ).toEqual(
      // the week before holds five October days at 60 °C and two November days at 64 °C
      [61.143, 64],
    );
  });
});
