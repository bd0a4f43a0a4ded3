import type { Role } from '@portal/instances';

/** Router state of a redirect to the 401 page: the roles the refused page needs. */
export interface UnauthorizedState {
  requiredRoles: Role[];
}

export function readUnauthorizedState(state: unknown): UnauthorizedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const roles = (state as { requiredRoles?: unknown }).requiredRoles;
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return null;
  return { requiredRoles: roles as Role[] };
}
