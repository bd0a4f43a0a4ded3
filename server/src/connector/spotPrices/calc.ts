import {
  bucketsBetween,
  priceOfInterval,
  toHelsinkiWallTime,
  withVat,
  type PriceInterval,
} from '@portal/shared/calendar';
import type { SpotPricePoint, SpotPriceResolution } from '@portal/shared/api/spotPrices';

/** One stored market price: its first instant, its length and EUR/MWh. */
export interface MarketPrice {
  atMs: number;
  stepMinutes: number;
  eurPerMwh: number;
}

export interface EnergyUse {
  atMs: number;
  stepMinutes: number;
  kwh: number;
}

/**
 * A price as shown, in snt/kWh: EUR/MWh / 10, plus the margin, then VAT by the delivery instant when asked.
 * A negative price carries no VAT (docs/spot-prices.md): the seller adds VAT to a positive price only.
 */
export function shownPrice(eurPerMwh: number, deliveryStart: Date, vat: boolean, marginSnt = 0): number {
  const net = eurPerMwh / 10 + marginSnt;
  return vat && net > 0 ? withVat(net, deliveryStart) : net;
}

/** 3 decimals: snt/kWh to a thousandth, without float noise (10 x 1.255 stays 12.55) */
const round = (value: number): number => Math.round(value * 1000) / 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'hh.mm' in Helsinki wall time (spec section 3, spot price point) */
export function helsinkiClock(instant: Date): string {
  const w = toHelsinkiWallTime(instant);
  return `${pad(w.hour)}.${pad(w.minute)}`;
}

/**
 * Market prices (sorted by start) as intervals priced the way they are shown. VAT and margin go on each
 * market interval before any mean: an hour of quarters is the mean of the four quarters as shown.
 */
export function shownIntervals(prices: readonly MarketPrice[], vat: boolean, marginSnt = 0): PriceInterval[] {
  return prices.map((p) => {
    const start = new Date(p.atMs);
    return {
      start,
      end: new Date(p.atMs + p.stepMinutes * 60_000),
      price: shownPrice(p.eurPerMwh, start, vat, marginSnt),
    };
  });
}

export interface SpotSeries {
  points: SpotPricePoint[];
  average: number | null;
  customerAverage?: number | null;
  minimum: number | null;
  maximum: number | null;
}

/** the duration-weighted mean of the priced buckets */
function meanOf(values: ReadonlyArray<{ price: number | null; ms: number }>): number | null {
  let weighted = 0;
  let covered = 0;
  for (const v of values) {
    if (v.price === null) continue;
    weighted += v.price * v.ms;
    covered += v.ms;
  }
  return covered > 0 ? round(weighted / covered) : null;
}

/**
 * The points of [start, end) at the resolution: each bucket priced at the time-weighted mean of the market
 * intervals covering it (an hour of quarters = the mean of its four; a quarter inside an hourly price = that
 * hour's price), null when the market does not cover the whole bucket.
 */
export function spotSeries(
  prices: readonly MarketPrice[],
  start: Date,
  end: Date,
  resolution: SpotPriceResolution,
  options: { vat: boolean; marginSnt: number | null },
): SpotSeries {
  const buckets = bucketsBetween(start, end, resolution);
  const spot = shownIntervals(prices, options.vat);
  const customer = options.marginSnt === null ? null : shownIntervals(prices, options.vat, options.marginSnt);
  let minimum: number | null = null;
  let maximum: number | null = null;
  const spotMeans: Array<{ price: number | null; ms: number }> = [];
  const customerMeans: Array<{ price: number | null; ms: number }> = [];
  const points = buckets.map((b): SpotPricePoint => {
    const ms = b.end.getTime() - b.start.getTime();
    const raw = priceOfInterval(spot, b.start, b.end);
    const price = raw === null ? null : round(raw);
    spotMeans.push({ price, ms });
    if (price !== null) {
      minimum = minimum === null ? price : Math.min(minimum, price);
      maximum = maximum === null ? price : Math.max(maximum, price);
    }
    const point: SpotPricePoint = { time: helsinkiClock(b.start), start: b.start.toISOString(), price };
    if (customer) {
      const c = priceOfInterval(customer, b.start, b.end);
      point.customerPrice = c === null ? null : round(c);
      customerMeans.push({ price: point.customerPrice, ms });
    }
    return point;
  });
  const series: SpotSeries = { points, average: meanOf(spotMeans), minimum, maximum };
  if (customer) series.customerAverage = meanOf(customerMeans);
  return series;
}

/**
 * The spot price weighted by use: sum(kWh x price of the interval the energy was used in) / sum(kWh), in
 * snt/kWh as shown (VAT as asked). Use with no price, or a window without use, gives null.
 */
export function useWeightedAverage(
  prices: readonly MarketPrice[],
  use: readonly EnergyUse[],
  vat: boolean,
): number | null {
  const shown = shownIntervals(prices, vat);
  let kwh = 0;
  let cost = 0;
  for (const u of use) {
    const price = priceOfInterval(shown, new Date(u.atMs), new Date(u.atMs + u.stepMinutes * 60_000));
    if (price === null) continue;
    kwh += u.kwh;
    cost += u.kwh * price;
  }
  return kwh > 0 ? round(cost / kwh) : null;
}
