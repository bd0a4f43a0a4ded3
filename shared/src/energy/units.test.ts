import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  excelNumberFormat,
  formatShown,
  MWH_FROM_KWH,
  roundedValue,
  sharedUnitFormats,
  unitFormat,
} from './units';

const fi = createIntl({ locale: 'fi-FI', messages: {} });

describe('the unit follows the magnitude of the values shown together', () => {
  it('kWh below 10,000 kWh, MWh from there on, by the largest value', () => {
    expect(unitFormat('kWh', [0.2, 3.5, MWH_FROM_KWH - 1])).toMatchObject({ unit: 'kWh', factor: 1 });
    expect(unitFormat('kWh', [0.2, 3.5, MWH_FROM_KWH])).toMatchObject({ unit: 'MWh', factor: 1000 });
    expect(unitFormat('MWh', [12])).toMatchObject({ unit: 'MWh', factor: 1 });
  });

  it('a district heating hour sent as 0.005 MWh reads 5 kWh; a peak power of 0.025 MW reads 25 kW', () => {
    const hour = unitFormat('MWh', [0.005, 0.0042]);
    expect(hour.unit).toBe('kWh');
    expect(formatShown(fi, 0.005, hour)).toBe('5');
    const peak = unitFormat('MW', [0.025]);
    expect(peak.unit).toBe('kW');
    expect(formatShown(fi, 0.025, peak)).toBe('25');
    expect(unitFormat('kW', [12_500])).toMatchObject({ unit: 'MW', factor: 1000, decimals: 1 });
  });

  it('one card in one unit: a total of 44,400 kWh and a highest hour of 7 kWh are both in MWh', () => {
    const formatOf = sharedUnitFormats([
      { unit: 'kWh', value: 44_400 },
      { unit: 'kWh', value: 7 },
      { unit: 'MWh', value: 0.002 },
      { unit: 'C', value: 68.25 },
    ]);
    expect(formatOf('kWh')).toMatchObject({ unit: 'MWh', factor: 1000, decimals: 1 });
    // a value the connector sent in MWh is shown in the same unit with its own factor
    expect(formatOf('MWh')).toMatchObject({ unit: 'MWh', factor: 1, decimals: 1 });
    expect(formatOf('C')).toMatchObject({ unit: 'C', decimals: 1 });
    // each value keeps its own decimals by size, in the card's unit
    expect(formatShown(fi, 7, formatOf('kWh', 7))).toBe('0,007');
    expect(formatShown(fi, 44_400, formatOf('kWh', 44_400))).toBe('44,4');
  });

  it('decimals by size, money two (four below a tenth), temperatures one', () => {
    expect(unitFormat('kWh', [0.014, 0.9]).decimals).toBe(3);
    expect(unitFormat('kWh', [0.35, 3.2]).decimals).toBe(2);
    expect(unitFormat('kWh', [523.44]).decimals).toBe(1);
    expect(unitFormat('kWh', [4240.338]).decimals).toBe(0);
    expect(unitFormat('EURVat', [12.5])).toMatchObject({ decimals: 2, minDecimals: 2 });
    expect(unitFormat('snt/kWh', [0.016]).decimals).toBe(4);
    expect(unitFormat('C', [-3.26]).decimals).toBe(1);
  });

  it('rounded values are what an xlsx cell carries, with a matching Excel format; no -0', () => {
    const kwh = unitFormat('kWh', [0.35, 3.2]);
    expect(roundedValue(0.1 + 0.2, kwh)).toBe(0.3);
    expect(Object.is(roundedValue(-0.001, kwh), 0)).toBe(true);
    expect(roundedValue(42_403.38, unitFormat('kWh', [42_403.38]))).toBe(42.4);
    expect(excelNumberFormat(unitFormat('kWh', [4240]))).toBe('#,##0');
    expect(excelNumberFormat(kwh)).toBe('#,##0.00');
  });
});
