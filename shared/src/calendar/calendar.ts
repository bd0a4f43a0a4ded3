/**
 * The Europe/Helsinki calendar for consumption reports: bucket boundaries, calendar arithmetic and labels.
 * Pure and dependency-free (only `Intl`), so the chart endpoint and the energy report share one set of rules.
 * Decisions: docs/reports-calendar.md.
 */

export type Resolution = 'year' | 'month' | 'day' | 'hour' | 'minutes_15';

/** Coarsest first; drill-down walks this list to the right. */
export const RESOLUTIONS: readonly Resolution[] = ['year', 'month', 'day', 'hour', 'minutes_15'];

export const HELSINKI_TIME_ZONE = 'Europe/Helsinki';

export interface Bucket {
  start: Date;
  /** exclusive */
  end: Date;
  label: string;
}

/** A Helsinki wall-clock time; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: HELSINKI_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(ms: number): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(ms)) {
    if (part.type in wall) wall[part.type as keyof WallTime] = Number(part.value);
  }
  // some ICU builds still print midnight as 24 despite hourCycle h23
  if (wall.hour === 24) wall.hour = 0;
  return wall;
}

const wallToMs = (w: WallTime): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

function rawOffsetMs(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallToMs(partsOf(whole)) - whole;
}

/*
 * formatToParts is the slow part (tens of microseconds), and a year at 15 minutes needs 35,040 labels.
 * Helsinki has at most one offset change per day, so a UTC day with the same offset at both ends has no
 * change inside it; only the two transition days per year need a per-hour look-up (changes fall on whole
 * UTC hours).
 */
const VARIES = Number.NaN;
const dayOffsets = new Map<number, number>();
const hourOffsets = new Map<number, number>();
const CACHE_LIMIT = 50_000;

