import { describe, expect, it } from 'vitest';
import { makePoint } from './fixtures';
import {
  implausibleFlags,
  saveProblems,
  serverErrorMessages,
  timeMessage,
  valueMessage,
} from './readingForm';

const NOW = Date.parse('2026-01-15T12:00:00.000Z');
const error = (errorCode: string, details?: Record<string, unknown>) => ({
  httpStatusCode: 400,
  errorCode,
  translate: true,
  ...(details ? { details } : {}),
});

describe('the reading form’s messages', () => {
  it('the value’s message names the broken rule with the point’s digits; empty is no error', () => {
    expect(valueMessage('', makePoint())).toBeUndefined();
    expect(valueMessage('007', makePoint())).toEqual({
      id: 'metering.reading.errors.defaultSchema',
      values: { integers: 11, fractions: 4 },
    });
    expect(valueMessage('12', makePoint({ fractionDigitCount: 2, integerDigitCount: 6 }))).toEqual({
      id: 'metering.reading.errors.decimalSchema',
      values: { integers: 6, fractions: 2 },
    });
    expect(valueMessage('1.5', makePoint({ integerDigitCount: 5 }))?.id).toBe(
      'metering.reading.errors.integerSchema',
    );
  });

  it('the reading time is required and not in the future', () => {
    expect(timeMessage(null, NOW)?.id).toBe('metering.reading.errors.timeRequired');
    expect(timeMessage('not a time', NOW)?.id).toBe('metering.reading.errors.timeInvalid');
    expect(timeMessage('2026-01-15T12:01:00.000Z', NOW)?.id).toBe('metering.reading.errors.future');
    expect(timeMessage('2026-01-15T12:00:00.000Z', NOW)).toBeUndefined();
  });

  it('what stops a save: an empty or invalid value and a bad time, each named', () => {
    const point = makePoint();
    expect(saveProblems({ readingTime: null, value: ' ', note: '' }, point, NOW).map((p) => p.id)).toEqual([
      'metering.reading.errors.valueRequired',
      'metering.reading.errors.timeRequired',
    ]);
    expect(
      saveProblems({ readingTime: '2026-01-01T00:00:00Z', value: '12,5', note: '' }, point, NOW),
    ).toEqual([]);
  });

  it('a 400 names each rule the server found, other codes their own message, the rest the shared catalogue', () => {
    const point = makePoint({ integerDigitCount: 5 });
    const fields = [
      { field: 'value', rule: 'integerSchema' },
      { field: 'kind', rule: 'rolloverDoesNotFit' },
      { field: 'other', rule: 'unknown' },
    ];
    expect(serverErrorMessages(error('validations_fail', { fields }), point)?.map((m) => m.id)).toEqual([
      'metering.reading.errors.integerSchema',
      'metering.errors.rolloverDoesNotFit',
    ]);
    expect(serverErrorMessages(error('validations_fail'), point)?.map((m) => m.id)).toEqual([
      'metering.errors.validations_fail',
    ]);
    expect(serverErrorMessages(error('idempotency_key_reused'), point)).toEqual([
      { id: 'metering.errors.idempotency_key_reused' },
    ]);
    expect(serverErrorMessages(error('general_error'), point)).toBeNull();
  });

  it('the flags of a 409 reading_implausible, unknown ones left out', () => {
    expect(implausibleFlags(error('reading_implausible', { flags: ['aboveNext', 'bogus'] }))).toEqual([
      'aboveNext',
    ]);
    expect(implausibleFlags(error('reading_implausible'))).toEqual([]);
  });
});
