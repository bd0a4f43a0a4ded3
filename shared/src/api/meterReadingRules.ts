/**
 * The meter reading rules (spec customer-area section 5, issue 17): the value schemas, and the plausibility
 * checks that keep a reading from dead-ending (expected range, both neighbours, counter rollover). The form
 * and the server run the same functions, so the server refuses exactly what the form would.
 */
import type { MeasuringPoint, ReadingFlag, ReadingKind, TimeSeriesEntry } from './meterReadings';

export const DEFAULT_INTEGER_DIGITS = 11;
export const DEFAULT_FRACTION_DIGITS = 4;

export type ValueRule = 'decimalSchema' | 'integerSchema' | 'defaultSchema';

type Digits = Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount'>;

/** the rule a point's values follow (spec section 5) */
export function valueRuleOf(point: Digits): ValueRule {
  if (point.fractionDigitCount != null && point.fractionDigitCount > 0) return 'decimalSchema';
  if (point.integerDigitCount != null && point.integerDigitCount > 0) return 'integerSchema';
  return 'defaultSchema';
}

/** comma becomes dot; surrounding blanks go */
export function normalizeReading(input: string): string {
  return input.trim().replace(',', '.');
}

/**
 * null when the value is valid or empty (empty input clears the error), otherwise the broken rule.
 * decimalSchema: no leading zero, up to integerDigitCount (default 11) integer digits, a dot required, up to
 * fractionDigitCount decimals. integerSchema: a positive integer with no dot or comma and at most
 * integerDigitCount digits. defaultSchema: does not start with 0, numeric, at most 11 integer digits and 4
 * decimals.
 */
export function readingValueError(input: string, point: Digits): ValueRule | null {
  const raw = input.trim();
  if (raw === '') return null;
  const rule = valueRuleOf(point);
  const ints =
    point.integerDigitCount != null && point.integerDigitCount > 0
      ? point.integerDigitCount
      : DEFAULT_INTEGER_DIGITS;
  if (rule === 'integerSchema') {
    return new RegExp(`^[1-9][0-9]{0,${ints - 1}}$`).test(raw) ? null : rule;
  }
  const value = normalizeReading(raw);
  if (rule === 'decimalSchema') {
    const fractions = point.fractionDigitCount as number;
    return new RegExp(`^[1-9][0-9]{0,${ints - 1}}\\.[0-9]{1,${fractions}}$`).test(value) ? null : rule;
  }
  return new RegExp(
    `^[1-9][0-9]{0,${DEFAULT_INTEGER_DIGITS - 1}}(\\.[0-9]{1,${DEFAULT_FRACTION_DIGITS}})?$`,
  ).test(value)
    ? null
    : rule;
}

/** the valid value as a number (call after `readingValueError` said null for a non-empty input) */
export function parseReading(input: string): number {
  return Number(normalizeReading(input));
}

/** the counter wraps to 0 after 10^integerDigitCount - 1 */
export function counterModulus(point: Digits): number {
  const ints =
    point.integerDigitCount != null && point.integerDigitCount > 0
      ? point.integerDigitCount
      : DEFAULT_INTEGER_DIGITS;
  return 10 ** ints;
}

type Reading = Pick<TimeSeriesEntry, 'key' | 'value' | 'kind' | 'review'>;

const DAY_SECONDS = 86_400;
/** expected range: the history's daily rate times the days since the last reading, +-50 % */
export const EXPECTED_TOLERANCE = 0.5;
/** readings older than this before the instant do not set the rate */
export const RATE_WINDOW_DAYS = 400;

/** readings that count: not rejected and not waiting for review, oldest first */
function counted(readings: readonly Reading[]): Reading[] {
  return readings
    .filter((r) => r.review == null || r.review.status === 'accepted')
    .slice()
    .sort((a, b) => a.key - b.key);
}

