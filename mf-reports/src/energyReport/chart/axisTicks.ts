/**
 * Where the x axis puts its labels. The axis is linear over bucket indexes (decimation needs a linear
 * scale), so ticks are chosen here: at calendar boundaries (whole hours, days, the 1st of a month, New
 * Year...) read from the locale-neutral bucket labels, at the finest level that still fits the width.
 */
import type { Bucket } from '@portal/shared/calendar';

const digits = (text: string, from: number, count: number): number => {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
};

const LEVEL_COUNT = 15;

/**
 * How many tick levels a bucket label belongs to, finest first, each level a subset of the one before:
 * every bucket; :00 and :30; whole hours; every 3, 6 and 12 hours; midnight; the 1st, 8th, 15th and
 * 22nd; the 1st and 15th; the 1st of a month; of a quarter; of January and July; New Year; even years;
 * decades. A coarser label ('2025-03') reads as its first instant. 0 for a label it cannot read.
 * Written as one pass of comparisons: it runs for each of 35,040 buckets before the first draw.
 */
export function tickRank(label: string): number {
  const length = label.length;
  const year = digits(label, 0, 4);
  const month = length >= 7 ? digits(label, 5, 2) : 1;
  const day = length >= 10 ? digits(label, 8, 2) : 1;
  const hour = length >= 16 ? digits(label, 11, 2) : 0;
  const minute = length >= 16 ? digits(label, 14, 2) : 0;
  if (Number.isNaN(year + month + day + hour + minute)) return 0;
  // finest test first; a failed test ends the chain, so most quarter-hours cost one comparison
  if (minute % 30 !== 0) return 1;
  if (minute !== 0) return 2;
  if (hour % 3 !== 0) return 3;
  if (hour % 6 !== 0) return 4;
  if (hour % 12 !== 0) return 5;
  if (hour !== 0) return 6;
  if ((day - 1) % 7 !== 0 || day >= 29) return 7;
  if (day !== 1 && day !== 15) return 8;
  if (day !== 1) return 9;
  if ((month - 1) % 3 !== 0) return 10;
  if (month !== 1 && month !== 7) return 11;
  if (month !== 1) return 12;
  if (year % 2 !== 0) return 13;
  if (year % 10 !== 0) return 14;
  return LEVEL_COUNT;
}

/** Bucket indexes per level, finest first; a level equal to the one before it is left out. */
export function tickLevels(buckets: readonly Bucket[]): number[][] {
  const perLevel: number[][] = Array.from({ length: LEVEL_COUNT }, () => []);
  for (let i = 0; i < buckets.length; i++) {
    const rank = tickRank(buckets[i]!.label);
    for (let level = 0; level < rank; level++) perLevel[level]!.push(i);
  }
  return perLevel.filter((level, i) => i === 0 || level.length !== perLevel[i - 1]!.length);
}

/** First position in the sorted list whose value is at least `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The ticks inside [min, max] at the finest level with at most `maxTicks` of them there; when the next
 * level has none there (or there is no coarser level), every n-th of the finest that does.
 */
export function pickTicks(levels: readonly number[][], min: number, max: number, maxTicks: number): number[] {
  const limit = Math.max(1, Math.floor(maxTicks));
  let crowded: number[] = [];
  for (const level of levels) {
    const inRange = level.slice(lowerBound(level, min), lowerBound(level, Math.floor(max) + 1));
    if (inRange.length === 0 && crowded.length > 0) break;
    if (inRange.length <= limit) return inRange;
    crowded = inRange;
  }
  const step = Math.ceil(crowded.length / limit);
  return crowded.filter((_, i) => i % step === 0);
}
