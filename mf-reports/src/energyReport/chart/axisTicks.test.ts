import { describe, expect, it } from 'vitest';
import { pickTicks, tickLevels, tickRank } from './axisTicks';
import { bucketsOf } from './chartFixtures';

describe('x-axis ticks', () => {
  it('ranks a label by the coarsest calendar boundary it starts', () => {
    expect(tickRank('2025-03-30 04:15')).toBe(1);
    expect(tickRank('2025-03-30 04:30')).toBe(2);
    expect(tickRank('2025-03-30 04:00')).toBe(3);
    expect(tickRank('2025-03-30 06:00')).toBe(5);
    expect(tickRank('2025-03-30 00:00')).toBe(7);
    expect(tickRank('2025-03-15')).toBe(9);
    expect(tickRank('2025-03')).toBe(10);
    expect(tickRank('2025-07')).toBe(12);
    expect(tickRank('2025')).toBe(13);
    expect(tickRank('2030')).toBe(15);
    expect(tickRank('not a label')).toBe(0);
  });

  it('the second autumn 03:00 reads as a whole hour like the first', () => {
    expect(tickRank('2025-10-26 03:00 (2)')).toBe(tickRank('2025-10-26 03:00'));
  });

  it('levels nest from every bucket to calendar boundaries, leaving out repeats', () => {
    const buckets = bucketsOf([2025, 3, 1], [2025, 3, 3], 'hour');
    const levels = tickLevels(buckets);
    expect(levels[0]).toHaveLength(48);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]!.every((index) => levels[i - 1]!.includes(index))).toBe(true);
      expect(levels[i]!.length).toBeLessThan(levels[i - 1]!.length);
    }
    // the two midnights
    expect(levels.some((level) => level.length === 2 && level[0] === 0 && level[1] === 24)).toBe(true);
  });

  it('a DST spring day by hour has 23 buckets and its midnights still found', () => {
    const buckets = bucketsOf([2025, 3, 30], [2025, 4, 1], 'hour');
    expect(buckets).toHaveLength(47);
    expect(pickTicks(tickLevels(buckets), -0.5, 46.5, 2)).toEqual([0, 23]);
  });

  it('picks the finest level that fits the width, within the range in view', () => {
    const levels = tickLevels(bucketsOf([2025, 1, 1], [2026, 1, 1], 'month'));
    expect(pickTicks(levels, -0.5, 11.5, 12)).toHaveLength(12);
    expect(pickTicks(levels, -0.5, 11.5, 5)).toEqual([0, 3, 6, 9]);
    expect(pickTicks(levels, 2.5, 8.5, 12)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('when the next level has nothing in view, thins the crowded one instead of showing none', () => {
    const levels = tickLevels(bucketsOf([2025, 1, 2], [2025, 1, 12], 'day'));
    // days 2..11: the 8th is the only weekly tick; with room for one label there is still one
    const ticks = pickTicks(levels, -0.5, 9.5, 1);
    expect(ticks).toHaveLength(1);
  });
});