/** consumption from `a` to `b` (b later): across a rollover the counter wrapped; a meter change breaks it */
function consumptionBetween(a: Reading, b: Reading, modulus: number): number | null {
  if (b.kind === 'meterChange') return null;
  if (b.kind === 'rollover') return modulus - a.value + b.value;
  return b.value - a.value;
}

export interface ExpectedRange {
  /** the last counted reading before the instant */
  last: { key: number; value: number };
  perDay: number;
  low: number;
  high: number;
  expected: number;
}

/**
 * The range a reading at `atKey` (unix seconds) should fall in, from the point's counted readings before it:
 * the daily consumption over the current meter's readings of the last 400 days, carried forward from the
 * last reading. Null when the history cannot tell (fewer than two readings of the current meter a day or
 * more apart, or no consumption).
 */
export function expectedRange(
  readings: readonly Reading[],
  atKey: number,
  point: Digits,
): ExpectedRange | null {
  const before = counted(readings).filter((r) => r.key < atKey);
  const last = before.at(-1);
  if (!last || before.length < 2) return null;
  const modulus = counterModulus(point);
  let used = 0;
  let firstKey = last.key;
  for (let i = before.length - 1; i > 0; i -= 1) {
    const prev = before[i - 1];
    const current = before[i];
    if (!prev || !current || last.key - prev.key > RATE_WINDOW_DAYS * DAY_SECONDS) break;
    const between = consumptionBetween(prev, current, modulus);
    if (between == null) break;
    used += between;
    firstKey = prev.key;
  }
  const spanDays = (last.key - firstKey) / DAY_SECONDS;
  if (spanDays < 1 || used <= 0) return null;
  const perDay = used / spanDays;
  const days = (atKey - last.key) / DAY_SECONDS;
  const expected = last.value + perDay * days;
  return {
    last: { key: last.key, value: last.value },
    perDay,
    expected,
    low: last.value + perDay * days * (1 - EXPECTED_TOLERANCE),
    high: last.value + perDay * Math.max(days, 1) * (1 + EXPECTED_TOLERANCE),
  };
}

export interface ReadingAssessment {
  /** what is implausible about it as the kind given */
  flags: ReadingFlag[];
  previous: Reading | null;
  next: Reading | null;
  /** the value is below the previous reading and fits a counter wrap (offer 'rollover') */
  rolloverFits: boolean;
  range: ExpectedRange | null;
}

/**
 * Checks a reading against its neighbours (the latest earlier and the earliest later counted reading by
 * timestamp, the edited entry itself left out) and the expected range. A rollover fits when the consumption
 * across the wrap is no more than the expected range allows (or, with no history, less than a tenth of the
 * counter). A meter change is the customer's choice and lifts the comparisons with earlier readings.
 */
export function assessReading(
  readings: readonly Reading[],
  candidate: { key: number; value: number; kind: ReadingKind; replacesKey?: number },
  point: Digits,
): ReadingAssessment {
  const others = counted(readings).filter((r) => r.key !== candidate.key && r.key !== candidate.replacesKey);
  const previous = [...others].reverse().find((r) => r.key < candidate.key) ?? null;
  const next = others.find((r) => r.key > candidate.key) ?? null;
  const range = expectedRange(others, candidate.key, point);
  const modulus = counterModulus(point);
  let rolloverFits = false;
  if (previous && candidate.value < previous.value) {
    const wrapped = modulus - previous.value + candidate.value;
    rolloverFits = range ? wrapped <= range.high - range.last.value : wrapped < modulus / 10;
  }
  const flags: ReadingFlag[] = [];
  if (candidate.kind !== 'meterChange') {
    if (candidate.kind === 'reading' && previous && candidate.value < previous.value)
      flags.push('belowPrevious');
    const comparable = candidate.kind === 'rollover' ? candidate.value + modulus : candidate.value;
    if (range && (comparable < range.low || comparable > range.high) && !flags.includes('belowPrevious')) {
      flags.push('outsideExpected');
    }
  }
  if (next && next.kind === 'reading' && candidate.value > next.value) flags.push('aboveNext');
  return { flags, previous, next, rolloverFits, range };
}
