import type { Role } from '@portal/instances';
import { isStaff as rolesAreStaff } from '@portal/instances/roles';

export { ALL_ROLES, STAFF_ROLES } from '@portal/instances/roles';

/** Staff: a user with a role of the admin section (the one role list, `instances/src/roles.ts`). */
export const isStaff = (user: { roles: readonly Role[] } | null): boolean => rolesAreStaff(user?.roles);
