import type { ContractSortField } from '@portal/shared/api/admin';
import { CONTRACT_SEARCH_FIELDS } from '@portal/shared/api/contractSearchRules';
import { pageOfSchema, pageQuerySchema } from '../../http/paging.js';

export const CONTRACT_SORT_FIELDS: readonly ContractSortField[] = [
  'customerName',
  'customerCode',
  'locationCode',
  'validFrom',
  'validTo',
];

export const contractSearchQuerySchema = pageQuerySchema(CONTRACT_SORT_FIELDS);

/**
 * The search body. The form's limits (`CONTRACT_SEARCH_LIMITS`) are checked by the service on the trimmed
 * values, so each broken one is named with its rule; the schema only keeps out what is no search at all.
 */
export const contractSearchBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(CONTRACT_SEARCH_FIELDS.map((field) => [field, { type: 'string', maxLength: 200 }])),
    activeContracts: { type: 'boolean', default: true },
  },
} as const;

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableDay = { type: ['string', 'null'], format: 'date' } as const;
const object = (properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;

/** `AdminContract` (shared/src/api/admin.ts). */
export const adminContractSchema = object({
  contractCode: string,
  contractType: nullableString,
  energyType: string,
  salesContract: object({
    customerName: string,
    customerCode: string,
    locationCode: string,
    sellerCode: nullableString,
    validFrom: nullableDay,
    validTo: nullableDay,
    profile: nullableString,
  }),
  contractAuthInfo: object({
    identificationNumber: string,
    possessorContractCode: nullableString,
    productType: nullableString,
  }),
  location: object({
    gsrnCode: nullableString,
    targetText: nullableString,
    locationName: string,
    address: string,
    fuseSize: nullableString,
    possessorLocationCode: nullableString,
    gridZone: nullableString,
    transformer: nullableString,
  }),
});

export const contractPageSchema = pageOfSchema(adminContractSchema);
