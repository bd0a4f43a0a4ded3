import { describe, expect, it } from 'vitest';
import {
  aggregate,
  defaultMeteringStepMs,
  isEstimate,
  QUARTER_HOUR_METERING_FROM,
  STATUS_ORDER,
  weakestStatus,
  type MeterPoint,
} from './aggregate';
import { ESTIMATE_STATUS_BIT } from '../api/chart';
import { addHelsinki, bucketsBetween, fromHelsinkiWallTime } from '../calendar';

const hel = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  fromHelsinkiWallTime({ year, month, day, hour, minute });

const MIN = 60_000;

/** a regular series from start to end (exclusive) at a step, value 1 unless overridden */
function series(
  start: Date,
  end: Date,
  stepMinutes: number,
  point?: (at: Date, i: number) => Partial<MeterPoint>,
) {
  const points: MeterPoint[] = [];
  for (let t = start.getTime(), i = 0; t < end.getTime(); t += stepMinutes * MIN, i++) {
    const at = new Date(t);
    points.push({ at, value: 1, status: 0, ...point?.(at, i) });
  }
  return points;
}

describe('status order', () => {
  it('the order is OK < ESTIMATE < PARTIALLY_MISSING < MISSING and the weakest wins', () => {
    expect(STATUS_ORDER).toEqual(['OK', 'ESTIMATE', 'PARTIALLY_MISSING', 'MISSING']);
    expect(weakestStatus('OK', 'ESTIMATE')).toBe('ESTIMATE');
    expect(weakestStatus('PARTIALLY_MISSING', 'ESTIMATE')).toBe('PARTIALLY_MISSING');
    expect(weakestStatus('MISSING', 'OK')).toBe('MISSING');
  });

  it('a data point whose status has bit 131072 set is an estimate', () => {
    expect(ESTIMATE_STATUS_BIT).toBe(131072);
    expect(isEstimate(131072)).toBe(true);
    expect(isEstimate(131072 | 1)).toBe(true);
    expect(isEstimate(0)).toBe(false);
    expect(isEstimate(65536)).toBe(false);
  });
});

