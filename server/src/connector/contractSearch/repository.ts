import type { ContractSortField } from '@portal/shared/api/admin';
import type { SortDirection } from '@portal/shared/api/paging';
import type { Database } from '../../plugins/database.js';

/** A search as SQL takes it: each filter present only when the field was filled. */
export interface ContractFilter {
  instance: string;
  /** prefix of the location code or the GSRN */
  placePrefix?: string;
  customerPrefix?: string;
  /** words the customer's name must have words starting with (`to_tsquery` text) */
  nameWords?: string;
  addressWords?: string;
  identificationNumber?: string;
  /** in force on this Helsinki day */
  activeOn?: string;
}

export interface SearchContractRow {
  contract_code: string;
  contract_type: string | null;
  energy_type: string;
  seller_code: string | null;
  valid_from: string | null;
  valid_to: string | null;
  profile: string | null;
  identification_number: string;
  possessor_contract_code: string | null;
  product_type: string | null;
  target_text: string | null;
  fuse_size: string | null;
  possessor_location_code: string | null;
  grid_zone: string | null;
  transformer: string | null;
  location_code: string;
  customer_number: string;
  full_address: string;
  gsrn_code: string | null;
  location_name: string;
  customer_name: string;
}

/** `LIKE` text matching values starting with `prefix` (its own `%`, `_` and `\` taken literally). */
const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The joins a search needs and its conditions. Every contract has its place and every place its customer
 * in the same instance (foreign keys, migrations 001 and 012), so a count joins only the tables its
 * filters read; a page always joins all three.
 */
function queryOf(
  filter: ContractFilter,
  forPage: boolean,
): { from: string; where: string; params: unknown[] } {
  const params: unknown[] = [filter.instance];
  const next = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['k.instance = $1'];
  const withCustomer = forPage || filter.nameWords !== undefined;
  const withPlace =
    withCustomer ||
    filter.placePrefix !== undefined ||
    filter.customerPrefix !== undefined ||
    filter.addressWords !== undefined;
  if (withPlace) conditions.push('up.instance = $1');
  if (filter.placePrefix !== undefined) {
    const p = next(likePrefix(filter.placePrefix));
    conditions.push(`(up.location_code LIKE ${p} OR up.gsrn_code LIKE ${p})`);
  }
  if (filter.customerPrefix !== undefined)
    conditions.push(`up.customer_number LIKE ${next(likePrefix(filter.customerPrefix))}`);
  if (filter.nameWords !== undefined)
    conditions.push(`search_words(c.full_name) @@ to_tsquery('simple', ${next(filter.nameWords)})`);
  if (filter.addressWords !== undefined)
    conditions.push(`search_words(up.full_address) @@ to_tsquery('simple', ${next(filter.addressWords)})`);
  if (filter.identificationNumber !== undefined)
    conditions.push(`upper(k.identification_number) = upper(${next(filter.identificationNumber)})`);
  if (filter.activeOn !== undefined) {
    const day = next(filter.activeOn);
    conditions.push(
      `(k.valid_from IS NULL OR k.valid_from <= ${day}::date) AND (k.valid_to IS NULL OR k.valid_to >= ${day}::date)`,
    );
  }
  const from = [
    'FROM contracts k',
    ...(withPlace ? ['JOIN usage_places up ON up.id = k.usage_place_id'] : []),
    ...(withCustomer
      ? ['JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number']
      : []),
  ].join('\n  ');
  return { from, where: conditions.join(' AND '), params };
}

/**
 * An open start sorts as the earliest, an open end as the latest. Names are ordered by their bytes
 * (`COLLATE "C"`: the same on both databases whatever the locale, å, ä, ö after z as in Finnish), the order
 * its index (migration 012) gives read forwards or backwards, so the default order reads a page off it.
 */
const ORDER: Record<ContractSortField, Record<SortDirection, string>> = {
  customerName: { asc: 'c.full_name COLLATE "C" ASC', desc: 'c.full_name COLLATE "C" DESC' },
  customerCode: { asc: 'up.customer_number ASC', desc: 'up.customer_number DESC' },
  locationCode: { asc: 'up.location_code ASC', desc: 'up.location_code DESC' },
  validFrom: { asc: 'k.valid_from ASC NULLS FIRST', desc: 'k.valid_from DESC NULLS LAST' },
  validTo: { asc: 'k.valid_to ASC NULLS LAST', desc: 'k.valid_to DESC NULLS FIRST' },
};

export async function searchContracts(
  db: Database,
  filter: ContractFilter,
  page: { sort: ContractSortField; direction: SortDirection; limit: number; offset: number },
): Promise<{ rows: SearchContractRow[]; total: number }> {
  const count = queryOf(filter, false);
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${count.from} WHERE ${count.where}`,
    count.params,
  );
  const total = counted?.total ?? 0;
  if (total === 0 || page.offset >= total) return { rows: [], total };
  const { from, where, params } = queryOf(filter, true);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const rows = await db.query<SearchContractRow>(
    `SELECT k.contract_code, k.contract_type, k.energy_type, k.seller_code,
            to_char(k.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(k.valid_to, 'YYYY-MM-DD') AS valid_to,
            k.profile, k.identification_number, k.possessor_contract_code, k.product_type, k.target_text,
            k.fuse_size, k.possessor_location_code, k.grid_zone, k.transformer, up.location_code,
            up.customer_number, up.full_address, up.gsrn_code, up.name AS location_name,
            c.full_name AS customer_name
       ${from}
      WHERE ${where}
      ORDER BY ${ORDER[page.sort][page.direction]}, up.location_code, k.contract_code
      LIMIT ${limit} OFFSET ${offset}`,
    [...params, page.limit, page.offset],
  );
  return { rows, total };
}
