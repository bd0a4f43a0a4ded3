import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRequest, ChartResponse } from '@portal/shared/api/chart';
import { CHART_STATUS, ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { addMeasuringPoint, addUsagePlace } from '../../helpers/places.js';
import { postChart } from './chartFixture.js';

/*
 * The hour sums of plain quarter days (migrations/025): a chart at hour reads them for the days wholly inside
 * its window and the rows for the rest, and both give the same figures. Four Helsinki days of 15-minute
 * electricity with three decimals, 25-28 October 2025: the 26th is the autumn DST day (25 hours), the 27th
 * has one estimated quarter and the 28th one missing quarter, so those two keep no hour sums.
 */
const PLACE = { customer: '100001', location: 'HOURSUMS-1', grid: 1 };
const DAYS = [
  '2025-10-24T21:00:00Z',
  '2025-10-25T21:00:00Z',
  '2025-10-26T22:00:00Z',
  '2025-10-27T22:00:00Z',
  '2025-10-28T22:00:00Z',
];
const FROM = DAYS[0]!;
const UNTIL = DAYS[4]!;
const ESTIMATED_AT = '2025-10-27T05:15:00Z';
const MISSING_AT = '2025-10-28T10:30:00Z';
const QUARTER_MS = 900_000;
const HOUR_MS = 3_600_000;

/** the value of the quarter starting at `ms`: three decimals, no pattern an hour would hide */
const quarterValue = (ms: number): number =>
  ((((ms - Date.parse(FROM)) / QUARTER_MS) * 37) % 1000) / 1000 + 0.1;
const threeDecimals = (value: number): number => Math.round(value * 1000) / 1000;

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let token: string;
let point: number;

/** the hour sums of [from, to) as the rows give them, rounded to their three decimals; null for no value */
function expectedHours(from: string, to: string): (number | null)[] {
  const sums: (number | null)[] = [];
  for (let hour = Date.parse(from); hour < Date.parse(to); hour += HOUR_MS) {
    let sum: number | null = null;
    for (let at = hour; at < hour + HOUR_MS; at += QUARTER_MS)
      if (at !== Date.parse(MISSING_AT)) sum = (sum ?? 0) + Number(quarterValue(at).toFixed(3));
    sums.push(sum === null ? null : threeDecimals(sum));
  }
  return sums;
}

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2025-11-02T10:00:00Z')) }));
  const place = await addUsagePlace(db, {
    locationCode: PLACE.location,
    customerNumber: PLACE.customer,
    validFrom: '2024-01-01',
    city: 'Hourville',
  });
  point = await addMeasuringPoint(db, place, {
    energyType: 'electricity',
    quantity: 'electricityP',
    unit: 'kWh',
  });
  const rows: string[] = [];
  for (let at = Date.parse(FROM); at < Date.parse(UNTIL); at += QUARTER_MS) {
    if (at === Date.parse(MISSING_AT)) continue;
    const status = at === Date.parse(ESTIMATED_AT) ? ESTIMATE_STATUS_BIT : 0;
    rows.push(`(${point}, '${new Date(at).toISOString()}', 15, ${quarterValue(at).toFixed(3)}, ${status})`);
  }
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status) VALUES ${rows.join(',')}`,
  );
  token = await loginAs(app, 'demo1', 'customer');
});

afterAll(async () => {
  await close();
});

async function chartAtHour(start: string, end: string): Promise<ChartResponse> {
  const request: ChartRequest = {
    selectedEnergyType: 'electricity',
    selectedBasicDetails: ['electricityP'],
    selectedAdditionalInformation: [],
    interval: { selectedStartTimestamp: start, selectedEndTimestamp: end },
    measurePeriod: 'hour',
  };
  return postChart(app, token, PLACE, request);
}

const tariffOf = (answer: ChartResponse) => answer.series[0]!.chart.data.tariffs[0]!;

describe('hour sums of plain quarter days', () => {
  it('are kept for whole plain days only, one exact sum an hour (25 on the DST day)', async () => {
    const rows = await db.query<{ day_start: string; hours: string | null }>(
      `SELECT to_char(day_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS day_start, hours
         FROM meter_days WHERE measuring_point_id = $1 ORDER BY day_start`,
      [point],
    );
    expect(rows.map((r) => r.day_start)).toEqual(DAYS.slice(0, 4));
    const [first, dst, estimated, gap] = rows;
    expect(first!.hours!.split(',').map(Number)).toEqual(expectedHours(DAYS[0]!, DAYS[1]!));
    expect(dst!.hours!.split(',')).toHaveLength(25);
    expect(dst!.hours!.split(',').map(Number)).toEqual(expectedHours(DAYS[1]!, DAYS[2]!));
    expect(estimated!.hours).toBeNull();
    expect(gap!.hours).toBeNull();
  });

  it('a chart at hour gives each hour its sum, from hour sums and rows alike, with statuses', async () => {
    const answer = await chartAtHour(FROM, UNTIL);
    const tariff = tariffOf(answer);
    expect(tariff.data).toEqual(expectedHours(FROM, UNTIL));
    const estimatedHour = (Date.parse('2025-10-27T05:00:00Z') - Date.parse(FROM)) / HOUR_MS;
    const gapHour = (Date.parse('2025-10-28T10:00:00Z') - Date.parse(FROM)) / HOUR_MS;
    tariff.statuses.forEach((status, i) =>
      expect(status, `hour ${i}`).toBe(
        i === estimatedHour
          ? CHART_STATUS.ESTIMATE
          : i === gapHour
            ? CHART_STATUS.PARTIALLY_MISSING
            : CHART_STATUS.OK,
      ),
    );
    expect(answer.series[0]!.chart.data.totalDataSum).toBeCloseTo(
      expectedHours(FROM, UNTIL).reduce<number>((a, b) => a + (b ?? 0), 0),
      9,
    );
  });

  it('a window cutting days reads their rows and agrees with the whole window', async () => {
    const whole = tariffOf(await chartAtHour(FROM, UNTIL)).data;
    const start = '2025-10-25T03:00:00Z';
    const end = '2025-10-28T09:00:00Z';
    const offset = (Date.parse(start) - Date.parse(FROM)) / HOUR_MS;
    const cut = tariffOf(await chartAtHour(start, end)).data;
    expect(cut).toEqual(whole.slice(offset, offset + cut.length));
    expect(cut).toHaveLength((Date.parse(end) - Date.parse(start)) / HOUR_MS);
  });

  it('a whole day is answered from its hour sums, not its rows', async () => {
    await db.query(
      `UPDATE meter_days SET hours = regexp_replace(hours, '^[^,]*', '42') WHERE measuring_point_id = $1 AND day_start = $2`,
      [point, DAYS[0]],
    );
    try {
      expect(tariffOf(await chartAtHour(FROM, UNTIL)).data[0]).toBe(42);
      // a window that starts an hour later cuts that day: its rows are read, and the first hour is not in it
      const later = new Date(Date.parse(FROM) + HOUR_MS).toISOString();
      expect(tariffOf(await chartAtHour(later, UNTIL)).data[0]).toBe(expectedHours(later, UNTIL)[0]);
    } finally {
      await db.query(`SELECT meter_rollups_build($1::int[], $2::timestamptz, $3::timestamptz)`, [
        [point],
        FROM,
        UNTIL,
      ]);
    }
    expect(tariffOf(await chartAtHour(FROM, UNTIL)).data[0]).toBe(expectedHours(FROM, UNTIL)[0]);
  });
});
