import { describe, expect, it } from 'vitest';
import { fromHelsinkiWallTime, addHelsinki } from '@portal/shared/calendar';
import { averageChipColour } from '@portal/shared/api/spotPrices';
import {
  helsinkiClock,
  shownPrice,
  spotSeries,
  useWeightedAverage,
  type EnergyUse,
  type MarketPrice,
} from '../../../src/connector/spotPrices/calc.js';

const day = (year: number, month: number, d: number) => {
  const start = fromHelsinkiWallTime({ year, month, day: d });
  return { start, end: addHelsinki(start, 1, 'day') };
};

/** market prices over [start, end) at a step, EUR/MWh from the index */
const market = (start: Date, end: Date, stepMinutes: number, price: (i: number) => number): MarketPrice[] => {
  const rows: MarketPrice[] = [];
  for (let at = start.getTime(), i = 0; at < end.getTime(); at += stepMinutes * 60_000, i++)
    rows.push({ atMs: at, stepMinutes, eurPerMwh: price(i) });
  return rows;
};

const noMargin = { vat: false, marginSnt: null };

describe('VAT by delivery date', () => {
  it('is 24 % for deliveries before 1 Sep 2024 (Helsinki) and 25.5 % from it', () => {
    const before = fromHelsinkiWallTime({ year: 2024, month: 8, day: 31, hour: 23, minute: 45 });
    const from = fromHelsinkiWallTime({ year: 2024, month: 9, day: 1 });
    expect(shownPrice(100, before, true)).toBeCloseTo(12.4, 10);
    expect(shownPrice(100, from, true)).toBeCloseTo(12.55, 10);
    expect(shownPrice(100, from, false)).toBe(10);
  });

  it('adds no VAT to a negative price, and VAT on spot + margin when that is positive', () => {
    const at = fromHelsinkiWallTime({ year: 2025, month: 6, day: 1, hour: 3 });
    expect(shownPrice(-20, at, true)).toBe(-2);
    expect(shownPrice(-20, at, true, 0.5)).toBe(-1.5);
    expect(shownPrice(-2, at, true, 0.5)).toBeCloseTo(0.3 * 1.255, 10);
  });

  it('changes inside a range at the first delivery of 1 Sep 2024', () => {
    const start = fromHelsinkiWallTime({ year: 2024, month: 8, day: 31 });
    const end = addHelsinki(start, 2, 'day');
    const s = spotSeries(
      market(start, end, 60, () => 100),
      start,
      end,
      'hour',
      { vat: true, marginSnt: null },
    );
    expect(s.points).toHaveLength(48);
    expect(new Set(s.points.slice(0, 24).map((p) => p.price))).toEqual(new Set([12.4]));
    expect(new Set(s.points.slice(24).map((p) => p.price))).toEqual(new Set([12.55]));
  });
});

describe('hours and quarters', () => {
  it('an hour of quarter prices is the mean of its four quarters', () => {
    const { start, end } = day(2025, 11, 5);
    const quarters = market(start, end, 15, (i) => [10, 20, 30, 80][i % 4]!);
    const hourly = spotSeries(quarters, start, end, 'hour', noMargin);
    expect(hourly.points).toHaveLength(24);
    expect(hourly.points.every((p) => p.price === 3.5)).toBe(true);
    const byQuarter = spotSeries(quarters, start, end, 'minutes_15', noMargin);
    expect(byQuarter.points.slice(0, 4).map((p) => p.price)).toEqual([1, 2, 3, 8]);
    expect(byQuarter.points[0]).toMatchObject({ time: '00.00', start: start.toISOString() });
    expect(byQuarter.points[5]?.time).toBe('01.15');
  });

  it('a quarter before 1 Oct 2025 is its hour price; a missing quarter leaves its hour without a price', () => {
    const { start, end } = day(2025, 9, 10);
    const hours = market(start, end, 60, (i) => i * 10);
    const s = spotSeries(hours, start, end, 'minutes_15', noMargin);
    expect(s.points).toHaveLength(96);
    expect(s.points.slice(4, 8).map((p) => p.price)).toEqual([1, 1, 1, 1]);
    const later = day(2025, 11, 6);
    const gap = market(later.start, later.end, 15, () => 40).filter((_, i) => i !== 6);
    const h = spotSeries(gap, later.start, later.end, 'hour', noMargin);
    expect(h.points[1]?.price).toBeNull();
    expect(h.points[2]?.price).toBe(4);
  });

  it('the first 15-minute delivery day starts at 00.00 Helsinki with quarters', () => {
    const { start, end } = day(2025, 10, 1);
    expect(start.toISOString()).toBe('2025-09-30T21:00:00.000Z');
    const prices = [...market(start, new Date('2025-09-30T22:00:00Z'), 60, () => 50)];
    prices.push(...market(new Date('2025-09-30T22:00:00Z'), end, 15, (i) => (i % 2 === 0 ? 40 : 60)));
    const s = spotSeries(prices, start, end, 'hour', noMargin);
    expect(s.points.map((p) => p.price)).toEqual(Array(24).fill(5) as number[]);
  });
});

