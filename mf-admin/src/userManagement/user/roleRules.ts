import { ALL_ROLES, can } from '@portal/instances/roles';
import type { ApiErrorData, Role } from '@portal/shared';

/** The roles a staff member may give: all, ROLE_SUPERUSER only for those who may assign it. */
export const assignableRoles = (staffRoles: readonly Role[] | null | undefined): Role[] =>
  ALL_ROLES.filter((role) => role !== 'ROLE_SUPERUSER' || can(staffRoles, 'assignSuperuser'));

/** A role the staff member may edit or remove: any they may give (so not a superuser's, for an admin). */
export const mayChangeRole = (staffRoles: readonly Role[] | null | undefined, role: Role): boolean =>
  can(staffRoles, 'editRoles') && assignableRoles(staffRoles).includes(role);

/** spec admin-and-calls section 8: 401 or 403 on a role change has its own message */
export const roleErrorMessageId = (error: ApiErrorData): string | null =>
  error.httpStatusCode === 401 || error.httpStatusCode === 403 ? 'admin.roles.noPermission' : null;
