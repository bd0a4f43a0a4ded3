import type { AdminContract, ContractSearch, ContractSortField } from '@portal/shared/api/admin';
import type { PageOf } from '@portal/shared/api/paging';
import { contractSearchIssues } from '@portal/shared/api/contractSearchRules';
import { helsinkiDay } from '@portal/shared/calendar';
import { limitOffset, pageOf, type PageQuerystring } from '../../http/paging.js';
import { validationsFail } from '../../http/refusal.js';
import type { Database } from '../../plugins/database.js';
import * as repo from './repository.js';

/**
 * The words of a name or address search as a prefix query: every word must start a word of the text
 * ('matti vir' finds 'Virtanen Matti'). Words are runs of letters and digits, so nothing the user types
 * can reach `to_tsquery`'s own syntax; a search of no words at all finds nothing.
 */
export function wordPrefixQuery(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `'${word}':*`).join(' & ');
}

/** The search's fields as filters, checked against the form's limits (400 validations_fail). */
export function contractFilterOf(
  instance: string,
  search: ContractSearch,
  now: Date,
): repo.ContractFilter | null {
  const issues = contractSearchIssues(search);
  if (issues.length > 0)
    throw validationsFail(issues, { in: 'body', description: 'Invalid contract search' });
  const value = (field: keyof ContractSearch) => {
    const raw = search[field];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  };
  const filter: repo.ContractFilter = { instance };
  const place = value('usagePlaceNumber');
  if (place !== undefined) filter.placePrefix = place;
  const customer = value('customerNumber');
  if (customer !== undefined) filter.customerPrefix = customer;
  const identification = value('identificationNumber');
  if (identification !== undefined) filter.identificationNumber = identification;
  for (const [field, key] of [
    ['userOrCompanyName', 'nameWords'],
    ['address', 'addressWords'],
  ] as const) {
    const text = value(field);
    if (text === undefined) continue;
    const query = wordPrefixQuery(text);
    if (query === null) return null;
    filter[key] = query;
  }
  if (search.activeContracts !== false) filter.activeOn = helsinkiDay(now);
  return filter;
}

/** One page of the contracts matching `filter` (null: a search that can match nothing). */
export async function searchContracts(
  db: Database,
  filter: repo.ContractFilter | null,
  query: PageQuerystring<ContractSortField>,
): Promise<PageOf<AdminContract>> {
  if (filter === null) return pageOf([], 0, query);
  const { rows, total } = await repo.searchContracts(db, filter, {
    sort: query.sort ?? 'customerName',
    direction: query.direction ?? 'asc',
    ...limitOffset(query),
  });
  return pageOf(rows.map(toAdminContract), total, query);
}

export function toAdminContract(row: repo.SearchContractRow): AdminContract {
  return {
    contractCode: row.contract_code,
    contractType: row.contract_type,
    energyType: row.energy_type,
    salesContract: {
      customerName: row.customer_name,
      customerCode: row.customer_number,
      locationCode: row.location_code,
      sellerCode: row.seller_code,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      profile: row.profile,
    },
    contractAuthInfo: {
      identificationNumber: row.identification_number,
      possessorContractCode: row.possessor_contract_code,
      productType: row.product_type,
    },
    location: {
      gsrnCode: row.gsrn_code,
      targetText: row.target_text,
      locationName: row.location_name,
      address: row.full_address,
      fuseSize: row.fuse_size,
      possessorLocationCode: row.possessor_location_code,
      gridZone: row.grid_zone,
      transformer: row.transformer,
    },
  };
}
