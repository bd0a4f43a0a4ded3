import { describe, expect, it } from 'vitest';
import { intlEn, intlFi } from './chartFixtures';
import { excelNumberFormat, formatAmount, formatFor, MWH_FROM_KWH, roundedValue } from './numberFormat';

describe('number format: one unit and decimals per series', () => {
  it('kWh below 10,000 kWh, MWh from there on, by the largest value of the series', () => {
    expect(formatFor('kWh', [0.2, 3.5, MWH_FROM_KWH - 1])).toMatchObject({ unit: 'kWh', factor: 1 });
    expect(formatFor('kWh', [0.2, 3.5, MWH_FROM_KWH])).toMatchObject({ unit: 'MWh', factor: 1000 });
    // a server sending MWh for small values gets them in kWh
    expect(formatFor('MWh', [0.0005, 0.014])).toMatchObject({ unit: 'kWh', factor: 0.001 });
    expect(formatFor('MWh', [12])).toMatchObject({ unit: 'MWh', factor: 1 });
  });

  it('decimals by size: hourly values to the watt-hour, totals whole', () => {
    expect(formatFor('kWh', [0.014, 0.9]).decimals).toBe(3);
    expect(formatFor('kWh', [0.35, 3.2]).decimals).toBe(2);
    expect(formatFor('kWh', [523.44]).decimals).toBe(1);
    expect(formatFor('kWh', [4240.338]).decimals).toBe(0);
    expect(formatFor('kWh', [42_403.38])).toMatchObject({ unit: 'MWh', decimals: 1 });
  });

  it('never "0,014 MWh" nor "4 240,338 kWh"', () => {
    expect(formatAmount(intlFi, 0.014, formatFor('MWh', [0.014]))).toBe('14 kWh');
    expect(formatAmount(intlFi, 4240.338, formatFor('kWh', [4240.338]))).toBe('4\u00a0240 kWh');
    expect(formatAmount(intlEn, 1.5, formatFor('kWh', [1.5, 3.25]))).toBe('1.5 kWh');
    expect(formatAmount(intlEn, null, formatFor('kWh', []))).toBe('no value');
  });

  it('money keeps two decimals (four for fractions of a cent), temperatures one', () => {
    expect(formatAmount(intlEn, 12.5, formatFor('EUR', [12.5]))).toBe('12.50 €');
    expect(formatFor('snt/kWh', [0.016]).decimals).toBe(4);
    expect(formatAmount(intlFi, -3.26, formatFor('C', [-3.26]))).toMatch(/^−3,3 /);
  });

  it('rounded values are what the xlsx cell carries, in the shown unit; no -0', () => {
    const kwh = formatFor('kWh', [0.35, 3.2]);
    expect(roundedValue(0.1 + 0.2, kwh)).toBe(0.3);
    expect(roundedValue(1.23456, kwh)).toBe(1.23);
    expect(Object.is(roundedValue(-0.001, kwh), 0)).toBe(true);
    const mwh = formatFor('kWh', [42_403.38]);
    expect(roundedValue(42_403.38, mwh)).toBe(42.4);
  });

  it('the Excel number format shows the same decimals with grouping', () => {
    expect(excelNumberFormat(formatFor('kWh', [4240]))).toBe('#,##0');
    expect(excelNumberFormat(formatFor('kWh', [3.2]))).toBe('#,##0.00');
    expect(excelNumberFormat(formatFor('EUR', [12]))).toBe('#,##0.00');
  });
});
