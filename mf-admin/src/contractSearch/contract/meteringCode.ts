import type { AdminContract } from '@portal/shared';

/**
 * The key of a contract's tab (spec admin-and-calls section 2, "Contract search"): the location's metering
 * code, its GSRN, or its location code when it has none. Contracts of one location share a tab.
 */
export const meteringCode = (contract: AdminContract): string =>
  contract.location.gsrnCode?.trim() || contract.salesContract.locationCode;
