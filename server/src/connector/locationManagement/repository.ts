import type { LocationSortField } from '@portal/shared/api/locationManagement';
import type { SortDirection } from '@portal/shared/api/paging';
import type { Database } from '../../plugins/database.js';
import type { SearchContractRow } from '../contractSearch/repository.js';

/** A location search as SQL takes it: each filter present only when the field was filled. */
export interface LocationFilter {
  instance: string;
  /** prefix of the location code or the GSRN */
  placePrefix?: string;
  meterPrefix?: string;
  installFrom: string;
  installTo: string;
  /** the customer's name words (`to_tsquery` text) or, as well, a prefix of the customer number */
  customer?: { words: string | null; prefix: string };
  addressWords?: string;
  measuringTypes?: string[];
  /** a contract in force on this Helsinki day */
  activeOn?: string;
  onlyInvalid: boolean;
}

export interface LocationRow {
  grid_id: number;
  grid_name: string | null;
  customer_name: string;
  customer_number: string;
  location_name: string;
  full_address: string;
  fuse_size: string | null;
  location_code: string;
  possessor_location_code: string | null;
  gsrn_code: string | null;
  meter_number: string;
  install_date: string | null;
  measuring_types: string[];
  latitude: number | null;
  longitude: number | null;
  valid_from: string | null;
  valid_to: string | null;
  sub: string | null;
  remote_controllable: boolean;
  data_errors: string[];
}

const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A place with its meter in use (every search names the install dates, so a place without one is no hit).
 * The filters read the place's own columns, which migration 016's triggers keep from its meters and
 * contracts: a count is one scan of one table.
 */
function queryOf(filter: LocationFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.instance];
  const next = (value: unknown) => `$${params.push(value)}`;
  const conditions = [
    'up.instance = $1',
    `up.current_meter_installed BETWEEN ${next(filter.installFrom)}::date AND ${next(filter.installTo)}::date`,
  ];
  if (filter.placePrefix !== undefined) {
    const p = next(likePrefix(filter.placePrefix));
    conditions.push(`(up.location_code LIKE ${p} OR up.gsrn_code LIKE ${p})`);
  }
  if (filter.meterPrefix !== undefined)
    conditions.push(`up.current_meter_number LIKE ${next(likePrefix(filter.meterPrefix))}`);
  if (filter.customer !== undefined) {
    // the customers first, on their own indexes (name words or number prefix), then their places
    const prefix = `customer_number LIKE ${next(likePrefix(filter.customer.prefix))}`;
    const words =
      filter.customer.words === null
        ? ''
        : ` OR search_words(full_name) @@ to_tsquery('simple', ${next(filter.customer.words)})`;
    conditions.push(
      `up.customer_number IN (SELECT customer_number FROM customers WHERE instance = $1 AND (${prefix}${words}))`,
    );
  }
  if (filter.addressWords !== undefined)
    conditions.push(`search_words(up.full_address) @@ to_tsquery('simple', ${next(filter.addressWords)})`);
  if (filter.measuringTypes !== undefined)
    conditions.push(`up.current_measuring_types && ${next(filter.measuringTypes)}::text[]`);
  if (filter.activeOn !== undefined) conditions.push(`up.contract_days @> ${next(filter.activeOn)}::date`);
  if (filter.onlyInvalid)
    conditions.push(`(cardinality(up.data_errors) > 0 OR up.latitude IS NULL OR up.longitude IS NULL)`);
  return { where: conditions.join(' AND '), params };
}

/** Names by their bytes (`COLLATE "C"`), the same on both databases whatever the locale. */
const ORDER: Record<LocationSortField, Record<SortDirection, string>> = {
  locationNumber: { asc: 'up.location_code ASC', desc: 'up.location_code DESC' },
  // the customer's name kept on the place (migration 017): the page reads off its index
  customer: { asc: 'up.customer_name COLLATE "C" ASC', desc: 'up.customer_name COLLATE "C" DESC' },
  locationAddress: { asc: 'up.full_address COLLATE "C" ASC', desc: 'up.full_address COLLATE "C" DESC' },
  meterNumber: { asc: 'up.current_meter_number ASC', desc: 'up.current_meter_number DESC' },
  meterInstallDate: { asc: 'up.current_meter_installed ASC', desc: 'up.current_meter_installed DESC' },
};

