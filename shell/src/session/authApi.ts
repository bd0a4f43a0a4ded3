/** The auth service calls of the session (docs/contracts.md, "Auth service"). One function per operation. */
import { apiRequest, type ApiRequest, type TokenResponse, type UserInfo } from '@portal/shared';
import type { Language } from '@portal/instances';
import { SESSION_CHECK_PATH, takeEarlySessionCheck } from './earlySessionCheck';

// the session saga decides itself what a refused token means for these calls (README.md)
const own = <T>(req: ApiRequest): Promise<T> => apiRequest<T>({ ...req, reportsRefusedSession: false });

/** The page load's check reads the answer of the page's early check when one was sent (earlySessionCheck.ts). */
export const fetchUserInfo = (options?: { pageLoad?: boolean }): Promise<UserInfo> =>
  own<UserInfo>({
    path: SESSION_CHECK_PATH,
    sent: (options?.pageLoad ? takeEarlySessionCheck() : null) ?? undefined,
  });

export const requestToken = (clientId: string, username: string, password: string): Promise<TokenResponse> =>
  own<TokenResponse>({
    method: 'POST',
    path: '/auth/oauth/token',
    form: { grant_type: 'password', username, password, client_id: clientId },
  });

/**
 * An empty JSON body so the request carries Content-Type: application/json (the server's CSRF check).
 * A session from an OpenID provider answers 200 `{ logoutUrl }`: the provider's logout, which ends its own
 * session too (RP-initiated logout, docs/openid-login.md); any other answers 204.
 */
export const logout = (): Promise<{ logoutUrl?: string } | undefined> =>
  own<{ logoutUrl?: string } | undefined>({ method: 'POST', path: '/auth/logout', body: {} });

export const requestPasswordReset = (
  username: string,
  clientId: string,
  language: Language,
): Promise<unknown> =>
  own<{ status: 'sent' }>({
    method: 'POST',
    path: '/auth/reset_password',
    body: { username, clientId, language },
  });

/** `socialSecurityNumber`: asked of a user invited to give it (the invitation link's `ssn=1`). */
export const confirmPasswordReset = (
  code: string,
  newPassword: string,
  socialSecurityNumber?: string,
): Promise<void> =>
  own<void>({
    method: 'POST',
    path: '/auth/reset_password/confirm',
    body: { code, newPassword, ...(socialSecurityNumber === undefined ? {} : { socialSecurityNumber }) },
  });

/** Trades the openid callback's one-time code for the session cookie. */
export const exchangeOpenIdCode = (code: string): Promise<void> =>
  own<void>({ method: 'POST', path: '/auth/openid/exchange', body: { code } });
