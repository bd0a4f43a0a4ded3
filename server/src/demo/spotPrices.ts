import { addHelsinki, helsinkiStartOf, toHelsinkiWallTime } from '@portal/shared/calendar';

/**
 * The Helsinki hour by which the day-ahead market has published tomorrow's prices: Nord Pool's auction
 * results come at about 12.45 CET, 13.45 in Helsinki.
 */
export const DAY_AHEAD_PUBLISHED_HOUR = 14;

/**
 * Demo spot prices (issue 9, docs/spot-prices.md) are written with the demo metering (metering.ts,
 * insertSpotPrices: hourly before delivery day 1 Oct 2025, quarters after, a daily and seasonal shape with
 * negative prices on some summer nights). They run as the day-ahead market publishes them, not only up to
 * the hour the meter values reach: the whole of today is known in the morning, and from the early afternoon
 * (`DAY_AHEAD_PUBLISHED_HOUR`) tomorrow too, so the spot widget shows today in full and tomorrow once it is
 * out. A running server's demo feed (demo/feed.ts) moves this on by itself.
 */
export function spotPricesUntil(until: string): string {
  const at = new Date(until);
  const days = toHelsinkiWallTime(at).hour >= DAY_AHEAD_PUBLISHED_HOUR ? 2 : 1;
  return addHelsinki(helsinkiStartOf(at, 'day'), days, 'day').toISOString();
}
