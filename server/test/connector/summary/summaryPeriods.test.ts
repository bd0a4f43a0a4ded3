import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryResponse } from '@portal/shared/api/summary';
import { PERIOD_PRESETS, presetDays } from '@portal/shared/reports';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { addHourlyValues, addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';

/*
 * One meaning per period (issue 20): the summary's named periods are the energy report's presets, and a
 * comparison with a period measured only in part says so; both compare with as long a period just before. A place under contract since 1 January 2024
 * whose meter reads 1 kWh an hour from 1 June 2024 only, asked on 16 November 2025 (Helsinki).
 */
const PLACE = { customer: '100001', location: 'SUMMARY-P', grid: 1 };
const NOW = new Date('2025-11-16T10:00:00Z');
const TODAY = new Date('2025-11-15T22:00:00.000Z');

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(NOW) }));
  const place = await addUsagePlace(db, {
    locationCode: PLACE.location,
    customerNumber: PLACE.customer,
    validFrom: '2024-01-01',
    city: 'Periodville',
  });
  const point = await addMeasuringPoint(db, place);
  await addHourlyValues(db, point, '2024-05-31T21:00:00Z', '2025-11-16T09:00:00Z', 1);
  token = await loginAs(app, 'demo1', 'customer');
});

afterAll(async () => {
  await close();
});

const post = (body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/connector/v1/webamr/summary',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-customer-code': PLACE.customer,
      'x-location-code': PLACE.location,
      'x-grid-id': String(PLACE.grid),
    },
    payload: JSON.stringify({ selectedEnergyType: 'electricity', frequency: 'month', ...body }),
  });

const summaryOf = async (body: Record<string, unknown>): Promise<SummaryResponse> => {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SummaryResponse>();
};

describe('summary periods are the energy report presets', () => {
  it.each([
    ['5y', 'fiveYears'],
    ['1y', 'oneYear'],
    ['6mm', 'sixMonths'],
    ['1mm', 'oneMonth'],
  ] as const)('%s is the days of the %s preset', async (period, presetId) => {
    const summary = await summaryOf({ period, frequency: period === '1mm' ? 'day' : 'month' });
    const preset = presetDays(
      PERIOD_PRESETS.find((p) => p.id === presetId)!,
      TODAY,
    );
    // 5y reaches before the contract (1.1.2024) and starts there
    const start = period === '5y' ? new Date('2023-12-31T22:00:00.000Z') : preset.start;
    expect([summary.startDate, summary.endDate]).toEqual([start.toISOString(), TODAY.toISOString()]);
  });

  it('1y on 16 November is December to 15 November: twelve month buckets, only the last partial', async () => {
    const summary = await summaryOf({ period: '1y' });
    expect(summary.startDate).toBe('2024-11-30T22:00:00.000Z');
    expect(summary.buckets).toHaveLength(12);
    expect(summary.buckets.map((b) => b.partial)).toEqual([...Array<boolean>(11).fill(false), true]);
  });
});

describe('a comparison with a period measured only in part says so', () => {
  it('1y is compared with the 350 days just before it, measured from June only', async () => {
    const summary = await summaryOf({ period: '1y' });
    expect(summary.comparison).toEqual({
      start: '2023-12-16T22:00:00.000Z',
      end: '2024-11-30T22:00:00.000Z',
      // 1.6.-30.11.2024 of 17.12.2023-30.11.2024
      measuredDays: 183,
      days: 350,
      complete: false,
    });
    const total = summary.totalSums[0]!;
    expect(total.showComparisonValue).toBe(true);
    expect(total.comparisonValue).toBe(183 * 24 + 1); // the autumn change's 25-hour day
  });

  it('a wholly measured previous period is complete', async () => {
    const summary = await summaryOf({ period: '1mm', frequency: 'day' });
    expect(summary.comparison).toMatchObject({
      // the 31 days 15.9.-15.10. before 16.10.-15.11.
      start: '2025-09-14T21:00:00.000Z',
      end: '2025-10-15T21:00:00.000Z',
      measuredDays: 31,
      days: 31,
      complete: true,
    });
    const other = await summaryOf({
      period: 'other',
      frequency: 'day',
      startDate: '2025-09-01',
      endDate: '2025-09-30',
    });
    expect(other.comparison).toMatchObject({ measuredDays: 30, days: 30, complete: true });
  });

  it('a previous period with no reading has no comparison', async () => {
    const summary = await summaryOf({
      period: 'other',
      frequency: 'day',
      startDate: '2024-01-01',
      endDate: '2024-03-31',
    });
    expect(summary.comparison).toBeUndefined();
    expect(summary.totalSums[0]!.showComparisonValue).toBe(false);
  });
});
