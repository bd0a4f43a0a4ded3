import type { Role } from './types';

/**
 * The one role list and capability table (spec admin-and-calls section 6). The shell's menu and pages, the
 * remotes, the server's route checks and the role tests all read this file; nothing else lists roles.
 */
export const ALL_ROLES: readonly Role[] = [
  'ROLE_USER',
  'ROLE_ADMIN',
  'ROLE_SUPERUSER',
  'ROLE_SERVANT',
  'ROLE_SELLER',
  'ROLE_SSN_VIEWER',
  'ROLE_METER_CONTROL',
];

/** Staff: the roles of the admin section, who may act for another user of their instance (`Target-User`). */
export const STAFF_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT'];

/**
 * Who may do what. The spec's table names admin and servant for deleting, listing and managing users'
 * locations; a superuser may do everything an admin may (the spec shows the superuser the user list's
 * extra columns and the sub search field, which presumes the list), so the superuser is added there.
 */
export const CAPABILITIES = {
  /** user management, create user, contract search; opening a user's reports (the admin report dialog) */
  adminSection: STAFF_ROLES,
  /** location management and single-location detail */
  locationManagement: ['ROLE_SUPERUSER', 'ROLE_METER_CONTROL', 'ROLE_ADMIN', 'ROLE_SERVANT'],
  /** add, replace and remove roles (a servant sees roles but cannot change them) */
  editRoles: ['ROLE_SUPERUSER', 'ROLE_ADMIN'],
  /** give or take ROLE_SUPERUSER */
  assignSuperuser: ['ROLE_SUPERUSER'],
  /** the sub field of the user search, a user's sub and trusted-account flag */
  superuserDetails: ['ROLE_SUPERUSER'],
  /** a user's created-on and last-login */
  accountDates: ['ROLE_SUPERUSER', 'ROLE_ADMIN'],
  /** the dashboard ('uw home') in the menu */
  uwHome: ['ROLE_SUPERUSER'],
  /** list, update and delete users, map and unmap their locations, create users */
  manageUsers: ['ROLE_ADMIN', 'ROLE_SERVANT', 'ROLE_SUPERUSER'],
  /** reveal a social security number (with a staff role that opens the user) */
  revealSsn: ['ROLE_SSN_VIEWER'],
  /** read a meter's state, disconnect, reconnect (with the instance's meterControl flag) */
  meterControl: ['ROLE_SUPERUSER', 'ROLE_METER_CONTROL'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/** Whether any of `roles` grants `capability`. */
export const can = (roles: readonly Role[] | null | undefined, capability: Capability): boolean =>
  (roles ?? []).some((role) => (CAPABILITIES[capability] as readonly Role[]).includes(role));

export const isStaff = (roles: readonly Role[] | null | undefined): boolean => can(roles, 'adminSection');
