import { fromHelsinkiWallTime } from '@portal/shared/calendar';

/** Calendar months and days as text (yyyy-mm, yyyy-mm-dd): billing periods are Helsinki calendar dates. */

const pad = (n: number): string => String(n).padStart(2, '0');

/** yyyy-mm-01 of the month `offset` months from `month` (yyyy-mm or yyyy-mm-dd) */
export function addMonths(month: string, offset: number): string {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

export function lastDayOf(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return `${year}-${pad(m)}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** the Helsinki calendar day of an instant: the one function the browser and the server share */
export { helsinkiDay } from '@portal/shared/calendar';

/** the instant a Helsinki calendar day begins */
export const startOfDay = (day: string): Date =>
  fromHelsinkiWallTime({
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8, 10)),
  });
