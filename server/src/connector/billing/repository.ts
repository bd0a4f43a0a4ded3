import type { Database } from '../../plugins/database.js';
import type { PricePart } from './pricing.js';

const HELSINKI = `'Europe/Helsinki'`;

export interface UsageRow {
  usage_place_id: number;
  /** yyyy-mm-01 (Helsinki month) */
  month: string;
  quantity: string;
  tariff: string;
  unit: string;
  total: number;
  /** sum of kWh x EUR/MWh, for electricity values from `spotFrom` on */
  spot_weighted: number | null;
  /** minutes the point's values cover */
  minutes: number;
}

/**
 * Monthly totals of the places' main measuring points in [from, to) (read through meter_readings: the day
 * rollup for whole days, migrations/024_meter_readings.sql), with the spot-weighted sum for
 * electricity from `spotFrom`: each value at the mean of the spot prices overlapping its own interval
 * (an hour of quarter prices, or the hour holding a quarter).
 */
export async function usageByMonth(
  db: Database,
  placeIds: readonly number[],
  from: string,
  to: string,
  spotFrom: string,
): Promise<UsageRow[]> {
  if (placeIds.length === 0) return [];
  // hash joins on an hourly mean and on the quarter prices (a lateral range lookup per value was 5x slower)
  return db.query<UsageRow>(
    `WITH hourly AS MATERIALIZED (
       SELECT date_trunc('hour', at) AS h, avg(eur_per_mwh) AS price FROM spot_prices
        WHERE area = 'FI' AND at >= greatest($2::timestamptz, $4::timestamptz) AND at < $3
        GROUP BY 1
     )
     SELECT mp.usage_place_id, to_char(date_trunc('month', v.at AT TIME ZONE ${HELSINKI}), 'YYYY-MM-DD') AS month,
            mp.quantity, mp.tariff, mp.unit, coalesce(sum(v.value), 0)::float8 AS total,
            sum(v.value * coalesce(q.eur_per_mwh, h.price))
              FILTER (WHERE mp.quantity = 'electricityP' AND v.at >= $4)::float8 AS spot_weighted,
            coalesce(sum(v.step_minutes) FILTER (WHERE v.value IS NOT NULL), 0)::int AS minutes
       FROM meter_readings(ARRAY(SELECT id FROM measuring_points WHERE usage_place_id = ANY ($1::int[]) AND is_main_type),
                           $2, $3) v
       JOIN measuring_points mp ON mp.id = v.measuring_point_id
       LEFT JOIN hourly h ON h.h = date_trunc('hour', v.at)
       LEFT JOIN spot_prices q ON v.step_minutes = 15 AND q.area = 'FI' AND q.at = v.at AND q.step_minutes = 15
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4`,
    [placeIds, from, to, spotFrom],
  );
}

export async function pricePartsOf(
  db: Database,
  placeIds: readonly number[],
): Promise<Array<PricePart & { usage_place_id: number }>> {
  if (placeIds.length === 0) return [];
  return db.query(
    `SELECT usage_place_id, to_char(start_date, 'YYYY-MM-DD') AS start_date, type, basic_price, spot_margin,
            price_per_unit, electricity_tax, maintenance
       FROM price_parts WHERE usage_place_id = ANY ($1::int[]) ORDER BY usage_place_id, start_date, id`,
    [placeIds],
  );
}

/** the caller's usage places (through user_usage_places), limited to the instance */
export interface BillingPlaceRow {
  id: number;
  location_code: string;
  customer_number: string;
  full_address: string;
  gsrn_code: string | null;
  energy_type: string | null;
  customer_name: string | null;
  name: string;
}

export async function userPlaces(db: Database, instance: string, userId: number): Promise<BillingPlaceRow[]> {
  return db.query<BillingPlaceRow>(
    `SELECT up.id, up.location_code, up.customer_number, up.full_address, up.gsrn_code, up.energy_types[1] AS energy_type,
            c.full_name AS customer_name, up.name
       FROM usage_places up
       JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $2
       LEFT JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE up.instance = $1
      ORDER BY up.id`,
    [instance, userId],
  );
}

export interface InvoiceRow {
  id: number;
  invoice_number: string;
  usage_place_id: number;
  customer_number: string;
  location_code: string;
  location_address: string;
  gsrn_code: string | null;
  status: 'paid' | 'unpaid' | 'credit' | 'unknown';
  amount_cents: number;
  posting_date: string;
  due_date: string;
  period_start: string;
  period_end: string;
  reference: string;
}

const INVOICE_COLUMNS = `i.id, i.invoice_number, i.usage_place_id, i.customer_number, up.location_code,
  up.full_address AS location_address, up.gsrn_code, i.status, i.amount_cents,
  to_char(i.posting_date, 'YYYY-MM-DD') AS posting_date, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
  to_char(i.period_start, 'YYYY-MM-DD') AS period_start, to_char(i.period_end, 'YYYY-MM-DD') AS period_end,
  i.reference`;

const USER_INVOICES = `FROM invoices i
  JOIN usage_places up ON up.id = i.usage_place_id
  JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $2
 WHERE i.instance = $1 AND up.instance = $1`;

