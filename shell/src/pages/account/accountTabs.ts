import type { InstanceConfig } from '@portal/instances';
import type { UserInfo } from '@portal/shared';

export const ACCOUNT_TABS = ['general', 'security', 'locations', 'activity'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const isAccountTab = (value: string | undefined): value is AccountTab =>
  (ACCOUNT_TABS as readonly string[]).includes(value ?? '');

/** Spec section 6: the instance allows local login and the user is not filled with dummy data. */
export const allowsLocalLogin = (instance: InstanceConfig, user: UserInfo): boolean =>
  instance.login.allowLocalLogin && user.allowLocalLogin && !user.filledWithDummyData;

/**
 * The tabs this user sees, in order: general always; security for users allowed local login, never in
 * the instance that hides it (instance.json `login.hideSecurityTab`); locations when shared locations are on;
 * activity ('Who has viewed my data') always.
 */
export function visibleAccountTabs(instance: InstanceConfig, user: UserInfo): AccountTab[] {
  const tabs: AccountTab[] = ['general'];
  if (allowsLocalLogin(instance, user) && !instance.login.hideSecurityTab) tabs.push('security');
  if (instance.flags.sharedLocations) tabs.push('locations');
  tabs.push('activity');
  return tabs;
}
