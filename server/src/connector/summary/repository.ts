import type { Database } from '../../plugins/database.js';
import type { ChartScope } from '../chart/repository.js';

export interface SummaryPointRow {
  id: number;
  quantity: string;
  tariff: string;
  unit: string;
}

export interface SummaryPlace {
  points: SummaryPointRow[];
  /** the place's validity, 'YYYY-MM-DD' days (the last one inclusive) */
  valid_from: string | null;
  valid_to: string | null;
}

/** the main-type points of the energy type at the place, if the scope may see the place; null otherwise */
export async function findSummaryPoints(
  db: Database,
  scope: ChartScope,
  codes: { customerNumber: string; locationCode: string; gridId: number },
  energyType: string,
): Promise<SummaryPlace | null> {
  const params: unknown[] = [
    scope.instance,
    codes.customerNumber,
    codes.locationCode,
    codes.gridId,
    energyType,
  ];
  const mapped =
    scope.kind === 'user'
      ? `AND EXISTS (SELECT 1 FROM user_usage_places uup WHERE uup.usage_place_id = up.id AND uup.user_id = $6)`
      : '';
  if (scope.kind === 'user') params.push(scope.userId);
  const rows = await db.query<{ place_id: number } & SummaryPlace>(
    `SELECT up.id AS place_id, up.valid_from::text AS valid_from, up.valid_to::text AS valid_to,
            coalesce((SELECT json_agg(json_build_object('id', mp.id, 'quantity', mp.quantity, 'tariff', mp.tariff,
                                                        'unit', mp.unit) ORDER BY mp.ordinal, mp.id)
                        FROM measuring_points mp
                       WHERE mp.usage_place_id = up.id AND mp.energy_type = $5 AND mp.is_main_type), '[]'::json) AS points
       FROM usage_places up
      WHERE up.instance = $1 AND up.customer_number = $2 AND up.location_code = $3 AND up.grid_id = $4 ${mapped}
      ORDER BY up.id LIMIT 1`,
    params,
  );
  const row = rows[0];
  return row ? { points: row.points, valid_from: row.valid_from, valid_to: row.valid_to } : null;
}

export interface DayTotalRow {
  point_id: number;
  day_start: Date;
  total: number | null;
  /** the sum of value x its minutes (a level's mean is weighted / covered) */
  weighted: number | null;
  covered: number;
}

/** the points' day totals from the day rollup in [from, to) */
export async function dayTotals(
  db: Database,
  pointIds: number[],
  from: Date,
  to: Date,
): Promise<DayTotalRow[]> {
  const rows = await db.query<{
    point_id: number;
    day_start: string | Date;
    total: number | null;
    weighted: number | null;
    covered: number;
  }>(
    `SELECT measuring_point_id AS point_id, day_start, total, total * step_minutes AS weighted, covered
       FROM meter_days
      WHERE measuring_point_id = ANY ($1::int[]) AND day_start >= $2 AND day_start < $3
      ORDER BY day_start`,
    [pointIds, from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({ ...row, day_start: new Date(row.day_start) }));
}
