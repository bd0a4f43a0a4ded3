/**
 * The meter reading form's values and checks (spec customer-area sections 4-5). The value rules themselves
 * are the shared contract's (`meterReadingRules.ts`), which the server runs too; this file turns their
 * answers into the form's messages.
 */
import type { ApiErrorData, FieldErrorMessage } from '@portal/shared';
import type { MeasuringPoint, ReadingFlag, ReadingKind } from '@portal/shared/api/meterReadings';
import { PHOTO_MAX_BYTES } from '@portal/shared/api/meterReadings';
import {
  DEFAULT_FRACTION_DIGITS,
  DEFAULT_INTEGER_DIGITS,
  readingValueError,
  valueRuleOf,
} from '@portal/shared/api/meterReadingRules';

export interface ReadingFormValues {
  /** ISO instant of the reading, or null while the date field holds none */
  readingTime: string | null;
  /** as typed */
  value: string;
  note: string;
}

/** now, to the minute (what the time field shows): the form's reading time after a reset */
export const nowToMinute = (now: number = Date.now()): string => {
  const date = new Date(now);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
};

export const emptyReadingForm = (now: number = Date.now()): ReadingFormValues => ({
  readingTime: nowToMinute(now),
  value: '',
  note: '',
});

export const isAutomatic = (point: Pick<MeasuringPoint, 'aquisitionMethod'> | null | undefined): boolean =>
  point?.aquisitionMethod === 'Automaattinen';

/** the digits a point's values may have, for the messages */
export const digitsOf = (point: Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount'>) => ({
  integers:
    point.integerDigitCount != null && point.integerDigitCount > 0
      ? point.integerDigitCount
      : DEFAULT_INTEGER_DIGITS,
  fractions:
    point.fractionDigitCount != null && point.fractionDigitCount > 0
      ? point.fractionDigitCount
      : valueRuleOf(point) === 'defaultSchema'
        ? DEFAULT_FRACTION_DIGITS
        : 0,
});

/** the value's message: the broken rule with the point's digit counts; empty input is no error */
export function valueMessage(
  value: string | undefined,
  point: Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount'> | null,
): FieldErrorMessage | undefined {
  if (!point) return undefined;
  const rule = readingValueError(value ?? '', point);
  return rule ? { id: `metering.reading.errors.${rule}`, values: digitsOf(point) } : undefined;
}

/** the reading time's message: required, and not in the future */
export function timeMessage(
  readingTime: string | null | undefined,
  now: number = Date.now(),
): FieldErrorMessage | undefined {
  if (!readingTime) return { id: 'metering.reading.errors.timeRequired' };
  const at = Date.parse(readingTime);
  if (Number.isNaN(at)) return { id: 'metering.reading.errors.timeInvalid' };
  if (at > now) return { id: 'metering.reading.errors.future' };
  return undefined;
}

/**
 * What stops a save (the validation error modal lists them): an empty or invalid value, a missing or
 * future time.
 */
export function saveProblems(
  values: ReadingFormValues,
  point: Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount'>,
  now: number = Date.now(),
): FieldErrorMessage[] {
  const problems: FieldErrorMessage[] = [];
  if (!values.value.trim()) problems.push({ id: 'metering.reading.errors.valueRequired' });
  else {
    const value = valueMessage(values.value, point);
    if (value) problems.push(value);
  }
  const time = timeMessage(values.readingTime, now);
  if (time) problems.push(time);
  return problems;
}

/** unix seconds of an ISO instant (the entry's key) */
export const keyOf = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoResult = { dataUrl: string } | { error: 'photoTooLarge' | 'photoType' | 'photoUnreadable' };

/** a chosen photo as the data URL the contract takes, or why it cannot go (over 3 MB, not jpeg/png/webp) */
export function readPhoto(file: File): Promise<PhotoResult> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return Promise.resolve({ error: 'photoType' });
  if (file.size > PHOTO_MAX_BYTES) return Promise.resolve({ error: 'photoTooLarge' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? { dataUrl: reader.result } : { error: 'photoUnreadable' });
    reader.onerror = () => resolve({ error: 'photoUnreadable' });
    reader.readAsDataURL(file);
  });
}

/** the rules the server names in a 400 `validations_fail` (details.fields[].field/rule) */
const FIELD_RULES: Record<string, string> = {
  'value/decimalSchema': 'metering.reading.errors.decimalSchema',
  'value/integerSchema': 'metering.reading.errors.integerSchema',
  'value/defaultSchema': 'metering.reading.errors.defaultSchema',
  'value/required': 'metering.reading.errors.valueRequired',
  'isoTimestamp/future': 'metering.reading.errors.future',
  'isoTimestamp/invalid': 'metering.reading.errors.timeInvalid',
  'kind/rolloverDoesNotFit': 'metering.errors.rolloverDoesNotFit',
};

const CODES = new Set([
  'automatic_measuring_point',
  'location_not_found',
  'measuring_point_not_found',
  'reading_not_found',
  'reading_exists',
  'reading_implausible',
  'idempotency_key_reused',
]);

/**
 * The message ids of a refused call: each rule a 400 names, or the code's own message under
 * `metering.errors.`; null for anything else (the shared catalogue's message is shown then).
 */
export function serverErrorMessages(
  error: ApiErrorData,
  point: Pick<MeasuringPoint, 'integerDigitCount' | 'fractionDigitCount'> | null,
): FieldErrorMessage[] | null {
  if (error.errorCode === 'validations_fail') {
    const fields = Array.isArray(error.details?.fields) ? (error.details.fields as unknown[]) : [];
    const messages = fields.flatMap((field): FieldErrorMessage[] => {
      if (typeof field !== 'object' || field === null) return [];
      const { field: name, rule } = field as { field?: unknown; rule?: unknown };
      const id = FIELD_RULES[`${String(name)}/${String(rule)}`];
      return id
        ? [{ id, values: point ? digitsOf(point) : { integers: DEFAULT_INTEGER_DIGITS, fractions: 0 } }]
        : [];
    });
    return messages.length > 0 ? messages : [{ id: 'metering.errors.validations_fail' }];
  }
  return CODES.has(error.errorCode) ? [{ id: `metering.errors.${error.errorCode}` }] : null;
}

/** the flags of a 409 `reading_implausible` */
export function implausibleFlags(error: ApiErrorData): ReadingFlag[] {
  const flags = error.details?.flags;
  return Array.isArray(flags)
    ? flags.filter((flag): flag is ReadingFlag =>
        ['belowPrevious', 'aboveNext', 'outsideExpected'].includes(flag),
      )
    : [];
}

export const KINDS: readonly ReadingKind[] = ['reading', 'rollover', 'meterChange'];
