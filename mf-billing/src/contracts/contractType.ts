import type { Contract } from '@portal/shared';

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

/** dd/mm/yyyy of a yyyy-mm-dd date; empty for none. */
export const formatContractDate = (date: string | null): string => {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};
