import type { InstanceConfig, MenuSection } from '@portal/instances';
import { firstActiveItem } from '../menu/filterMenu';

/** The shell's page for staff (admin, superuser, servant): what they can do in this portal. */
export const STAFF_LANDING = 'online/staff';

/** Welcome, login and reset-password open only for logged-out users. */
export const LOGGED_OUT_ONLY_ENDPOINTS = ['welcome', 'login', 'reset-password'] as const;

export const isLoggedOutOnly = (endpoint: string): boolean =>
  (LOGGED_OUT_ONLY_ENDPOINTS as readonly string[]).includes(endpoint);

/**
 * Where the catch-all sends a user: staff to their landing page (until the admin area exists, the
 * customer pages would only show them an empty report); another logged-in user to the first active
 * menu item or the 401 page when there is none; a logged-out user to login when the instance has an
 * external main-page link, otherwise to welcome.
 */
export function resolveCatchAll(args: {
  instance: InstanceConfig;
  loggedIn: boolean;
  staff?: boolean;
  visibleMenu: MenuSection[];
}): string {
  if (args.loggedIn && args.staff) return STAFF_LANDING;
  if (args.loggedIn) return firstActiveItem(args.visibleMenu)?.endpoint ?? '401';
  return args.instance.links.externalMainPage ? 'login' : 'welcome';
}
