import {
  addHelsinki,
  fromHelsinkiWallTime,
  helsinkiDaysBetween,
  toHelsinkiWallTime,
} from '@portal/shared/calendar';
import {
  SPOT_PRICE_DAY_RANGE_LIMITS,
  type SpotPriceAnswer,
  type SpotPriceResolution,
} from '@portal/shared/api/spotPrices';
import type { Database } from '../../plugins/database.js';
import { Refusal, validationsFail } from '../../http/refusal.js';
import { spotSeries, useWeightedAverage } from './calc.js';
import * as repo from './repository.js';
import type { DayQuerystring, RangeQuerystring } from './schemas.js';

export interface SpotScope {
  instance: string;
  userId: number;
  /** the instance's margin, snt/kWh without VAT (instance.json pricing.spotMarginSntPerKwh) */
  marginSnt: number | null;
}

/** the instant a yyyy-mm-dd Helsinki day starts, or null for a day the calendar does not have (2025-02-30) */
function dayStart(text: string): Date | null {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const start = fromHelsinkiWallTime({ year, month, day });
  const w = toHelsinkiWallTime(start);
  return w.year === year && w.month === month && w.day === day ? start : null;
}

/**
 * The last day with prices: the day-ahead market publishes tomorrow's prices in the afternoon, so the
 * server answers up to tomorrow (the widget stops at today, spec section 4).
 */
const lastDayStart = (now: Date): Date =>
  addHelsinki(fromHelsinkiWallTime({ ...toHelsinkiWallTime(now), hour: 0, minute: 0, second: 0 }), 1, 'day');

function checkedDay(text: string, field: string, now: Date): Date {
  const start = dayStart(text);
  if (start === null)
    throw validationsFail([{ field, rule: 'date' }], { description: `${field}: no such day` });
  if (start.getTime() > lastDayStart(now).getTime())
    throw validationsFail([{ field, rule: 'future_date' }], { description: `${field}: no prices yet` });
  return start;
}

async function answer(
  db: Database,
  scope: SpotScope,
  first: { text: string; start: Date },
  last: { text: string; end: Date },
  resolution: SpotPriceResolution,
  vat: boolean,
  locationCode: string | undefined,
): Promise<SpotPriceAnswer> {
  const prices = await repo.marketPrices(db, first.start, last.end);
  const series = spotSeries(prices, first.start, last.end, resolution, { vat, marginSnt: scope.marginSnt });
  let weightedAverage: number | null = null;
  if (locationCode !== undefined) {
    const use = await repo.placeUse(db, scope, locationCode, first.start, last.end);
    if (use === null) throw new Refusal(404, 'usage_place_not_found', 'No such usage place of the user');
    weightedAverage = useWeightedAverage(prices, use, vat);
  }
  return {
    date: first.text,
    endDate: last.text,
    startDate: first.start.toISOString(),
    endDateExclusive: last.end.toISOString(),
    resolution,
    vat,
    unit: 'snt/kWh',
    ...series,
    weightedAverage,
    marginSntPerKwh: scope.marginSnt,
  };
}

/** One Helsinki day of spot prices (the dashboard widget). */
export function spotPricesOfDay(
  db: Database,
  scope: SpotScope,
  query: DayQuerystring,
  now: Date,
): Promise<SpotPriceAnswer> {
  const start = checkedDay(query.date, 'date', now);
  return answer(
    db,
    scope,
    { text: query.date, start },
    { text: query.date, end: addHelsinki(start, 1, 'day') },
    query.resolution,
    query.vat,
    query.locationCode,
  );
}

/** Helsinki days start..end (inclusive): a year at hour, a month at 15 minutes. */
export function spotPricesOfRange(
  db: Database,
  scope: SpotScope,
  query: RangeQuerystring,
  now: Date,
): Promise<SpotPriceAnswer> {
  const start = checkedDay(query.start, 'start', now);
  const endStart = checkedDay(query.end, 'end', now);
  const end = addHelsinki(endStart, 1, 'day');
  const days = Math.round(helsinkiDaysBetween(start, end));
  if (days < 1)
    throw validationsFail([{ field: 'end', rule: 'before_start' }], { description: 'end before start' });
  const limit = SPOT_PRICE_DAY_RANGE_LIMITS[query.resolution];
  if (days > limit)
    throw validationsFail([{ field: 'end', rule: 'max_period' }], {
      description: `at most ${limit} days at ${query.resolution}`,
    });
  return answer(
    db,
    scope,
    { text: query.start, start },
    { text: query.end, end },
    query.resolution,
    query.vat,
    undefined,
  );
}
