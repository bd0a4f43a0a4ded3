import { describe, expect, it } from 'vitest';
import { consumptionSpans, type CountedReading } from '../../../src/connector/meterReadings/consumption.js';

const H = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
const at = (hours: number, minutes = 0): number => T0 + hours * H + minutes * 60_000;
const r = (
  hours: number,
  value: number,
  kind: CountedReading['kind'] = 'reading',
  minutes = 0,
): CountedReading => ({
  at: at(hours, minutes),
  value,
  kind,
});
const fiveDigits = { integerDigitCount: 5, fractionDigitCount: null };

describe('consumptionSpans: readings to hourly consumption', () => {
  it('spreads each difference over the whole hours from the earlier reading hour to the later one', () => {
    expect(
      consumptionSpans([r(0, 100, 'reading', 40), r(10, 110, 'reading', 5), r(12, 111)], fiveDigits),
    ).toEqual([
      { from: at(0), to: at(10), perHour: 1 },
      { from: at(10), to: at(12), perHour: 0.5 },
    ]);
  });

  it('counts across a rollover of the counter and nothing across a meter change', () => {
    expect(
      consumptionSpans([r(0, 99_990), r(10, 10, 'rollover'), r(20, 3, 'meterChange'), r(30, 13)], fiveDigits),
    ).toEqual([
      { from: at(0), to: at(10), perHour: 2 },
      { from: at(20), to: at(30), perHour: 1 },
    ]);
  });

  it('gives nothing for a drop or for two readings within one hour', () => {
    expect(consumptionSpans([r(0, 100), r(5, 90), r(5, 95, 'reading', 30)], fiveDigits)).toEqual([]);
  });

  it('wraps at 10^11 when the point has no integer digit count', () => {
    const spans = consumptionSpans([r(0, 1e11 - 1), r(1, 1, 'rollover')], {
      integerDigitCount: null,
      fractionDigitCount: null,
    });
    expect(spans).toEqual([{ from: at(0), to: at(1), perHour: 2 }]);
  });
});
