import { apiRequest, type Subject } from '@portal/shared';

/** `POST /auth/admin/delete_user` for `targetUser(sub)`. */
export const deleteUser = (subject: Subject): Promise<void> =>
  apiRequest<void>({ method: 'POST', path: '/auth/delete_user', subject });
