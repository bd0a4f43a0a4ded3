/**
 * Display text of a bucket and of a value, in the user's language on the Helsinki calendar. The two
 * occurrences of the repeated autumn hour get "(summer time)" / "(winter time)" so their rows differ.
 */
import {
  fromHelsinkiWallTime,
  HELSINKI_TIME_ZONE,
  helsinkiOffsetMinutes,
  type Bucket,
  type Resolution,
} from '@portal/shared/calendar';
import type { IntlShape } from 'react-intl';

const HOUR_MS = 3_600_000;
const SUMMER_OFFSET_MINUTES = 180;

const offsetAt = (ms: number): number => helsinkiOffsetMinutes(new Date(ms));

/** True for both occurrences of a wall time that the autumn change repeats (03:00-03:59 on its day). */
export function isRepeatedWallTime(start: Date): boolean {
  const ms = start.getTime();
  return offsetAt(ms) > offsetAt(ms + HOUR_MS) || offsetAt(ms - HOUR_MS) > offsetAt(ms);
}

const dateOptions = {
  timeZone: HELSINKI_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
} as const;
const timeOptions = {
  timeZone: HELSINKI_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/** A bucket by its start: "tammikuu 2025", "ke 1.1.2025", "1.1.2025 klo 14.15". */
export function formatBucket(intl: IntlShape, bucket: Pick<Bucket, 'start'>, resolution: Resolution): string {
  const { start } = bucket;
  switch (resolution) {
    case 'year':
      return intl.formatDate(start, { timeZone: HELSINKI_TIME_ZONE, year: 'numeric' });
    case 'month':
      return intl.formatDate(start, { timeZone: HELSINKI_TIME_ZONE, month: 'long', year: 'numeric' });
    case 'day':
      return intl.formatDate(start, { ...dateOptions, weekday: 'short' });
    default: {
      const text = intl.formatMessage(
        { id: 'reports.table.dateTime' },
        { date: intl.formatDate(start, dateOptions), time: intl.formatTime(start, timeOptions) },
      );
      if (!isRepeatedWallTime(start)) return text;
      const season = helsinkiOffsetMinutes(start) === SUMMER_OFFSET_MINUTES ? 'summer' : 'winter';
      return intl.formatMessage({ id: 'reports.table.repeatedTime' }, { time: text, season });
    }
  }
}

const LABEL = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?: (\d{2}):(\d{2}))?)?)?( \(2\))?$/;

/**
 * A locale-neutral category label of the response ('2025', '2025-03', '2025-03-30', '2025-03-30 04:00',
 * '2025-10-26 03:00 (2)') as a bucket start and the resolution its shape shows; null for anything else.
 * Minutes other than :00 mean quarters; a whole hour is read as an hour.
 */
export function parseCategory(label: string): { start: Date; resolution: Resolution } | null {
  const match = LABEL.exec(label);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const wall = {
    year: Number(year),
    month: month ? Number(month) : 1,
    day: day ? Number(day) : 1,
    hour: hour ? Number(hour) : 0,
    minute: minute ? Number(minute) : 0,
  };
  let start = fromHelsinkiWallTime(wall);
  // the repeated autumn time converts to its first (summer) occurrence; "(2)" is the hour after
  if (second) start = new Date(start.getTime() + HOUR_MS);
  const resolution: Resolution = hour
    ? wall.minute === 0
      ? 'hour'
      : 'minutes_15'
    : day
      ? 'day'
      : month
        ? 'month'
        : 'year';
  return { start, resolution };
}