export interface InvoiceFilter {
  /** yyyy-mm-dd, inclusive */
  postedFrom: string;
  /** yyyy-mm-dd, inclusive */
  postedTo: string;
  customerNumber?: string;
  locationCode?: string;
}

export async function listInvoices(
  db: Database,
  instance: string,
  userId: number,
  filter: InvoiceFilter,
): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} ${USER_INVOICES}
        AND i.posting_date BETWEEN $3::date AND $4::date
        AND ($5::text IS NULL OR i.customer_number = $5)
        AND ($6::text IS NULL OR up.location_code = $6)
      ORDER BY i.posting_date DESC, i.invoice_number DESC`,
    [
      instance,
      userId,
      filter.postedFrom,
      filter.postedTo,
      filter.customerNumber ?? null,
      filter.locationCode ?? null,
    ],
  );
}

/** the user's latest invoice, of one usage place when `place` is given */
export async function latestInvoice(
  db: Database,
  instance: string,
  userId: number,
  place: { customerNumber?: string; locationCode?: string } = {},
): Promise<InvoiceRow | null> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} ${USER_INVOICES}
        AND ($3::text IS NULL OR i.customer_number = $3)
        AND ($4::text IS NULL OR up.location_code = $4)
      ORDER BY i.posting_date DESC, i.invoice_number DESC LIMIT 1`,
    [instance, userId, place.customerNumber ?? null, place.locationCode ?? null],
  );
  return rows[0] ?? null;
}

export interface UnpaidPlaceRow {
  customer_number: string;
  location_code: string;
  location_address: string;
  unpaid: number;
}

/** the user's usage places other than the given one that have unpaid invoices, with how many */
export async function unpaidElsewhere(
  db: Database,
  instance: string,
  userId: number,
  place: { customerNumber?: string; locationCode?: string },
): Promise<UnpaidPlaceRow[]> {
  const rows = await db.query<UnpaidPlaceRow>(
    `SELECT i.customer_number, up.location_code, up.full_address AS location_address, count(*)::int AS unpaid
       ${USER_INVOICES} AND i.status = 'unpaid'
        AND NOT (($3::text IS NULL OR i.customer_number = $3) AND ($4::text IS NULL OR up.location_code = $4))
      GROUP BY i.customer_number, up.location_code, up.full_address
      ORDER BY up.full_address, up.location_code`,
    [instance, userId, place.customerNumber ?? null, place.locationCode ?? null],
  );
  return rows.map((row) => ({ ...row, unpaid: Number(row.unpaid) }));
}

export async function findInvoice(
  db: Database,
  instance: string,
  userId: number,
  invoiceNumber: string,
): Promise<InvoiceRow | null> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} ${USER_INVOICES} AND i.invoice_number = $3`,
    [instance, userId, invoiceNumber],
  );
  return rows[0] ?? null;
}

export interface InvoiceLineRow {
  kind: string;
  tariff: string | null;
  quantity: number;
  unit: string;
  unit_price: number;
  vat_basis_points: number;
  net_cents: number;
  vat_cents: number;
}

export async function invoiceLines(db: Database, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db.query<InvoiceLineRow>(
    `SELECT kind, tariff, quantity, unit, unit_price, vat_basis_points, net_cents, vat_cents
       FROM invoice_lines WHERE invoice_id = $1 ORDER BY ordinal`,
    [invoiceId],
  );
}

export interface ContractRow {
  contract_code: string;
  contract_type: string | null;
  energy_type: string;
  seller_code: string | null;
  valid_from: string | null;
  valid_to: string | null;
  fixed_end_date: string | null;
  profile: string | null;
  identification_number: string;
  possessor_contract_code: string | null;
  product_type: string | null;
  target_text: string | null;
  fuse_size: string | null;
  possessor_location_code: string | null;
  grid_zone: string | null;
  transformer: string | null;
  meter_number: string | null;
  location_code: string;
  customer_number: string;
  full_address: string;
  gsrn_code: string | null;
  location_name: string;
  customer_name: string | null;
}

export async function userContracts(db: Database, instance: string, userId: number): Promise<ContractRow[]> {
  return db.query<ContractRow>(
    `SELECT k.contract_code, k.contract_type, k.energy_type, k.seller_code,
            to_char(k.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(k.valid_to, 'YYYY-MM-DD') AS valid_to,
            to_char(k.fixed_end_date, 'YYYY-MM-DD') AS fixed_end_date, k.profile, k.identification_number,
            k.possessor_contract_code, k.product_type, k.target_text, k.fuse_size, k.possessor_location_code,
            k.grid_zone, k.transformer, k.meter_number, up.location_code, up.customer_number, up.full_address,
            up.gsrn_code, up.name AS location_name, c.full_name AS customer_name
       FROM contracts k
       JOIN usage_places up ON up.id = k.usage_place_id
       JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $2
       LEFT JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE k.instance = $1 AND up.instance = $1
      ORDER BY k.valid_from DESC NULLS LAST, k.contract_code`,
    [instance, userId],
  );
}
