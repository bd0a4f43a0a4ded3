import shared from '@portal/shared/i18n/en-US.json';
import authPages from '../../pages/i18n/en-US.json';
import session from '../../session/i18n/en-US.json';
import loggedOut from '../messages/en-US.json';
import loggedIn from '../messages/loggedIn/en-US.json';

/** The shell's own texts in en-US, logged out and logged in; the account page brings its own (accountMessages.ts). */
export const shell: Record<string, string> = {
  ...loggedOut,
  ...loggedIn,
};

/** The shell's catalogues of en-US in the host's precedence order: a chunk of its own in the host's build. */
export const catalogues: Record<string, string>[] = [shared, shell, session, authPages];
