import type { SessionNotice } from './types';

export const SESSION_NOTICES = {
  accessTokenRemoved: { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' },
  thirdPartyCookiesDisabled: { messageId: 'shell.session.thirdPartyCookiesDisabled', intent: 'warning' },
  openIdError: { messageId: 'shell.session.openIdError', intent: 'error' },
} as const satisfies Record<string, SessionNotice>;

/**
 * The login page's notice for an openid_error: the account answers of the error catalogue (admin-and-calls
 * section 8) say what is wrong, e.g. a strong login for the forgot-username dialog that found no account;
 * any other code (a cancel, a refused token, a lost state) is the spec's general openid_error message.
 */
const ACCOUNT_ANSWERS = new Set(['user_not_found', 'user_is_disabled', 'no_permission']);
export const openIdErrorNotice = (code: string): SessionNotice =>
  ACCOUNT_ANSWERS.has(code) ? { messageId: `errors.${code}`, intent: 'error' } : SESSION_NOTICES.openIdError;
