import { apiRequest, type AdminUserInfo, type Subject } from '@portal/shared';

/** `GET /auth/admin/userinfo` for `targetUser(sub)`: fields the caller's role may not see are absent. */
export const fetchUserInfo = (subject: Subject, signal?: AbortSignal): Promise<AdminUserInfo> =>
  apiRequest<AdminUserInfo>({ path: '/auth/userinfo', subject, signal });
