/**
 * The one way the energy report writes its dates and its period: the label beside previous/next, the
 * summary's title, the table and the exports take their dates from here, so a period reads the same
 * everywhere ('1.12.2025 – 23.11.2026' on a Finnish page). Always Helsinki time, whatever the browser's zone.
 */
import { addHelsinki, HELSINKI_TIME_ZONE, helsinkiStartOf } from '@portal/shared/calendar';
import type { IntlShape } from 'react-intl';

/** The day in the page's language: d.M.yyyy in Finnish (the date inputs write the same). */
export const formatReportDay = (intl: IntlShape, date: Date | string): string =>
  intl.formatDate(date, { timeZone: HELSINKI_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The time of day, 24-hour: 14.30 in Finnish. */
export const formatReportTime = (intl: IntlShape, date: Date | string): string =>
  intl.formatTime(date, {
    timeZone: HELSINKI_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

export const formatReportDateTime = (intl: IntlShape, date: Date | string): string =>
  `${formatReportDay(intl, date)} ${formatReportTime(intl, date)}`;

export interface PeriodInterval {
  start: Date;
  /** exclusive */
  end: Date;
}

const isMidnight = (instant: Date): boolean =>
  helsinkiStartOf(instant, 'day').getTime() === instant.getTime();

/**
 * The period in words. Whole days read as days ('23.11.2026', '1.12.2025 – 23.11.2026'); a single day
 * that is yesterday says so; a period running up to now ends with "today so far"; anything else (an hour
 * drilled into) reads with its times ('23.11.2026 14.00–15.00').
 */
export function formatPeriod(intl: IntlShape, { start, end }: PeriodInterval, now: Date): string {
  const t = (id: string, values: Record<string, string>) =>
    intl.formatMessage({ id: `reports.period.${id}` }, values);
  const today = helsinkiStartOf(now, 'day');
  const days = (first: Date, last: Date) => {
    const from = formatReportDay(intl, first);
    const to = formatReportDay(intl, last);
    return from === to ? from : t('range', { start: from, end: to });
  };
  if (isMidnight(start) && isMidnight(end) && end.getTime() > start.getTime()) {
    const lastDay = addHelsinki(end, -1, 'day');
    if (lastDay.getTime() === start.getTime() && end.getTime() === today.getTime()) {
      return t('yesterday', { date: formatReportDay(intl, start) });
    }
    return days(start, lastDay);
  }
  if (isMidnight(start) && end.getTime() > today.getTime() && end.getTime() <= now.getTime()) {
    return t('todaySoFar', { period: days(start, end) });
  }
  const sameDay =
    helsinkiStartOf(start, 'day').getTime() === helsinkiStartOf(new Date(end.getTime() - 1), 'day').getTime();
  if (sameDay) {
    return `${formatReportDay(intl, start)} ${t('range', {
      start: formatReportTime(intl, start),
      // the day's end reads 24.00, not 00.00
      end: isMidnight(end)
        ? intl.formatTime(end, {
            timeZone: HELSINKI_TIME_ZONE,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h24',
          })
        : formatReportTime(intl, end),
    })}`;
  }
  return t('range', { start: formatReportDateTime(intl, start), end: formatReportDateTime(intl, end) });
}
