import { apiRequest, type Role, type Subject } from '@portal/shared';

/** `DELETE /auth/admin/role?base64Role=` for `targetUser(sub)` (spec admin-and-calls section 7). */
export const removeRole = (subject: Subject, role: Role): Promise<{ roles: Role[] } | undefined> =>
  apiRequest<{ roles: Role[] } | undefined>({
    method: 'DELETE',
    path: `/auth/admin/role?${new URLSearchParams({ base64Role: btoa(role) }).toString()}`,
    subject,
  });
