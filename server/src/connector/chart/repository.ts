import { ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';
import {
  addHelsinki,
  helsinkiStartOf,
  priceOfSpan,
  type Bucket,
  type PriceSeries,
} from '@portal/shared/calendar';
import type { Database } from '../../plugins/database.js';

/**
 * Whose usage places a chart may read: the caller's own mapped places, a target user's mapped places (admin
 * with Target-User), or any place of the instance (admin without Target-User). Always one instance.
 */
export type ChartScope =
  { kind: 'user'; instance: string; userId: number } | { kind: 'instance'; instance: string };

export interface ChartPlaceRow {
  id: number;
  city: string;
  valid_from: string | null;
  valid_to: string | null;
}

export interface MeasuringPointRow {
  id: number;
  quantity: string;
  tariff: string;
  unit: string;
  is_main_type: boolean;
  ordinal: number;
}

export interface PricePartRow {
  start_date: string;
  type: string;
  basic_price: number | null;
  basic_price_unit: string | null;
  spot_margin: number | null;
  spot_price_min: number | null;
  spot_price_max: number | null;
  price_per_unit: number | null;
  electricity_tax: number | null;
  maintenance: number | null;
}

export type SqlBucketUnit = 'year' | 'month' | 'day' | 'hour' | 'minutes_15';

/**
 * The SQL bucket start of `column` as epoch ms. Year, month and day follow the Helsinki calendar; hours are
 * floored in UTC (Helsinki offsets are whole hours, and UTC keeps the two 03:00 hours of an autumn day
 * apart); a quarter is the point's own instant.
 */
export function bucketExpression(unit: SqlBucketUnit, column: string): string {
  switch (unit) {
    case 'minutes_15':
      return `(extract(epoch from ${column}) * 1000)::float8`;
    case 'hour':
      return `(floor(extract(epoch from ${column}) / 3600) * 3600000)::float8`;
    default:
      return `(extract(epoch from (date_trunc('${unit}', ${column} AT TIME ZONE 'Europe/Helsinki')
                 AT TIME ZONE 'Europe/Helsinki')) * 1000)::float8`;
  }
}

/** a usage place the scope may see, with its measuring points of the energy type and its price parts */
export interface ChartPlace extends ChartPlaceRow {
  points: MeasuringPointRow[];
  price_parts: PricePartRow[];
}

/** which place a chart reads: the scope, the place codes and the points' energy type and quantities */
export interface PlaceSelector {
  scope: ChartScope;
  codes: { customerNumber: string; locationCode: string; gridId: number };
  energyType: string;
  quantities: readonly string[];
}

/** SQL building with positional parameters */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** the id of the selected place the scope may see (the first by id), as a scalar subquery */
function placeIdSql(selector: PlaceSelector, params: Params): string {
  const { scope, codes } = selector;
  const mapped =
    scope.kind === 'user'
      ? `AND EXISTS (SELECT 1 FROM user_usage_places uup
                      WHERE uup.usage_place_id = up.id AND uup.user_id = ${params.add(scope.userId)})`
      : '';
  return `(SELECT up.id FROM usage_places up
            WHERE up.instance = ${params.add(scope.instance)} AND up.customer_number = ${params.add(codes.customerNumber)}
              AND up.location_code = ${params.add(codes.locationCode)} AND up.grid_id = ${params.add(codes.gridId)}
              ${mapped}
            ORDER BY up.id LIMIT 1)`;
}

/** the selected measuring points of the selected place */
function pointIdsSql(selector: PlaceSelector, params: Params): string {
  return `(SELECT mp.id FROM measuring_points mp
            WHERE mp.usage_place_id = ${placeIdSql(selector, params)}
              AND mp.energy_type = ${params.add(selector.energyType)}
              AND mp.quantity = ANY(${params.add(selector.quantities)}::text[]))`;
}

/** the place's columns with its points and price parts as JSON, for the place row `up` */
function placeColumnsSql(selector: PlaceSelector, params: Params): string {
  return `up.id, up.city, up.valid_from::text AS valid_from, up.valid_to::text AS valid_to,
            coalesce((SELECT json_agg(json_build_object('id', mp.id, 'quantity', mp.quantity, 'tariff', mp.tariff,
                                                        'unit', mp.unit, 'is_main_type', mp.is_main_type,
                                                        'ordinal', mp.ordinal)
                                      ORDER BY mp.ordinal, mp.quantity, mp.id)
                        FROM measuring_points mp
                       WHERE mp.usage_place_id = up.id AND mp.energy_type = ${params.add(selector.energyType)}
                         AND mp.quantity = ANY(${params.add(selector.quantities)}::text[])),
                     '[]'::json) AS points,
            coalesce((SELECT json_agg(json_build_object('start_date', pp.start_date::text, 'type', pp.type,
                                                        'basic_price', pp.basic_price,
                                                        'basic_price_unit', pp.basic_price_unit,
                                                        'spot_margin', pp.spot_margin,
                                                        'spot_price_min', pp.spot_price_min,
                                                        'spot_price_max', pp.spot_price_max,
                                                        'price_per_unit', pp.price_per_unit,
                                                        'electricity_tax', pp.electricity_tax,
                                                        'maintenance', pp.maintenance)
                                      ORDER BY pp.start_date, pp.id)
                        FROM price_parts pp WHERE pp.usage_place_id = up.id),
                     '[]'::json) AS price_parts`;
}

/**
 * The place, its points and its price parts in one statement (one round trip instead of three); null when
 * the place does not exist or the scope may not see it.
 */
export async function findChartPlace(db: Database, selector: PlaceSelector): Promise<ChartPlace | null> {
  const params = new Params();
  const columns = placeColumnsSql(selector, params);
  const rows = await db.query<ChartPlace>(
    `SELECT ${columns} FROM usage_places up WHERE up.id = ${placeIdSql(selector, params)}`,
    params.values,
    { prepared: true },
  );
  return rows[0] ?? null;
}

/**
 * findChartPlace and readMeterWindow of the selected place's points in one statement: one round trip
 * where the two would cost two (each statement is a socket write and a wake-up on both sides). The place
 * row comes once per point with data, or once with no data.
 */
export async function findChartPlaceWithWindow(
  db: Database,
  selector: PlaceSelector,
  window: MeterWindow,
  previousStart: Date | null,
): Promise<{ place: ChartPlace; read: MeterRead } | null> {
  const params = new Params();
  const columns = placeColumnsSql(selector, params);
  const data = meterWindowSql(params, `ANY(ARRAY${pointIdsSql(selector, params)})`, window, previousStart);
  const rows = await db.query<ChartPlace & MeterRow>(
    `WITH data AS (${data})
     SELECT ${columns}, data.data_id, data.packed, data.previous,
            data.previous_weighted, data.previous_covered
       FROM usage_places up LEFT JOIN data ON true
      WHERE up.id = ${placeIdSql(selector, params)}`,
    params.values,
    { prepared: true },
  );
  const first = rows[0];
  if (!first) return null;
  const {
    data_id: _id,
    packed: _packed,
    previous: _previous,
    previous_weighted: _weighted,
    previous_covered: _covered,
    ...place
  } = first;
  return {
    place,
    read: parseMeterRows(
      rows.filter((row) => row.data_id !== null),
      window,
      previousStart !== null,
    ),
  };
}

/** What one point measured in each bucket of a window, by bucket index. */
export interface PointBuckets {
  /** the sum of the values; meaningful only where coveredMinutes > 0 */
  total: Float64Array;
  /** the sum of value x its minutes: weighted / coveredMinutes is a level's time-weighted mean */
  weighted: Float64Array;
  /** minutes of the bucket covered by rows with a value (0: no value at all) */
  coveredMinutes: Float64Array;
  /** minutes of the bucket covered by rows with a value and the estimate bit */
  estimatedMinutes: Float64Array;
  /** 1 where a row of the bucket has a null value */
  hasNull: Uint8Array;
  /** OR of the status bits of the bucket's rows */
  statusBits: Int32Array;
}

export interface MeterWindow {
  start: Date;
  end: Date;
  /** the window's buckets as bucketsBetween gives them: sorted, tiling [start, end) */
  buckets: readonly Bucket[];
  unit: SqlBucketUnit;
}

export interface MeterRead {
  buckets: Map<number, PointBuckets>;
  /** per point: the sum of its values in [previousStart, window start), null when it has none */
  previousSums: Map<number, number | null>;
  /** per point: the same interval's value x minutes and minutes with a value, for a level's mean */
  previousLevels: Map<number, { weighted: number; covered: number }>;
  /** a window at minutes_15 holds hourly rows: the chart is answered at hour instead */
  hourlyRows: boolean;
}

const FIXED_STEP_SECONDS: Partial<Record<SqlBucketUnit, number>> = { hour: 3600, minutes_15: 900 };

/*
 * The shape of the read decides the cost. A year at hour is 8,760 rows of meter_values per point but 365
 * rows of the day rollup, and the rows' parts arrive as one text per point: one value per point instead of
 * several columns per row is what keeps the driver's decoding (PGlite's most of all) out of the way.
 * Epochs are date_part (double precision): extract returns numeric, whose arithmetic is slow.
 */
interface MeterRow {
  data_id: number | null;
  packed: string | null;
  previous: number | null;
  previous_weighted: number | null;
  previous_covered: number | null;
}

const isHelsinkiMidnight = (instant: Date): boolean =>
  helsinkiStartOf(instant, 'day').getTime() === instant.getTime();

const isHelsinkiMonthStart = (instant: Date): boolean =>
  helsinkiStartOf(instant, 'month').getTime() === instant.getTime();

/** the int[] of an `= ANY(...)` operand */
const arrayOf = (ids: string): string => {
  if (!ids.startsWith('ANY(') || !ids.endsWith(')')) throw new Error(`not an ANY operand: ${ids}`);
  return ids.slice(4, -1);
};

/**
 * The read's SELECT over the points `ids` (an `= ANY(...)` operand), from the day rollup meter_days
 * (migrations/005_meter_days.sql: one row per point and Helsinki day, its rows packed as text and its sums):
 * - hours and quarters: the packs of the days that meet the window, one text per point
 *   (`day epoch;step;first slot;slots;values;statuses` joined by '|'), cut to the window in JS;
 * - days, months, years: the day sums grouped in SQL by width_bucket over the window's bucket starts.
 * Days, months and years whose bounds are not Helsinki midnights (a window starting at 10:30), and previous
 * intervals that are not whole days, read meter_readings (migrations/024: whole days unpacked from meter_days,
 * raw rows only at the partial edges).
 */
function meterWindowSql(
  params: Params,
  ids: string,
  window: MeterWindow,
  previousStart: Date | null,
): string {
  const prev = previousStart && previousStart < window.start ? previousStart : null;
  // a parameter is added only where the statement uses it (PostgreSQL cannot type an unused one)
  let startParam: string | null = null;
  const startSql = () => (startParam ??= params.add(window.start.toISOString()));
  let endParam: string | null = null;
  const endSql = () => (endParam ??= params.add(window.end.toISOString()));
  // the previous interval's sums: its whole months, whole days and partial days' rows, as a window's
  const previousPart = prev
    ? `SELECT id, NULL::text, total, weighted, covered::float8
         FROM (${mixedRowsSql(params, ids, { start: prev, end: window.start, unit: 'month' })}) p`
    : null;
  const step = FIXED_STEP_SECONDS[window.unit];
  if (step !== undefined) {
    const firstDay = params.add(helsinkiStartOf(window.start, 'day').toISOString());
    // at hour, the days wholly inside the window send their hour sums (migrations/025), a quarter of the text
    const pack = `concat_ws(';', date_part('epoch', day_start)::bigint, step_minutes, first_slot,
                            coalesce(slots, ''), vals, coalesce(statuses, ''))`;
    const packSql =
      window.unit === 'hour'
        ? `CASE WHEN hours IS NOT NULL AND day_start >= ${startSql()}
                     AND day_start < ${params.add(helsinkiStartOf(window.end, 'day').toISOString())}
                THEN concat_ws(';', date_part('epoch', day_start)::bigint, 'h' || step_minutes, first_slot, '', hours, '')
                ELSE ${pack} END`
        : pack;
    const packs = `SELECT measuring_point_id AS id, ${packSql} AS pack,
                          NULL::float8 AS previous, NULL::float8 AS pw, NULL::float8 AS pc
                     FROM meter_days
                    WHERE measuring_point_id = ${ids} AND day_start >= ${firstDay} AND day_start < ${endSql()}`;
    return `SELECT id AS data_id, string_agg(pack, '|') AS packed, sum(previous) AS previous,
                   sum(pw) AS previous_weighted, sum(pc) AS previous_covered
              FROM (${packs}${previousPart ? ` UNION ALL ${previousPart}` : ''}) u
             GROUP BY id`;
  }
  const bounds = params.add(window.buckets.map((bucket) => bucket.start.getTime() / 1000));
  const bucketOf = (column: string) =>
    `greatest(width_bucket(date_part('epoch', ${column}), ${bounds}::float8[]), 1) - 1`;
  const wholeMonths =
    (window.unit === 'month' || window.unit === 'year') &&
    isHelsinkiMonthStart(window.start) &&
    isHelsinkiMonthStart(window.end);
  const grouped = wholeMonths
    ? `SELECT measuring_point_id AS id, ${bucketOf('month_start')} AS b, sum(total) AS total,
              sum(weighted) AS weighted, sum(covered) AS covered, sum(estimated) AS estimated, bool_or(has_null) AS has_null,
              bit_or(bits) AS bits
         FROM meter_months
        WHERE measuring_point_id = ${ids} AND month_start >= ${startSql()} AND month_start < ${endSql()}
        GROUP BY 1, 2`
    : isHelsinkiMidnight(window.start) && isHelsinkiMidnight(window.end)
      ? `SELECT measuring_point_id AS id, ${bucketOf('day_start')} AS b, sum(total) AS total,
                sum(total * step_minutes) AS weighted, sum(covered) AS covered, sum(estimated) AS estimated, bool_or(has_null) AS has_null,
                bit_or(bits) AS bits
           FROM meter_days
          WHERE measuring_point_id = ${ids} AND day_start >= ${startSql()} AND day_start < ${endSql()}
          GROUP BY 1, 2`
      : `SELECT id, ${bucketOf('at')} AS b, sum(total) AS total, sum(weighted) AS weighted,
                sum(covered) AS covered, sum(estimated) AS estimated, bool_or(has_null) AS has_null,
                bit_or(bits) AS bits
           FROM (${mixedRowsSql(params, ids, window)}) r
          GROUP BY 1, 2`;
  const packed = `concat_ws(',', b, coalesce(total::text, ''), covered, estimated, has_null::int, bits,
                           coalesce(weighted::text, ''))`;
  return `SELECT id AS data_id, string_agg(packed, ',') AS packed, sum(previous) AS previous,
                 sum(pw) AS previous_weighted, sum(pc) AS previous_covered
            FROM (SELECT id, ${packed} AS packed, NULL::float8 AS previous, NULL::float8 AS pw,
                         NULL::float8 AS pc FROM (${grouped}) g
                  ${previousPart ? `UNION ALL ${previousPart}` : ''}) u
           GROUP BY id`;
}

/** the first Helsinki day (month) start at or after the instant */
function helsinkiCeil(instant: Date, unit: 'day' | 'month'): Date {
  const floor = helsinkiStartOf(instant, unit);
  return floor.getTime() === instant.getTime() ? floor : addHelsinki(floor, 1, unit);
}

/**
 * The rows of a days, months or years window whose bounds are not Helsinki midnights (a dashboard's window
 * ends now), and of any previous interval, as (id, at, total, weighted, covered, estimated, has_null, bits):
 * its whole months from meter_months (at month and year), its whole days from meter_days, and only the
 * partial days at its edges from meter_readings. Each row lies inside one bucket: buckets follow the Helsinki
 * calendar. Before, every day of such a window was unpacked by meter_readings (a dashboard's 12 months or
 * 5 years took 130-180 ms on the demo data, PGlite).
 */
function mixedRowsSql(
  params: Params,
  ids: string,
  window: Pick<MeterWindow, 'start' | 'end' | 'unit'>,
): string {
  const { start, end } = window;
  const raw = (from: Date, to: Date) =>
    `SELECT measuring_point_id AS id, at, value AS total, value * step_minutes AS weighted,
            CASE WHEN value IS NOT NULL THEN step_minutes::integer ELSE 0 END AS covered,
            CASE WHEN value IS NOT NULL AND status & ${ESTIMATE_STATUS_BIT} <> 0 THEN step_minutes::integer ELSE 0 END
              AS estimated,
            value IS NULL AS has_null, status AS bits
       FROM meter_readings(${arrayOf(ids)}, ${params.add(from.toISOString())}, ${params.add(to.toISOString())})`;
  const days = (from: Date, to: Date) =>
    `SELECT measuring_point_id AS id, day_start AS at, total, total * step_minutes AS weighted, covered,
            estimated, has_null, bits
       FROM meter_days
      WHERE measuring_point_id = ${ids} AND day_start >= ${params.add(from.toISOString())}
        AND day_start < ${params.add(to.toISOString())}`;
  const months = (from: Date, to: Date) =>
    `SELECT measuring_point_id AS id, month_start AS at, total, weighted, covered, estimated, has_null, bits
       FROM meter_months
      WHERE measuring_point_id = ${ids} AND month_start >= ${params.add(from.toISOString())}
        AND month_start < ${params.add(to.toISOString())}`;
  const firstDay = helsinkiCeil(start, 'day');
  const lastDay = helsinkiStartOf(end, 'day');
  if (firstDay >= lastDay) return raw(start, end);
  const parts: string[] = [];
  if (start < firstDay) parts.push(raw(start, firstDay));
  const firstMonth = helsinkiCeil(firstDay, 'month');
  const lastMonth = helsinkiStartOf(lastDay, 'month');
  if ((window.unit === 'month' || window.unit === 'year') && firstMonth < lastMonth) {
    if (firstDay < firstMonth) parts.push(days(firstDay, firstMonth));
    parts.push(months(firstMonth, lastMonth));
    if (lastMonth < lastDay) parts.push(days(lastMonth, lastDay));
  } else {
    parts.push(days(firstDay, lastDay));
  }
  if (lastDay < end) parts.push(raw(lastDay, end));
  return parts.join(' UNION ALL ');
}

/**
 * A point's packs of days (hours and quarters) into its window's buckets. A pack is a day's rows
 * (`epoch;step;first slot;slots;values;statuses`) or, for a day inside a window at hour, its hour sums
 * (`epoch;h<step>;first slot;;sums;`, migrations/025).
 *
 * The sums are rounded to the most decimals the values were written with: a sum of numbers with three
 * decimals has three decimals, and the rounding takes away only the binary fractions' error (0.693, not
 * 0.6930000000000001), so a day read from its hour sums (exact numeric sums in SQL) and one read from its
 * rows give the same figure.
 */
function parseDayPacks(
  packed: string,
  window: MeterWindow,
  step: number,
  into: PointBuckets,
  read: MeterRead,
): void {
  const startMs = window.start.getTime();
  const endMs = window.end.getTime();
  const alignedMs = Math.floor(startMs / 1000 / step) * step * 1000;
  const stepMs = step * 1000;
  const count = window.buckets.length;
  let decimals = 0;
  for (const pack of packed.split('|')) {
    const [dayText, minutesText, firstText, slotsText, valsText, statusesText] = pack.split(';') as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const dayMs = Number(dayText) * 1000;
    const hourSums = minutesText.charCodeAt(0) === 104; // 'h'
    const minutes = Number(hourSums ? minutesText.slice(1) : minutesText);
    const slotMs = minutes * 60_000;
    if (minutes > step / 60) read.hourlyRows = true;
    const first = Number(firstText);
    if (hourSums) {
      const seen = addPlainDay(valsText, dayMs + first * slotMs, 60, minutes, alignedMs, stepMs, count, into);
      decimals = seen < 0 || decimals < 0 ? -1 : Math.max(decimals, seen);
      continue;
    }
    const slots = slotsText === '' ? null : slotsText.split(',');
    const statuses = statusesText === '' ? null : statusesText.split(',');
    if (
      slots === null &&
      statuses === null &&
      slotMs <= stepMs &&
      dayMs >= startMs &&
      dayMs + MAX_DAY_MS <= endMs
    ) {
      const seen = addPlainDay(
        valsText,
        dayMs + first * slotMs,
        minutes,
        minutes,
        alignedMs,
        stepMs,
        count,
        into,
      );
      decimals = seen < 0 || decimals < 0 ? -1 : Math.max(decimals, seen);
      continue;
    }
    // the values are scanned in place: splitting 8,760 of them into strings and parsing each with Number()
    // was a tenth of a year-at-hour call
    let k = 0;
    for (let from = 0; from <= valsText.length; k++) {
      let to = valsText.indexOf(',', from);
      if (to < 0) to = valsText.length;
      const at = dayMs + (slots ? Number(slots[k]) : first + k) * slotMs;
      const index = Math.floor((at - alignedMs) / stepMs);
      if (at >= startMs && at < endMs && index >= 0 && index < count) {
        const status = statuses ? Number(statuses[k]) : 0;
        if (to === from) into.hasNull[index] = 1;
        else {
          const value = decimalAt(valsText, from, to);
          if (decimals >= 0) {
            const seen = decimalsOf(valsText, from, to);
            decimals = seen < 0 ? -1 : Math.max(decimals, seen);
          }
          into.total[index]! += value;
          into.weighted[index]! += value * minutes;
          into.coveredMinutes[index]! += minutes;
          if ((status & ESTIMATE_STATUS_BIT) !== 0) into.estimatedMinutes[index]! += minutes;
        }
        into.statusBits[index]! |= status;
      }
      from = to + 1;
    }
  }
  if (decimals > 0 && decimals <= MAX_ROUNDED_DECIMALS) {
    roundTo(into.total, decimals);
    roundTo(into.weighted, decimals);
  }
}

/** the decimals written in text[from, to), or -1 when it is not plain digits with an optional point */
function decimalsOf(text: string, from: number, to: number): number {
  let point = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && point < 0) point = i;
    else if ((c < 48 || c > 57) && !(c === 45 && i === from)) return -1;
  }
  return point < 0 ? 0 : to - point - 1;
}

