import { describe, expect, it } from 'vitest';
import { isoWeekStart, summaryBuckets } from '../../../src/connector/summary/buckets.js';
import { summaryRange } from '../../../src/connector/summary/service.js';

describe('summary buckets in Helsinki time', () => {
  it('an ISO week starts on Monday 00:00 Helsinki time', () => {
    // Sunday 2025-03-30 12:00 Helsinki (the spring DST day) belongs to the week of Monday 24 March
    expect(isoWeekStart(new Date('2025-03-30T09:00:00Z')).toISOString()).toBe('2025-03-23T22:00:00.000Z');
    // Monday 00:30 Helsinki in summer time is already the new week
    expect(isoWeekStart(new Date('2025-06-15T21:30:00Z')).toISOString()).toBe('2025-06-15T21:00:00.000Z');
  });

  it('a week across the spring DST change is 167 hours, across the autumn change 169', () => {
    const [spring] = summaryBuckets(
      new Date('2025-03-23T22:00:00Z'),
      new Date('2025-03-30T21:00:00Z'),
      'week',
      10,
    )!;
    expect((spring!.end.getTime() - spring!.start.getTime()) / 3_600_000).toBe(167);
    const [autumn] = summaryBuckets(
      new Date('2025-10-19T21:00:00Z'),
      new Date('2025-10-26T22:00:00Z'),
      'week',
      10,
    )!;
    expect((autumn!.end.getTime() - autumn!.start.getTime()) / 3_600_000).toBe(169);
    expect(spring!.partial).toBe(false);
    expect(autumn!.partial).toBe(false);
  });

  it('the week over new year is ISO week 1 of 2026, Monday 29 Dec 2025 to Monday 5 Jan 2026', () => {
    const from = new Date('2025-12-31T22:00:00Z'); // 1 Jan 2026 00:00 Helsinki
    const to = new Date('2026-01-03T22:00:00Z');
    const buckets = summaryBuckets(from, to, 'week', 10)!;
    expect(buckets).toHaveLength(1);
    expect(buckets[0]!.start.toISOString()).toBe('2025-12-28T22:00:00.000Z');
    expect(buckets[0]!.end.toISOString()).toBe('2026-01-04T22:00:00.000Z');
    expect(buckets[0]!.partial).toBe(true);
  });

  it('months follow the calendar and the first and last are partial when the period cuts them', () => {
    const buckets = summaryBuckets(
      new Date('2025-01-14T22:00:00Z'),
      new Date('2025-03-14T22:00:00Z'),
      'month',
      10,
    )!;
    expect(buckets.map((b) => [b.start.toISOString(), b.partial])).toEqual([
      ['2024-12-31T22:00:00.000Z', true],
      ['2025-01-31T22:00:00.000Z', false],
      ['2025-02-28T22:00:00.000Z', true],
    ]);
  });

  it('refuses more buckets than the limit', () => {
    expect(
      summaryBuckets(new Date('2020-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'), 'day', 100),
    ).toBeNull();
  });
});

describe('summary periods', () => {
  const now = new Date('2025-11-15T12:00:00Z');
  it('1mm ends at today Helsinki midnight and starts a calendar month earlier (whole days)', () => {
    const range = summaryRange({ selectedEnergyType: 'heat', period: '1mm', frequency: 'week' }, now);
    expect(range.end.toISOString()).toBe('2025-11-14T22:00:00.000Z');
    expect(range.start.toISOString()).toBe('2025-10-14T21:00:00.000Z');
    // compared with the 31 days just before
    expect(range.previousStart.toISOString()).toBe('2025-09-13T21:00:00.000Z');
    expect(range.previousEnd).toEqual(range.start);
  });

  it('5y is the five calendar years up to yesterday (the energy report preset), compared with as long before', () => {
    const range = summaryRange({ selectedEnergyType: 'heat', period: '5y', frequency: 'year' }, now);
    expect(range.start.toISOString()).toBe('2020-12-31T22:00:00.000Z');
    expect(range.end.toISOString()).toBe('2025-11-14T22:00:00.000Z');
    // 1,779 days before 1.1.2021
    expect(range.previousStart.toISOString()).toBe('2016-02-17T22:00:00.000Z');
    expect(range.previousEnd.toISOString()).toBe('2020-12-31T22:00:00.000Z');
  });

  it('1y ends with the last day of an ended contract, as the energy report preset does', () => {
    const validTo = new Date('2025-06-30T21:00:00.000Z'); // after 30 June 2025
    const range = summaryRange(
      { selectedEnergyType: 'heat', period: '1y', frequency: 'month' },
      now,
      validTo,
    );
    expect(range.start.toISOString()).toBe('2024-06-30T21:00:00.000Z'); // July 2024 to June 2025
    expect(range.end).toEqual(validTo);
  });

  it("'other' runs from the start date to the end of the end date and needs both", () => {
    const range = summaryRange(
      {
        selectedEnergyType: 'heat',
        period: 'other',
        frequency: 'day',
        startDate: '2025-03-29',
        endDate: '2025-03-30',
      },
      now,
    );
    expect(range.start.toISOString()).toBe('2025-03-28T22:00:00.000Z');
    expect(range.end.toISOString()).toBe('2025-03-30T21:00:00.000Z');
    expect(() =>
      summaryRange({ selectedEnergyType: 'heat', period: 'other', frequency: 'day' }, now),
    ).toThrow();
    expect(() =>
      summaryRange(
        {
          selectedEnergyType: 'heat',
          period: 'other',
          frequency: 'day',
          startDate: '2025-12-01',
          endDate: '2025-12-02',
        },
        now,
      ),
    ).toThrow();
  });
});
