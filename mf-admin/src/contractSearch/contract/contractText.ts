import { energyTypeLabel, type AdminContract } from '@portal/shared';
import type { IntlShape } from 'react-intl';

export type ContractKind = 'grid' | 'sales' | 'distribution' | 'production';

// the connector's raw contract types, as the contracts page reads them (spec customer-area 2)
const KINDS: Record<string, ContractKind> = {
  Verkko: 'grid',
  Myynti: 'sales',
  'Distribution contract': 'distribution',
  Pientuotanto: 'production',
  grid: 'grid',
  sales: 'sales',
  distribution: 'distribution',
};

export const contractKind = (contractType: string | null): ContractKind | null =>
  contractType ? (KINDS[contractType.trim()] ?? null) : null;

/** shown for a value the contract does not have (spec admin-and-calls section 8, "missing values") */
export const MISSING = '-';

/** Grid, sales or distribution in the page's language; another type as the connector wrote it. */
export function contractTypeText(intl: IntlShape, contractType: string | null): string {
  const kind = contractKind(contractType);
  if (kind) return intl.formatMessage({ id: `admin.contractSearch.type.${kind}` });
  return contractType?.trim() || MISSING;
}

/** A yyyy-mm-dd day in the page's language (18.11.2026, 11/18/2026); '' for none. */
export function dayText(intl: IntlShape, day: string | null): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '';
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return intl.formatDate(date, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
}

export type ContractFieldGroup = 'contract' | 'salesContract' | 'contractAuthInfo' | 'location';

export interface ContractFieldText {
  /** the message id of the field's name, under admin.contractSearch.field. */
  id: string;
  text: string;
}

const orMissing = (value: string | null | undefined): string => value?.trim() || MISSING;

/**
 * Every field of the contract (spec admin-and-calls section 3, "Contract"), by group, as shown: dates in
 * the page's language, the type and energy type by name, a missing value as '-'.
 */
export function contractFieldTexts(
  intl: IntlShape,
  contract: AdminContract,
): Record<ContractFieldGroup, ContractFieldText[]> {
  const { salesContract: sales, contractAuthInfo: auth, location } = contract;
  return {
    contract: [
      { id: 'contractType', text: contractTypeText(intl, contract.contractType) },
      { id: 'contractCode', text: orMissing(contract.contractCode) },
      { id: 'energyType', text: contract.energyType ? energyTypeLabel(intl, contract.energyType) : MISSING },
    ],
    salesContract: [
      { id: 'customerName', text: orMissing(sales.customerName) },
      { id: 'customerCode', text: orMissing(sales.customerCode) },
      { id: 'locationCode', text: orMissing(sales.locationCode) },
      { id: 'sellerCode', text: orMissing(sales.sellerCode) },
      { id: 'validFrom', text: orMissing(dayText(intl, sales.validFrom)) },
      { id: 'validTo', text: orMissing(dayText(intl, sales.validTo)) },
      { id: 'profile', text: orMissing(sales.profile) },
    ],
    contractAuthInfo: [
      { id: 'identificationNumber', text: orMissing(auth.identificationNumber) },
      { id: 'possessorContractCode', text: orMissing(auth.possessorContractCode) },
      { id: 'productType', text: orMissing(auth.productType) },
    ],
    location: [
      { id: 'gsrnCode', text: orMissing(location.gsrnCode) },
      { id: 'targetText', text: orMissing(location.targetText) },
      { id: 'locationName', text: orMissing(location.locationName) },
      { id: 'address', text: orMissing(location.address) },
      { id: 'fuseSize', text: orMissing(location.fuseSize) },
      { id: 'possessorLocationCode', text: orMissing(location.possessorLocationCode) },
      { id: 'gridZone', text: orMissing(location.gridZone) },
      { id: 'transformer', text: orMissing(location.transformer) },
    ],
  };
}