/** beyond this many decimals the values are binary fractions written out (17 digits), not a meter's decimals */
const MAX_ROUNDED_DECIMALS = 9;

function roundTo(sums: Float64Array, decimals: number): void {
  const f = POWERS_OF_TEN[decimals]!;
  for (let i = 0; i < sums.length; i++) {
    const scaled = sums[i]! * f;
    // 2^52: above it a double holds no fraction to round away
    if (scaled !== 0 && Math.abs(scaled) < 4_503_599_627_370_496) sums[i] = Math.round(scaled) / f;
  }
}

/** longer than any Helsinki day (25 hours): a pack that starts this far before the window's end lies inside it */
const MAX_DAY_MS = 26 * 3_600_000;

/**
 * A day inside the window whose rows are contiguous and all of status 0 (what a meter delivers on most days),
 * or its hour sums, in one pass over the values' text: each bucket's sums are gathered in locals and written
 * once (a bucket of an hour or less never spans two days). Each value counts `covered` minutes and weighs
 * `weight` (its rows' step: an hour sum of quarters is worth 15 x the sum). The most decimals seen, or -1
 * when a value needed Number() (an exponent, 16+ digits).
 */
function addPlainDay(
  vals: string,
  firstMs: number,
  covered: number,
  weight: number,
  alignedMs: number,
  stepMs: number,
  count: number,
  into: PointBuckets,
): number {
  const slotMs = covered * 60_000;
  const length = vals.length;
  let at = firstMs;
  let index = Math.floor((at - alignedMs) / stepMs);
  let nextBucketMs = alignedMs + (index + 1) * stepMs;
  let total = 0;
  let weighted = 0;
  let minutes = 0;
  let hasNull = 0;
  let most = 0;
  for (let from = 0; from <= length; at += slotMs) {
    if (at >= nextBucketMs) {
      addToBucket(into, index, count, total, weighted, minutes, hasNull);
      total = weighted = minutes = hasNull = 0;
      index = Math.floor((at - alignedMs) / stepMs);
      nextBucketMs = alignedMs + (index + 1) * stepMs;
    }
    // a value as decimalAt reads it, in the same pass that finds its end
    let i = from;
    const negative = vals.charCodeAt(i) === 45; // '-'
    if (negative) i++;
    let mantissa = 0;
    let digits = 0;
    let decimals = -1;
    let plain = true;
    for (; i < length; i++) {
      const c = vals.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        mantissa = mantissa * 10 + (c - 48);
        digits++;
        if (decimals >= 0) decimals++;
      } else if (c === 44)
        break; // ','
      else if (c === 46 && decimals < 0)
        decimals = 0; // '.'
      else plain = false;
    }
    if (i === from) hasNull = 1;
    else {
      let value: number;
      if (!plain || digits === 0 || digits > 15) {
        value = Number(vals.slice(from, i));
        most = -1;
      } else {
        value = decimals > 0 ? mantissa / POWERS_OF_TEN[decimals]! : mantissa;
        if (negative) value = -value;
        if (most >= 0 && decimals > most) most = decimals;
      }
      total += value;
      weighted += value * weight;
      minutes += covered;
    }
    from = i + 1;
  }
  addToBucket(into, index, count, total, weighted, minutes, hasNull);
  return most;
}

