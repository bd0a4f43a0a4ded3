import { describe, expect, it } from 'vitest';
import { aggregationOf, combine, isLevel, rangeOf } from './aggregation';

describe('sum or mean per quantity', () => {
  it('averages temperatures and prices, also their year-earlier comparison series', () => {
    expect(aggregationOf('heatWaterTemperatureIn', 'C')).toBe('mean');
    expect(aggregationOf('heatWaterTemperatureOut')).toBe('mean');
    expect(aggregationOf('heatWaterTemperatureIn.comparison', 'C')).toBe('mean');
    expect(aggregationOf('temperature', 'C')).toBe('mean');
    expect(aggregationOf('spotPriceVat', 'snt/kWh')).toBe('mean');
  });

  it('sums energy, volume, money and degree days', () => {
    for (const [quantity, unit] of [
      ['heatEnergy', 'MWh'],
      ['electricityP', 'kWh'],
      ['heatWater', 'm3'],
      ['usagePriceVat', 'EURVat'],
      ['heatingDegreeDays', 'degree-days'],
      ['electricityQ', 'kvarh'],
    ] as const)
      expect(aggregationOf(quantity, unit), quantity).toBe('sum');
  });

  it('averages an unknown quantity measured in a level unit (a new connector value is not summed)', () => {
    expect(isLevel('supplyPressure', 'bar')).toBe(true);
    expect(isLevel('peakPower', 'kW')).toBe(true);
    expect(isLevel('somethingNew', 'kWh')).toBe(false);
    expect(isLevel('somethingNew')).toBe(false);
  });
});

describe('combine', () => {
  it('a month of hourly supply temperatures around 70 °C gives about 70 °C, not their sum', () => {
    const hours = Array.from({ length: 744 }, (_, i) => 70 + Math.sin(i));
    const mean = combine('mean', hours)!;
    expect(mean).toBeGreaterThan(69);
    expect(mean).toBeLessThan(71);
    expect(combine('sum', hours)).toBeGreaterThan(50_000);
  });

  it('weights a mean by measured hours and leaves out parts without a value', () => {
    // a whole day at 60 and half a day at 80: (24*60 + 12*80) / 36
    expect(combine('mean', [60, 80, null], [24, 12, 24])).toBeCloseTo(66.667, 3);
    expect(combine('mean', [null, undefined])).toBeNull();
    expect(combine('sum', [null, 2, 3])).toBe(5);
    expect(combine('sum', [])).toBeNull();
  });

  it('gives the range of the values with one', () => {
    expect(rangeOf([3, null, -2, 7])).toEqual({ min: -2, max: 7 });
    expect(rangeOf([null])).toBeNull();
  });
});
