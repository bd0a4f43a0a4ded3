import type { InstanceConfig } from '@portal/instances';
import type { UserInfo } from '@portal/shared';

/**
 * Spec customer-area 6 / admin-and-calls 6: adding locations by hand is open where the instance allows it
 * (allowUserMappedLocationsManually) or to a superuser. The server checks the same.
 */
export const mayAddLocations = (instance: InstanceConfig, user: UserInfo | null): boolean =>
  Boolean(user) &&
  (instance.flags.allowUserMappedLocationsManually || Boolean(user?.roles.includes('ROLE_SUPERUSER')));
