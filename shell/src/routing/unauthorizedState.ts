import type { AccessRule } from '@portal/instances';

/** Router state of a redirect to the 401 page: the access rule of the refused page. */
export interface UnauthorizedState {
  rule: AccessRule;
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

export function readUnauthorizedState(state: unknown): UnauthorizedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const rule = (state as { rule?: unknown }).rule;
  if (typeof rule !== 'object' || rule === null) return null;
  const { roles, scopes, optionalScopes } = rule as Record<string, unknown>;
  return {
    rule: {
      roles: stringList(roles) as AccessRule['roles'],
      scopes: stringList(scopes),
      optionalScopes: stringList(optionalScopes),
    },
  };
}

/** The rule's fields only: a route's publication carries more (title, public) than the 401 page needs. */
export const unauthorizedStateOf = ({ roles, scopes, optionalScopes }: AccessRule): UnauthorizedState => ({
  rule: { roles, scopes, optionalScopes },
});