function remember(cache: Map<number, number>, key: number, value: number): number {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** The Helsinki UTC offset at an instant, in milliseconds (+2 h in winter, +3 h in summer). */
function offsetMsAt(ms: number): number {
  const dayKey = Math.floor(ms / DAY_MS);
  let dayOffset = dayOffsets.get(dayKey);
  if (dayOffset === undefined) {
    const atStart = rawOffsetMs(dayKey * DAY_MS);
    const atEnd = rawOffsetMs((dayKey + 1) * DAY_MS);
    dayOffset = remember(dayOffsets, dayKey, atStart === atEnd ? atStart : VARIES);
  }
  if (!Number.isNaN(dayOffset)) return dayOffset;
  const hourKey = Math.floor(ms / HOUR_MS);
  return hourOffsets.get(hourKey) ?? remember(hourOffsets, hourKey, rawOffsetMs(hourKey * HOUR_MS));
}

/** The Helsinki UTC offset at an instant, in minutes. */
export const helsinkiOffsetMinutes = (instant: Date): number => offsetMsAt(instant.getTime()) / MINUTE_MS;

/** The Helsinki wall-clock reading of an instant, as milliseconds of a UTC date with the same fields. */
const wallMsOf = (ms: number): number => ms + offsetMsAt(ms);

export function toHelsinkiWallTime(instant: Date): WallTime {
  const d = new Date(wallMsOf(instant.getTime()));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/**
 * The instant a Helsinki wall-clock time names. A time repeated in autumn gives its first (summer-time)
 * occurrence; a time skipped in spring (03:00-03:59) gives the instant one hour later on the clock.
 */
export function fromHelsinkiWallTime(
  wall: Partial<WallTime> & Pick<WallTime, 'year' | 'month' | 'day'>,
): Date {
  const wallMs = wallToMs({ hour: 0, minute: 0, second: 0, ...wall });
  const candidates = [...new Set([offsetMsAt(wallMs - DAY_MS), offsetMsAt(wallMs + DAY_MS)])].sort(
    (a, b) => b - a,
  );
  for (const offset of candidates) {
    if (offsetMsAt(wallMs - offset) === offset) return new Date(wallMs - offset);
  }
  return new Date(wallMs - Math.min(...candidates));
}

/** Whole wall-clock days from a to b (fractional when not at the same time of day); DST days count as 1. */
export const helsinkiDaysBetween = (a: Date, b: Date): number =>
  (wallMsOf(b.getTime()) - wallMsOf(a.getTime())) / DAY_MS;

const FIXED_STEP_MS: Partial<Record<Resolution, number>> = { hour: HOUR_MS, minutes_15: 15 * MINUTE_MS };

/** The start of the Helsinki year, month, day, hour or quarter-hour holding the instant. */
export function helsinkiStartOf(instant: Date, unit: Resolution): Date {
  const ms = instant.getTime();
  const step = FIXED_STEP_MS[unit];
  // Helsinki offsets are whole hours, so hours and quarters are aligned in UTC too; flooring in UTC also
  // keeps the two 03:00 hours of an autumn day apart, which the wall clock cannot.
  if (step !== undefined) return new Date(Math.floor(ms / step) * step);
  const w = toHelsinkiWallTime(instant);
  if (unit === 'year') return fromHelsinkiWallTime({ year: w.year, month: 1, day: 1 });
  if (unit === 'month') return fromHelsinkiWallTime({ year: w.year, month: w.month, day: 1 });
  return fromHelsinkiWallTime({ year: w.year, month: w.month, day: w.day });
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Calendar arithmetic in Helsinki: years, months and days keep the wall-clock time (a day may be 23 or
 * 25 hours long; the 31st plus a month is the last day of the shorter month); hours and quarters are
 * elapsed time.
 */
export function addHelsinki(instant: Date, amount: number, unit: Resolution): Date {
  const step = FIXED_STEP_MS[unit];
  if (step !== undefined) return new Date(instant.getTime() + amount * step);
  if (!Number.isInteger(amount))
    throw new RangeError(`addHelsinki: ${unit} amount must be whole, got ${amount}`);
  const w = toHelsinkiWallTime(instant);
  if (unit === 'day') {
    const shifted = new Date(Date.UTC(w.year, w.month - 1, w.day + amount));
    return fromHelsinkiWallTime({
      ...w,
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
    });
  }
  const months = unit === 'year' ? amount * 12 : amount;
  const index = w.year * 12 + (w.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return fromHelsinkiWallTime({ ...w, year, month, day: Math.min(w.day, daysInMonth(year, month)) });
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/*
 * Labels are built for every bucket (35,040 quarters in a year), so the day part is cached per wall-clock
 * day and hours and minutes come from a table instead of a Date and padStart per bucket.
 */
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad(i));
const dayLabels = new Map<number, string>();

function dayLabelOfWallDay(wallDay: number): string {
  let label = dayLabels.get(wallDay);
  if (label === undefined) {
    const d = new Date(wallDay * DAY_MS);
    label = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (dayLabels.size >= CACHE_LIMIT) dayLabels.clear();
    dayLabels.set(wallDay, label);
  }
  return label;
}

function labelAt(ms: number, resolution: Resolution): string {
  const offset = offsetMsAt(ms);
  const wallMs = ms + offset;
  if (resolution === 'year' || resolution === 'month') {
    const d = new Date(wallMs);
    if (resolution === 'year') return String(d.getUTCFullYear());
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}`;
  }
  const wallDay = Math.floor(wallMs / DAY_MS);
  const day = dayLabelOfWallDay(wallDay);
  if (resolution === 'day') return day;
  const inDay = wallMs - wallDay * DAY_MS;
  const hour = Math.floor(inDay / HOUR_MS);
  const minute = Math.floor((inDay - hour * HOUR_MS) / MINUTE_MS);
  const repeated = offsetMsAt(ms - HOUR_MS) - offset === HOUR_MS;
  return `${day} ${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}${repeated ? ' (2)' : ''}`;
}

/**
 * Locale-neutral labels (the UI formats `start` for display): '2025', '2025-03', '2025-03-30',
 * '2025-03-30 04:00'. The second occurrence of an autumn repeated wall time gets ' (2)'.
 */
export function bucketLabel(start: Date, resolution: Resolution): string {
  return labelAt(start.getTime(), resolution);
}

/**
 * The buckets of [startUtc, endUtc) at a resolution, following the Helsinki calendar. They tile the interval
 * exactly: the first starts at startUtc and the last ends at endUtc, so a start or end that is not on a
 * boundary gives a shorter first or last bucket (labelled by the boundary it belongs to).
 */
export function bucketsBetween(startUtc: Date, endUtc: Date, resolution: Resolution): Bucket[] {
  const buckets: Bucket[] = [];
  const endMs = endUtc.getTime();
  const step = FIXED_STEP_MS[resolution];
  let cursor = startUtc;
  if (step !== undefined) {
    // hours and quarters: plain arithmetic on UTC milliseconds (see helsinkiStartOf)
    let boundaryMs = Math.floor(startUtc.getTime() / step) * step;
    while (cursor.getTime() < endMs) {
      const nextMs = boundaryMs + step;
      const end = nextMs < endMs ? new Date(nextMs) : endUtc;
      buckets.push({ start: cursor, end, label: labelAt(boundaryMs, resolution) });
      boundaryMs = nextMs;
      cursor = end;
    }
    return buckets;
  }
  let boundary = helsinkiStartOf(startUtc, resolution);
  while (cursor.getTime() < endMs) {
    const next = addHelsinki(boundary, 1, resolution);
    const end = next.getTime() < endMs ? next : endUtc;
    buckets.push({ start: cursor, end, label: labelAt(boundary.getTime(), resolution) });
    boundary = next;
    cursor = end;
  }
  return buckets;
}

/** The index of the bucket holding the instant (start inclusive, end exclusive), or -1. Buckets sorted. */
export function bucketIndexOf(instant: Date, buckets: readonly Bucket[]): number {
  const ms = instant.getTime();
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const bucket = buckets[mid]!;
    if (ms < bucket.start.getTime()) high = mid - 1;
    else if (ms >= bucket.end.getTime()) low = mid + 1;
    else return mid;
  }
  return -1;
}

/**
 * The length of [start, end) in the largest calendar unit both ends sit on (whole years, months or days at
 * Helsinki midnight, else hours or quarters), so previous/next keeps a month a calendar month.
 */
export function calendarLengthOf(start: Date, end: Date): { amount: number; unit: Resolution } {
  for (const unit of ['year', 'month', 'day'] as const) {
    if (helsinkiStartOf(start, unit).getTime() !== start.getTime()) continue;
    if (helsinkiStartOf(end, unit).getTime() !== end.getTime()) continue;
    const a = toHelsinkiWallTime(start);
    const b = toHelsinkiWallTime(end);
    if (unit === 'day') return { amount: Math.round(helsinkiDaysBetween(start, end)), unit };
    const months = (b.year - a.year) * 12 + (b.month - a.month);
    return unit === 'year' ? { amount: months / 12, unit } : { amount: months, unit };
  }
  const ms = end.getTime() - start.getTime();
  return ms % HOUR_MS === 0
    ? { amount: ms / HOUR_MS, unit: 'hour' }
    : { amount: ms / (15 * MINUTE_MS), unit: 'minutes_15' };
}
