import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryResponse } from '@portal/shared/api/summary';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { addHourlyValues, addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';

/*
 * The summary of a place whose contract began on 1 September 2025 (Helsinki), asked on 16 November 2025:
 * a period before the contract is 'no active contract for interval', one reaching before it starts at
 * the contract's first day and says so (customer-area section 5; issue 20). 1 kWh every hour from
 * 1 August 2025, so a reading before the contract would show if the period were not clipped.
 */
const PLACE = { customer: '100001', location: 'SUMMARY-C', grid: 1 };
const CONTRACT_START = '2025-08-31T21:00:00.000Z';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-11-16T10:00:00Z')) }));
  const place = await addUsagePlace(db, {
    locationCode: PLACE.location,
    customerNumber: PLACE.customer,
    validFrom: '2025-09-01',
    city: 'Summaryville',
  });
  const point = await addMeasuringPoint(db, place);
  await addHourlyValues(db, point, '2025-07-31T21:00:00Z', '2025-11-15T21:00:00Z', 1);
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

describe('summary and the contract start', () => {
  it("dates before the contract start are 'no active contract for interval', not an empty summary", async () => {
    const response = await post({ period: 'other', startDate: '2025-08-01', endDate: '2025-08-31' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe('no_active_contract_for_interval');
  });

  it('a period reaching before the contract starts at its first day and says so', async () => {
    const response = await post({ period: '6mm' });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<SummaryResponse>();
    expect(summary.startDate).toBe(CONTRACT_START);
    expect(summary.clippedFrom).toBe(CONTRACT_START);
    expect(summary.buckets.map((b) => b.start)[0]).toBe(CONTRACT_START);
    // September, October and 1-15 November: every hour 1 kWh, none of August's
    const hours = (Date.parse(summary.endDate) - Date.parse(CONTRACT_START)) / 3_600_000;
    expect(summary.totalSums[0]!.value).toBe(hours);
    expect(summary.totalSums[0]!.showComparisonValue).toBe(false);
  });

  it('a period inside the contract is answered as asked', async () => {
    const response = await post({ period: 'other', startDate: '2025-09-01', endDate: '2025-09-30' });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<SummaryResponse>();
    expect(summary.clippedFrom).toBeUndefined();
    expect(summary.totalSums[0]!.value).toBe(720);
  });
});
