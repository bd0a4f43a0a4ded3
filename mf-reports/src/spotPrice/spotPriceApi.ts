import { apiRequest, type SpotPriceAnswer, type SpotPriceResolution, type Subject } from '@portal/shared';

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
