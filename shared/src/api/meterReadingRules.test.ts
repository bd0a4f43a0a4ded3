import { describe, expect, it } from 'vitest';
import type { ReadingKind, ReadingReview, TimeSeriesEntry } from './meterReadings';
import {
  assessReading,
  counterModulus,
  DEFAULT_INTEGER_DIGITS,
  expectedRange,
  normalizeReading,
  parseReading,
  readingValueError,
  valueRuleOf,
} from './meterReadingRules';

// fixed instants, not the clock: the rules take keys (unix seconds) and nothing else
const START = 1_700_000_000;
const DAY = 86_400;
const at = (day: number) => START + Math.round(day * DAY);

type Reading = Pick<TimeSeriesEntry, 'key' | 'value' | 'kind' | 'review'>;
const reading = (
  day: number,
  value: number,
  kind: ReadingKind = 'reading',
  review: ReadingReview | null = null,
): Reading => ({
  key: at(day),
  value,
  kind,
  review,
});
const review = (status: ReadingReview['status']): ReadingReview => ({
  status,
  flags: ['belowPrevious'],
  reason: null,
  decidedAt: null,
});

const decimal = (fractionDigitCount: number, integerDigitCount: number | null = null) => ({
  integerDigitCount,
  fractionDigitCount,
});
const integer = (integerDigitCount: number) => ({ integerDigitCount, fractionDigitCount: null });
const undefinedDigits = { integerDigitCount: null, fractionDigitCount: null };

describe('the value rule a point follows (spec customer-area 5)', () => {
  it('fraction digits defined: the decimal schema, whatever the integer digits', () => {
    expect(valueRuleOf(decimal(2))).toBe('decimalSchema');
    expect(valueRuleOf(decimal(3, 6))).toBe('decimalSchema');
  });

  it('only integer digits defined (fraction digits null or 0): the integer schema', () => {
    expect(valueRuleOf(integer(5))).toBe('integerSchema');
    expect(valueRuleOf({ integerDigitCount: 5, fractionDigitCount: 0 })).toBe('integerSchema');
  });

  it('neither defined (null or 0): the default rule', () => {
    expect(valueRuleOf(undefinedDigits)).toBe('defaultSchema');
    expect(valueRuleOf({ integerDigitCount: 0, fractionDigitCount: 0 })).toBe('defaultSchema');
  });
});

describe('normalizeReading and parseReading', () => {
  it('comma becomes dot and the surrounding blanks go', () => {
    expect(normalizeReading(' 12,5 ')).toBe('12.5');
    expect(parseReading('12,5')).toBe(12.5);
    expect(parseReading('1234.0005')).toBe(1234.0005);
  });
});

describe('readingValueError', () => {
  it('empty input clears the error under every rule', () => {
    for (const point of [decimal(2), integer(5), undefinedDigits]) {
      expect(readingValueError('', point)).toBeNull();
      expect(readingValueError('   ', point)).toBeNull();
    }
  });

  describe('decimal schema (fraction digits defined)', () => {
    it('"12,5" is accepted as 12.5: a comma is the decimal point', () => {
      expect(readingValueError('12,5', decimal(1))).toBeNull();
      expect(readingValueError('12.5', decimal(1))).toBeNull();
    });

    it('a dot is required', () => {
      expect(readingValueError('12', decimal(2))).toBe('decimalSchema');
      expect(readingValueError('12.', decimal(2))).toBe('decimalSchema');
    });

    it('no leading zero', () => {
      expect(readingValueError('012.5', decimal(2))).toBe('decimalSchema');
      expect(readingValueError('0.5', decimal(2))).toBe('decimalSchema');
    });

    it('at most fractionDigitCount decimals: "1.23456" is refused with 4 fraction digits, "1.2345" taken', () => {
      expect(readingValueError('1.23456', decimal(4))).toBe('decimalSchema');
      expect(readingValueError('1.2345', decimal(4))).toBeNull();
    });

    it('up to integerDigitCount integer digits when defined', () => {
      expect(readingValueError('12345.1', decimal(1, 5))).toBeNull();
      expect(readingValueError('123456.1', decimal(1, 5))).toBe('decimalSchema');
    });

    it('up to 11 integer digits when integerDigitCount is not defined', () => {
      expect(readingValueError(`${'1'.repeat(DEFAULT_INTEGER_DIGITS)}.5`, decimal(1))).toBeNull();
      expect(readingValueError(`${'1'.repeat(12)}.5`, decimal(1))).toBe('decimalSchema');
    });

    it('numbers only: no sign, letters or second separator', () => {
      expect(readingValueError('-1.5', decimal(2))).toBe('decimalSchema');
      expect(readingValueError('1a.5', decimal(2))).toBe('decimalSchema');
      expect(readingValueError('1.2.3', decimal(2))).toBe('decimalSchema');
    });
  });

  describe('integer schema (only integer digits defined)', () => {
    it('a positive integer: "7" taken, "007" and "0" refused', () => {
      expect(readingValueError('7', integer(5))).toBeNull();
      expect(readingValueError('007', integer(5))).toBe('integerSchema');
      expect(readingValueError('0', integer(5))).toBe('integerSchema');
    });

    it('no dot or comma', () => {
      expect(readingValueError('12.5', integer(5))).toBe('integerSchema');
      expect(readingValueError('12,5', integer(5))).toBe('integerSchema');
    });

    it('at most integerDigitCount digits', () => {
      expect(readingValueError('12345', integer(5))).toBeNull();
      expect(readingValueError('123456', integer(5))).toBe('integerSchema');
    });
  });

  describe('default rule (neither defined)', () => {
    it('"007" is refused: it must not start with 0', () => {
      expect(readingValueError('007', undefinedDigits)).toBe('defaultSchema');
      expect(readingValueError('0.5', undefinedDigits)).toBe('defaultSchema');
    });

    it('11 integer digits are taken, 12 integer digits refused', () => {
      expect(readingValueError('12345678901', undefinedDigits)).toBeNull();
      expect(readingValueError('123456789012', undefinedDigits)).toBe('defaultSchema');
    });

    it('up to 4 decimals, a comma or a dot, and the dot is optional', () => {
      expect(readingValueError('12,5', undefinedDigits)).toBeNull();
      expect(readingValueError('12', undefinedDigits)).toBeNull();
      expect(readingValueError('1.2345', undefinedDigits)).toBeNull();
      expect(readingValueError('1.23456', undefinedDigits)).toBe('defaultSchema');
    });

    it('numeric only', () => {
      expect(readingValueError('abc', undefinedDigits)).toBe('defaultSchema');
      expect(readingValueError('1e5', undefinedDigits)).toBe('defaultSchema');
    });
  });
});

