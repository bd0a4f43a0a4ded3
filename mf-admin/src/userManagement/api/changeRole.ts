import { apiRequest, type Role, type RoleChange, type Subject } from '@portal/shared';

/** `POST /auth/admin/role` for `targetUser(sub)`: adds `newRoleName`, or replaces `originalRoleName` by it. */
export const changeRole = (subject: Subject, change: RoleChange): Promise<{ roles: Role[] }> =>
  apiRequest<{ roles: Role[] }>({ method: 'POST', path: '/auth/admin/role', subject, body: change });
