/**
 * Calendar months as the page's language writes them: 'marraskuu 2026', 'november 2026', 'November 2026'.
 * A month travels as 'YYYY-MM'. Typed months are read as numbers in the language's order ('11.2026' in
 * fi-FI and sv-FI, '11/2026' in en-US, any of . / - or a space between), as ISO 'YYYY-MM', or as the
 * month's name (or its abbreviation) and the year.
 */

export interface CalendarMonth {
  year: number;
  month: number;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

const isRealMonth = ({ year, month }: CalendarMonth): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  year >= 1000 &&
  year <= 9999 &&
  month >= 1 &&
  month <= 12;

/** 'YYYY-MM' as its parts; null for anything else. */
export function monthOfValue(value: string | null | undefined): CalendarMonth | null {
  const match = value ? MONTH_VALUE.exec(value) : null;
  if (!match) return null;
  const month = { year: Number(match[1]), month: Number(match[2]) };
  return isRealMonth(month) ? month : null;
}

export const monthValue = ({ year, month }: CalendarMonth): string => `${pad(year, 4)}-${pad(month)}`;

/** The month `count` months after (or before) a 'YYYY-MM' month. */
export function shiftMonth(value: string, count: number): string {
  const month = monthOfValue(value);
  if (!month) throw new RangeError(`not a YYYY-MM month: ${value}`);
  const index = month.year * 12 + month.month - 1 + count;
  return monthValue({ year: Math.floor(index / 12), month: (index % 12) + 1 });
}

const midMonth = ({ year, month }: CalendarMonth): Date => new Date(Date.UTC(year, month - 1, 15, 12));

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** 'marraskuu 2026' in fi-FI, 'november 2026' in sv-FI, 'November 2026' in en-US. */
export const formatMonth = (locale: string, month: CalendarMonth): string =>
  formatter(locale, { month: 'long', year: 'numeric' }).format(midMonth(month));

/** How the language writes a month in numbers, for a placeholder and a message: 'M.yyyy', 'M/yyyy'. */
export function monthPattern(locale: string): string {
  const letters: Record<string, string> = { month: 'M', year: 'yyyy' };
  return formatter(locale, { month: 'numeric', year: 'numeric' })
    .formatToParts(midMonth({ year: 2001, month: 11 }))
    .map((part) => letters[part.type] ?? part.value)
    .join('');
}

/** An example in that pattern: '11.2026', '11/2026'. */
export const monthExample = (locale: string, month: CalendarMonth): string =>
  formatter(locale, { month: 'numeric', year: 'numeric' }).format(midMonth(month));

const normalize = (text: string): string => text.toLocaleLowerCase().replace(/\.$/, '').trim();

/** The month names of the language, long and short, lower case: index 0 is January. */
function monthNames(locale: string): { long: string[]; short: string[] } {
  const months = Array.from({ length: 12 }, (_, m) => midMonth({ year: 2001, month: m + 1 }));
  return {
    long: months.map((date) => normalize(formatter(locale, { month: 'long' }).format(date))),
    short: months.map((date) => normalize(formatter(locale, { month: 'short' }).format(date))),
  };
}

function monthByName(locale: string, word: string): number | null {
  const typed = normalize(word);
  if (!typed) return null;
  const { long, short } = monthNames(locale);
  const exact = long.indexOf(typed);
  if (exact >= 0) return exact + 1;
  const abbreviated = short.indexOf(typed);
  if (abbreviated >= 0) return abbreviated + 1;
  // an inflected name ('marraskuuta 2026') begins with the name itself
  const inflected = long.findIndex((name) => typed.startsWith(name));
  return inflected >= 0 ? inflected + 1 : null;
}

const yearOf = (text: string): number | null => {
  if (!/^\d{2}$|^\d{4}$/.test(text)) return null;
  return text.length === 2 ? 2000 + Number(text) : Number(text);
};

/** A typed month, or null for text that is not one. */
export function parseMonth(locale: string, text: string): CalendarMonth | null {
  const trimmed = text.trim();
  const numbers = trimmed.split(/\s*[./\-\s]\s*/).filter(Boolean);
  if (numbers.length !== 2) {
    // a name with a space in it does not exist in these languages; anything else is not a month
    return null;
  }
  const [first, second] = numbers as [string, string];
  let month: CalendarMonth | null = null;
  if (/^\d{4}$/.test(first) && /^\d{1,2}$/.test(second)) {
    month = { year: Number(first), month: Number(second) };
  } else if (/^\d{1,2}$/.test(first)) {
    const year = yearOf(second);
    month = year === null ? null : { year, month: Number(first) };
  } else {
    const named = monthByName(locale, first);
    const year = yearOf(second);
    month = named === null || year === null ? null : { year, month: named };
  }
  return month && isRealMonth(month) ? month : null;
}