describe('counterModulus', () => {
  it('the counter wraps at 10^integerDigitCount, 10^11 when not defined', () => {
    expect(counterModulus(integer(5))).toBe(100_000);
    expect(counterModulus(decimal(2, 6))).toBe(1_000_000);
    expect(counterModulus(undefinedDigits)).toBe(10 ** 11);
  });
});

describe('expectedRange', () => {
  const point = integer(6);

  it('the daily rate since the readings, carried from the last one, +-50 %', () => {
    const range = expectedRange([reading(0, 100), reading(10, 200)], at(20), point);
    expect(range).toEqual({
      last: { key: at(10), value: 200 },
      perDay: 10,
      expected: 300,
      low: 250,
      high: 350,
    });
  });

  it('reads the readings in time order whatever order they come in, and ignores those at or after the instant', () => {
    const range = expectedRange(
      [reading(30, 999), reading(10, 200), reading(20, 200), reading(0, 100)],
      at(20),
      point,
    );
    expect(range?.last).toEqual({ key: at(10), value: 200 });
    expect(range?.perDay).toBe(10);
  });

  it('less than a day after the last reading the upper end allows a whole day', () => {
    const range = expectedRange([reading(0, 100), reading(10, 200)], at(10) + 3600, point);
    expect(range?.expected).toBeCloseTo(200 + 10 / 24);
    expect(range?.low).toBeCloseTo(200 + (10 / 24) * 0.5);
    expect(range?.high).toBeCloseTo(215);
  });

  it('null with fewer than two counted readings: waiting for review and rejected ones do not count', () => {
    expect(expectedRange([], at(5), point)).toBeNull();
    expect(expectedRange([reading(0, 100)], at(5), point)).toBeNull();
    expect(
      expectedRange([reading(0, 100), reading(10, 200, 'reading', review('pending'))], at(20), point),
    ).toBeNull();
    expect(
      expectedRange([reading(0, 100), reading(10, 200, 'reading', review('rejected'))], at(20), point),
    ).toBeNull();
  });

  it('an accepted reading counts', () => {
    expect(
      expectedRange([reading(0, 100), reading(10, 200, 'reading', review('accepted'))], at(20), point)
        ?.perDay,
    ).toBe(10);
  });

  it('null when the readings are less than a day apart or show no consumption', () => {
    expect(expectedRange([reading(0, 100), reading(1 / 24, 101)], at(2), point)).toBeNull();
    expect(expectedRange([reading(0, 100), reading(10, 100)], at(20), point)).toBeNull();
  });

  it('across a rollover the counter wrapped: the consumption is modulus - before + after', () => {
    const wrapping = integer(5);
    const range = expectedRange([reading(0, 99_900), reading(10, 400, 'rollover')], at(20), wrapping);
    expect(range).toMatchObject({ perDay: 50, expected: 900, low: 650, high: 1150 });
  });

  it('a meter change breaks the series: the rate comes from the new meter only', () => {
    const readings = [reading(0, 5000), reading(10, 5500), reading(20, 10, 'meterChange'), reading(30, 110)];
    expect(expectedRange(readings, at(40), point)).toMatchObject({ perDay: 10, expected: 210 });
    // the new meter's first reading alone tells nothing
    expect(expectedRange(readings.slice(0, 3), at(25), point)).toBeNull();
  });

  it('readings more than 400 days before the last do not set the rate', () => {
    const range = expectedRange([reading(0, 1000), reading(500, 2000), reading(510, 2100)], at(520), point);
    expect(range?.perDay).toBe(10);
  });
});