// a function of its own, not a closure in addPlainDay: a closure that writes the loop's sums would keep them
// in a heap context instead of registers (the loop took 3.3 ms a year at hour with one)
function addToBucket(
  into: PointBuckets,
  index: number,
  count: number,
  total: number,
  weighted: number,
  minutes: number,
  hasNull: number,
): void {
  if (index < 0 || index >= count) return;
  into.total[index]! += total;
  into.weighted[index]! += weighted;
  into.coveredMinutes[index]! += minutes;
  if (hasNull) into.hasNull[index] = 1;
}

/**
 * The number written in text[from, to): plain decimals ('-12.345') by digits, the rare rest (an exponent,
 * 16+ digits) by Number(). Digits / 10^k is exact for up to 15 digits, so the result equals Number()'s.
 */
export function decimalAt(text: string, from: number, to: number): number {
  let i = from;
  const negative = text.charCodeAt(i) === 45; // '-'
  if (negative) i++;
  let mantissa = 0;
  let digits = 0;
  let decimals = -1;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (decimals >= 0) decimals++;
    } else if (c === 46 && decimals < 0)
      decimals = 0; // '.'
    else return Number(text.slice(from, to));
  }
  if (digits === 0 || digits > 15) return Number(text.slice(from, to));
  const value = decimals > 0 ? mantissa / POWERS_OF_TEN[decimals]! : mantissa;
  return negative ? -value : value;
}

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, i) => 10 ** i);

