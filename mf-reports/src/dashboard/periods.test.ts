import { describe, expect, it } from 'vitest';
import { clipToValidity, dashboardInterval, yesterday } from './periods';

// 10:07 on Sunday 26 October 2025 in Helsinki (the autumn DST day, 25 hours)
const now = new Date('2025-10-26T08:07:30Z');

describe('dashboard intervals', () => {
  it('the daily widget defaults to yesterday in Helsinki, a whole day at hour resolution', () => {
    expect(yesterday(now)).toBe('2025-10-25');
    expect(yesterday(new Date('2025-10-26T22:30:00Z'))).toBe('2025-10-26'); // 00:30 on the 27th in Helsinki (UTC+2)
    expect(dashboardInterval('daily', now)).toEqual({
      start: new Date('2025-10-24T21:00:00Z'),
      end: new Date('2025-10-25T21:00:00Z'),
      resolution: 'hour',
    });
  });

  it('today at hour ends at now floored to its quarter hour; the DST day starts at its midnight', () => {
    const today = dashboardInterval('daily', now, '2025-10-26');
    expect(today.start).toEqual(new Date('2025-10-25T21:00:00Z'));
    expect(today.end).toEqual(new Date('2025-10-26T08:00:00Z'));
  });

  it('twelve months by month, five years by year, thirty whole days by hour', () => {
    expect(dashboardInterval('twelveMonths', now)).toEqual({
      start: new Date('2024-10-31T22:00:00Z'),
      end: new Date('2025-10-26T08:00:00Z'),
      resolution: 'month',
    });
    expect(dashboardInterval('fiveYears', now).start).toEqual(new Date('2020-12-31T22:00:00Z'));
    const thirty = dashboardInterval('thirtyDaysHourly', now);
    expect(thirty.end).toEqual(new Date('2025-10-25T21:00:00Z'));
    expect(thirty.start).toEqual(new Date('2025-09-25T21:00:00Z'));
  });
});

describe('a window longer than the contract', () => {
  const fiveYears = {
    start: new Date('2021-12-31T22:00:00Z'),
    end: new Date('2026-11-26T10:00:00Z'),
    resolution: 'year' as const,
  };
  const place = (startDate: string | null, endDate: string | null = null) => ({
    validity: { startDate, endDate },
  });

  it('starts at the contract start (Helsinki midnight) and says so', () => {
    const clipped = clipToValidity(fiveYears, place('2024-05-01'));
    expect(clipped.interval.start.toISOString()).toBe('2024-04-30T21:00:00.000Z');
    expect(clipped.interval.end).toBe(fiveYears.end);
    expect(clipped.clippedFrom?.toISOString()).toBe('2024-04-30T21:00:00.000Z');
    expect(clipped.outside).toBe(false);
  });

  it('an older contract or none keeps the window as it is', () => {
    expect(clipToValidity(fiveYears, place('2015-03-01'))).toEqual({
      interval: fiveYears,
      clippedFrom: null,
      outside: false,
    });
    expect(clipToValidity(fiveYears, place(null)).interval).toBe(fiveYears);
  });

  it('an ended contract ends the window after its last day; one ended before the window is outside it', () => {
    const ended = clipToValidity(fiveYears, place('2015-03-01', '2025-06-30'));
    expect(ended.interval.end.toISOString()).toBe('2025-06-30T21:00:00.000Z');
    expect(clipToValidity(fiveYears, place('2015-03-01', '2020-12-31')).outside).toBe(true);
  });
});
