import type { AccessRule } from '@portal/instances';
import type { UserInfo } from '@portal/shared';

/** The user fields an access check reads: the roles (authorities) and the token's client scopes. */
export type AccessSubject = Pick<UserInfo, 'roles' | 'scopes'>;

/**
 * Spec section 6: a check needs any listed authority, all listed scopes and any of the optional scopes.
 * An empty or missing list places no condition.
 */
export function hasAccess(rule: AccessRule, subject: AccessSubject): boolean {
  const { roles, scopes, optionalScopes } = rule;
  if (roles && roles.length > 0 && !roles.some((role) => subject.roles.includes(role))) return false;
  if (scopes && scopes.length > 0 && !scopes.every((scope) => subject.scopes.includes(scope))) return false;
  if (
    optionalScopes &&
    optionalScopes.length > 0 &&
    !optionalScopes.some((scope) => subject.scopes.includes(scope))
  )
    return false;
  return true;
}

/**
 * Whom the admin view checks a page's or widget's rule against: a customer of the instance (`ROLE_USER`)
 * with the staff member's client scopes, which are the instance's token client's and the same for every
 * user of the instance. So staff see what the customer would, without holding `ROLE_USER` themselves.
 */
export const customerView = (viewer: Pick<UserInfo, 'scopes'>): AccessSubject => ({
  roles: ['ROLE_USER'],
  scopes: viewer.scopes,
});
