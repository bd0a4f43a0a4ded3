import type { Language } from '@portal/instances';
import type * as Real from '../i18n/shellMessages';
import enUS from '../i18n/messages/en-US.json';
import fiFI from '../i18n/messages/fi-FI.json';
import svFI from '../i18n/messages/sv-FI.json';

/**
 * Stands in for i18n/shellMessages in the logged-out pages' entry: the shell texts those pages show,
 * without the logged-in ones (menu labels, role names, the 401 page: `messages/loggedIn/`).
 */
export const loggedOutShellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};

export const shellMessages: typeof Real.shellMessages = loggedOutShellMessages;