function parseMeterRows(rows: readonly MeterRow[], window: MeterWindow, withPrevious: boolean): MeterRead {
  const read: MeterRead = {
    buckets: new Map(),
    previousSums: new Map(),
    previousLevels: new Map(),
    hourlyRows: false,
  };
  const count = window.buckets.length;
  const step = FIXED_STEP_SECONDS[window.unit];
  for (const row of rows) {
    const { data_id: id, packed, previous } = row;
    if (id === null) continue;
    if (withPrevious) {
      read.previousSums.set(id, previous);
      read.previousLevels.set(id, {
        weighted: Number(row.previous_weighted ?? 0),
        covered: Number(row.previous_covered ?? 0),
      });
    }
    const into: PointBuckets = {
      total: new Float64Array(count),
      weighted: new Float64Array(count),
      coveredMinutes: new Float64Array(count),
      estimatedMinutes: new Float64Array(count),
      hasNull: new Uint8Array(count),
      statusBits: new Int32Array(count),
    };
    read.buckets.set(id, into);
    if (packed === null || packed === '') continue;
    if (step !== undefined) {
      parseDayPacks(packed, window, step, into, read);
      continue;
    }
    const fields = packed.split(',');
    // index, total ('' for null), covered minutes, estimated minutes, has null (0/1), status bits, weighted
    for (let i = 0; i + 6 < fields.length; i += 7) {
      const index = Number(fields[i]);
      if (!(index >= 0 && index < count)) continue;
      const total = fields[i + 1]!;
      into.total[index] = total === '' ? 0 : Number(total);
      into.coveredMinutes[index] = Number(fields[i + 2]);
      into.estimatedMinutes[index] = Number(fields[i + 3]);
      into.hasNull[index] = fields[i + 4] === '1' ? 1 : 0;
      into.statusBits[index] = Number(fields[i + 5]);
      const weighted = fields[i + 6]!;
      into.weighted[index] = weighted === '' ? 0 : Number(weighted);
    }
  }
  return read;
}

