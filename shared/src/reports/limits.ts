/**
 * Energy report interval rules: per-resolution limits (admin-and-calls section 9), maximum periods and date
 * rules (customer-area section 5), period presets, previous/next and drill-down (section 4).
 * Errors are catalogue-style codes; the UI turns them into messages.
 */
import {
  addHelsinki,
  calendarLengthOf,
  fromHelsinkiWallTime,
  helsinkiDaysBetween,
  helsinkiStartOf,
  RESOLUTIONS,
  type Resolution,
} from '../calendar';

export interface CalendarLength {
  amount: number;
  unit: Resolution;
}

export interface ResolutionLimits {
  /** comparison is disabled for intervals longer than this many days */
  comparisonMaxDays: number;
  /** a range longer than this many days is trimmed to `trimTo` */
  rangeMaxDays: number;
  trimTo: CalendarLength;
  /** the longest interval the energy report accepts (customer-area section 5) */
  maxPeriod: CalendarLength;
}

export const RESOLUTION_LIMITS: Readonly<Record<Resolution, ResolutionLimits>> = {
  year: {
    comparisonMaxDays: 3660,
    rangeMaxDays: 7320,
    trimTo: { amount: 20, unit: 'year' },
    maxPeriod: { amount: 20, unit: 'year' },
  },
  month: {
    comparisonMaxDays: 366,
    rangeMaxDays: 7320,
    trimTo: { amount: 20, unit: 'year' },
    maxPeriod: { amount: 20, unit: 'year' },
  },
  day: {
    comparisonMaxDays: 31,
    rangeMaxDays: 366,
    trimTo: { amount: 1, unit: 'year' },
    maxPeriod: { amount: 1, unit: 'year' },
  },
  // the spec says 'trimmed to 11' without a unit; months is the reading that stays within the 1-year maximum
  hour: {
    comparisonMaxDays: 1,
    rangeMaxDays: 366,
    trimTo: { amount: 11, unit: 'month' },
    maxPeriod: { amount: 1, unit: 'year' },
  },
  minutes_15: {
    comparisonMaxDays: 1,
    rangeMaxDays: 31,
    trimTo: { amount: 1, unit: 'month' },
    maxPeriod: { amount: 1, unit: 'month' },
  },
};

/** The daily date picker's minimum: one day after the epoch (Helsinki calendar). */
export const DAILY_PICKER_MIN_DATE = fromHelsinkiWallTime({ year: 1970, month: 1, day: 2 });

export interface Interval {
  start: Date;
  /** exclusive */
  end: Date;
}

export interface ReportInterval extends Interval {
  resolution: Resolution;
}

export type IntervalError =
  | { code: 'endBeforeStart' }
  | { code: 'futureDate' }
  | { code: 'noActiveContractForInterval' }
  | { code: 'intervalOutOfRange' }
  | { code: 'startBeforeContractStart'; date: Date }
  | { code: 'maxPeriodExceeded'; resolution: Resolution; maxPeriod: CalendarLength }
  | { code: 'beforeMinimumDate'; date: Date };

export type IntervalErrorCode = IntervalError['code'];

const before = (a: Date, b: Date): boolean => a.getTime() < b.getTime();

const fitsIn = ({ start, end }: Interval, max: CalendarLength): boolean =>
  !before(start, addHelsinki(end, -max.amount, max.unit));

export function isComparisonAllowed(resolution: Resolution, start: Date, end: Date): boolean {
  return helsinkiDaysBetween(start, end) <= RESOLUTION_LIMITS[resolution].comparisonMaxDays;
}

/** A range over the resolution's day limit keeps its end and gets its start moved to the trim length. */
export function trimInterval({
  resolution,
  start,
  end,
}: ReportInterval): ReportInterval & { trimmed: boolean } {
  const limits = RESOLUTION_LIMITS[resolution];
  if (helsinkiDaysBetween(start, end) <= limits.rangeMaxDays)
    return { resolution, start, end, trimmed: false };
  return {
    resolution,
    start: addHelsinki(end, -limits.trimTo.amount, limits.trimTo.unit),
    end,
    trimmed: true,
  };
}

