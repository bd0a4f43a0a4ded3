import { describe, expect, it } from 'vitest';
import {
  baseLoadPerDay,
  fmiDegreeDay,
  normalizeUsage,
} from '../../../src/connector/districtHeating/normalization.js';
import { demoNormalDegreeDays } from '../../../src/demo/districtHeating.js';

describe('heating degree days S17 (FMI)', () => {
  it('counts 17 °C minus the daily mean on a heating-season day', () => {
    expect(fmiDegreeDay(-8, 1)).toBe(25);
    expect(fmiDegreeDay(9.5, 5)).toBe(7.5);
  });

  it('leaves out spring days at 10 °C or warmer and autumn days at 12 °C or warmer', () => {
    expect(fmiDegreeDay(10, 5)).toBe(0);
    expect(fmiDegreeDay(11, 6)).toBe(0);
    // the same 11 °C counts in autumn, where the limit is 12 °C
    expect(fmiDegreeDay(11, 9)).toBe(6);
    expect(fmiDegreeDay(12, 9)).toBe(0);
  });

  it('gives the demo climate a Finnish-like normal year (winter months highest, July lowest)', () => {
    const normals = demoNormalDegreeDays();
    const year = normals.reduce((a, b) => a + b, 0);
    expect(year).toBeGreaterThan(3500);
    expect(year).toBeLessThan(5500);
    expect(normals[0]).toBeGreaterThan(normals[6]!);
    expect(normals[6]).toBe(0);
  });
});

describe('temperature normalization', () => {
  it('takes the hot water base load from the month with the lowest usage per day', () => {
    expect(
      baseLoadPerDay([
        { usage: 31, days: 31 },
        { usage: 6, days: 30 },
        { usage: null, days: 31 },
        { usage: 9.3, days: 31 },
      ]),
    ).toBeCloseTo(0.2);
    expect(baseLoadPerDay([])).toBeNull();
  });

  it('scales the heating part by reference / actual degree days and keeps the base load', () => {
    // 10 MWh in 30 days with 0.1 MWh/day hot water: 3 base + 7 heating; a month 20 % warmer than normal
    const normalized = normalizeUsage({
      usage: 10,
      days: 30,
      basePerDay: 0.1,
      actualDegreeDays: 400,
      referenceDegreeDays: 500,
    });
    expect(normalized).toBeCloseTo(3 + 7 * (500 / 400));
  });

  it('a colder month than normal normalizes down', () => {
    const normalized = normalizeUsage({
      usage: 10,
      days: 30,
      basePerDay: 0.1,
      actualDegreeDays: 600,
      referenceDegreeDays: 500,
    });
    expect(normalized).toBeLessThan(10);
  });

  it('a month without degree days keeps its measured usage', () => {
    expect(
      normalizeUsage({ usage: 4, days: 31, basePerDay: 0.1, actualDegreeDays: 0, referenceDegreeDays: 20 }),
    ).toBe(4);
  });
});
