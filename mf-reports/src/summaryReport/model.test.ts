import { describe, expect, it } from 'vitest';
import { allowedFrequencies, daysInclusive, isoWeekOf } from './model';

describe('summary report frequencies', () => {
  it('5y offers week, month and year, not day (over the bucket limit)', () => {
    expect(allowedFrequencies('5y')).toEqual(['week', 'month', 'year']);
  });

  it('1mm offers every frequency, including week', () => {
    expect(allowedFrequencies('1mm')).toEqual(['day', 'week', 'month', 'year']);
  });

  it("'other' decides by its own length", () => {
    expect(daysInclusive('2025-01-01', '2025-01-31')).toBe(31);
    expect(allowedFrequencies('other', daysInclusive('2020-01-01', '2025-12-31'))).toEqual([
      'week',
      'month',
      'year',
    ]);
  });
});

describe('ISO week numbers in Helsinki time', () => {
  it('Monday 29 Dec 2025 is in week 1 of 2026', () => {
    expect(isoWeekOf(new Date('2025-12-28T22:00:00Z'))).toEqual({ week: 1, year: 2026 });
  });

  it('Friday 1 Jan 2027 is in week 53 of 2026', () => {
    expect(isoWeekOf(new Date('2026-12-31T22:00:00Z'))).toEqual({ week: 53, year: 2026 });
  });

  it('the Monday of the spring DST week is week 13 of 2025', () => {
    expect(isoWeekOf(new Date('2025-03-23T22:00:00Z'))).toEqual({ week: 13, year: 2025 });
  });
});
