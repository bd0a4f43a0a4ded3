import { HELSINKI_TIME_ZONE, type Resolution } from '@portal/shared/calendar';
import type { CalendarLength } from '@portal/shared/reports';
import type { IntlShape } from 'react-intl';

/** A date as the user's calendar shows it: always in Helsinki time, whatever the browser's zone. */
export const formatHelsinkiDate = (intl: IntlShape, date: Date | string): string =>
  intl.formatDate(date, { timeZone: HELSINKI_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

export const formatHelsinkiDateTime = (intl: IntlShape, date: Date | string): string =>
  intl.formatDate(date, {
    timeZone: HELSINKI_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** The resolution as a word inside a sentence ("month", "15 minutes"). */
export const resolutionName = (intl: IntlShape, resolution: Resolution): string =>
  intl.formatMessage({ id: `reports.options.resolutionName.${resolution}` });

/** A calendar length such as "20 years" or "1 month". */
export const formatLength = (intl: IntlShape, length: CalendarLength): string =>
  intl.formatMessage({ id: `reports.options.length.${length.unit}` }, { amount: length.amount });

/** The interval as shown beside previous/next: days for daily and coarser data, times for finer. */
export function formatInterval(intl: IntlShape, start: Date, end: Date, resolution: Resolution): string {
  if (resolution === 'hour' || resolution === 'minutes_15') {
    return intl.formatMessage(
      { id: 'reports.page.interval' },
      { start: formatHelsinkiDateTime(intl, start), end: formatHelsinkiDateTime(intl, end) },
    );
  }
  // the end is exclusive: its last day is the one just before it
  const lastDay = new Date(Math.max(start.getTime(), end.getTime() - 1));
  return intl.formatMessage(
    { id: 'reports.page.interval' },
    { start: formatHelsinkiDate(intl, start), end: formatHelsinkiDate(intl, lastDay) },
  );
}
