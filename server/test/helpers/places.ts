import type { Database } from '../../src/plugins/database.js';

/**
 * A usage place of its own for a test that needs known figures: the demo seed's places have generated data.
 * The place belongs to `username` of `instance` (demo1's `customer` unless told).
 */
export interface TestPlace {
  locationCode: string;
  customerNumber: string;
  /** the contract's start, YYYY-MM-DD */
  validFrom: string;
  city?: string;
  energyTypes?: string[];
  instance?: string;
  username?: string;
}

export interface TestPoint {
  energyType?: string;
  quantity?: string;
  unit?: string;
  tariff?: string;
  isMainType?: boolean;
}

const idOf = async (db: Database, sql: string, params: unknown[]): Promise<number> => {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`test fixture: nothing returned by ${sql}`);
  return row.id;
};

/** Inserts the place and links it to its user; returns the place's id. */
export async function addUsagePlace(db: Database, place: TestPlace): Promise<number> {
  const instance = place.instance ?? 'demo1';
  const userId = await idOf(db, `SELECT id FROM users WHERE instance = $1 AND username = $2`, [
    instance,
    place.username ?? 'customer',
  ]);
  const placeId = await idOf(
    db,
    `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, city, valid_from, energy_types)
     VALUES ($1, $2, $3, 1, $4, $5, COALESCE($6::text[], '{}')) RETURNING id`,
    [
      instance,
      place.locationCode,
      place.customerNumber,
      place.city ?? 'Testville',
      place.validFrom,
      place.energyTypes ?? null,
    ],
  );
  await db.query(`INSERT INTO user_usage_places (user_id, usage_place_id) VALUES ($1, $2)`, [
    userId,
    placeId,
  ]);
  return placeId;
}

/** A measuring point of the place (default: the main electricity point in kWh); returns its id. */
export function addMeasuringPoint(db: Database, placeId: number, point: TestPoint = {}): Promise<number> {
  return idOf(
    db,
    `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      placeId,
      point.energyType ?? 'electricity',
      point.quantity ?? 'electricityP',
      point.tariff ?? 'generic',
      point.unit ?? 'kWh',
      point.isMainType ?? true,
    ],
  );
}

/** `value` every hour from `first` to `last` (instants, both included), measured (status 0). */
export async function addHourlyValues(
  db: Database,
  pointId: number,
  first: string,
  last: string,
  value: number,
): Promise<void> {
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, t, 60, $4::numeric, 0 FROM generate_series($2::timestamptz, $3::timestamptz, '1 hour') t`,
    [pointId, first, last, value],
  );
}
