import shared from '@portal/shared/i18n/en-US.json';
import account from '../../pages/account/i18n/en-US.json';
import activity from '../../pages/account/activity/i18n/en-US.json';
import locations from '../../pages/account/locations/i18n/en-US.json';
import authPages from '../../pages/i18n/en-US.json';
import session from '../../session/i18n/en-US.json';
import loggedOut from '../messages/en-US.json';
import loggedIn from '../messages/loggedIn/en-US.json';

/** The shell's own texts in en-US: the logged-out ones, the logged-in ones, the account page's. */
export const shell: Record<string, string> = {
  ...loggedOut,
  ...loggedIn,
  ...account,
  ...locations,
  ...activity,
};

/** The shell's catalogues of en-US in the host's precedence order: a chunk of its own in the host's build. */
export const catalogues: Record<string, string>[] = [shared, shell, session, authPages];
