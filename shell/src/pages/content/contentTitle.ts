import type { InstanceConfig } from '@portal/instances';
import { RETIRED_REPORTING_ENDPOINT, menuItemOf, type ContentEndpoint } from '@portal/instances/endpoints';
import type { AccessRule } from '@portal/instances';
import type { PublishedRoute } from '@portal/shared';

const RETIRED_TITLE_KEY = 'shell.menu.retiredReporting';

/** The page's title is its menu label (the instance may rename it in its texts). */
export const contentTitleKey = (instance: InstanceConfig, endpoint: ContentEndpoint): string =>
  menuItemOf(instance, endpoint)?.labelKey ?? RETIRED_TITLE_KEY;

/**
 * Who may open a content page: its menu item's rule (roles and scopes, e.g. a custom customer service page's
 * scope). The retired-reporting notice is public: people arrive from the old service's address, logged out.
 */
export function contentAccessRule(
  instance: InstanceConfig,
  endpoint: ContentEndpoint,
): AccessRule & Pick<PublishedRoute, 'public'> {
  if (endpoint === RETIRED_REPORTING_ENDPOINT) return { public: true };
  const item = menuItemOf(instance, endpoint);
  return { roles: item?.roles ?? ['ROLE_USER'], scopes: item?.scopes, optionalScopes: item?.optionalScopes };
}
