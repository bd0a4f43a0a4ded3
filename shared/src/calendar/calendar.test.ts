import { describe, expect, it } from 'vitest';
import {
  addHelsinki,
  bucketIndexOf,
  bucketsBetween,
  calendarLengthOf,
  fromHelsinkiWallTime,
  helsinkiDaysBetween,
  helsinkiOffsetMinutes,
  helsinkiStartOf,
  RESOLUTIONS,
  toHelsinkiWallTime,
  type Bucket,
} from './calendar';

const hel = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  fromHelsinkiWallTime({ year, month, day, hour, minute });
const dayBuckets = (year: number, month: number, day: number, resolution: 'hour' | 'minutes_15'): Bucket[] =>
  bucketsBetween(hel(year, month, day), addHelsinki(hel(year, month, day), 1, 'day'), resolution);

// last Sunday of March / October (EU summer time rule)
const DST_DAYS = [
  { year: 2024, spring: 31, autumn: 27 },
  { year: 2025, spring: 30, autumn: 26 },
  { year: 2026, spring: 29, autumn: 25 },
];

/** mulberry32: a small seeded generator so the property test is repeatable */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Helsinki wall time', () => {
  it('Helsinki is UTC+2 in winter and UTC+3 in summer', () => {
    expect(helsinkiOffsetMinutes(new Date('2025-01-15T12:00:00Z'))).toBe(120);
    expect(helsinkiOffsetMinutes(new Date('2025-07-15T12:00:00Z'))).toBe(180);
  });

  it('the clocks move forward at 03:00 local (01:00 UTC) on the last Sunday of March', () => {
    expect(helsinkiOffsetMinutes(new Date('2025-03-30T00:59:59Z'))).toBe(120);
    expect(helsinkiOffsetMinutes(new Date('2025-03-30T01:00:00Z'))).toBe(180);
  });

  it('Helsinki midnight is 22:00 UTC the day before in winter and 21:00 UTC in summer', () => {
    expect(hel(2025, 1, 1).toISOString()).toBe('2024-12-31T22:00:00.000Z');
    expect(hel(2025, 6, 1).toISOString()).toBe('2025-05-31T21:00:00.000Z');
  });

  it('a repeated autumn wall time names its first (summer-time) occurrence', () => {
    expect(hel(2025, 10, 26, 3, 30).toISOString()).toBe('2025-10-26T00:30:00.000Z');
  });

  it('a wall time skipped in spring moves an hour forward on the clock', () => {
    expect(hel(2025, 3, 30, 3, 30).toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('reads an instant back as the Helsinki wall time', () => {
    expect(toHelsinkiWallTime(new Date('2025-10-26T01:30:00Z'))).toEqual({
      year: 2025,
      month: 10,
      day: 26,
      hour: 3,
      minute: 30,
      second: 0,
    });
  });
});

describe('bucketsBetween: hours and quarter-hours of a day', () => {
  it('a normal day has 24 hourly and 96 quarter-hour buckets', () => {
    expect(dayBuckets(2025, 1, 15, 'hour')).toHaveLength(24);
    expect(dayBuckets(2025, 1, 15, 'minutes_15')).toHaveLength(96);
  });

  for (const { year, spring, autumn } of DST_DAYS) {
    it(`the spring DST day ${year}-03-${spring} has 23 hourly and 92 quarter-hour buckets`, () => {
      const hours = dayBuckets(year, 3, spring, 'hour');
      expect(hours).toHaveLength(23);
      expect(dayBuckets(year, 3, spring, 'minutes_15')).toHaveLength(92);
      expect(hours.map((b) => b.label.slice(11))).not.toContain('03:00');
      expect(hours[3]!.label).toBe(`${year}-03-${spring} 04:00`);
    });

    it(`the autumn DST day ${year}-10-${autumn} has 25 hourly and 100 quarter-hour buckets`, () => {
      expect(dayBuckets(year, 10, autumn, 'hour')).toHaveLength(25);
      expect(dayBuckets(year, 10, autumn, 'minutes_15')).toHaveLength(100);
    });
  }

  it("the autumn repeated hour is labelled '03:00' and then '03:00 (2)'", () => {
    const labels = dayBuckets(2025, 10, 26, 'hour').map((b) => b.label.slice(11));
    expect(labels.slice(2, 6)).toEqual(['02:00', '03:00', '03:00 (2)', '04:00']);
    expect(new Set(labels).size).toBe(25);
    const quarters = dayBuckets(2025, 10, 26, 'minutes_15').map((b) => b.label.slice(11));
    expect(quarters.slice(12, 20)).toEqual([
      '03:00',
      '03:15',
      '03:30',
      '03:45',
      '03:00 (2)',
      '03:15 (2)',
      '03:30 (2)',
      '03:45 (2)',
    ]);
    expect(new Set(quarters).size).toBe(100);
  });
});

describe('bucketsBetween: days, months and years', () => {
  it('February of a leap year has 29 day buckets, of another year 28', () => {
    expect(bucketsBetween(hel(2024, 2, 1), hel(2024, 3, 1), 'day')).toHaveLength(29);
    expect(bucketsBetween(hel(2025, 2, 1), hel(2025, 3, 1), 'day')).toHaveLength(28);
    expect(bucketsBetween(hel(2024, 2, 1), hel(2024, 3, 1), 'day').at(-1)!.label).toBe('2024-02-29');
  });

  it('a year at month resolution has 12 buckets, each starting at Helsinki midnight of the 1st', () => {
    const months = bucketsBetween(hel(2025, 1, 1), hel(2026, 1, 1), 'month');
    expect(months.map((b) => b.label)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(months[3]!.start.toISOString()).toBe('2025-03-31T21:00:00.000Z');
    expect(months[10]!.start.toISOString()).toBe('2025-10-31T22:00:00.000Z');
  });

  it('a year at day resolution has 365 buckets, a leap year 366', () => {
    expect(bucketsBetween(hel(2025, 1, 1), hel(2026, 1, 1), 'day')).toHaveLength(365);
    expect(bucketsBetween(hel(2024, 1, 1), hel(2025, 1, 1), 'day')).toHaveLength(366);
  });

  it('DST days are 23 and 25 hours long, other days 24', () => {
    const days = bucketsBetween(hel(2025, 1, 1), hel(2026, 1, 1), 'day');
    const lengths = new Map(days.map((b) => [b.label, (b.end.getTime() - b.start.getTime()) / 3_600_000]));
    expect(lengths.get('2025-03-30')).toBe(23);
    expect(lengths.get('2025-10-26')).toBe(25);
    expect([...lengths.values()].filter((h) => h !== 24)).toHaveLength(2);
  });

  it('five years at year resolution are labelled by year', () => {
    expect(bucketsBetween(hel(2021, 1, 1), hel(2026, 1, 1), 'year').map((b) => b.label)).toEqual([
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
    ]);
  });

  it('an interval off the boundaries gets a shorter first and last bucket labelled by their boundary', () => {
    const buckets = bucketsBetween(hel(2025, 6, 15, 12), hel(2025, 8, 10), 'month');
    expect(buckets.map((b) => b.label)).toEqual(['2025-06', '2025-07', '2025-08']);
    expect(buckets[0]!.start).toEqual(hel(2025, 6, 15, 12));
    expect(buckets[2]!.end).toEqual(hel(2025, 8, 10));
  });

  it('an empty or reversed interval has no buckets', () => {
    expect(bucketsBetween(hel(2025, 1, 1), hel(2025, 1, 1), 'day')).toEqual([]);
    expect(bucketsBetween(hel(2025, 1, 2), hel(2025, 1, 1), 'day')).toEqual([]);
  });

  it('buckets tile any interval exactly: first starts at the start, each end is the next start, last ends at the end', () => {
    const random = seeded(20250330);
    const from = Date.UTC(2023, 0, 1);
    const span = Date.UTC(2027, 0, 1) - from;
    const maxLength: Record<string, number> = {
      year: 4 * 366 * 86_400_000,
      month: 400 * 86_400_000,
      day: 60 * 86_400_000,
      hour: 5 * 86_400_000,
      minutes_15: 2 * 86_400_000,
    };
    for (let i = 0; i < 200; i++) {
      const resolution = RESOLUTIONS[i % RESOLUTIONS.length]!;
      const start = new Date(from + Math.floor(random() * span));
      const end = new Date(start.getTime() + 1 + Math.floor(random() * maxLength[resolution]!));
      const buckets = bucketsBetween(start, end, resolution);
      expect(buckets[0]!.start).toEqual(start);
      expect(buckets.at(-1)!.end).toEqual(end);
      for (let k = 0; k < buckets.length; k++) {
        const bucket = buckets[k]!;
        expect(bucket.end.getTime()).toBeGreaterThan(bucket.start.getTime());
        if (k > 0) expect(bucket.start).toEqual(buckets[k - 1]!.end);
        if (k > 0 && k < buckets.length - 1)
          expect(helsinkiStartOf(bucket.start, resolution)).toEqual(bucket.start);
      }
      expect(new Set(buckets.map((b) => b.label)).size).toBe(buckets.length);
    }
  });
});

describe('helsinkiStartOf and addHelsinki', () => {
  const instant = hel(2025, 10, 26, 14, 37);

  it('starts of year, month and day are Helsinki midnights; of hour and quarter are whole UTC steps', () => {
    expect(helsinkiStartOf(instant, 'year')).toEqual(hel(2025, 1, 1));
    expect(helsinkiStartOf(instant, 'month')).toEqual(hel(2025, 10, 1));
    expect(helsinkiStartOf(instant, 'day')).toEqual(hel(2025, 10, 26));
    expect(helsinkiStartOf(instant, 'hour')).toEqual(hel(2025, 10, 26, 14));
    expect(helsinkiStartOf(instant, 'minutes_15')).toEqual(hel(2025, 10, 26, 14, 30));
  });

  it('the second 03:00 hour of an autumn day starts at 01:00 UTC, not at the first one', () => {
    expect(helsinkiStartOf(new Date('2025-10-26T01:40:00Z'), 'hour').toISOString()).toBe(
      '2025-10-26T01:00:00.000Z',
    );
  });

  it('adding a day across DST keeps the wall-clock time', () => {
    expect(addHelsinki(hel(2025, 3, 29, 12), 1, 'day')).toEqual(hel(2025, 3, 30, 12));
    expect(addHelsinki(hel(2025, 10, 26, 0), 1, 'day').getTime() - hel(2025, 10, 26).getTime()).toBe(
      25 * 3_600_000,
    );
    expect(addHelsinki(hel(2025, 3, 31), -1, 'day')).toEqual(hel(2025, 3, 30));
  });

  it('adding months clamps the 31st to the end of a shorter month and handles leap years', () => {
    expect(addHelsinki(hel(2025, 1, 31), 1, 'month')).toEqual(hel(2025, 2, 28));
    expect(addHelsinki(hel(2024, 2, 29), 1, 'year')).toEqual(hel(2025, 2, 28));
    expect(addHelsinki(hel(2025, 1, 1), -13, 'month')).toEqual(hel(2023, 12, 1));
    expect(addHelsinki(hel(2025, 11, 1), 6, 'month')).toEqual(hel(2026, 5, 1));
  });

  it('hours and quarters are elapsed time', () => {
    expect(addHelsinki(hel(2025, 3, 30, 2), 1, 'hour')).toEqual(hel(2025, 3, 30, 4));
    expect(addHelsinki(hel(2025, 1, 1), -2, 'minutes_15')).toEqual(hel(2024, 12, 31, 23, 30));
  });

  it('whole wall-clock days between two instants: a DST day counts as one day', () => {
    expect(helsinkiDaysBetween(hel(2025, 10, 26), hel(2025, 10, 27))).toBe(1);
    expect(helsinkiDaysBetween(hel(2025, 3, 30), hel(2025, 3, 31))).toBe(1);
    expect(helsinkiDaysBetween(hel(2025, 1, 1), hel(2026, 1, 1))).toBe(365);
  });

  it('the calendar length of an interval is in the largest unit both ends sit on', () => {
    expect(calendarLengthOf(hel(2021, 1, 1), hel(2026, 1, 1))).toEqual({ amount: 5, unit: 'year' });
    expect(calendarLengthOf(hel(2025, 3, 1), hel(2025, 4, 1))).toEqual({ amount: 1, unit: 'month' });
    expect(calendarLengthOf(hel(2025, 10, 26), hel(2025, 10, 27))).toEqual({ amount: 1, unit: 'day' });
    expect(calendarLengthOf(hel(2025, 10, 26, 5), hel(2025, 10, 26, 8))).toEqual({ amount: 3, unit: 'hour' });
    expect(calendarLengthOf(hel(2025, 10, 26, 5), hel(2025, 10, 26, 5, 45))).toEqual({
      amount: 3,
      unit: 'minutes_15',
    });
  });
});

describe('bucketIndexOf', () => {
  const buckets = dayBuckets(2025, 10, 26, 'hour');

  it('finds the bucket holding an instant, start inclusive and end exclusive', () => {
    expect(bucketIndexOf(buckets[0]!.start, buckets)).toBe(0);
    expect(bucketIndexOf(new Date(buckets[4]!.start.getTime() + 1), buckets)).toBe(4);
    expect(bucketIndexOf(new Date(buckets[4]!.end.getTime() - 1), buckets)).toBe(4);
    expect(bucketIndexOf(buckets[4]!.end, buckets)).toBe(5);
  });

  it('gives -1 outside the buckets', () => {
    expect(bucketIndexOf(new Date(buckets[0]!.start.getTime() - 1), buckets)).toBe(-1);
    expect(bucketIndexOf(buckets.at(-1)!.end, buckets)).toBe(-1);
    expect(bucketIndexOf(new Date(0), [])).toBe(-1);
  });
});
