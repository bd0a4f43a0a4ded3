import { apiRequest, type SpotPriceAnswer, type SpotPriceResolution, type Subject } from '@portal/shared';
import { addHelsinki, fromHelsinkiWallTime, toHelsinkiWallTime } from '@portal/shared/calendar';

export const SPOT_PRICES_PATH = '/connector/v1/spotPrices';

export interface SpotPriceQuery {
  /** a Helsinki day, yyyy-mm-dd */
  date: string;
  resolution: SpotPriceResolution;
  vat: boolean;
  /** weighs the average by this place's use */
  locationCode?: string;
}

export function spotPricesPath(query: SpotPriceQuery): string {
  const params = new URLSearchParams({
    date: query.date,
    resolution: query.resolution,
    vat: String(query.vat),
  });
  if (query.locationCode) params.set('locationCode', query.locationCode);
  return `${SPOT_PRICES_PATH}?${params.toString()}`;
}

export const fetchSpotPrices = (subject: Subject, query: SpotPriceQuery, signal?: AbortSignal) =>
  apiRequest<SpotPriceAnswer>({ path: spotPricesPath(query), subject, signal });

const pad = (n: number) => String(n).padStart(2, '0');

/** today in Helsinki as yyyy-mm-dd, whatever the browser's time zone */
export function helsinkiToday(now: Date = new Date()): string {
  const w = toHelsinkiWallTime(now);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** the Helsinki day `days` after a yyyy-mm-dd day */
export function shiftDay(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const w = toHelsinkiWallTime(addHelsinki(fromHelsinkiWallTime({ year, month, day }), days, 'day'));
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** the instant a Helsinki yyyy-mm-dd day starts (for formatting it in the page's language) */
export function dayStart(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return fromHelsinkiWallTime({ year, month, day });
}
