import type { Database } from '../../plugins/database.js';

/** whose places a call may read: the caller's (or a target user's) mapped places of one instance */
export interface HeatScope {
  instance: string;
  userId: number;
}

export interface HeatPlaceRow {
  id: number;
  city: string;
  location_code: string;
  customer_number: string;
  /** the unit of the place's heatEnergy point; null when the place measures no district heat */
  unit: string | null;
  /** the place's validity, 'YYYY-MM-DD' (the last day inclusive); null when open */
  valid_from: string | null;
  valid_to: string | null;
}

/** the place with the codes if the scope may see it (the first by id), with its heat energy unit */
export async function findHeatPlace(
  db: Database,
  scope: HeatScope,
  codes: { customerNumber: string; locationCode: string },
): Promise<HeatPlaceRow | null> {
  const rows = await db.query<HeatPlaceRow>(
    `SELECT up.id, up.city, up.location_code, up.customer_number,
            to_char(up.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(up.valid_to, 'YYYY-MM-DD') AS valid_to,
            (SELECT mp.unit FROM measuring_points mp
              WHERE mp.usage_place_id = up.id AND mp.energy_type = 'heat' AND mp.quantity = 'heatEnergy'
              ORDER BY mp.id LIMIT 1) AS unit
       FROM usage_places up
      WHERE up.instance = $1 AND up.customer_number = $2 AND up.location_code = $3
        AND EXISTS (SELECT 1 FROM user_usage_places uup WHERE uup.usage_place_id = up.id AND uup.user_id = $4)
      ORDER BY up.id LIMIT 1`,
    [scope.instance, codes.customerNumber, codes.locationCode, scope.userId],
  );
  return rows[0] ?? null;
}

export interface UsageMonthRow {
  year: number;
  month: number;
  usage: number | null;
  /** minutes with a value */
  covered: number;
}

/** the heat energy of the place per Helsinki month in [from, to) from the day rollup */
export async function monthlyHeatUsage(
  db: Database,
  placeId: number,
  from: Date,
  to: Date,
): Promise<UsageMonthRow[]> {
  return db.query<UsageMonthRow>(
    `SELECT date_part('year', local)::int AS year, date_part('month', local)::int AS month,
            sum(total) AS usage, sum(covered)::float8 AS covered
       FROM (SELECT d.total, d.covered, d.day_start AT TIME ZONE 'Europe/Helsinki' AS local
               FROM meter_days d
              WHERE d.measuring_point_id = ANY (ARRAY(
                      SELECT mp.id FROM measuring_points mp
                       WHERE mp.usage_place_id = $1 AND mp.energy_type = 'heat' AND mp.quantity = 'heatEnergy'))
                AND d.day_start >= $2 AND d.day_start < $3) d
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [placeId, from.toISOString(), to.toISOString()],
  );
}

export interface DailyTemperatureRow {
  year: number;
  month: number;
  mean: number;
}

/** the station's daily mean outdoor temperature per Helsinki day in [from, to) */
export async function dailyTemperatures(
  db: Database,
  station: string,
  from: Date,
  to: Date,
): Promise<DailyTemperatureRow[]> {
  return db.query<DailyTemperatureRow>(
    `SELECT date_part('year', day)::int AS year, date_part('month', day)::int AS month, avg(celsius) AS mean
       FROM (SELECT date_trunc('day', at AT TIME ZONE 'Europe/Helsinki') AS day, celsius
               FROM outdoor_temperatures WHERE station = $1 AND at >= $2 AND at < $3) t
      GROUP BY day ORDER BY day`,
    [station, from.toISOString(), to.toISOString()],
  );
}

/** the station's reference degree days by month (index 0 = January); zeros where none are stored */
export async function degreeDayNormals(db: Database, station: string): Promise<number[]> {
  const rows = await db.query<{ month: number; degree_days: number }>(
    'SELECT month, degree_days FROM heating_degree_day_normals WHERE station = $1',
    [station],
  );
  const normals = Array.from({ length: 12 }, () => 0);
  for (const row of rows) normals[row.month - 1] = row.degree_days;
  return normals;
}

export interface StructureRow {
  dh_unit: string;
  structure_type: string;
  completion_year: number | null;
  volume: number | null;
  volume_begin_date: string | null;
  gross_area: number | null;
  subscr_capacity: number | null;
  subscr_capacity_begin_date: string | null;
  subscr_flow: number | null;
  subscr_flow_begin_date: string | null;
  orig_contract_capacity: number | null;
  invoicing_capacity: number | null;
  contract_flow: number | null;
  invoicing_flow: number | null;
}

export async function findStructure(db: Database, placeId: number): Promise<StructureRow | null> {
  const rows = await db.query<StructureRow>(
    `SELECT dh_unit, structure_type, completion_year, volume, volume_begin_date::text AS volume_begin_date,
            gross_area, subscr_capacity, subscr_capacity_begin_date::text AS subscr_capacity_begin_date,
            subscr_flow, subscr_flow_begin_date::text AS subscr_flow_begin_date, orig_contract_capacity,
            invoicing_capacity, contract_flow, invoicing_flow
       FROM district_heat_structures WHERE usage_place_id = $1`,
    [placeId],
  );
  return rows[0] ?? null;
}

export interface CostMonthRow {
  year: number;
  month: number;
  basic_charge: number;
  energy_charge: number;
  vat_rate: number;
}

export async function costMonths(db: Database, placeId: number, fromYear: number): Promise<CostMonthRow[]> {
  return db.query<CostMonthRow>(
    `SELECT year, month, basic_charge, energy_charge, vat_rate FROM district_heat_costs
      WHERE usage_place_id = $1 AND year >= $2 ORDER BY year, month`,
    [placeId, fromYear],
  );
}
