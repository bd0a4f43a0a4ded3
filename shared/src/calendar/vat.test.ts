import { describe, expect, it } from 'vitest';
import { fromHelsinkiWallTime } from './calendar';
import {
  costOfIntervals,
  eurPerMwhToSntPerKwh,
  forwardFillA03,
  hourlyPriceFromQuarters,
  intervalCost,
  priceOfInterval,
  priceOfSpan,
  QUARTER_HOUR_SPOT_PRICES_FROM,
  vatRateAt,
  withVat,
  type PriceInterval,
} from './vat';

const hel = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  fromHelsinkiWallTime({ year, month, day, hour, minute });
const utc = (iso: string): Date => new Date(iso);
const MIN = 60_000;

describe('VAT on electricity by delivery date', () => {
  it('is 24 % for deliveries before 1 Sep 2024 and 25.5 % from then', () => {
    expect(vatRateAt(hel(2024, 8, 31, 23, 59))).toBe(0.24);
    expect(vatRateAt(hel(2024, 9, 1))).toBe(0.255);
    expect(vatRateAt(hel(2025, 1, 1))).toBe(0.255);
  });

  it('the change is at Helsinki midnight: 00:30 on 1 Sep in Helsinki (still 31 Aug in UTC) is 25.5 %', () => {
    expect(vatRateAt(utc('2024-08-31T21:30:00Z'))).toBe(0.255);
    expect(vatRateAt(utc('2024-08-31T20:59:59Z'))).toBe(0.24);
  });

  it('adds the rate of the delivery date, not of today', () => {
    expect(withVat(10, hel(2024, 8, 15))).toBe(12.4);
    expect(withVat(10, hel(2024, 9, 15))).toBe(12.55);
    expect(withVat(0, hel(2024, 9, 15))).toBe(0);
  });
});

describe('spot prices', () => {
  it('ENTSO-E EUR/MWh become snt/kWh', () => {
    expect(eurPerMwhToSntPerKwh(85.3)).toBeCloseTo(8.53, 10);
  });

  it('quarter prices start on delivery day 1 Oct 2025 (CET), 01:00 in Helsinki', () => {
    expect(QUARTER_HOUR_SPOT_PRICES_FROM).toEqual(hel(2025, 10, 1, 1));
  });

  it('an hourly price from quarter prices is the mean of the four quarters', () => {
    expect(hourlyPriceFromQuarters([4, 8, 2, 6])).toBe(5);
    expect(hourlyPriceFromQuarters([-1, 1, -1, 1])).toBe(0);
    expect(hourlyPriceFromQuarters([4, null, 2, 6])).toBeNull();
    expect(() => hourlyPriceFromQuarters([4, 8, 2])).toThrow(RangeError);
  });

  it('an A03 curve leaves out repeated values, which are forward-filled', () => {
    const filled = forwardFillA03({
      start: utc('2025-10-01T22:00:00Z'),
      end: utc('2025-10-01T23:30:00Z'),
      resolutionMinutes: 15,
      points: [
        { position: 5, price: 1.5 },
        { position: 1, price: 7 },
        { position: 2, price: 3.25 },
      ],
    });
    expect(filled.map((p) => p.price)).toEqual([7, 3.25, 3.25, 3.25, 1.5, 1.5]);
    expect(filled[0]!.start).toEqual(utc('2025-10-01T22:00:00Z'));
    expect(filled[5]!.end).toEqual(utc('2025-10-01T23:30:00Z'));
  });

  it('an A03 period without position 1 is refused', () => {
    expect(() =>
      forwardFillA03({
        start: utc('2024-01-01T00:00:00Z'),
        end: utc('2024-01-01T02:00:00Z'),
        resolutionMinutes: 60,
        points: [{ position: 2, price: 1 }],
      }),
    ).toThrow(RangeError);
  });

  const quarters: PriceInterval[] = [4, 8, 2, 6].map((price, i) => ({
    start: new Date(Date.UTC(2025, 9, 2, 10, 15 * i)),
    end: new Date(Date.UTC(2025, 9, 2, 10, 15 * (i + 1))),
    price,
  }));

  it('the price of an hour over quarter prices is their mean; of a quarter inside an hourly price, that hour', () => {
    expect(priceOfInterval(quarters, utc('2025-10-02T10:00:00Z'), utc('2025-10-02T11:00:00Z'))).toBe(5);
    expect(priceOfInterval(quarters, utc('2025-10-02T10:15:00Z'), utc('2025-10-02T10:30:00Z'))).toBe(8);
    const hourly: PriceInterval[] = [
      { start: utc('2024-05-01T10:00:00Z'), end: utc('2024-05-01T11:00:00Z'), price: 9 },
    ];
    expect(priceOfInterval(hourly, utc('2024-05-01T10:45:00Z'), utc('2024-05-01T11:00:00Z'))).toBe(9);
  });

  it('priceOfSpan gives what priceOfInterval gives, on hourly and quarter prices with gaps', () => {
    // a day of hourly prices, then quarters, with two quarters missing
    const prices: PriceInterval[] = [];
    const day = Date.UTC(2025, 8, 30, 0);
    for (let h = 0; h < 24; h++)
      prices.push({
        start: new Date(day + h * 3_600_000),
        end: new Date(day + (h + 1) * 3_600_000),
        price: h * 3 - 20,
      });
    for (let q = 0; q < 96; q++)
      if (q !== 17 && q !== 40)
        prices.push({
          start: new Date(day + 86_400_000 + q * 900_000),
          end: new Date(day + 86_400_000 + (q + 1) * 900_000),
          price: (q * 7) % 31,
        });
    const series = {
      starts: prices.map((p) => p.start.getTime()),
      ends: prices.map((p) => p.end.getTime()),
      prices: prices.map((p) => p.price),
    };
    let priced = 0;
    for (let from = day - 3_600_000; from < day + 2 * 86_400_000; from += 900_000)
      for (const minutes of [15, 60]) {
        const to = from + minutes * 60_000;
        const expected = priceOfInterval(prices, new Date(from), new Date(to));
        expect(priceOfSpan(series, from, to), new Date(from).toISOString()).toBe(expected);
        if (expected !== null) priced += 1;
      }
    expect(priced).toBeGreaterThan(300);
  });

  it('an interval the prices do not fully cover has no price', () => {
    expect(priceOfInterval(quarters, utc('2025-10-02T10:30:00Z'), utc('2025-10-02T11:15:00Z'))).toBeNull();
    expect(priceOfInterval([], utc('2025-10-02T10:30:00Z'), utc('2025-10-02T11:15:00Z'))).toBeNull();
  });
});

