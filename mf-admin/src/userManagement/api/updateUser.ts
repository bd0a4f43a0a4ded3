import { apiRequest, type AdminUserInfo, type AdminUserUpdate, type Subject } from '@portal/shared';

/** `PUT /auth/admin/update_user` for `targetUser(sub)`: the caller leaves empty values out. */
export const updateUser = (subject: Subject, update: AdminUserUpdate): Promise<AdminUserInfo> =>
  apiRequest<AdminUserInfo>({ method: 'PUT', path: '/auth/update_user', subject, body: update });
