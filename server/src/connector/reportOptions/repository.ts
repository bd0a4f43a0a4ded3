import type { Database } from '../../plugins/database.js';

/** one usage place mapped to the user, with its customer (every query is limited to the instance) */
export interface ReportPlaceRow {
  id: number;
  instance: string;
  location_code: string;
  customer_number: string;
  grid_id: number;
  name: string;
  street: string;
  zip_code: string;
  city: string;
  full_address: string;
  gsrn_code: string | null;
  contract_identifier: string | null;
  valid_from: string | null;
  valid_to: string | null;
  commune_membership_type: string | null;
  data_errors: string[];
  mapped_by_user: boolean;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  has_price_parts: boolean;
}

export interface MeasuringPointRow {
  usage_place_id: number;
  energy_type: string;
  quantity: string;
  unit: string;
  is_main_type: boolean;
  ordinal: number;
}

export async function listUserPlaces(
  db: Database,
  instance: string,
  userId: number,
): Promise<ReportPlaceRow[]> {
  return db.query<ReportPlaceRow>(
    `SELECT up.id, up.instance, up.location_code, up.customer_number, up.grid_id, up.name, up.street, up.zip_code,
            up.city, up.full_address, up.gsrn_code, up.contract_identifier, up.valid_from, up.valid_to,
            up.commune_membership_type, up.data_errors, uup.mapped_by_user,
            c.first_name, c.last_name, c.full_name,
            EXISTS (SELECT 1 FROM price_parts pp WHERE pp.usage_place_id = up.id) AS has_price_parts
       FROM usage_places up
       JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $2
       LEFT JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE up.instance = $1
      ORDER BY up.full_address, up.location_code, up.id`,
    [instance, userId],
  );
}

/** the measured quantities of the places, one row per quantity (its tariffs folded together) */
export async function listQuantities(
  db: Database,
  placeIds: readonly number[],
): Promise<MeasuringPointRow[]> {
  if (placeIds.length === 0) return [];
  return db.query<MeasuringPointRow>(
    `SELECT usage_place_id, energy_type, quantity, min(unit) AS unit, bool_or(is_main_type) AS is_main_type,
            min(ordinal)::int AS ordinal
       FROM measuring_points
      WHERE usage_place_id = ANY ($1::int[])
      GROUP BY usage_place_id, energy_type, quantity
      ORDER BY usage_place_id, energy_type, min(ordinal), quantity`,
    [placeIds],
  );
}
