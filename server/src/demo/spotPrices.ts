import { addHelsinki, helsinkiStartOf } from '@portal/shared/calendar';

/**
 * Demo spot prices (issue 9, docs/spot-prices.md) are written with the demo metering (metering.ts,
 * insertSpotPrices: hourly before delivery day 1 Oct 2025, quarters after, a daily and seasonal shape with
 * negative prices on some summer nights). The day-ahead market knows the whole of today's prices in the
 * morning, so they are written to the end of the Helsinki day holding `until`, not only up to the hour
 * the meter values reach: the spot widget then shows today in full.
 */
export function spotPricesUntil(until: string): string {
  return addHelsinki(helsinkiStartOf(new Date(until), 'day'), 1, 'day').toISOString();
}