/** the window's buckets per point (by ids, or the points of a selected place) and the previous sums */
export async function readMeterWindow(
  db: Database,
  points: readonly number[] | PlaceSelector,
  window: MeterWindow,
  previousStart: Date | null = null,
): Promise<MeterRead> {
  if (Array.isArray(points) && points.length === 0)
    return { buckets: new Map(), previousSums: new Map(), previousLevels: new Map(), hourlyRows: false };
  const params = new Params();
  const ids = Array.isArray(points)
    ? `ANY(${params.add(points)}::int[])`
    : `ANY(ARRAY${pointIdsSql(points as PlaceSelector, params)})`;
  const sql = meterWindowSql(params, ids, window, previousStart);
  return parseMeterRows(
    await db.query<MeterRow>(sql, params.values, { prepared: true }),
    window,
    previousStart !== null,
  );
}

export interface MeanRow {
  bucket_ms: number;
  mean: number;
  /** the same mean with VAT by each price's own delivery instant, none on a negative price (docs/spot-prices.md) */
  mean_vat: number | null;
}

/**
 * Spot prices per bucket in snt/kWh: the time-weighted mean (an hour of quarter prices is the mean of the
 * four quarters), with VAT applied per price at its delivery instant. Buckets of a day or more read the whole
 * Helsinki days of the window from their sums (spot_price_days, migrations/026) and only the prices of a day
 * the window cuts: a year at month read 35,040 prices in 81-99 ms on PGlite. VAT rates change at midnight
 * (`vat.from` is one), so one rate holds for a day's sum of positive prices.
 */
