import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRequest, ChartResolution as Resolution, ChartResponse } from '@portal/shared/api/chart';
import { CHART_STATUS, ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';
import { bucketsBetween } from '@portal/shared/calendar';
import { previousInterval } from '@portal/shared/reports';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';
import { postChart } from './chartFixture.js';

/*
 * Days, months and years of a window whose bounds are not Helsinki midnights (a dashboard's window ends now)
 * are read from the month rollup, the day rollup and the partial days' rows together. Each bucket must hold
 * exactly what the rows in it give. District heating, Helsinki 1 August - 30 November 2025 by the hour (the
 * autumn DST day inside): energy with three decimals, the supply temperature a level (a mean); one energy
 * hour of 9 September estimated, both quantities' hour of 14 October missing.
 */
const PLACE = { customer: '100001', location: 'MIXED-1', grid: 1 };
const FROM = '2025-07-31T21:00:00Z';
const UNTIL = '2025-11-30T22:00:00Z';
const ESTIMATED_AT = '2025-09-09T05:00:00Z';
const MISSING_AT = '2025-10-14T10:00:00Z';
const HOUR_MS = 3_600_000;

const energyAt = (ms: number): number => Number(((((ms / HOUR_MS) * 37) % 1000) / 1000 + 0.1).toFixed(3));
const supplyAt = (ms: number): number => 60 + ((ms / HOUR_MS) % 17);

interface Reading {
  at: number;
  energy: number;
  supply: number;
  estimated: boolean;
}

const readings: Reading[] = [];
for (let at = Date.parse(FROM); at < Date.parse(UNTIL); at += HOUR_MS)
  if (at !== Date.parse(MISSING_AT))
    readings.push({
      at,
      energy: energyAt(at),
      supply: supplyAt(at),
      estimated: at === Date.parse(ESTIMATED_AT),
    });

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-12-02T10:00:00Z')) }));
  const place = await addUsagePlace(db, {
    locationCode: PLACE.location,
    customerNumber: PLACE.customer,
    validFrom: '2024-01-01',
    city: 'Mixville',
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
  const rows = readings.flatMap(({ at, energy: e, supply: s, estimated }) => {
    const when = new Date(at).toISOString();
    return [
      `(${energy}, '${when}', 60, ${e}, ${estimated ? ESTIMATE_STATUS_BIT : 0})`,
      `(${supply}, '${when}', 60, ${s}, 0)`,
    ];
  });
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status) VALUES ${rows.join(',')}`,
  );
  token = await loginAs(app, 'demo1', 'customer');
});

afterAll(async () => {
  await close();
});

async function chart(
  quantity: 'heatEnergy' | 'heatWaterTemperatureIn',
  start: string,
  end: string,
  measurePeriod: Resolution,
): Promise<ChartResponse> {
  const request: ChartRequest = {
    selectedEnergyType: 'heat',
    selectedBasicDetails: [quantity],
    selectedAdditionalInformation: [],
    interval: { selectedStartTimestamp: start, selectedEndTimestamp: end },
    measurePeriod,
  };
  return postChart(app, token, PLACE, request);
}

/** each bucket's figure and status as the readings in it give them (the chart's rules, worked out here) */
function expected(start: string, end: string, unit: Resolution, level: boolean) {
  return bucketsBetween(new Date(start), new Date(end), unit).map((bucket) => {
    const inside = readings.filter((r) => r.at >= bucket.start.getTime() && r.at < bucket.end.getTime());
    const length = (bucket.end.getTime() - bucket.start.getTime()) / 60_000;
    if (inside.length === 0) return { value: null, status: CHART_STATUS.MISSING };
    const sum = inside.reduce((total, r) => total + (level ? r.supply : r.energy), 0);
    return {
      value: level ? sum / inside.length : sum,
      status:
        inside.length * 60 < length
          ? CHART_STATUS.PARTIALLY_MISSING
          : !level && inside.some((r) => r.estimated)
            ? CHART_STATUS.ESTIMATE
            : CHART_STATUS.OK,
    };
  });
}

const WINDOWS: [string, string, string, Resolution][] = [
  ['months, cut at both ends', '2025-08-10T09:30:00Z', '2025-11-20T13:15:00Z', 'month'],
  ['months from a month start to now', FROM, '2025-11-20T13:15:00Z', 'month'],
  ['a year, cut at both ends', '2025-08-10T09:30:00Z', '2025-11-20T13:15:00Z', 'year'],
  ['days over the autumn DST day, cut at both ends', '2025-10-20T10:00:00Z', '2025-10-29T07:45:00Z', 'day'],
  ['days within one day', '2025-10-14T03:00:00Z', '2025-10-14T17:00:00Z', 'day'],
  ['months from the 1st of November to now', '2025-10-31T22:00:00Z', '2025-11-20T13:15:00Z', 'month'],
];

describe('a days, months or years window whose bounds are not midnights', () => {
  for (const [name, start, end, unit] of WINDOWS)
    it(`${name}: each bucket holds what its rows give, sums and means alike`, async () => {
      for (const quantity of ['heatEnergy', 'heatWaterTemperatureIn'] as const) {
        const level = quantity === 'heatWaterTemperatureIn';
        const want = expected(start, end, unit, level);
        const tariff = (await chart(quantity, start, end, unit)).series[0]!.chart.data.tariffs[0]!;
        expect(tariff.data, quantity).toHaveLength(want.length);
        want.forEach(({ value, status }, i) => {
          if (value === null) expect(tariff.data[i], `${quantity} ${i}`).toBeNull();
          else expect(tariff.data[i], `${quantity} ${i}`).toBeCloseTo(value, 9);
          expect(tariff.statuses[i], `${quantity} ${i}`).toBe(status);
        });
      }
    });

  for (const [name, start, end, unit] of WINDOWS)
    it(`${name}: the previous interval's figure is what its rows give`, async () => {
      const previous = previousInterval({ start: new Date(start), end: new Date(end) });
      const inside = readings.filter(
        (r) => r.at >= previous.start.getTime() && r.at < previous.end.getTime(),
      );
      for (const quantity of ['heatEnergy', 'heatWaterTemperatureIn'] as const) {
        const level = quantity === 'heatWaterTemperatureIn';
        const sum = inside.reduce((total, r) => total + (level ? r.supply : r.energy), 0);
        const { previousValue } = (await chart(quantity, start, end, unit)).series[0]!.details;
        if (inside.length === 0) expect(previousValue!.value, quantity).toBeNull();
        else expect(previousValue!.value, quantity).toBeCloseTo(level ? sum / inside.length : sum, 9);
      }
    });
});