export async function searchLocations(
  db: Database,
  filter: LocationFilter,
  page: { sort: LocationSortField; direction: SortDirection; limit: number; offset: number; today: string },
): Promise<{ rows: LocationRow[]; total: number }> {
  const { where, params } = queryOf(filter);
  const n = params.length;
  const order = `${ORDER[page.sort][page.direction]}, up.location_code`;
  if (filter.customer !== undefined) {
    // a customer's places are few: one pass finds them and counts them, instead of the customers' lookup
    // twice (once for the count, once for the page). Materialized, so the planner takes the customers first:
    // with ORDER BY and LIMIT over the whole query it walked the order's index and tested every place
    // (153 ms for a customer number that matches nobody at 100,000 places, 2.7 ms this way)
    const hits = await db.query<{ id: number; total: number }>(
      `WITH matched AS MATERIALIZED (
         SELECT up.id, up.location_code, up.customer_name, up.full_address, up.current_meter_number,
                up.current_meter_installed
           FROM usage_places up WHERE ${where})
       SELECT up.id, count(*) OVER ()::int AS total FROM matched up
        ORDER BY ${order}
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, page.limit, page.offset],
    );
    if (hits.length > 0) {
      const rows = await rowsOf(
        db,
        'SELECT id FROM usage_places WHERE instance = $1 AND id = ANY ($2::int[])',
        [filter.instance, hits.map((hit) => hit.id)],
        page.today,
        order,
      );
      return { rows, total: hits[0]!.total };
    }
  }
  // a broad search: the count reads one index, and the page only its first rows in the index's order
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM usage_places up WHERE ${where}`,
    params,
  );
  const total = counted?.total ?? 0;
  if (total === 0 || page.offset >= total) return { rows: [], total };
  // the page's places first, then what a row shows of them
  const rows = await rowsOf(
    db,
    `SELECT up.id FROM usage_places up WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, page.limit, page.offset],
    page.today,
    order,
  );
  return { rows, total };
}

/**
 * What a search row shows of the places `hits` (a query of `id`s, `$1` the instance) finds: the meter in use,
 * the customer, the contract in force on `today` (else the latest) and the first user mapped to the place.
 */
async function rowsOf(
  db: Database,
  hits: string,
  params: unknown[],
  today: string,
  order: string,
): Promise<LocationRow[]> {
  const n = params.length;
  return db.query<LocationRow>(
    `WITH hits AS (${hits})
     SELECT up.grid_id, up.grid_name, c.full_name AS customer_name, up.customer_number, up.name AS location_name,
            up.full_address, k.fuse_size, up.location_code, k.possessor_location_code, up.gsrn_code, m.meter_number,
            to_char(m.install_date, 'YYYY-MM-DD') AS install_date, m.measuring_types, up.latitude, up.longitude,
            to_char(k.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(k.valid_to, 'YYYY-MM-DD') AS valid_to,
            (SELECT u.sub::text FROM user_usage_places uup JOIN users u ON u.id = uup.user_id
              WHERE uup.usage_place_id = up.id AND u.instance = $1 ORDER BY u.id LIMIT 1) AS sub,
            m.remote_controllable, up.data_errors
       FROM hits JOIN usage_places up ON up.id = hits.id
       JOIN meters m ON m.usage_place_id = up.id AND m.removed_on IS NULL
       JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
       LEFT JOIN LATERAL (
         SELECT k.fuse_size, k.possessor_location_code, k.valid_from, k.valid_to FROM contracts k
          WHERE k.usage_place_id = up.id
          ORDER BY (coalesce(k.valid_from <= $${n + 1}::date, true) AND coalesce(k.valid_to >= $${n + 1}::date, true)) DESC,
                   k.valid_from DESC NULLS LAST, k.id DESC
          LIMIT 1) k ON true
      ORDER BY ${order}`,
    [...params, today],
  );
}

/** The search rows of the instance's places with these location codes (the map's selection). */
export const rowsByLocationCode = (
  db: Database,
  instance: string,
  codes: readonly string[],
  today: string,
): Promise<LocationRow[]> =>
  rowsOf(
    db,
    'SELECT id FROM usage_places WHERE instance = $1 AND location_code = ANY ($2::text[])',
    [instance, codes],
    today,
    'up.location_code',
  );

export interface MarkerRow {
  location_code: string;
  latitude: number | null;
  longitude: number | null;
  full_address: string;
  gsrn_code: string | null;
  customer_name: string;
  meter_number: string | null;
}

/** Every place the search finds, as the map draws it, at most `limit`, and how many there are. */
export async function searchMarkers(
  db: Database,
  filter: LocationFilter,
  limit: number,
): Promise<{ rows: MarkerRow[]; total: number }> {
  const { where, params } = queryOf(filter);
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM usage_places up WHERE ${where}`,
    params,
  );
  const total = counted?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<MarkerRow>(
    `SELECT up.location_code, up.latitude, up.longitude, up.full_address, up.gsrn_code,
            c.full_name AS customer_name, up.current_meter_number AS meter_number
       FROM usage_places up JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE ${where}
      ORDER BY up.location_code
      LIMIT $${params.length + 1}`,
    [...params, limit],
  );
  return { rows, total };
}

export interface PlaceRef {
  id: number;
  location_code: string;
  customer_number: string;
}

/** The place of the caller's instance the detail calls name, or null. */
export async function findPlace(
  db: Database,
  instance: string,
  request: { locationNumber: string; locationGSRN?: string | null; gridId: number },
): Promise<PlaceRef | null> {
  const [row] = await db.query<PlaceRef>(
    `SELECT id, location_code, customer_number FROM usage_places
      WHERE instance = $1 AND location_code = $2 AND grid_id = $3
        AND ($4::text IS NULL OR gsrn_code = $4::text)`,
    [instance, request.locationNumber, request.gridId, request.locationGSRN ?? null],
  );
  return row ?? null;
}

/** The place's contracts in the contract search's row shape, the latest first. */
export const contractsOfPlace = (db: Database, placeId: number): Promise<SearchContractRow[]> =>
  db.query<SearchContractRow>(
    `SELECT k.contract_code, k.contract_type, k.energy_type, k.seller_code,
            to_char(k.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(k.valid_to, 'YYYY-MM-DD') AS valid_to,
            k.profile, k.identification_number, k.possessor_contract_code, k.product_type, k.target_text,
            k.fuse_size, k.possessor_location_code, k.grid_zone, k.transformer, up.location_code,
            up.customer_number, up.full_address, up.gsrn_code, up.name AS location_name,
            c.full_name AS customer_name
       FROM contracts k JOIN usage_places up ON up.id = k.usage_place_id
       JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE k.usage_place_id = $1
      ORDER BY k.valid_from DESC NULLS LAST, k.contract_code`,
    [placeId],
  );

export interface MeterRow {
  id: number;
  meter_number: string;
  install_date: string | null;
  removed_on: string | null;
  manufacturing_year: number | null;
  remote_controllable: boolean;
  output_state: string | null;
  connection_quality: 'good' | 'weak' | 'none' | null;
  last_read_at: Date | null;
  measuring_types: string[];
}

/** The place's meters: the one in use first, then the removed ones, the newest first. */
export const metersOfPlace = (db: Database, placeId: number): Promise<MeterRow[]> =>
  db.query<MeterRow>(
    `SELECT m.id, m.meter_number, to_char(m.install_date, 'YYYY-MM-DD') AS install_date,
            to_char(m.removed_on, 'YYYY-MM-DD') AS removed_on, m.manufacturing_year, m.remote_controllable,
            CASE WHEN m.removed_on IS NULL THEN s.output_state END AS output_state, m.connection_quality,
            m.last_read_at, m.measuring_types
       FROM meters m LEFT JOIN headend_meter_state s ON s.meter_id = m.id
      WHERE m.usage_place_id = $1
      ORDER BY m.removed_on IS NULL DESC, m.removed_on DESC, m.install_date DESC NULLS LAST, m.id DESC`,
    [placeId],
  );

/** The first user of the instance the place is mapped to: whose data a staff read is (audit subject). */
export async function subjectOfPlace(
  db: Database,
  instance: string,
  placeId: number,
): Promise<{ userId: number; sub: string } | null> {
  const [row] = await db.query<{ userId: number; sub: string }>(
    `SELECT u.id AS "userId", u.sub::text AS sub FROM user_usage_places uup JOIN users u ON u.id = uup.user_id
      WHERE uup.usage_place_id = $1 AND u.instance = $2 ORDER BY u.id LIMIT 1`,
    [placeId, instance],
  );
  return row ?? null;
}