export async function meanSpotPrices(
  db: Database,
  start: Date,
  end: Date,
  unit: SqlBucketUnit,
  vat: { from: Date; rateBefore: number; rateFrom: number },
): Promise<MeanRow[]> {
  const params = new Params();
  const raw = (from: Date, to: Date) =>
    `SELECT at, step_minutes AS minutes, eur_per_mwh * step_minutes AS weighted,
            CASE WHEN eur_per_mwh > 0 THEN eur_per_mwh * step_minutes ELSE 0 END AS positive
       FROM spot_prices
      WHERE area = 'FI' AND at >= ${params.add(from.toISOString())} AND at < ${params.add(to.toISOString())}`;
  const firstDay = helsinkiCeil(start, 'day');
  const lastDay = helsinkiStartOf(end, 'day');
  const parts: string[] = [];
  if (unit === 'hour' || unit === 'minutes_15' || firstDay >= lastDay) parts.push(raw(start, end));
  else {
    if (start < firstDay) parts.push(raw(start, firstDay));
    parts.push(`SELECT day_start AS at, minutes, weighted, positive
                  FROM spot_price_days
                 WHERE area = 'FI' AND day_start >= ${params.add(firstDay.toISOString())}
                   AND day_start < ${params.add(lastDay.toISOString())}`);
    if (lastDay < end) parts.push(raw(lastDay, end));
  }
  const vatFrom = params.add(vat.from.toISOString());
  const rateBefore = params.add(vat.rateBefore);
  const rateFrom = params.add(vat.rateFrom);
  return db.query<MeanRow>(
    `SELECT ${bucketExpression(unit, 'at')} AS bucket_ms,
            sum(weighted) / sum(minutes) / 10 AS mean,
            sum(weighted + positive * CASE WHEN at >= ${vatFrom}::timestamptz THEN ${rateFrom}::float8
                                            ELSE ${rateBefore}::float8 END) / sum(minutes) / 10 AS mean_vat
       FROM (${parts.join(' UNION ALL ')}) p
      GROUP BY bucket_ms`,
    params.values,
  );
}

