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

/** One SQL group: a measuring point's values inside one calendar bucket (bucket start in epoch ms). */
export interface BucketRow {
  measuring_point_id: number;
  bucket_ms: number;
  total: number | null;
  /** minutes of the bucket covered by points with a value */
  covered_minutes: number;
  has_null: boolean;
  status_bits: number;
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

export async function findPlace(
  db: Database,
  scope: ChartScope,
  codes: { customerNumber: string; locationCode: string; gridId: number },
): Promise<ChartPlaceRow | null> {
  const mapped =
    scope.kind === 'user'
      ? `AND EXISTS (SELECT 1 FROM user_usage_places uup WHERE uup.usage_place_id = up.id AND uup.user_id = $5)`
      : '';
  const params: unknown[] = [scope.instance, codes.customerNumber, codes.locationCode, codes.gridId];
  if (scope.kind === 'user') params.push(scope.userId);
  const rows = await db.query<ChartPlaceRow>(
    `SELECT up.id, up.city, up.valid_from::text AS valid_from, up.valid_to::text AS valid_to
       FROM usage_places up
      WHERE up.instance = $1 AND up.customer_number = $2 AND up.location_code = $3 AND up.grid_id = $4 ${mapped}
      ORDER BY up.id LIMIT 1`,
    params,
  );
  return rows[0] ?? null;
}

/** the id of the user with this subject in the instance, or null (a subject of another instance is null) */
export async function findUserIdBySubject(
  db: Database,
  instance: string,
  sub: string,
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE instance = $1 AND sub::text = lower($2)`,
    [instance, sub],
  );
  return rows[0]?.id ?? null;
}

export async function listMeasuringPoints(
  db: Database,
  placeId: number,
  energyType: string,
  quantities: readonly string[],
): Promise<MeasuringPointRow[]> {
  return db.query<MeasuringPointRow>(
    `SELECT id, quantity, tariff, unit, is_main_type, ordinal
       FROM measuring_points
      WHERE usage_place_id = $1 AND energy_type = $2 AND quantity = ANY($3::text[])
      ORDER BY ordinal, quantity, id`,
    [placeId, energyType, quantities],
  );
}

/**
 * Per point and calendar bucket: sum, covered minutes, any null value, OR of the status bits. The groups
 * come back as one text per point ('bucket,total,covered,hasNull,status;...'): a year at hour is 8,760
 * groups, and one value per point instead of five columns per row is what makes the call cheap (the
 * per-row, per-column decoding dominates, on PGlite most of all).
 */
export async function aggregateMeterValues(
  db: Database,
  pointIds: readonly number[],
  start: Date,
  end: Date,
  unit: SqlBucketUnit,
): Promise<BucketRow[]> {
  if (pointIds.length === 0) return [];
  const packed = await db.query<{ measuring_point_id: number; groups: string }>(
    `SELECT measuring_point_id,
            string_agg(bucket_ms::bigint || ',' || coalesce(total::text, '') || ',' || covered_minutes
                       || ',' || has_null::int || ',' || status_bits, ';') AS groups
       FROM (SELECT measuring_point_id, ${bucketExpression(unit, 'at')} AS bucket_ms,
                    sum(value) AS total,
                    coalesce(sum(step_minutes) FILTER (WHERE value IS NOT NULL), 0) AS covered_minutes,
                    bool_or(value IS NULL) AS has_null,
                    bit_or(status) AS status_bits
               FROM meter_values
              WHERE measuring_point_id = ANY($1::int[]) AND at >= $2 AND at < $3
              GROUP BY measuring_point_id, bucket_ms) g
      GROUP BY measuring_point_id`,
    [pointIds, start.toISOString(), end.toISOString()],
  );
  const rows: BucketRow[] = [];
  for (const { measuring_point_id, groups } of packed) {
    for (const group of groups.split(';')) {
      const [bucket, total, covered, hasNull, status] = group.split(',');
      rows.push({
        measuring_point_id,
        bucket_ms: Number(bucket),
        total: total ? Number(total) : null,
        covered_minutes: Number(covered),
        has_null: hasNull === '1',
        status_bits: Number(status),
      });
    }
  }
  return rows;
}

/** the sum of the points' values in [start, end), null when there is none */
export async function sumMeterValues(
  db: Database,
  pointIds: readonly number[],
  start: Date,
  end: Date,
): Promise<number | null> {
  if (pointIds.length === 0) return null;
  const rows = await db.query<{ total: number | null }>(
    `SELECT sum(value) AS total FROM meter_values
      WHERE measuring_point_id = ANY($1::int[]) AND at >= $2 AND at < $3`,
    [pointIds, start.toISOString(), end.toISOString()],
  );
  return rows[0]?.total ?? null;
}

export interface MeanRow {
  bucket_ms: number;
  mean: number;
  /** the same mean with VAT by each price's own delivery instant (spot prices only) */
  mean_vat: number | null;
}

/**
 * Spot prices per bucket in snt/kWh: the time-weighted mean (an hour of quarter prices is the mean of the
 * four quarters), with VAT applied per price at its delivery instant.
 */
export async function meanSpotPrices(
  db: Database,
  start: Date,
  end: Date,
  unit: SqlBucketUnit,
  vat: { from: Date; rateBefore: number; rateFrom: number },
): Promise<MeanRow[]> {
  return db.query<MeanRow>(
    `SELECT ${bucketExpression(unit, 'at')} AS bucket_ms,
            sum(eur_per_mwh * step_minutes) / sum(step_minutes) / 10 AS mean,
            sum(eur_per_mwh * step_minutes * (1 + CASE WHEN at >= $3 THEN $5::float8 ELSE $4::float8 END))
              / sum(step_minutes) / 10 AS mean_vat
       FROM spot_prices
      WHERE area = 'FI' AND at >= $1 AND at < $2
      GROUP BY bucket_ms`,
    [start.toISOString(), end.toISOString(), vat.from.toISOString(), vat.rateBefore, vat.rateFrom],
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

export async function pricedIntervals(
  db: Database,
  pointIds: readonly number[],
  start: Date,
  end: Date,
): Promise<PricedIntervalRow[]> {
  if (pointIds.length === 0) return [];
  return db.query<PricedIntervalRow>(
    `WITH energy AS (
       SELECT at, step_minutes, sum(value) AS kwh
         FROM meter_values
        WHERE measuring_point_id = ANY($1::int[]) AND at >= $2 AND at < $3 AND value IS NOT NULL
        GROUP BY at, step_minutes)
     SELECT (extract(epoch from e.at) * 1000)::float8 AS at_ms, e.step_minutes, e.kwh,
            (SELECT CASE WHEN sum(least(sp.at + make_interval(mins => sp.step_minutes),
                                         e.at + make_interval(mins => e.step_minutes))
                                   - greatest(sp.at, e.at)) = make_interval(mins => e.step_minutes)
                         THEN sum(sp.eur_per_mwh * extract(epoch from
                                   least(sp.at + make_interval(mins => sp.step_minutes),
                                         e.at + make_interval(mins => e.step_minutes)) - greatest(sp.at, e.at)))
                              / (e.step_minutes * 60) / 10 END
               FROM spot_prices sp
              WHERE sp.area = 'FI' AND sp.at < e.at + make_interval(mins => e.step_minutes)
                AND sp.at > e.at - interval '1 hour'
                AND sp.at + make_interval(mins => sp.step_minutes) > e.at) AS spot
       FROM energy e
      ORDER BY e.at`,
    [pointIds, start.toISOString(), end.toISOString()],
  );
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

export async function listPriceParts(db: Database, placeId: number): Promise<PricePartRow[]> {
  return db.query<PricePartRow>(
    `SELECT start_date::text AS start_date, type, basic_price, basic_price_unit, spot_margin, spot_price_min,
            spot_price_max, price_per_unit, electricity_tax, maintenance
       FROM price_parts WHERE usage_place_id = $1 ORDER BY start_date, id`,
    [placeId],
  );
}