describe('cost of an interval = energy x (price of that interval + margin), plus VAT', () => {
  it('2 kWh at 10 snt/kWh with a 0.5 snt margin costs 0.21 EUR, 0.26355 EUR with 25.5 % VAT', () => {
    const cost = intervalCost({
      energyKwh: 2,
      priceSntPerKwh: 10,
      marginSntPerKwh: 0.5,
      deliveryStart: hel(2025, 1, 1),
    });
    expect(cost.withoutVat).toBeCloseTo(0.21, 12);
    expect(cost.vat).toBeCloseTo(0.05355, 12);
    expect(cost.withVat).toBeCloseTo(0.26355, 12);
  });

  it('past energy is costed at its own interval price and VAT, not the current ones', () => {
    const start = hel(2024, 8, 31, 23);
    const prices: PriceInterval[] = [
      { start, end: hel(2024, 9, 1, 0), price: 20 },
      { start: hel(2024, 9, 1, 0), end: hel(2024, 9, 1, 1), price: 2 },
    ];
    const energy = [
      { start, end: new Date(start.getTime() + 60 * MIN), kwh: 1 },
      { start: hel(2024, 9, 1, 0), end: hel(2024, 9, 1, 1), kwh: 1 },
    ];
    const { intervals, total, complete } = costOfIntervals(energy, prices, 0);
    expect(complete).toBe(true);
    expect(intervals.map((i) => i.priceSntPerKwh)).toEqual([20, 2]);
    expect(intervals[0]!.cost!.withVat).toBeCloseTo(0.248, 12);
    expect(intervals[1]!.cost!.withVat).toBeCloseTo(0.0251, 12);
    expect(total.withVat).toBeCloseTo(0.2731, 12);
    expect(total.withoutVat).toBeCloseTo(0.22, 12);
  });

  it('an hour of energy over quarter prices uses the mean of the quarters', () => {
    const hour = { start: utc('2025-10-02T10:00:00Z'), end: utc('2025-10-02T11:00:00Z'), kwh: 3 };
    const prices: PriceInterval[] = [4, 8, 2, 6].map((price, i) => ({
      start: new Date(hour.start.getTime() + 15 * MIN * i),
      end: new Date(hour.start.getTime() + 15 * MIN * (i + 1)),
      price,
    }));
    expect(costOfIntervals([hour], prices, 1).total.withoutVat).toBeCloseTo(0.18, 12);
  });

  it('an interval without a price is left uncosted and the total is marked incomplete', () => {
    const energy = [{ start: utc('2025-01-01T00:00:00Z'), end: utc('2025-01-01T01:00:00Z'), kwh: 5 }];
    const result = costOfIntervals(energy, [], 0.5);
    expect(result.complete).toBe(false);
    expect(result.intervals[0]!.cost).toBeNull();
    expect(result.total.withVat).toBe(0);
  });
});