/** outdoor temperature means per bucket at the station */
export async function meanTemperatures(
  db: Database,
  station: string,
  start: Date,
  end: Date,
  unit: SqlBucketUnit,
): Promise<Array<{ bucket_ms: number; mean: number }>> {
  return db.query(
    `SELECT ${bucketExpression(unit, 'at')} AS bucket_ms, avg(celsius) AS mean
       FROM outdoor_temperatures
      WHERE station = $1 AND at >= $2 AND at < $3
      GROUP BY bucket_ms`,
    [station, start.toISOString(), end.toISOString()],
  );
}

/** per metering interval: the energy of the points and the spot price (snt/kWh) of that same interval */
export interface PricedIntervalRow {
  at_ms: number;
  step_minutes: number;
  kwh: number;
  spot: number | null;
}

/**
 * Each interval of the points' energy in [start, end), in no particular order, with the spot price of that
 * same interval: the time-weighted mean of the prices covering it, null when they do not cover all of it
 * (`priceOfSpan`, which takes the prices in order).
 * The energy comes as the whole days' packs from meter_days and the rows of a day the window cuts, and the
 * prices as one text, unpacked and priced here. Rows (one per interval: 35,040 a year of quarters) took
 * 450 ms on PGlite, most of it handing them over; `meter_readings`, which unpacks the days in SQL, most of
 * the rest.
 */
