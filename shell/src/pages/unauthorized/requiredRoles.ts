import type { Role } from '@portal/instances';
import type { AccessSubject } from '../../menu/access';
import { ALL_ROLES } from '../../menu/roles';

/**
 * The roles any one of which, added to the user's own, would make `opens` pass. `opens` is the very
 * check that refused the user (the page's access rule, or the catch-all finding no landing), so the
 * 401 page never names a role that would not help.
 */
export function rolesThatWouldOpen(
  subject: AccessSubject,
  opens: (subject: AccessSubject) => boolean,
): Role[] {
  return ALL_ROLES.filter(
    (role) => !subject.roles.includes(role) && opens({ ...subject, roles: [...subject.roles, role] }),
  );
}
