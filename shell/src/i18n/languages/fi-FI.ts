import shared from '@portal/shared/i18n/fi-FI.json';
import authPages from '../../pages/i18n/fi-FI.json';
import session from '../../session/i18n/fi-FI.json';
import loggedOut from '../messages/fi-FI.json';
import loggedIn from '../messages/loggedIn/fi-FI.json';

/** The shell's own texts in fi-FI, logged out and logged in; the account page brings its own (accountMessages.ts). */
export const shell: Record<string, string> = {
  ...loggedOut,
  ...loggedIn,
};

/** The shell's catalogues of fi-FI in the host's precedence order: a chunk of its own in the host's build. */
export const catalogues: Record<string, string>[] = [shared, shell, session, authPages];
