/**
 * Spot prices (issue 9; spec customer-area section 3 'Spot price point', section 4 spot price widget and
 * weighted average chip). Types only, shared by server and browser. Prices are snt/kWh (c/kWh), FI area.
 *
 * - `GET /connector/v1/spotPrices?date=yyyy-mm-dd&resolution=minutes_15|hour&vat=true|false[&locationCode=]`
 *   one Helsinki calendar day (92, 96 or 100 quarters; 23, 24 or 25 hours).
 * - `GET /connector/v1/spotPrices/range?start=yyyy-mm-dd&end=yyyy-mm-dd&resolution=...&vat=...`
 *   Helsinki days start..end inclusive: at most 366 days at `hour`, 31 days at `minutes_15`.
 *
 * Rules (docs/spot-prices.md): quarter prices from delivery day 1 Oct 2025, hourly before; an hour of
 * quarters is the mean of its four quarters; a quarter before 1 Oct 2025 is its hour's price. VAT by
 * delivery date (25.5 % from 1 Sep 2024, 24 % before) and only on a positive price: a negative price
 * carries no VAT.
 */

export type SpotPriceResolution = 'minutes_15' | 'hour';

export interface SpotPricePoint {
  /** Helsinki wall time 'hh.mm' (spec); on the autumn DST day 03.00..03.45 appear twice */
  time: string;
  /** the interval's first instant, ISO 8601 UTC: tells the two autumn 03.00s apart */
  start: string;
  /** the spot price, with VAT when asked; null when the market has no price for the interval */
  price: number | null;
  /** spot + the instance's margin (`pricing.spotMarginSntPerKwh`), VAT as asked; absent without a margin */
  customerPrice?: number | null;
}

export interface SpotPriceAnswer {
  /** the first Helsinki day asked for, yyyy-mm-dd */
  date: string;
  /** the last Helsinki day (inclusive); equals `date` for the day call */
  endDate: string;
  /** ISO instants of the window [startDate, endDateExclusive) */
  startDate: string;
  endDateExclusive: string;
  resolution: SpotPriceResolution;
  vat: boolean;
  unit: 'snt/kWh';
  points: SpotPricePoint[];
  /** the time-weighted mean of the window's prices (a plain mean of equal-length intervals) */
  average: number | null;
  /** the same mean of `customerPrice`; absent without a margin */
  customerAverage?: number | null;
  /**
   * with `locationCode`: the mean price weighted by that usage place's electricity use in each interval
   * (what its kWh cost on average); null without a location or without metered use in the window
   */
  weightedAverage: number | null;
  minimum: number | null;
  maximum: number | null;
  /** the instance's margin, snt/kWh without VAT; null when it sets none */
  marginSntPerKwh: number | null;
}

/** The weighted average chip (spec section 4): success if below the average, error if above, else primary. */
export type AverageChipColour = 'success' | 'error' | 'primary';

export function averageChipColour(shown: number | null, average: number | null): AverageChipColour {
  if (shown === null || average === null) return 'primary';
  // prices are given to 0.01 snt/kWh: closer than that counts as equal
  if (Math.abs(shown - average) < 0.005) return 'primary';
  return shown < average ? 'success' : 'error';
}

/** The longest range call per resolution, in Helsinki days. */
export const SPOT_PRICE_DAY_RANGE_LIMITS = { hour: 366, minutes_15: 31 } as const;