describe('assessReading', () => {
  const point = integer(6);
  const series = [reading(20, 300), reading(0, 100), reading(10, 200)];

  it('a reading between its neighbours and inside the expected range has no flags', () => {
    const assessment = assessReading(series, { key: at(15), value: 250, kind: 'reading' }, point);
    expect(assessment.flags).toEqual([]);
    expect(assessment.previous?.key).toBe(at(10));
    expect(assessment.next?.key).toBe(at(20));
    expect(assessment.rolloverFits).toBe(false);
    expect(assessment.range).toMatchObject({ low: 225, high: 275 });
  });

  it('below the latest earlier reading by timestamp: belowPrevious, not also outsideExpected', () => {
    const assessment = assessReading(series, { key: at(25), value: 150, kind: 'reading' }, point);
    expect(assessment.previous).toEqual(reading(20, 300));
    expect(assessment.flags).toEqual(['belowPrevious']);
  });

  it('above the next later reading: aboveNext; outside the expected range: outsideExpected', () => {
    const assessment = assessReading(series, { key: at(15), value: 350, kind: 'reading' }, point);
    expect(assessment.flags).toEqual(['outsideExpected', 'aboveNext']);
    expect(assessment.next?.value).toBe(300);
  });

  it('the next reading being a meter change does not make a reading above it implausible', () => {
    const readings = [reading(0, 100), reading(10, 200), reading(20, 5, 'meterChange')];
    expect(assessReading(readings, { key: at(15), value: 250, kind: 'reading' }, point).flags).toEqual([]);
  });

  it('readings waiting for review or rejected are no neighbours', () => {
    const readings = [
      ...series,
      reading(15, 999, 'reading', review('pending')),
      reading(16, 1, 'reading', review('rejected')),
    ];
    const assessment = assessReading(readings, { key: at(18), value: 250, kind: 'reading' }, point);
    expect(assessment.previous?.key).toBe(at(10));
    expect(assessment.flags).toEqual([]);
  });

  it('an edit leaves out the entry it replaces (replacesKey) and the one at its own key', () => {
    const moved = { key: at(18), value: 310, kind: 'reading' as const };
    expect(assessReading(series, moved, point).flags).toEqual(['aboveNext']);
    expect(assessReading(series, { ...moved, replacesKey: at(20) }, point).flags).toEqual([]);
    const sameKey = assessReading(series, { key: at(20), value: 260, kind: 'reading' }, point);
    expect(sameKey.previous?.key).toBe(at(10));
    expect(sameKey.next).toBeNull();
  });

  describe('rollover', () => {
    const counter = integer(5);
    // 45 a day; at day 22 the range is 99945..100035, i.e. up to 135 past the last reading
    const history = [reading(0, 99_000), reading(10, 99_500), reading(20, 99_900)];

    it('a drop that fits a wrap within the expected range is offered as a rollover', () => {
      const assessment = assessReading(history, { key: at(22), value: 30, kind: 'reading' }, counter);
      expect(assessment.flags).toEqual(['belowPrevious']);
      expect(assessment.rolloverFits).toBe(true);
    });

    it('a drop whose wrap would mean more than the range allows is not', () => {
      expect(assessReading(history, { key: at(22), value: 50, kind: 'reading' }, counter).rolloverFits).toBe(
        false,
      );
    });

    it('without a range, a wrap of less than a tenth of the counter fits', () => {
      const one = [reading(0, 99_990)];
      expect(assessReading(one, { key: at(5), value: 10, kind: 'reading' }, counter).rolloverFits).toBe(true);
      expect(assessReading(one, { key: at(5), value: 20_000, kind: 'reading' }, counter).rolloverFits).toBe(
        false,
      );
    });

    it('sent as a rollover the value is compared past the wrap: no belowPrevious, outsideExpected only beyond the range', () => {
      expect(assessReading(history, { key: at(22), value: 30, kind: 'rollover' }, counter).flags).toEqual([]);
      expect(assessReading(history, { key: at(22), value: 50, kind: 'rollover' }, counter).flags).toEqual([
        'outsideExpected',
      ]);
    });
  });

  describe('meter change', () => {
    it('lifts the comparisons with earlier readings', () => {
      const assessment = assessReading(series, { key: at(25), value: 3, kind: 'meterChange' }, point);
      expect(assessment.flags).toEqual([]);
      // the same value as a plain reading is below the previous one
      expect(assessReading(series, { key: at(25), value: 3, kind: 'reading' }, point).flags).toEqual([
        'belowPrevious',
      ]);
    });

    it('still may not be above the next later reading', () => {
      expect(assessReading(series, { key: at(15), value: 350, kind: 'meterChange' }, point).flags).toEqual([
        'aboveNext',
      ]);
    });
  });
});
