/**
 * Dates and times as the page's language writes them (not the browser's): 'd.M.yyyy' and '14.30' on a
 * Finnish page, 'M/d/yyyy' and '14:30' on an English one, always 24-hour. Calendar days travel as
 * 'YYYY-MM-DD' and times of day as 'HH:mm', so no time zone is involved until a caller combines them.
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const DAY_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_VALUE = /^(\d{2}):(\d{2})$/;

const isRealDay = ({ year, month, day }: CalendarDay): boolean => {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** 'YYYY-MM-DD' as its parts; null for anything else or a day that does not exist (31.2.). */
export function dayOfValue(value: string | null | undefined): CalendarDay | null {
  const match = value ? DAY_VALUE.exec(value) : null;
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDay(day) ? day : null;
}

export const dayValue = ({ year, month, day }: CalendarDay): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The day as a Date at local midnight: the picker's own representation. */
export const dayToLocalDate = ({ year, month, day }: CalendarDay): Date => {
  const date = new Date(year, month - 1, day);
  // years 0-99 would be read as 1900-1999
  date.setFullYear(year);
  return date;
};

export const localDateToDay = (date: Date): CalendarDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatter = (locale: string): Intl.DateTimeFormat => {
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormatters.set(locale, formatter);
  }
  return formatter;
};

/** '1.12.2025' in fi-FI, '12/1/2025' in en-US. */
export const formatDay = (locale: string, day: CalendarDay): string =>
  dayFormatter(locale).format(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)));

type DayPart = 'day' | 'month' | 'year';

/** The order in which the language writes day, month and year. */
function dayPartOrder(locale: string): DayPart[] {
  return dayFormatter(locale)
    .formatToParts(new Date(Date.UTC(2001, 10, 22, 12)))
    .map((part) => part.type)
    .filter((type): type is DayPart => type === 'day' || type === 'month' || type === 'year');
}

/**
 * Text typed in the language's order ('1.12.2025', '01.12.2025', '1.12.25' in fi-FI; '12/1/2025' in en-US),
 * with any of . / - or a space between the numbers; an ISO 'YYYY-MM-DD' is taken too. A two-digit year is
 * 2000 + it. Null for anything else or a day that does not exist.
 */
export function parseDay(locale: string, text: string): CalendarDay | null {
  const trimmed = text.trim();
  const iso = dayOfValue(trimmed);
  if (iso) return iso;
  const numbers = trimmed.split(/\s*[./\-\s]\s*/).filter(Boolean);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return null;
  const order = dayPartOrder(locale);
  const parts: Partial<Record<DayPart, number>> = {};
  order.forEach((type, index) => {
    parts[type] = Number(numbers[index]);
  });
  const yearText = numbers[order.indexOf('year')] ?? '';
  if (yearText.length !== 2 && yearText.length !== 4) return null;
  const day: CalendarDay = {
    year: yearText.length === 2 ? 2000 + parts.year! : parts.year!,
    month: parts.month!,
    day: parts.day!,
  };
  return isRealDay(day) ? day : null;
}

/** How the language writes a date, for a placeholder and a message: 'd.M.yyyy', 'M/d/yyyy'. */
export function dayPattern(locale: string): string {
  const letters: Record<string, string> = { day: 'd', month: 'M', year: 'yyyy' };
  return dayFormatter(locale)
    .formatToParts(new Date(Date.UTC(2001, 10, 22, 12)))
    .map((part) => letters[part.type] ?? part.value)
    .join('');
}

export interface TimeOfDay {
  hour: number;
  minute: number;
}

export function timeOfValue(value: string | null | undefined): TimeOfDay | null {
  const match = value ? TIME_VALUE.exec(value) : null;
  if (!match) return null;
  const time = { hour: Number(match[1]), minute: Number(match[2]) };
  return time.hour < 24 && time.minute < 60 ? time : null;
}

export const timeValue = ({ hour, minute }: TimeOfDay): string => `${pad(hour)}:${pad(minute)}`;

/** '14.30' in fi-FI, '14:30' in en-US: 24-hour whatever the language's habit. */
export const formatTime = (locale: string, { hour, minute }: TimeOfDay): string =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2001, 0, 1, hour, minute)));

/** '14.30', '14:30', '1430', '9' or '9.5' (09:05); 24-hour only, so no am/pm. */
export function parseTime(text: string): TimeOfDay | null {
  const match = /^(\d{1,2})(?:\s*[.:]\s*(\d{1,2})|(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? match[3] ?? 0);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** 0 = Sunday ... 6 = Saturday, as the Calendar counts; Monday in Finland, Sunday in the United States. */
export function firstDayOfWeek(locale: string): number {
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  if (info) return info.firstDay % 7;
  return intlLocale.region === 'US' ? 0 : 1;
}

/** Month and weekday names of the language, as the Calendar wants them (January first, Sunday first). */
export function calendarNames(locale: string): {
  months: string[];
  shortMonths: string[];
  days: string[];
  shortDays: string[];
} {
  const name = (options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2001, m, 15)));
  // 7 January 2001 was a Sunday
  const days = Array.from({ length: 7 }, (_, d) => new Date(Date.UTC(2001, 0, 7 + d)));
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  return {
    months: months.map((date) => capital(name({ month: 'long' }, date))),
    shortMonths: months.map((date) => capital(name({ month: 'short' }, date))),
    days: days.map((date) => capital(name({ weekday: 'long' }, date))),
    shortDays: days.map((date) => capital(name({ weekday: 'narrow' }, date))),
  };
}
