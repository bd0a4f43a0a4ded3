import type { Contract } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { formatDay } from '../invoices/invoiceFormat';

export type ContractKind = 'grid' | 'sales' | 'distribution';

const KINDS: Record<string, ContractKind> = {
  Verkko: 'grid',
  Myynti: 'sales',
  'Distribution contract': 'distribution',
};

/** Spec customer-area 2: Verkko = grid, Myynti = sales, 'Distribution contract' = distribution. */
export const contractKind = (contractType: string | null): ContractKind | null =>
  contractType ? (KINDS[contractType] ?? null) : null;

/** Instances whose contracts show the meter number, product type and fuse size (spec customer-area 2). */
export const EXTENDED_CONTRACT_INSTANCES: readonly string[] = ['nivos', 'demo1'];

export const showsMeterDetails = (instanceId: string): boolean =>
  EXTENDED_CONTRACT_INSTANCES.includes(instanceId);

/** Spec: more than 10 contracts are shown as a table instead of cards. */
export const CONTRACT_CARDS_MAX = 10;
export const contractsAsTable = (contracts: readonly Contract[]): boolean =>
  contracts.length > CONTRACT_CARDS_MAX;

/**
 * A contract date as the page's language writes it (fi-FI and sv-FI '28.2.2027', en-US '2/28/2027'): a
 * yyyy-mm-dd is a Helsinki calendar day; an instant is shown as its Helsinki day. Empty for none.
 */
export const formatContractDate = (intl: IntlShape, date: string | null): string => {
  if (!date) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatDay(intl, date);
  const instant = new Date(date);
  return Number.isNaN(instant.getTime())
    ? date
    : intl.formatDate(instant, {
        timeZone: 'Europe/Helsinki',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      });
};
