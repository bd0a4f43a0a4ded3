import type { UserInfo } from '@portal/shared';

/**
 * 'unknown' before the page-load check, 'checking' while /auth/userinfo answers, then
 * 'loggedIn' or 'loggedOut'. The token cookie is HttpOnly: the session is whatever /auth/userinfo says.
 */
export type SessionStatus = 'unknown' | 'checking' | 'loggedIn' | 'loggedOut';

/** A message for the login page, e.g. 'access token removed' after a failed navigation check. */
export interface SessionNotice {
  /** a react-intl message id: `shell.session.*` or `errors.<code>` */
  messageId: string;
  intent: 'info' | 'warning' | 'error';
}

/** A failed call as the UI needs it: the catalogue code and the server's details (e.g. `lockedUntil`). */
export interface CallFailure {
  errorCode: string;
  details: Record<string, unknown> | null;
}

export interface LoginState {
  pending: boolean;
  errorCode: string | null;
  details: Record<string, unknown> | null;
}

export type ResetPasswordResult = 'idle' | 'sent' | 'confirmed' | 'failed';

export interface ResetPasswordState {
  pending: boolean;
  result: ResetPasswordResult;
  errorCode: string | null;
  /** the failure's details, e.g. a validations_fail's `fields` shown at the form's fields */
  details: Record<string, unknown> | null;
}

export interface SessionState {
  status: SessionStatus;
  user: UserInfo | null;
  login: LoginState;
  resetPassword: ResetPasswordState;
  notice: SessionNotice | null;
  /** the username shown after the forgot-username dialog's strong login (the callback page shows it) */
  revealedUsername: string | null;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

/** What the openid callback page read from its address. */
export interface OpenIdCallbackParams {
  /** the one-time code the server exchanges for the session cookie (DESIGN.md section 6) */
  code: string | null;
  openIdError: string | null;
  /** 'forgot-username': the strong login of the forgot-username dialog, which ends by showing the username */
  purpose: 'login' | 'forgot-username';
}
