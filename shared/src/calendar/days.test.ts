import { describe, expect, it } from 'vitest';
import { helsinkiDay, helsinkiDayStart, helsinkiMonth, shiftHelsinkiDay } from './days';

describe('Helsinki days', () => {
  it("today is the Helsinki calendar day, not the runtime's: 22:30 UTC on 31 October is 1 November", () => {
    expect(helsinkiDay(new Date('2026-10-31T22:30:00Z'))).toBe('2026-11-01');
    expect(helsinkiDay(new Date('2026-10-31T21:59:59Z'))).toBe('2026-10-31');
    // summer time: midnight is 21:00 UTC
    expect(helsinkiDay(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
    expect(helsinkiMonth(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01');
  });

  it('without an instant it is the day of now', () => {
    expect(helsinkiDay()).toBe(helsinkiDay(new Date()));
    expect(helsinkiMonth()).toBe(helsinkiDay().slice(0, 7));
  });

  it('a day begins at its Helsinki midnight, an hour earlier in UTC in summer than in winter', () => {
    expect(helsinkiDayStart('2026-01-15')).toEqual(new Date('2026-01-14T22:00:00Z'));
    expect(helsinkiDayStart('2026-07-15')).toEqual(new Date('2026-07-14T21:00:00Z'));
    // the day summer time starts (29 March 2026) still begins at +02:00
    expect(helsinkiDayStart('2026-03-29')).toEqual(new Date('2026-03-28T22:00:00Z'));
    expect(() => helsinkiDayStart('29.3.2026')).toThrow(RangeError);
  });

  it('shifting a day walks calendar days across months, years and both DST changes', () => {
    expect(shiftHelsinkiDay('2026-03-28', 1)).toBe('2026-03-29');
    expect(shiftHelsinkiDay('2026-03-29', 1)).toBe('2026-03-30');
    expect(shiftHelsinkiDay('2026-10-25', 1)).toBe('2026-10-26');
    expect(shiftHelsinkiDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftHelsinkiDay('2024-02-28', 1)).toBe('2024-02-29');
  });
});
