import type { Contract } from '@portal/shared';

export type ContractKind = 'grid' | 'sales' | 'distribution' | 'production';

const KINDS: Record<string, ContractKind> = {
  Verkko: 'grid',
  Myynti: 'sales',
  'Distribution contract': 'distribution',
  // a small producer's contract (solar panels selling their surplus), named in the page's language too
  Pientuotanto: 'production',
};

/**
 * Spec customer-area 2: Verkko = grid, Myynti = sales, 'Distribution contract' = distribution; and
 * Pientuotanto = production. Another type is shown as the connector wrote it.
 */
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

const helsinkiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * dd/mm/yyyy, as the spec writes contract dates on every page (customer-area.md, Contracts): a yyyy-mm-dd is a
 * Helsinki calendar day as it is; an instant is shown as its Helsinki day. Empty for none.
 */
export const formatContractDate = (date: string | null): string => {
  if (!date) return '';
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(date) ? null : new Date(date);
  if (instant && Number.isNaN(instant.getTime())) return date;
  const day = instant ? helsinkiDay.format(instant) : date;
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}/${month}/${year}`;
};
