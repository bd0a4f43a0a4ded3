/** The account calls of the signed-in user (docs/contracts.md, "Auth service"). */
import {
  apiRequest,
  pageQuery,
  type DataAccessEntry,
  type PageOf,
  type PageRequest,
  type TokenResponse,
  type UserInfo,
} from '@portal/shared';

export interface ProfileBody {
  firstName?: string;
  lastName?: string;
  username?: string;
  email: string | null;
  phoneNumber: string | null;
}

export const updateProfile = (body: ProfileBody): Promise<UserInfo> =>
  apiRequest<UserInfo>({ method: 'POST', path: '/auth/update_user', body });

/** The server sets the session cookie again with the answer's token: the session goes on. */
export const changePassword = (currentPassword: string, newPassword: string): Promise<TokenResponse> =>
  apiRequest<TokenResponse>({
    method: 'POST',
    path: '/auth/change_password',
    body: { currentPassword, newPassword },
  });

export const deleteOwnAccount = (): Promise<void> =>
  apiRequest<void>({ method: 'POST', path: '/auth/delete_user', body: {} });

/** What staff did with the user's data, newest first, a page at a time (docs/account.md, 'Who has viewed my data'). */
export const fetchDataAccessLog = (
  request: PageRequest,
  signal?: AbortSignal,
): Promise<PageOf<DataAccessEntry>> =>
  apiRequest<PageOf<DataAccessEntry>>({
    path: `/connector/v1/dataAccessLog?${pageQuery(request)}`,
    signal,
  });