describe('aggregate', () => {
  const day = hel(2025, 1, 15);
  const nextDay = hel(2025, 1, 16);
  const days = bucketsBetween(day, hel(2025, 1, 18), 'day');

  it('a bucket whose parts are all present and measured is OK with their sum', () => {
    const points = series(day, nextDay, 15, (_, i) => ({ value: i }));
    const [first] = aggregate(points, days);
    expect(first).toEqual({ value: (95 * 96) / 2, status: 'OK', count: 96 });
  });

  it('a bucket with one estimated part carries the estimate status', () => {
    const points = series(day, nextDay, 60, (_, i) => ({ status: i === 7 ? ESTIMATE_STATUS_BIT : 0 }));
    expect(aggregate(points, days)[0]).toEqual({ value: 24, status: 'ESTIMATE', count: 24 });
  });

  it('a sum with missing parts is partially missing, with the sum of what exists', () => {
    const points = series(day, nextDay, 60).filter((_, i) => i !== 10 && i !== 11);
    expect(aggregate(points, days)[0]).toEqual({ value: 22, status: 'PARTIALLY_MISSING', count: 22 });
  });

  it('a null value is a missing part, and missing beats estimate', () => {
    const points = series(day, nextDay, 60, (_, i) => ({
      value: i === 3 ? null : 2,
      status: i === 5 ? ESTIMATE_STATUS_BIT : 0,
    }));
    expect(aggregate(points, days)[0]).toEqual({ value: 46, status: 'PARTIALLY_MISSING', count: 23 });
  });

  it('a bucket with no parts is MISSING with value null, never zero', () => {
    const points = series(day, nextDay, 60);
    const result = aggregate(points, days);
    expect(result[1]).toEqual({ value: null, status: 'MISSING', count: 0 });
    expect(result[2]).toEqual({ value: null, status: 'MISSING', count: 0 });
  });

  it('a bucket whose parts are all null is MISSING', () => {
    const points = series(day, nextDay, 60, () => ({ value: null }));
    expect(aggregate(points, days)[0]).toEqual({ value: null, status: 'MISSING', count: 0 });
  });

  it('missing hours at the end of a day are found although no later point exists', () => {
    const points = series(day, hel(2025, 1, 15, 20), 60);
    expect(aggregate(points, days)[0]!.status).toBe('PARTIALLY_MISSING');
  });

  it('an explicit expected count per bucket decides completeness when given', () => {
    const points = series(day, nextDay, 60);
    expect(aggregate(points, days, () => 24)[0]!.status).toBe('OK');
    expect(aggregate(points, days, () => 96)[0]).toEqual({
      value: 24,
      status: 'PARTIALLY_MISSING',
      count: 24,
    });
  });

  it('points out of order and outside the buckets are handled', () => {
    const points = series(hel(2025, 1, 14), nextDay, 60).reverse();
    expect(aggregate(points, days)[0]).toEqual({ value: 24, status: 'OK', count: 24 });
  });

  it("the 'mean' method averages readings such as temperatures", () => {
    const points = series(day, nextDay, 60, (_, i) => ({ value: i < 12 ? -4 : 2 }));
    expect(aggregate(points, days, undefined, { method: 'mean' })[0]).toEqual({
      value: -1,
      status: 'OK',
      count: 24,
    });
  });

  describe('DST days', () => {
    it('a spring DST day is complete with 23 hourly or 92 quarter-hour points', () => {
      const start = hel(2025, 3, 30);
      const end = addHelsinki(start, 1, 'day');
      const bucket = bucketsBetween(start, end, 'day');
      expect(aggregate(series(start, end, 60), bucket)[0]).toEqual({ value: 23, status: 'OK', count: 23 });
      expect(aggregate(series(start, end, 15), bucket)[0]).toEqual({ value: 92, status: 'OK', count: 92 });
    });

    it('an autumn DST day needs 25 hourly points; 24 is partially missing', () => {
      const start = hel(2025, 10, 26);
      const end = addHelsinki(start, 1, 'day');
      const bucket = bucketsBetween(start, end, 'day');
      const points = series(start, end, 60);
      expect(aggregate(points, bucket)[0]).toEqual({ value: 25, status: 'OK', count: 25 });
      expect(aggregate(points.slice(0, 24), bucket)[0]!.status).toBe('PARTIALLY_MISSING');
    });
  });

  describe('mixed history: hourly before 22 May 2023, 15 minutes after', () => {
    const start = hel(2023, 5, 20);
    const end = hel(2023, 5, 25);
    const points = [
      ...series(start, QUARTER_HOUR_METERING_FROM, 60, () => ({ value: 4 })),
      ...series(QUARTER_HOUR_METERING_FROM, end, 15),
    ];

    it('hourly and 15-minute days both aggregate complete into day buckets', () => {
      const result = aggregate(points, bucketsBetween(start, end, 'day'));
      expect(result.map((r) => r.status)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
      expect(result.map((r) => r.count)).toEqual([24, 24, 96, 96, 96]);
      expect(result.map((r) => r.value)).toEqual([96, 96, 96, 96, 96]);
    });

    it('a month mixing both steps is complete when every part is there', () => {
      const month = hel(2023, 5, 1);
      const monthEnd = hel(2023, 6, 1);
      const full = [
        ...series(month, QUARTER_HOUR_METERING_FROM, 60),
        ...series(QUARTER_HOUR_METERING_FROM, monthEnd, 15),
      ];
      const buckets = bucketsBetween(month, monthEnd, 'month');
      expect(aggregate(full, buckets)[0]).toEqual({
        value: 21 * 24 + 10 * 96,
        status: 'OK',
        count: 21 * 24 + 10 * 96,
      });
      const withGap = full.filter((p) => p.at.getTime() !== hel(2023, 5, 3, 5).getTime());
      expect(aggregate(withGap, buckets)[0]!.status).toBe('PARTIALLY_MISSING');
    });

    it('a missing quarter-hour after the switch is found in its day', () => {
      const gap = points.filter((p) => p.at.getTime() !== hel(2023, 5, 23, 12, 15).getTime());
      expect(aggregate(gap, bucketsBetween(start, end, 'day')).map((r) => r.status)).toEqual([
        'OK',
        'OK',
        'OK',
        'PARTIALLY_MISSING',
        'OK',
      ]);
    });

    it('hourly data cannot fill 15-minute buckets: three of each four are missing', () => {
      const hour = bucketsBetween(hel(2023, 5, 20, 10), hel(2023, 5, 20, 11), 'minutes_15');
      expect(aggregate(points, hour).map((r) => r.status)).toEqual(['OK', 'MISSING', 'MISSING', 'MISSING']);
    });

    it('a lone point takes the metering step of its date: 60 minutes before the switch, 15 after', () => {
      expect(defaultMeteringStepMs(hel(2023, 5, 21, 23))).toBe(60 * MIN);
      expect(defaultMeteringStepMs(QUARTER_HOUR_METERING_FROM)).toBe(15 * MIN);
      const hourBefore = bucketsBetween(hel(2023, 5, 1, 10), hel(2023, 5, 1, 11), 'hour');
      expect(aggregate([{ at: hel(2023, 5, 1, 10), value: 1, status: 0 }], hourBefore)[0]!.status).toBe('OK');
      const hourAfter = bucketsBetween(hel(2023, 6, 1, 10), hel(2023, 6, 1, 11), 'hour');
      expect(aggregate([{ at: hel(2023, 6, 1, 10), value: 1, status: 0 }], hourAfter)[0]!.status).toBe(
        'PARTIALLY_MISSING',
      );
    });
  });
});
