/**
 * Prices and costs (FACTS.md): VAT by delivery date, hourly prices from quarter prices, ENTSO-E A03
 * forward-fill, and the cost of an interval at that interval's own price. Prices are snt/kWh, costs EUR.
 */
import { fromHelsinkiWallTime } from './calendar';

/** VAT on electricity is 25.5 % for deliveries from 1 Sep 2024 (Helsinki), 24 % before. */
export const VAT_25_5_FROM = fromHelsinkiWallTime({ year: 2024, month: 9, day: 1 });

/**
 * Day-ahead prices are per 15 minutes from delivery day 1 Oct 2025, hourly before. The market's delivery
 * day runs in CET, so the first quarter price is 2025-10-01 00:00 CEST (01:00 in Helsinki).
 */
export const QUARTER_HOUR_SPOT_PRICES_FROM = new Date('2025-09-30T22:00:00Z');

// basis points keep 10 x 1.255 at 12.55 instead of 12.549999...
const rateBasisPointsAt = (delivery: Date): number =>
  delivery.getTime() >= VAT_25_5_FROM.getTime() ? 2550 : 2400;

/** The VAT rate by delivery date (not invoice date): 0.24 or 0.255. */
export const vatRateAt = (delivery: Date): number => rateBasisPointsAt(delivery) / 10_000;

export const withVat = (amount: number, deliveryInstant: Date): number =>
  (amount * (10_000 + rateBasisPointsAt(deliveryInstant))) / 10_000;

/** ENTSO-E publishes EUR/MWh; the portal shows snt/kWh. */
export const eurPerMwhToSntPerKwh = (eurPerMwh: number): number => eurPerMwh / 10;

/** An hourly price from quarter prices is the mean of the four quarters; a missing quarter gives none. */
export function hourlyPriceFromQuarters(quarters: readonly (number | null)[]): number | null {
  if (quarters.length !== 4) throw new RangeError(`an hour has 4 quarter prices, got ${quarters.length}`);
  if (quarters.some((q) => q === null)) return null;
  return (quarters as number[]).reduce((sum, q) => sum + q, 0) / 4;
}

export interface PriceInterval {
  start: Date;
  /** exclusive */
  end: Date;
  price: number;
}

/** One ENTSO-E Period: its timeInterval (UTC), resolution and the Points it lists (position from 1). */
export interface EntsoePeriod {
  start: Date;
  end: Date;
  resolutionMinutes: 15 | 60;
  points: ReadonlyArray<{ position: number; price: number }>;
}

/**
 * The A03 curve type leaves out a point that repeats the previous price; every position of the period is
 * filled with the latest price listed at or before it.
 */
export function forwardFillA03(period: EntsoePeriod): PriceInterval[] {
  const stepMs = period.resolutionMinutes * 60_000;
  const count = Math.round((period.end.getTime() - period.start.getTime()) / stepMs);
  const byPosition = new Map(period.points.map((p) => [p.position, p.price]));
  if (count > 0 && !byPosition.has(1)) throw new RangeError('an A03 period must list position 1');
  const filled: PriceInterval[] = [];
  let price = 0;
  for (let position = 1; position <= count; position++) {
    price = byPosition.get(position) ?? price;
    const start = period.start.getTime() + (position - 1) * stepMs;
    filled.push({ start: new Date(start), end: new Date(start + stepMs), price });
  }
  return filled;
}

/**
 * The price of [start, end) from prices sorted by start: the time-weighted mean of the prices covering it
 * (for an hour of quarter prices, the mean of the four quarters; for a quarter inside an hourly price, that
 * hour's price). Null when the prices do not cover the whole interval.
 */
export function priceOfInterval(prices: readonly PriceInterval[], start: Date, end: Date): number | null {
  const from = start.getTime();
  const to = end.getTime();
  if (to <= from) return null;
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (prices[mid]!.end.getTime() <= from) low = mid + 1;
    else high = mid;
  }
  let covered = 0;
  let weighted = 0;
  for (let i = low; i < prices.length && prices[i]!.start.getTime() < to; i++) {
    const p = prices[i]!;
    const overlap = Math.min(to, p.end.getTime()) - Math.max(from, p.start.getTime());
    if (overlap <= 0) continue;
    covered += overlap;
    weighted += p.price * overlap;
  }
  return covered === to - from ? weighted / covered : null;
}

/** A long price series as parallel arrays of epoch milliseconds and prices, sorted by start. */
export interface PriceSeries {
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
  prices: ArrayLike<number>;
}

/**
 * `priceOfInterval` for [fromMs, toMs) over a `PriceSeries`: the same rule without a Date per price, for
 * a year of quarters priced one by one (the energy report in euros).
 */
export function priceOfSpan(
  { starts, ends, prices }: PriceSeries,
  fromMs: number,
  toMs: number,
): number | null {
  if (toMs <= fromMs) return null;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ends[mid]! <= fromMs) low = mid + 1;
    else high = mid;
  }
  let covered = 0;
  let weighted = 0;
  for (let i = low; i < starts.length && starts[i]! < toMs; i++) {
    const overlap = Math.min(toMs, ends[i]!) - Math.max(fromMs, starts[i]!);
    if (overlap <= 0) continue;
    covered += overlap;
    weighted += prices[i]! * overlap;
  }
  return covered === toMs - fromMs ? weighted / covered : null;
}

export interface IntervalCost {
  withoutVat: number;
  vat: number;
  withVat: number;
}

/** Cost in EUR = energy (kWh) x (price + margin, snt/kWh) / 100, plus VAT by the delivery date. */
export function intervalCost(input: {
  energyKwh: number;
  priceSntPerKwh: number;
  marginSntPerKwh: number;
  deliveryStart: Date;
}): IntervalCost {
  const withoutVat = (input.energyKwh * (input.priceSntPerKwh + input.marginSntPerKwh)) / 100;
  const total = withVat(withoutVat, input.deliveryStart);
  return { withoutVat, vat: total - withoutVat, withVat: total };
}

export interface EnergyInterval {
  start: Date;
  end: Date;
  kwh: number;
}

export interface CostedInterval extends EnergyInterval {
  priceSntPerKwh: number | null;
  cost: IntervalCost | null;
}

/**
 * Each energy interval is costed at the price of that same interval (never the current price), with the VAT
 * of its own delivery date. `complete` is false when an interval has no price; the totals then hold only
 * what could be priced.
 */
export function costOfIntervals(
  energy: readonly EnergyInterval[],
  prices: readonly PriceInterval[],
  marginSntPerKwh: number,
): { intervals: CostedInterval[]; total: IntervalCost; complete: boolean } {
  const total: IntervalCost = { withoutVat: 0, vat: 0, withVat: 0 };
  let complete = true;
  const intervals = energy.map((e): CostedInterval => {
    const price = priceOfInterval(prices, e.start, e.end);
    if (price === null) {
      complete = false;
      return { ...e, priceSntPerKwh: null, cost: null };
    }
    const cost = intervalCost({
      energyKwh: e.kwh,
      priceSntPerKwh: price,
      marginSntPerKwh,
      deliveryStart: e.start,
    });
    total.withoutVat += cost.withoutVat;
    total.vat += cost.vat;
    total.withVat += cost.withVat;
    return { ...e, priceSntPerKwh: price, cost };
  });
  return { intervals, total, complete };
}
