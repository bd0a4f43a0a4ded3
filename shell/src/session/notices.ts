import type { SessionNotice } from './types';

export const SESSION_NOTICES = {
  accessTokenRemoved: { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' },
  thirdPartyCookiesDisabled: { messageId: 'shell.session.thirdPartyCookiesDisabled', intent: 'warning' },
  openIdError: { messageId: 'shell.session.openIdError', intent: 'error' },
} as const satisfies Record<string, SessionNotice>;
