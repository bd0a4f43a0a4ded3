import type { Database } from '../../plugins/database.js';
import type { ReportPlaceRow } from '../reportOptions/repository.js';

const PLACE_COLUMNS = `up.id, up.instance, up.location_code, up.customer_number, up.grid_id, up.name, up.street,
       up.zip_code, up.city, up.full_address, up.gsrn_code, up.contract_identifier, up.valid_from, up.valid_to,
       up.commune_membership_type, up.data_errors, COALESCE(uup.mapped_by_user, false) AS mapped_by_user,
       c.first_name, c.last_name, c.full_name,
       EXISTS (SELECT 1 FROM price_parts pp WHERE pp.usage_place_id = up.id) AS has_price_parts`;

export interface PlaceQuery {
  customerNumber: string;
  contractIdentifier: string;
  /** '' for any place of the contract */
  locationCode: string;
}

export interface FoundPlaceRow extends ReportPlaceRow {
  /** the index of the query in the list asked that found the place */
  query: number;
}

/**
 * For each query, the instance's places whose customer number and contract identifier (in any case) are
 * the asked ones, and the location code when given; one row per query and place. `mapped_by_user` is the
 * user's own mapping of the place, if any. One statement for the whole list, through the pair's index: a
 * wrong pair costs the same whether or not its customer number exists.
 */
export async function findPlaces(
  db: Database,
  instance: string,
  userId: number | null,
  queries: readonly PlaceQuery[],
): Promise<FoundPlaceRow[]> {
  if (queries.length === 0) return [];
  const rows = await db.query<ReportPlaceRow & { query: number }>(
    `SELECT (q.n - 1)::int AS query, ${PLACE_COLUMNS}
       FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY
            AS q (customer_number, contract_identifier, location_code, n)
       JOIN usage_places up
         ON up.instance = $1 AND up.customer_number = q.customer_number
        AND upper(up.contract_identifier) = upper(q.contract_identifier)
        AND (q.location_code = '' OR up.location_code = q.location_code)
       LEFT JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $5
       LEFT JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      ORDER BY up.full_address, up.location_code, up.id, q.n`,
    [
      instance,
      queries.map((q) => q.customerNumber),
      queries.map((q) => q.contractIdentifier),
      queries.map((q) => q.locationCode),
      userId,
    ],
  );
  return rows;
}

/**
 * Holds the user's pair attempts in one line until the transaction ends: two calls at once on two
 * replicas cannot both spend the last failure the limit allows.
 */
export async function lockAttemptsOf(db: Database, instance: string, userId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `locations.add_attempt:${instance}:${userId}`,
  ]);
}

const FAILURES = `FROM audit_log
  WHERE instance = $1 AND actor_user_id = $2 AND at > $3
    AND action = 'locations.add_attempt' AND details ->> 'outcome' = 'failure'`;

/** How many pairs the user tried since `since` that found nothing (index audit_log_location_failures_idx). */
export async function countFailures(
  db: Database,
  instance: string,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FAILURES}`, [
    instance,
    userId,
    since,
  ]);
  return row?.n ?? 0;
}

/** The time of the user's `skip + 1`-th oldest failure since `since`: when it is out of the window, one is free. */
export async function failureAt(
  db: Database,
  instance: string,
  userId: number,
  since: Date,
  skip: number,
): Promise<Date | null> {
  const [row] = await db.query<{ at: Date }>(`SELECT at ${FAILURES} ORDER BY at LIMIT 1 OFFSET $4`, [
    instance,
    userId,
    since,
    skip,
  ]);
  return row ? new Date(row.at) : null;
}

export interface PlaceIdentity {
  id: number;
  location_code: string;
  customer_number: string;
  contract_identifier: string | null;
}

/** The instance's places by location code (unique within an instance). */
export async function placesByCode(
  db: Database,
  instance: string,
  locationCodes: readonly string[],
): Promise<PlaceIdentity[]> {
  return db.query<PlaceIdentity>(
    `SELECT id, location_code, customer_number, contract_identifier
       FROM usage_places WHERE instance = $1 AND location_code = ANY ($2::text[])`,
    [instance, locationCodes],
  );
}

/** Maps the places to the user as mapped by the user; a place the user has already stays as it was. */
export async function mapPlaces(db: Database, userId: number, placeIds: readonly number[]): Promise<void> {
  if (placeIds.length === 0) return;
  await db.query(
    `INSERT INTO user_usage_places (user_id, usage_place_id, mapped_by_user)
     SELECT $1, id, true FROM unnest($2::int[]) AS id
     ON CONFLICT (user_id, usage_place_id) DO NOTHING`,
    [userId, placeIds],
  );
}

export interface UserPlaceRow {
  usage_place_id: number;
  location_code: string;
  customer_number: string;
  mapped_by_user: boolean;
}

/** The user's mappings of the named places (by customer number and location code) in the instance. */
export async function userMappings(
  db: Database,
  instance: string,
  userId: number,
  items: readonly { customerNumber: string; locationCode: string }[],
): Promise<UserPlaceRow[]> {
  return db.query<UserPlaceRow>(
    `SELECT uup.usage_place_id, up.location_code, up.customer_number, uup.mapped_by_user
       FROM unnest($3::text[], $4::text[]) AS q (customer_number, location_code)
       JOIN usage_places up
         ON up.instance = $1 AND up.customer_number = q.customer_number AND up.location_code = q.location_code
       JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $2`,
    [instance, userId, items.map((item) => item.customerNumber), items.map((item) => item.locationCode)],
  );
}

export async function unmapPlaces(
  db: Database,
  userId: number,
  placeIds: readonly number[],
): Promise<number> {
  const rows = await db.query<{ usage_place_id: number }>(
    `DELETE FROM user_usage_places
      WHERE user_id = $1 AND usage_place_id = ANY ($2::int[]) AND mapped_by_user
      RETURNING usage_place_id`,
    [userId, placeIds],
  );
  return rows.length;
}