export async function pricedIntervals(
  db: Database,
  pointIds: readonly number[],
  start: Date,
  end: Date,
): Promise<PricedIntervalRow[]> {
  if (pointIds.length === 0) return [];
  const firstDay = helsinkiCeil(start, 'day');
  const lastDay = helsinkiStartOf(end, 'day');
  // without a whole day the window is all edge: [start, end) from meter_values, no day packs
  const [daysFrom, daysTo] = firstDay < lastDay ? [firstDay, lastDay] : [end, end];
  const [row] = await db.query<{ edges: string | null; days: string | null; prices: string | null }>(
    `SELECT (SELECT string_agg(date_part('epoch', at)::bigint || ':' || step_minutes || ':' || value, ',')
               FROM meter_values
              WHERE measuring_point_id = ANY ($1::int[]) AND value IS NOT NULL
                AND ((at >= $2 AND at < $4) OR (at >= $5 AND at < $3))) AS edges,
            (SELECT string_agg(date_part('epoch', day_start)::bigint || ';' || step_minutes || ';' || first_slot
                               || ';' || coalesce(slots, '') || ';' || vals, '|')
               FROM meter_days
              WHERE measuring_point_id = ANY ($1::int[]) AND day_start >= $4 AND day_start < $5) AS days,
            -- prices are an hour long at most: from the hour before the first interval to the hour after
            (SELECT string_agg(date_part('epoch', at)::bigint || ':' || step_minutes || ':' || eur_per_mwh, ','
                               ORDER BY at)
               FROM spot_prices
              WHERE area = 'FI' AND at > $2::timestamptz - interval '1 hour'
                AND at < $3::timestamptz + interval '1 hour') AS prices`,
    [pointIds, start.toISOString(), end.toISOString(), daysFrom.toISOString(), daysTo.toISOString()],
  );
  const prices = triples(row?.prices);
  const ends = new Float64Array(prices.count);
  for (let i = 0; i < prices.count; i++) ends[i] = prices.first[i]! + prices.second[i]! * 60_000;
  const series: PriceSeries = { starts: prices.first, ends, prices: prices.third };
  const energy = new IntervalSums(pointIds.length > 1);
  const edges = triples(row?.edges);
  for (let i = 0; i < edges.count; i++) energy.add(edges.first[i]!, edges.second[i]!, edges.third[i]!);
  if (row?.days) unpackDays(row.days, energy);
  return energy.rows.map((interval) => {
    const eurPerMwh = priceOfSpan(series, interval.at_ms, interval.at_ms + interval.step_minutes * 60_000);
    interval.spot = eurPerMwh === null ? null : eurPerMwh / 10;
    return interval;
  });
}

/** the points' energy per interval (instant and step): one point's readings as they are, several summed */
class IntervalSums {
  readonly rows: PricedIntervalRow[] = [];
  private readonly byKey: Map<number, PricedIntervalRow> | null;
  constructor(sum: boolean) {
    this.byKey = sum ? new Map() : null;
  }
  add(atMs: number, step: number, kwh: number): void {
    if (this.byKey) {
      // whole seconds times 100 plus the step (at most 60): one number per instant and step
      const key = (atMs / 1000) * 100 + step;
      const found = this.byKey.get(key);
      if (found) {
        found.kwh += kwh;
        return;
      }
      const row = { at_ms: atMs, step_minutes: step, kwh, spot: null };
      this.byKey.set(key, row);
      this.rows.push(row);
    } else this.rows.push({ at_ms: atMs, step_minutes: step, kwh, spot: null });
  }
}

type DayPackFields = [day: string, step: string, first: string, slots: string, vals: string];

/**
 * meter_days packs (`epoch;step;first slot;slots;vals`, `|` between days) into their readings with a value,
 * as `meter_readings` unpacks them: a reading's instant is the day's start plus its slot times the step.
 */
function unpackDays(packed: string, into: IntervalSums): void {
  for (const pack of packed.split('|')) {
    const [dayText, stepText, firstText, slotsText, vals] = pack.split(';') as DayPackFields;
    const dayMs = Number(dayText) * 1000;
    const step = Number(stepText);
    const stepMs = step * 60_000;
    const slots = slotsText === '' ? null : slotsText.split(',');
    let slot = Number(firstText);
    let from = 0;
    for (let n = 0; from <= vals.length; n++) {
      const comma = vals.indexOf(',', from);
      const to = comma < 0 ? vals.length : comma;
      if (to > from)
        into.add(dayMs + (slots ? Number(slots[n]) : slot) * stepMs, step, Number(vals.slice(from, to)));
      slot += 1;
      from = to + 1;
    }
  }
}

/**
 * `epoch:a:b,epoch:a:b,...` as arrays (the epoch in ms; the floats as PostgreSQL writes them, the shortest
 * text that reads back exactly). By index, not split: splitting a year of prices cost 50-110 ms.
 */
function triples(text: string | null | undefined) {
  const count = text ? countOf(text, ',') + 1 : 0;
  const first = new Float64Array(count);
  const second = new Float64Array(count);
  const third = new Float64Array(count);
  let from = 0;
  for (let i = 0; i < count; i++) {
    const end = i === count - 1 ? text!.length : text!.indexOf(',', from);
    const one = text!.indexOf(':', from);
    const two = text!.indexOf(':', one + 1);
    first[i] = Number(text!.slice(from, one)) * 1000;
    second[i] = Number(text!.slice(one + 1, two));
    third[i] = Number(text!.slice(two + 1, end));
    from = end + 1;
  }
  return { count, first, second, third };
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at >= 0; at = text.indexOf(char, at + 1)) count += 1;
  return count;
}

/** daily outdoor mean temperatures (Helsinki days) for heating degree days */
export async function dailyMeanTemperatures(
  db: Database,
  station: string,
  start: Date,
  end: Date,
): Promise<Array<{ bucket_ms: number; mean: number }>> {
  return meanTemperatures(db, station, start, end, 'day');
}
