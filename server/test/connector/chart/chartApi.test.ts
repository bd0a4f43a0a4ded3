import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRequest, ChartResponse, ChartSeries } from '@portal/shared/api/chart';
import { CHART_STATUS } from '@portal/shared/api/chart';
import { Ajv } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { REASON } from '../../helpers/audit.js';
import { chartResponseSchema } from '../../../src/connector/chart/schemas.js';
import { insertChartFixture, PLACE_A, PLACE_Q, type ChartFixture } from './chartFixture.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let fixture: ChartFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-11-15T12:00:00Z')) }));
  fixture = await insertChartFixture(db);
  for (const [key, instance, user] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['nivosCustomer', 'nivos', 'customer'],
    ['admin', 'demo1', 'admin'],
    ['nivosAdmin', 'nivos', 'admin'],
    ['metercontrol', 'demo1', 'metercontrol'],
  ] as const) {
    tokens[key] = await loginAs(app, instance, user);
  }
});

afterAll(async () => {
  await close();
});

const body = (
  start: string,
  end: string,
  measurePeriod: ChartRequest['measurePeriod'],
  extra: string[] = [],
): ChartRequest => ({
  selectedEnergyType: 'electricity',
  selectedBasicDetails: ['electricityP'],
  selectedAdditionalInformation: extra,
  interval: { selectedStartTimestamp: start, selectedEndTimestamp: end },
  measurePeriod,
});

function post(
  request: ChartRequest,
  options: { token?: string | null; place?: typeof PLACE_A; admin?: boolean; targetUser?: string } = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? tokens.customer : options.token;
  const place = options.place ?? PLACE_A;
  return app.inject({
    method: 'POST',
    url: options.admin ? '/connector/v1/admin/webamr/chart' : '/connector/v1/webamr/chart',
    headers: {
      'content-type': 'application/json',
      'x-customer-code': place.customer,
      'x-location-code': place.location,
      'x-grid-id': String(place.grid),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.targetUser ? { 'target-user': options.targetUser } : {}),
      // staff give the reason for opening a customer's consumption (docs/staff-platform.md, "Audit")
      ...(options.admin ? REASON : {}),
    },
    payload: JSON.stringify(request),
  });
}

