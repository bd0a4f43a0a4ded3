import {
  helsinkiOffsetMinutes,
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

const STEP_MS: Record<SpotPriceResolution, number> = { hour: 3_600_000, minutes_15: 900_000 };
const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/**
 * Time-weighted means of market prices over consecutive buckets in one pass (prices sorted by start; the
 * buckets are visited in order, so each price is looked at once per bucket it overlaps). `values[i]` is
 * price i as shown; null where the prices do not cover the whole bucket.
 */
function bucketMeans(
  prices: readonly MarketPrice[],
  startMs: number,
  endMs: number,
  stepMs: number,
  values: readonly number[],
): Array<number | null> {
  const means: Array<number | null> = [];
  let first = 0;
  for (let from = startMs; from < endMs; from += stepMs) {
    const to = Math.min(from + stepMs, endMs);
    while (first < prices.length && prices[first]!.atMs + prices[first]!.stepMinutes * 60_000 <= from)
      first++;
    let covered = 0;
    let weighted = 0;
    for (let i = first; i < prices.length && prices[i]!.atMs < to; i++) {
      const p = prices[i]!;
      const overlap = Math.min(to, p.atMs + p.stepMinutes * 60_000) - Math.max(from, p.atMs);
      if (overlap <= 0) continue;
      covered += overlap;
      weighted += values[i]! * overlap;
    }
    means.push(covered === to - from ? round(weighted / covered) : null);
  }
  return means;
}

/** the duration-weighted mean of the priced buckets (all of one length but a shortened last one) */
function meanOf(values: readonly (number | null)[], startMs: number, endMs: number, stepMs: number) {
  let weighted = 0;
  let covered = 0;
  values.forEach((price, i) => {
    if (price === null) return;
    const from = startMs + i * stepMs;
    const ms = Math.min(from + stepMs, endMs) - from;
    weighted += price * ms;
    covered += ms;
  });
  return covered > 0 ? round(weighted / covered) : null;
}

/**
 * The points of [start, end) at the resolution: each bucket priced at the time-weighted mean of the market
 * intervals covering it (an hour of quarters = the mean of its four; a quarter inside an hourly price = that
 * hour's price), null when the market does not cover the whole bucket. VAT and margin go on each market
 * interval before the mean (shownPrice). Hours and quarters are whole UTC steps from a Helsinki midnight.
 */
export function spotSeries(
  prices: readonly MarketPrice[],
  start: Date,
  end: Date,
  resolution: SpotPriceResolution,
  options: { vat: boolean; marginSnt: number | null },
): SpotSeries {
  const startMs = start.getTime();
  const endMs = end.getTime();
  const stepMs = STEP_MS[resolution];
  const shownOf = (marginSnt: number) =>
    prices.map((p) => shownPrice(p.eurPerMwh, new Date(p.atMs), options.vat, marginSnt));
  const spot = bucketMeans(prices, startMs, endMs, stepMs, shownOf(0));
  const margin = options.marginSnt;
  const customer = margin === null ? null : bucketMeans(prices, startMs, endMs, stepMs, shownOf(margin));
  let minimum: number | null = null;
  let maximum: number | null = null;
  const points = spot.map((price, i): SpotPricePoint => {
    const atMs = startMs + i * stepMs;
    const wallMs = atMs + helsinkiOffsetMinutes(new Date(atMs)) * 60_000;
    const inDay = ((wallMs % 86_400_000) + 86_400_000) % 86_400_000;
    const time = `${TWO[Math.floor(inDay / 3_600_000)]}.${TWO[Math.floor((inDay % 3_600_000) / 60_000)]}`;
    if (price !== null) {
      minimum = minimum === null ? price : Math.min(minimum, price);
      maximum = maximum === null ? price : Math.max(maximum, price);
    }
    const point: SpotPricePoint = { time, start: new Date(atMs).toISOString(), price };
    if (customer) point.customerPrice = customer[i] ?? null;
    return point;
  });
  const series: SpotSeries = { points, average: meanOf(spot, startMs, endMs, stepMs), minimum, maximum };
  if (customer) series.customerAverage = meanOf(customer, startMs, endMs, stepMs);
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