export interface IntervalValidationInput extends ReportInterval {
  /** the usage place's validity */
  validityStart: Date;
  validityEnd?: Date;
  contractStart?: Date;
  now: Date;
}

/**
 * Every rule the interval breaks, most important first (the dialog shows the first). An empty list means
 * the interval is valid. Run it in the browser and again on the server.
 */
export function validateInterval(input: IntervalValidationInput): IntervalError[] {
  const { resolution, start, end, validityStart, validityEnd, contractStart, now } = input;
  const errors: IntervalError[] = [];
  if (before(end, start)) errors.push({ code: 'endBeforeStart' });
  if (before(now, end)) errors.push({ code: 'futureDate' });
  // the end is exclusive: an interval ending at the validity's first instant has no day in it
  if (!before(validityStart, end) || (validityEnd && !before(start, validityEnd))) {
    errors.push({ code: 'noActiveContractForInterval' });
  } else if (before(start, validityStart)) {
    errors.push({ code: 'intervalOutOfRange' });
  }
  if (contractStart && before(start, contractStart)) {
    errors.push({ code: 'startBeforeContractStart', date: contractStart });
  }
  const { maxPeriod } = RESOLUTION_LIMITS[resolution];
  if (!fitsIn({ start, end }, maxPeriod)) errors.push({ code: 'maxPeriodExceeded', resolution, maxPeriod });
  if (resolution !== 'year' && resolution !== 'month' && before(start, DAILY_PICKER_MIN_DATE)) {
    errors.push({ code: 'beforeMinimumDate', date: DAILY_PICKER_MIN_DATE });
  }
  return errors;
}

export type PeriodPresetId = 'fiveYears' | 'oneYear' | 'sixMonths' | 'oneMonth' | 'oneDay';

export interface PeriodPreset {
  id: PeriodPresetId;
  length: CalendarLength;
  resolution: Resolution;
}

export const PERIOD_PRESETS: readonly PeriodPreset[] = [
  { id: 'fiveYears', length: { amount: 5, unit: 'year' }, resolution: 'year' },
  { id: 'oneYear', length: { amount: 1, unit: 'year' }, resolution: 'month' },
  { id: 'sixMonths', length: { amount: 6, unit: 'month' }, resolution: 'month' },
  { id: 'oneMonth', length: { amount: 1, unit: 'month' }, resolution: 'day' },
  { id: 'oneDay', length: { amount: 1, unit: 'day' }, resolution: 'hour' },
];

export const DEFAULT_PERIOD_PRESET: PeriodPreset = PERIOD_PRESETS[1]!;

/**
 * The preset's interval ending now: whole buckets of its resolution, the last one being the bucket that
 * holds `now`, cut at `now` (so 1 year at month resolution on 15 June is 1 July last year to now).
 */
export function presetInterval(preset: PeriodPreset, now: Date): ReportInterval {
  const { length, resolution } = preset;
  const currentBucket = helsinkiStartOf(now, resolution);
  const start = addHelsinki(addHelsinki(currentBucket, -length.amount, length.unit), 1, resolution);
  return { resolution, start, end: now };
}

/**
 * One meaning per preset, everywhere (issue 20: energy report, summary report, server): a preset is whole
 * Helsinki days ending with the day before `reference` (a Helsinki midnight: today's, or a validity's end),
 * made of the preset's length in buckets of its own resolution, the last bucket the one holding that day
 * and cut after it. On 15 June 2025: 1 year is 1.7.2024-14.6.2025 (12 months, June so far), 5 years
 * 1.1.2021-14.6.2025, 6 months 1.1.-14.6.2025, 1 month 14.5.-14.6.2025 (whole days), 1 day 14.6.2025.
 */
export function presetDays(preset: PeriodPreset, reference: Date): ReportInterval {
  const { length, resolution } = preset;
  const lastBucket = helsinkiStartOf(new Date(reference.getTime() - 1), resolution);
  const start = addHelsinki(addHelsinki(lastBucket, -length.amount, length.unit), 1, resolution);
  return { resolution, start, end: reference };
}