describe('DST days in Helsinki', () => {
  it('the spring day has 92 quarters and 23 hours, with no 03.xx', () => {
    const { start, end } = day(2026, 3, 29);
    const prices = market(start, end, 15, () => 50);
    const q = spotSeries(prices, start, end, 'minutes_15', noMargin);
    const h = spotSeries(prices, start, end, 'hour', noMargin);
    expect(q.points).toHaveLength(92);
    expect(h.points).toHaveLength(23);
    expect(h.points.map((p) => p.time).slice(2, 4)).toEqual(['02.00', '04.00']);
  });

  it('the autumn day has 100 quarters and 25 hours: 03.00 twice, told apart by start', () => {
    const { start, end } = day(2025, 10, 26);
    const prices = market(start, end, 15, (i) => i);
    const q = spotSeries(prices, start, end, 'minutes_15', noMargin);
    const h = spotSeries(prices, start, end, 'hour', noMargin);
    expect(q.points).toHaveLength(100);
    expect(h.points).toHaveLength(25);
    const threes = h.points.filter((p) => p.time === '03.00');
    expect(threes).toHaveLength(2);
    expect(threes[0]?.start).not.toBe(threes[1]?.start);
    // hour 3 (first) holds quarters 12..15, the repeated one 16..19: means 13.5 and 17.5 EUR/MWh
    expect(threes.map((p) => p.price)).toEqual([1.35, 1.75]);
    // the day's mean weighs every quarter alike: quarters 0..99 give 49.5 EUR/MWh
    expect(h.average).toBe(4.95);
    expect(q.average).toBe(4.95);
  });

  it('clock labels follow the wall clock', () => {
    expect(helsinkiClock(new Date('2025-10-26T00:00:00Z'))).toBe('03.00');
    expect(helsinkiClock(new Date('2025-10-26T01:00:00Z'))).toBe('03.00');
    expect(helsinkiClock(new Date('2025-10-26T01:45:00Z'))).toBe('03.45');
  });
});

describe('averages', () => {
  it('average, minimum, maximum and the customer price with the margin', () => {
    const { start, end } = day(2025, 6, 10);
    const prices = market(start, end, 60, (i) => (i < 12 ? -10 : 110));
    const s = spotSeries(prices, start, end, 'hour', { vat: true, marginSnt: 0.5 });
    expect(s.minimum).toBe(-1);
    expect(s.maximum).toBeCloseTo(13.805, 10);
    expect(s.average).toBeCloseTo((-1 + 13.805) / 2, 3);
    expect(s.points[0]?.customerPrice).toBe(-0.5);
    expect(s.points[12]?.customerPrice).toBe(14.433); // 14.4325 to a thousandth
    expect(s.customerAverage).toBeCloseTo((-0.5 + 14.433) / 2, 3);
  });

  it('the use-weighted average prices each kWh at its own interval, across the autumn DST day', () => {
    const { start, end } = day(2025, 10, 26);
    // 25 hours of quarter prices: 0 snt in the first 03.00 hour, 20 snt in the repeated one, 10 otherwise
    const prices = market(start, end, 15, (i) => (i >= 12 && i < 16 ? 0 : i >= 16 && i < 20 ? 200 : 100));
    // 1 kWh in the first 03.00 hour, 3 kWh in the repeated 03.00 hour, hourly readings
    const use: EnergyUse[] = [
      { atMs: start.getTime() + 3 * 3_600_000, stepMinutes: 60, kwh: 1 },
      { atMs: start.getTime() + 4 * 3_600_000, stepMinutes: 60, kwh: 3 },
    ];
    expect(useWeightedAverage(prices, use, false)).toBe(15);
    expect(useWeightedAverage(prices, use, true)).toBeCloseTo(15 * 1.255, 3);
    expect(useWeightedAverage(prices, [], false)).toBeNull();
  });

  it('the chip: success below the average, error above, primary when equal or unknown', () => {
    expect(averageChipColour(4, 5)).toBe('success');
    expect(averageChipColour(6, 5)).toBe('error');
    expect(averageChipColour(5.001, 5)).toBe('primary');
    expect(averageChipColour(null, 5)).toBe('primary');
    expect(averageChipColour(5, null)).toBe('primary');
  });
});
