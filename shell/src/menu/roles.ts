import type { Role } from '@portal/instances';

const ROLE_SET: Record<Role, true> = {
  ROLE_USER: true,
  ROLE_ADMIN: true,
  ROLE_SUPERUSER: true,
  ROLE_SERVANT: true,
  ROLE_SELLER: true,
  ROLE_SSN_VIEWER: true,
  ROLE_METER_CONTROL: true,
};

/** Every role of spec section 6, in the spec's order. */
export const ALL_ROLES = Object.keys(ROLE_SET) as Role[];

/** Staff: the roles of the admin section (spec admin-and-calls section 6). */
export const STAFF_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT'];

export const isStaff = (user: { roles: readonly Role[] } | null): boolean =>
  user !== null && user.roles.some((role) => STAFF_ROLES.includes(role));
