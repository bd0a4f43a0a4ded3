import type { AccessRule, InstanceConfig, MenuEntry } from '@portal/instances';
import type { Subject, UserInfo } from '@portal/shared';

export const INVOICES_ENDPOINT = 'online/invoices';

const allows = (rule: AccessRule, user: Pick<UserInfo, 'roles' | 'scopes'>): boolean =>
  (!rule.roles?.length || rule.roles.some((role) => user.roles.includes(role))) &&
  (rule.scopes ?? []).every((scope) => user.scopes.includes(scope)) &&
  (!rule.optionalScopes?.length || rule.optionalScopes.some((scope) => user.scopes.includes(scope)));

function invoicesItemVisible(
  entries: readonly MenuEntry[],
  user: Pick<UserInfo, 'roles' | 'scopes'>,
): boolean {
  return entries.some((entry) => {
    if (entry.type === 'group') return allows(entry, user) && invoicesItemVisible(entry.items, user);
    return entry.type === 'item' && entry.endpoint === INVOICES_ENDPOINT && allows(entry, user);
  });
}

/**
 * Spec customer-area 2 and 6: the latest-invoice widget shows only when invoices are in the menu (the
 * instance's flag and an invoices item this user sees) and not in the admin view (a target user).
 */
export function showLatestInvoice(
  instance: Pick<InstanceConfig, 'flags' | 'menu'>,
  user: Pick<UserInfo, 'roles' | 'scopes'> | null,
  subject: Subject,
): boolean {
  if (subject.kind !== 'self' || !user || !instance.flags.invoicesInMenu) return false;
  return instance.menu.some((section) => allows(section, user) && invoicesItemVisible(section.entries, user));
}