async function chart(
  request: ChartRequest,
  options: Parameters<typeof post>[1] = {},
): Promise<ChartResponse> {
  const response = await post(request, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChartResponse;
}

const quantity = (response: ChartResponse, key: string): ChartSeries => {
  const found = response.series.find((s) => s.chart.quantity === key);
  if (!found) throw new Error(`no ${key} series`);
  return found;
};

const subOf = async (instance: string, username: string): Promise<string> =>
  (
    await db.query<{ sub: string }>(
      `SELECT sub::text AS sub FROM users WHERE instance = $1 AND username = $2`,
      [instance, username],
    )
  )[0]!.sub;

describe('the declared 200 schema', () => {
  it('describes real answers exactly (quantities, additional information, comparison)', async () => {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    // ajv-formats is CommonJS; its default export arrives wrapped in some loaders
    const addFormats = (addFormatsImport as unknown as { default?: typeof addFormatsImport }).default;
    (addFormats ?? addFormatsImport)(ajv);
    const validate = ajv.compile(chartResponseSchema);
    const extras = ['usagePrice', 'usagePriceVat', 'spotPrice', 'spotPriceVat', 'temperature', 'comparison'];
    const answers = [
      await chart(body('2025-06-09T21:00:00Z', '2025-06-10T21:00:00Z', 'hour', extras)),
      await chart(body('2024-12-31T22:00:00Z', '2025-06-30T21:00:00Z', 'month', ['heatingDegreeDays'])),
    ];
    for (const answer of answers) {
      expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('goes out as JSON bytes with their length, the categories from the window cache the same as computed', async () => {
    const request = body('2024-12-31T22:00:00Z', '2025-06-30T21:00:00Z', 'hour', ['temperature']);
    // the first call fills the window's cache, the second serializes with its cached categories
    const [first, second] = [await post(request), await post(request)];
    for (const response of [first, second]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toContain('no-store');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    expect(second.body).toBe(first.body);
    const answer = second.json() as ChartResponse;
    expect(answer.categories).toHaveLength(4343);
    // the answer is the object serialized whole: the categories spliced in at the end change nothing else
    expect(second.body).toBe(JSON.stringify(answer));
  });
});

describe('buckets follow the Europe/Helsinki calendar', () => {
  it('a DST spring day has 23 hourly buckets', async () => {
    const res = await chart(body('2025-03-29T22:00:00Z', '2025-03-30T21:00:00Z', 'hour'));
    expect(res.categories).toHaveLength(23);
    const day = quantity(res, 'electricityP').chart.data.tariffs[0]!;
    expect(day.data).toHaveLength(23);
    expect(day.statuses.every((s) => s === CHART_STATUS.OK)).toBe(true);
  });

  it('a DST spring day has 92 quarter-hour buckets', async () => {
    const res = await chart(body('2025-03-29T22:00:00Z', '2025-03-30T21:00:00Z', 'minutes_15'), {
      place: PLACE_Q,
    });
    expect(res.categories).toHaveLength(92);
    expect(quantity(res, 'electricityP').chart.data.totalDataSum).toBeCloseTo(23);
  });

  it('a DST autumn day has 25 hourly buckets and 100 quarter-hours, the repeated hour labelled apart', async () => {
    const hours = await chart(body('2025-10-25T21:00:00Z', '2025-10-26T22:00:00Z', 'hour'));
    expect(hours.categories).toHaveLength(25);
    expect(new Set(hours.categories).size).toBe(25);
    const quarters = await chart(body('2025-10-25T21:00:00Z', '2025-10-26T22:00:00Z', 'minutes_15'), {
      place: PLACE_Q,
    });
    expect(quarters.categories).toHaveLength(100);
    expect(
      quantity(quarters, 'electricityP').chart.data.tariffs[0]!.statuses.every((s) => s === CHART_STATUS.OK),
    ).toBe(true);
  });
});

describe('a bucket carries the weakest status of its parts', () => {
  // January 2025 is winter time: a Helsinki day starts at 22:00 UTC the day before
  const january = () => chart(body('2024-12-31T22:00:00Z', '2025-01-31T22:00:00Z', 'day'));

  it('a day whose hours include an estimate carries the estimate status', async () => {
    const day = quantity(await january(), 'electricityP').chart.data.tariffs[0]!;
    expect(day.statuses[14]).toBe(CHART_STATUS.ESTIMATE);
    expect(day.data[14]).toBe(24);
    expect(day.statuses[13]).toBe(CHART_STATUS.OK);
  });

  it('a day with a missing hour is partially missing with the sum of the rest', async () => {
    const day = quantity(await january(), 'electricityP').chart.data.tariffs[0]!;
    expect(day.statuses[15]).toBe(CHART_STATUS.PARTIALLY_MISSING);
    expect(day.data[15]).toBe(23);
    expect(day.statuses[16]).toBe(CHART_STATUS.PARTIALLY_MISSING);
    expect(day.data[16]).toBe(23);
  });

  it('buckets without data are missing, null and never 0', async () => {
    const res = await chart(body('2025-10-31T22:00:00Z', '2025-11-02T22:00:00Z', 'day'));
    const day = quantity(res, 'electricityP').chart.data.tariffs[0]!;
    expect(day.data[1]).toBeNull();
    expect(day.statuses[1]).toBe(CHART_STATUS.MISSING);
  });
});

describe('quarter-hour rows inside coarser buckets', () => {
  // Helsinki 2025-03-31 (summer time, UTC+3) at place Q: 0.25 kWh a quarter; one quarter null, one estimated
  beforeAll(async () => {
    await db.query(
      `UPDATE meter_values SET value = NULL WHERE measuring_point_id = $1 AND at = '2025-03-31T05:15Z'`,
      [fixture.quarterPoint],
    );
    await db.query(
      `UPDATE meter_values SET status = 131072 WHERE measuring_point_id = $1 AND at = '2025-03-31T07:30Z'`,
      [fixture.quarterPoint],
    );
  });
  const day = { start: '2025-03-30T21:00:00Z', end: '2025-03-31T21:00:00Z' };

  it('an hour sums its four quarters; a null quarter makes it partially missing, an estimate an estimate', async () => {
    const res = await chart(body(day.start, day.end, 'hour'), { place: PLACE_Q });
    const tariff = quantity(res, 'electricityP').chart.data.tariffs[0]!;
    expect(res.categories[8]).toBe('2025-03-31 08:00');
    expect(tariff.data[8]).toBeCloseTo(0.75);
    expect(tariff.statuses[8]).toBe(CHART_STATUS.PARTIALLY_MISSING);
    expect(tariff.data[10]).toBeCloseTo(1);
    expect(tariff.statuses[10]).toBe(CHART_STATUS.ESTIMATE);
    expect(tariff.data[9]).toBeCloseTo(1);
    expect(tariff.statuses[9]).toBe(CHART_STATUS.OK);
    expect(quantity(res, 'electricityP').chart.data.totalDataSum).toBeCloseTo(23.75);
  });

  it('at quarter-hours the null quarter is missing and the estimated one an estimate', async () => {
    const res = await chart(body(day.start, day.end, 'minutes_15'), { place: PLACE_Q });
    const tariff = quantity(res, 'electricityP').chart.data.tariffs[0]!;
    const at = (label: string) => res.categories.indexOf(label);
    expect(tariff.data[at('2025-03-31 08:15')]).toBeNull();
    expect(tariff.statuses[at('2025-03-31 08:15')]).toBe(CHART_STATUS.MISSING);
    expect(tariff.statuses[at('2025-03-31 10:30')]).toBe(CHART_STATUS.ESTIMATE);
    expect(tariff.statuses[at('2025-03-31 10:45')]).toBe(CHART_STATUS.OK);
  });

  it('a window starting inside an hour has a shorter first bucket, complete with its two quarters', async () => {
    const res = await chart(body('2025-03-31T06:30:00Z', '2025-03-31T09:00:00Z', 'hour'), { place: PLACE_Q });
    expect(res.categories).toEqual(['2025-03-31 09:00', '2025-03-31 10:00', '2025-03-31 11:00']);
    const tariff = quantity(res, 'electricityP').chart.data.tariffs[0]!;
    expect(tariff.data[0]).toBeCloseTo(0.5);
    expect(tariff.statuses).toEqual([CHART_STATUS.OK, CHART_STATUS.ESTIMATE, CHART_STATUS.OK]);
  });

  it('previousValue counts the preceding day even where this day has little data', async () => {
    // Helsinki 2025-04-01: only its first three hours are stored (12 quarters); the day before holds 23.75
    const res = await chart(body('2025-03-31T21:00:00Z', '2025-04-01T21:00:00Z', 'day'), { place: PLACE_Q });
    const series = quantity(res, 'electricityP');
    expect(series.chart.data.totalDataSum).toBeCloseTo(3);
    expect(series.chart.data.tariffs[0]!.statuses).toEqual([CHART_STATUS.PARTIALLY_MISSING]);
    expect(series.details.previousValue!.value).toBeCloseTo(23.75);
    expect(series.details.previousValue!.change.value).toBeCloseTo(((3 - 23.75) / 23.75) * 100, 1);
    expect(series.details.previousValue!.change.trendingUp).toBe(false);
  });
});

describe('coverage: hours, estimated and missing hours per bucket', () => {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('January days at place A: one estimated hour, a null hour and a missing row each count one hour', async () => {
    const res = await chart(body('2024-12-31T22:00:00Z', '2025-01-31T22:00:00Z', 'day'));
    const coverage = quantity(res, 'electricityP').chart.data.tariffs[0]!.coverage!;
    expect(coverage.hours.every((h) => h === 24)).toBe(true);
    expect([coverage.estimatedHours[13], coverage.missingHours[13]]).toEqual([0, 0]);
    expect([coverage.estimatedHours[14], coverage.missingHours[14]]).toEqual([1, 0]);
    expect([coverage.estimatedHours[15], coverage.missingHours[15]]).toEqual([0, 1]);
    expect([coverage.estimatedHours[16], coverage.missingHours[16]]).toEqual([0, 1]);
    expect(sum(coverage.estimatedHours)).toBe(1);
    expect(sum(coverage.missingHours)).toBe(2);
    // the night tariff of the same place is clean
    const night = quantity(res, 'electricityP').chart.data.tariffs[1]!.coverage!;
    expect(sum(night.estimatedHours) + sum(night.missingHours)).toBe(0);
  });

  it('a month counts its own length and the same episode hours', async () => {
    const res = await chart(body('2024-12-31T22:00:00Z', '2025-03-31T21:00:00Z', 'month'));
    const coverage = quantity(res, 'electricityP').chart.data.tariffs[0]!.coverage!;
    // January 31 days, February 28, March 31 days less the spring hour
    expect(coverage.hours).toEqual([744, 672, 743]);
    expect(coverage.estimatedHours).toEqual([1, 0, 0]);
    expect(coverage.missingHours).toEqual([2, 0, 0]);
  });

  it('a DST spring day at place Q is 23 hours, its null quarter 0.25 missing and its estimate 0.25', async () => {
    const dayRes = await chart(body('2025-03-29T22:00:00Z', '2025-03-30T21:00:00Z', 'day'), {
      place: PLACE_Q,
    });
    expect(quantity(dayRes, 'electricityP').chart.data.tariffs[0]!.coverage!.hours).toEqual([23]);
    const res = await chart(body('2025-03-30T21:00:00Z', '2025-03-31T21:00:00Z', 'hour'), { place: PLACE_Q });
    const { coverage: hourCoverage, statuses } = quantity(res, 'electricityP').chart.data.tariffs[0]!;
    const coverage = hourCoverage!;
    expect(coverage.missingHours[8]).toBe(0.25);
    expect(statuses[8]).toBe(CHART_STATUS.PARTIALLY_MISSING);
    expect(coverage.estimatedHours[10]).toBe(0.25);
    expect(sum(coverage.missingHours)).toBe(0.25);
    expect(sum(coverage.estimatedHours)).toBe(0.25);
    const quarters = await chart(body('2025-03-30T21:00:00Z', '2025-03-31T21:00:00Z', 'minutes_15'), {
      place: PLACE_Q,
    });
    // each quarter is wholly there, estimated or missing: the statuses say it all and no coverage is sent
    const q = quantity(quarters, 'electricityP').chart.data.tariffs[0]!;
    expect(q.coverage).toBeUndefined();
    expect(q.statuses.filter((s) => s === CHART_STATUS.MISSING)).toHaveLength(1);
    expect(q.statuses.filter((s) => s === CHART_STATUS.ESTIMATE)).toHaveLength(1);
  });

  it('hours read from whole-hour rows carry no coverage; their days do', async () => {
    const hours = await chart(body('2025-01-14T22:00:00Z', '2025-01-15T22:00:00Z', 'hour'));
    const tariff = quantity(hours, 'electricityP').chart.data.tariffs[0]!;
    expect(tariff.coverage).toBeUndefined();
    expect(tariff.statuses).toContain(CHART_STATUS.ESTIMATE);
    const days = await chart(body('2025-01-14T22:00:00Z', '2025-01-15T22:00:00Z', 'day'));
    expect(quantity(days, 'electricityP').chart.data.tariffs[0]!.coverage!.estimatedHours).toEqual([1]);
  });
});

describe('the answer resolution', () => {
  it('15 minutes asked where the meter reads hourly is answered at hour, without invented gaps', async () => {
    const res = await chart(body('2025-01-19T22:00:00Z', '2025-01-20T22:00:00Z', 'minutes_15'));
    expect(res.resolution).toBe('hour');
    expect(res.categories).toHaveLength(24);
    expect(res.categories[0]).toBe('2025-01-20 00:00');
    const tariff = quantity(res, 'electricityP').chart.data.tariffs[0]!;
    expect(tariff.data.every((v) => v === 1)).toBe(true);
    expect(tariff.statuses.every((s) => s === CHART_STATUS.OK)).toBe(true);
    // whole hours, all measured: nothing for coverage to add
    expect(tariff.coverage).toBeUndefined();
  });

  it('15 minutes asked where the meter reads quarters stays at 15 minutes', async () => {
    const res = await chart(body('2025-03-30T21:00:00Z', '2025-03-31T21:00:00Z', 'minutes_15'), {
      place: PLACE_Q,
    });
    expect(res.resolution).toBe('minutes_15');
    expect(res.categories).toHaveLength(96);
  });

  it('other resolutions are answered as asked', async () => {
    const res = await chart(body('2024-12-31T22:00:00Z', '2025-01-31T22:00:00Z', 'day'));
    expect(res.resolution).toBe('day');
  });
});

describe('totals and tariffs', () => {
  it('sums equal the raw rows, per tariff', async () => {
    const res = await chart(body('2024-12-31T22:00:00Z', '2025-06-30T21:00:00Z', 'month'));
    const series = quantity(res, 'electricityP');
    const raw = await db.query<{ id: number; total: number }>(
      `SELECT measuring_point_id AS id, sum(value) AS total FROM meter_values
        WHERE measuring_point_id = ANY($1::int[]) AND at >= '2024-12-31T22:00Z' AND at < '2025-06-30T21:00Z'
        GROUP BY measuring_point_id`,
      [[fixture.dayPoint, fixture.nightPoint]],
    );
    const rawOf = (id: number) => raw.find((r) => r.id === id)!.total;
    const [day, night] = series.chart.data.tariffs;
    expect(day!.nameTranslationKey).toBe('dayEnergy');
    expect(night!.nameTranslationKey).toBe('nightEnergy');
    const total = (data: (number | null)[]) => data.reduce<number>((s, v) => s + (v ?? 0), 0);
    expect(total(day!.data)).toBeCloseTo(rawOf(fixture.dayPoint));
    expect(total(night!.data)).toBeCloseTo(rawOf(fixture.nightPoint));
    expect(series.chart.data.totalDataSum).toBeCloseTo(rawOf(fixture.dayPoint) + rawOf(fixture.nightPoint));
    expect(res.summary.totalSums[0]!.value).toBeCloseTo(series.chart.data.totalDataSum!);
  });

  it('previousValue is the preceding interval of the same length, with change and trendingUp', async () => {
    // October 2025 (31 days) against September 2025 (30 days) at 3 kWh an hour
    const res = await chart(body('2025-09-30T21:00:00Z', '2025-10-31T22:00:00Z', 'day'));
    const details = quantity(res, 'electricityP').details;
    expect(details.dynamicPeriod).toEqual({ amount: 1, unit: 'month' });
    expect(details.previousValue!.value).toBe(30 * 24 * 3);
    const current = quantity(res, 'electricityP').chart.data.totalDataSum!;
    expect(current).toBe((31 * 24 + 1) * 3);
    expect(details.previousValue!.change.value).toBeCloseTo(((current - 2160) / 2160) * 100, 1);
    expect(details.previousValue!.change.trendingUp).toBe(true);
  });

  it('an interval cut at now is named by its whole calendar length (1 year by month = 12 months)', async () => {
    // the 1-year preset on 15 Nov 2025: 1 Dec 2024 to now
    const res = await chart(body('2024-11-30T22:00:00Z', '2025-11-15T12:00:00Z', 'month'));
    expect(quantity(res, 'electricityP').details.dynamicPeriod).toEqual({ amount: 12, unit: 'month' });
    // the 1-day preset at an hour boundary: the 24 hours ending now
    const day = await chart(body('2025-11-14T12:00:00Z', '2025-11-15T12:00:00Z', 'hour'));
    expect(quantity(day, 'electricityP').details.dynamicPeriod).toEqual({ amount: 24, unit: 'hour' });
  });

  it('no measurement data is an empty series, not an error', async () => {
    const res = await chart(body('2024-01-01T22:00:00Z', '2024-01-31T22:00:00Z', 'day'));
    const series = quantity(res, 'electricityP');
    expect(series.chart.data.totalDataSum).toBeNull();
    expect(series.chart.data.tariffs.every((t) => t.data.every((v) => v === null))).toBe(true);
  });
});

describe('additional information', () => {
  it('the comparison series covers the same interval a year earlier', async () => {
    const res = await chart(body('2025-06-09T21:00:00Z', '2025-06-10T21:00:00Z', 'hour', ['comparison']));
    const comparison = quantity(res, 'electricityP.comparison');
    expect(comparison.chart.data.startDate).toBe('2024-06-09T21:00:00.000Z');
    expect(comparison.chart.data.endDate).toBe('2024-06-10T21:00:00.000Z');
    expect(comparison.chart.data.totalDataSum).toBe(72);
  });

  it('no comparison where the limits do not allow it', async () => {
    const res = await chart(body('2025-06-01T21:00:00Z', '2025-06-10T21:00:00Z', 'hour', ['comparison']));
    expect(res.series.some((s) => s.chart.quantity.endsWith('.comparison'))).toBe(false);
  });

  it('usage price is energy times the spot price of the same interval plus margin, VAT by delivery date', async () => {
    const res = await chart(
      body('2025-06-09T21:00:00Z', '2025-06-10T21:00:00Z', 'day', [
        'usagePrice',
        'usagePriceVat',
        'spotPrice',
        'spotPriceVat',
      ]),
    );
    // 72 kWh x (10 + 0.5) snt/kWh = 7.56 EUR; VAT 25.5 %
    expect(quantity(res, 'usagePrice').chart.data.totalDataSum).toBeCloseTo(7.56);
    expect(quantity(res, 'usagePriceVat').chart.data.totalDataSum).toBeCloseTo(7.56 * 1.255);
    expect(quantity(res, 'spotPrice').chart.data.tariffs[0]!.data[0]).toBeCloseTo(10);
    expect(quantity(res, 'spotPriceVat').chart.data.tariffs[0]!.data[0]).toBeCloseTo(12.55);
  });

  it('temperature is the mean and heating degree days sum 17 C minus the daily mean', async () => {
    const res = await chart(
      body('2024-12-31T22:00:00Z', '2025-01-31T22:00:00Z', 'month', ['temperature', 'heatingDegreeDays']),
    );
    expect(quantity(res, 'temperature').chart.data.tariffs[0]!.data[0]).toBeCloseTo(-3);
    expect(quantity(res, 'heatingDegreeDays').chart.data.tariffs[0]!.data[0]).toBeCloseTo(31 * 20);
  });
});

describe('validation on the server', () => {
  it('an interval starting before the usage place validity is out of range', async () => {
    const res = await post(body('2023-12-30T22:00:00Z', '2024-01-31T22:00:00Z', 'day'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('interval_out_of_range');
  });

  it('an end in the future is futureDate', async () => {
    const res = await post(body('2025-11-01T22:00:00Z', '2025-11-20T22:00:00Z', 'day'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('futureDate');
  });

  it('an interval longer than the resolution allows is maxPeriodExceeded', async () => {
    const res = await post(body('2025-08-31T21:00:00Z', '2025-10-31T22:00:00Z', 'minutes_15'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'maxPeriodExceeded', details: { resolution: 'minutes_15' } });
  });

  it('an unknown field is refused', async () => {
    const res = await post({
      ...body('2025-10-01T21:00:00Z', '2025-10-02T21:00:00Z', 'hour'),
      extra: 1,
    } as ChartRequest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validations_fail');
  });
});

describe('only usage places the caller may see', () => {
  const day = () => body('2025-10-01T21:00:00Z', '2025-10-02T21:00:00Z', 'hour');

  it('no token is 401', async () => {
    expect((await post(day(), { token: null })).statusCode).toBe(401);
  });

  it("another customer's place is not found", async () => {
    const res = await post(day(), { token: tokens.customer2 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('location_not_found');
  });

  it("another instance's token does not find the place", async () => {
    expect((await post(day(), { token: tokens.nivosCustomer })).statusCode).toBe(404);
  });

  it('a role without ROLE_USER is refused', async () => {
    expect((await post(day(), { token: tokens.metercontrol })).statusCode).toBe(403);
  });

  it('the admin variant is refused to a customer, with or without a Target-User (403 no_permission)', async () => {
    expect((await post(day(), { admin: true, token: tokens.customer })).statusCode).toBe(403);
    const res = await post(day(), {
      admin: true,
      token: tokens.customer,
      targetUser: await subOf('demo1', 'customer'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('no_permission');
  });

  it('the admin variant refuses an unknown Target-User (404 user_not_found)', async () => {
    for (const targetUser of ['00000000-0000-4000-8000-000000000000', 'not-a-sub']) {
      const res = await post(day(), { admin: true, token: tokens.admin, targetUser });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'user_not_found' });
    }
  });

  it("the admin variant reads a Target-User's place in the same instance", async () => {
    const res = await post(day(), {
      admin: true,
      token: tokens.admin,
      targetUser: await subOf('demo1', 'customer'),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ChartResponse).categories).toHaveLength(24);
  });

  it('the admin variant refuses a Target-User who cannot see the place', async () => {
    const res = await post(day(), {
      admin: true,
      token: tokens.admin,
      targetUser: await subOf('demo1', 'customer2'),
    });
    expect(res.statusCode).toBe(404);
  });

  it('the admin variant refuses a Target-User of another instance', async () => {
    const res = await post(day(), {
      admin: true,
      token: tokens.admin,
      targetUser: await subOf('nivos', 'customer'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'user_not_found' });
  });

  it("an admin of another instance does not reach this instance's place", async () => {
    const res = await post(day(), {
      admin: true,
      token: tokens.nivosAdmin,
      targetUser: await subOf('demo1', 'customer'),
    });
    expect(res.statusCode).toBe(404);
  });
});