/**
 * The period an interval is compared with, everywhere (the chart's previousValue, the summary report's
 * comparison): the same calendar length just before it (1 year on 16.11.2025, 1.12.2024-15.11.2025 = 350
 * days, is compared with the 350 days 16.12.2023-30.11.2024; a whole month with the month before).
 */
export function previousInterval({ start, end }: Interval): Interval {
  const { amount, unit } = calendarLengthOf(start, end);
  return { start: addHelsinki(start, -amount, unit), end: start };
}

/**
 * How much of a compared period is measured: complete when its measured share is at least the current
 * period's (less 2 %, a few missing hours); `measuredDays` and `days` let the page say "only 120 of 349
 * days". An incomplete comparison is named, never shown as a change (issue 20).
 */
export function isComparisonComplete(
  previous: { covered: number; length: number },
  current: { covered: number; length: number },
): boolean {
  if (previous.length <= 0 || current.length <= 0) return false;
  const currentShare = current.covered > 0 ? current.covered / current.length : 1;
  return previous.covered / previous.length >= currentShare * 0.98;
}

/** The end rounded up to its resolution's boundary: an interval cut at `now` counts as the whole bucket. */
function nominalEnd({ end, resolution }: ReportInterval): Date {
  const boundary = helsinkiStartOf(end, resolution);
  return boundary.getTime() === end.getTime() ? end : addHelsinki(boundary, 1, resolution);
}

/**
 * Previous/next shift the interval by its own calendar length (a month stays a calendar month). Next into
 * the current period is cut at `now`; next wholly into the future is refused with futureDate and the
 * caller keeps its interval.
 */
export function shiftInterval(
  interval: ReportInterval,
  direction: -1 | 1,
  now: Date,
): { interval: ReportInterval } | { error: { code: 'futureDate' } } {
  const end = nominalEnd(interval);
  const { amount, unit } = calendarLengthOf(interval.start, end);
  const start = addHelsinki(interval.start, direction * amount, unit);
  const shiftedEnd = addHelsinki(end, direction * amount, unit);
  if (!before(start, now)) return { error: { code: 'futureDate' } };
  return {
    interval: { resolution: interval.resolution, start, end: before(now, shiftedEnd) ? now : shiftedEnd },
  };
}

const REFERENCE = fromHelsinkiWallTime({ year: 2001, month: 1, day: 1 });

const lengthFits = (length: CalendarLength, max: CalendarLength): boolean =>
  fitsIn({ start: addHelsinki(REFERENCE, -length.amount, length.unit), end: REFERENCE }, max);

type PresetOrInterval = PeriodPreset | ReportInterval;

function intervalOf(target: PresetOrInterval): Interval {
  if ('length' in target) {
    return { start: addHelsinki(REFERENCE, -target.length.amount, target.length.unit), end: REFERENCE };
  }
  return { start: target.start, end: nominalEnd(target) };
}

/**
 * Resolutions the period allows: its length fits the resolution's maximum period and is at least one of
 * its buckets long.
 */
export function allowedResolutions(target: PresetOrInterval): Resolution[] {
  const interval = intervalOf(target);
  return RESOLUTIONS.filter(
    (resolution) =>
      fitsIn(interval, RESOLUTION_LIMITS[resolution].maxPeriod) &&
      !before(interval.end, addHelsinki(interval.start, 1, resolution)),
  );
}

/** The resolution one drill below (year -> month -> day -> hour -> minutes_15) if the period allows it. */
export function allowedDrillDown(target: PresetOrInterval): Resolution | null {
  const next = RESOLUTIONS[RESOLUTIONS.indexOf(target.resolution) + 1];
  if (!next) return null;
  const max = RESOLUTION_LIMITS[next].maxPeriod;
  const fits = 'length' in target ? lengthFits(target.length, max) : fitsIn(intervalOf(target), max);
  return fits ? next : null;
}
