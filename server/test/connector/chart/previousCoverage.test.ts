import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRequest } from '@portal/shared/api/chart';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { addHourlyValues, addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';
import { postChart } from './chartFixture.js';

/*
 * A comparison with a period measured only in part says so (issue 20): the chart's previousValue carries
 * `complete` and `measuredShare`, and an incomplete one has no change. A place under contract since
 * 1 January 2025 whose meter reads 1 kWh an hour from 1 June 2025 (Helsinki), asked on 16 November 2025.
 */
const PLACE = { customer: '100001', location: 'PREV-COV', grid: 1 };
const hel = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();
const helWinter = (day: string) => new Date(`${day}T00:00:00+02:00`).toISOString();

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-11-16T10:00:00Z')) }));
  const place = await addUsagePlace(db, {
    locationCode: PLACE.location,
    customerNumber: PLACE.customer,
    validFrom: '2025-01-01',
    city: 'Coverville',
  });
  const point = await addMeasuringPoint(db, place);
  await addHourlyValues(db, point, '2025-05-31T21:00:00Z', '2025-11-16T09:00:00Z', 1);
  token = await loginAs(app, 'demo1', 'customer');
});

afterAll(async () => {
  await close();
});

async function previousOf(start: string, end: string, measurePeriod: ChartRequest['measurePeriod']) {
  const request: ChartRequest = {
    selectedEnergyType: 'electricity',
    selectedBasicDetails: ['electricityP'],
    selectedAdditionalInformation: [],
    interval: { selectedStartTimestamp: start, selectedEndTimestamp: end },
    measurePeriod,
  };
  return (await postChart(app, token, PLACE, request)).series[0]!.details.previousValue!;
}

describe('chart previousValue and a partly measured previous period', () => {
  it('a wholly measured previous month is complete, with its change', async () => {
    // October (745 hours) after September (720 hours)
    const previous = await previousOf(hel('2025-10-01'), helWinter('2025-11-01'), 'day');
    expect(previous).toEqual({
      value: 720,
      change: { value: 3.5, trendingUp: true },
      complete: true,
      measuredShare: 1,
    });
  });

  it('July-October after March-June, measured from June only: incomplete, no change', async () => {
    const previous = await previousOf(hel('2025-07-01'), helWinter('2025-11-01'), 'month');
    expect(previous.value).toBe(30 * 24);
    expect(previous.complete).toBe(false);
    expect(previous.change.value).toBeNull();
    // June's 30 days of the 122 from March
    expect(previous.measuredShare).toBeCloseTo(30 / 122, 2);
  });
});
