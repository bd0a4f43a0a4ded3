import type { Contract } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { contractKind, formatContractDate } from './contractType';

export type ContractField =
  | 'contractType'
  | 'energyType'
  | 'locationCode'
  | 'address'
  | 'customerName'
  | 'contractCode'
  | 'customerCode'
  | 'startDate'
  | 'endDate'
  | 'fixedEndDate'
  | 'meterNumber'
  | 'productType'
  | 'fuseSize';

export const DATE_FIELDS: readonly ContractField[] = ['startDate', 'endDate', 'fixedEndDate'];
export const METER_FIELDS: readonly ContractField[] = ['meterNumber', 'productType', 'fuseSize'];

/** The detail fields in the order the spec lists them; the meter fields only where the instance shows them. */
export const contractFields = (withMeterDetails: boolean): ContractField[] => [
  'energyType',
  'locationCode',
  'address',
  'customerName',
  'contractCode',
  'customerCode',
  'startDate',
  'endDate',
  'fixedEndDate',
  ...(withMeterDetails ? METER_FIELDS : []),
];

export function contractTypeText(intl: IntlShape, contractType: string | null): string {
  const kind = contractKind(contractType);
  if (kind) return intl.formatMessage({ id: `billing.contracts.type.${kind}` });
  return contractType?.trim() ? contractType : '-';
}

export function energyTypeText(intl: IntlShape, energyType: string): string {
  const id = `billing.contracts.energy.${energyType}`;
  return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : energyType;
}

/** The shown text of a field ('' for none). */
export function fieldText(intl: IntlShape, contract: Contract, field: ContractField): string {
  switch (field) {
    case 'contractType':
      return contractTypeText(intl, contract.contractType);
    case 'energyType':
      return energyTypeText(intl, contract.energyType);
    case 'locationCode':
      return contract.locationCode;
    case 'address':
      return contract.locationAddress;
    case 'customerName':
      return contract.customerName;
    case 'contractCode':
      return contract.contractCode;
    case 'customerCode':
      return contract.customerCode;
    case 'startDate':
      return formatContractDate(contract.contractStartDate);
    case 'endDate':
      return formatContractDate(contract.contractEndDate);
    case 'fixedEndDate':
      return formatContractDate(contract.fixedContractEndDate);
    case 'meterNumber':
      return contract.meterNumber ?? '';
    case 'productType':
      return contract.productType ?? '';
    case 'fuseSize':
      return contract.fuseSize ?? '';
  }
}

/** The sort key: ISO dates for the date fields (chronological), the text otherwise. */
export function fieldSortValue(intl: IntlShape, contract: Contract, field: ContractField): string | null {
  if (field === 'startDate') return contract.contractStartDate;
  if (field === 'endDate') return contract.contractEndDate;
  if (field === 'fixedEndDate') return contract.fixedContractEndDate;
  return fieldText(intl, contract, field);
}

export const contractKey = (contract: Contract): string =>
  `${contract.contractCode}/${contract.locationCode}/${contract.contractType ?? ''}/${contract.contractStartDate ?? ''}`;
