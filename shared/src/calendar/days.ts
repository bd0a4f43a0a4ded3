import { addHelsinki, fromHelsinkiWallTime, toHelsinkiWallTime } from './calendar';

/**
 * Calendar days and months in Helsinki as text ('YYYY-MM-DD', 'YYYY-MM'), whatever the zone of the browser or
 * server: "today" in the portal is the Helsinki day, so a customer in New York and the server in UTC agree.
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The Helsinki calendar day holding the instant, 'YYYY-MM-DD'; without one, today's. */
export function helsinkiDay(instant: Date = new Date()): string {
  const { year, month, day } = toHelsinkiWallTime(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The Helsinki calendar month holding the instant, 'YYYY-MM'; without one, this month. */
export const helsinkiMonth = (instant: Date = new Date()): string => helsinkiDay(instant).slice(0, 7);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a Helsinki 'YYYY-MM-DD' day begins (its midnight, +02:00 or +03:00). */
export function helsinkiDayStart(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return fromHelsinkiWallTime({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

/** The Helsinki day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export const shiftHelsinkiDay = (day: string, days: number): string =>
  helsinkiDay(addHelsinki(helsinkiDayStart(day), days, 'day'));
