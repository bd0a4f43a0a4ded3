import type { InstanceConfig, MenuSection } from '@portal/instances';
import { filterMenu, firstActiveItem, type MenuFilterContext } from '../menu/filterMenu';
import { isStaff } from '../menu/roles';

/** Welcome, login and reset-password open only for logged-out users. */
export const LOGGED_OUT_ONLY_ENDPOINTS = ['welcome', 'login', 'reset-password'] as const;

export const isLoggedOutOnly = (endpoint: string): boolean =>
  (LOGGED_OUT_ONLY_ENDPOINTS as readonly string[]).includes(endpoint);

/**
 * The part of a staff member's menu their staff roles open on their own, without the customer role many
 * of them also hold (the demo's admin has ROLE_USER): their work comes first. Undefined for non-staff.
 */
export function staffMenuOf(ctx: MenuFilterContext): MenuSection[] | undefined {
  const { user } = ctx;
  if (!user || !isStaff(user)) return undefined;
  return filterMenu({ ...ctx, user: { ...user, roles: user.roles.filter((role) => role !== 'ROLE_USER') } });
}

/**
 * Where the catch-all sends a user: a logged-in user to the first active item of their filtered menu
 * (staff to the first item their staff roles open, e.g. user management, when there is one), or the 401
 * page when there is none; a logged-out user to login when the instance has an external main-page link,
 * otherwise to welcome.
 */
export function resolveCatchAll(args: {
  instance: InstanceConfig;
  loggedIn: boolean;
  visibleMenu: MenuSection[];
  /** `staffMenuOf` the user */
  staffMenu?: MenuSection[];
}): string {
  if (args.loggedIn)
    return (firstActiveItem(args.staffMenu ?? []) ?? firstActiveItem(args.visibleMenu))?.endpoint ?? '401';
  return args.instance.links.externalMainPage ? 'login' : 'welcome';
}
