import type { Language } from '@portal/instances';
import enUS from './messages/en-US.json';
import fiFI from './messages/fi-FI.json';
import svFI from './messages/sv-FI.json';
import loggedInEnUS from './messages/loggedIn/en-US.json';
import loggedInFiFI from './messages/loggedIn/fi-FI.json';
import loggedInSvFI from './messages/loggedIn/sv-FI.json';
import { accountMessages } from '../pages/account/messages';
import { activityMessages } from '../pages/account/activity/messages';
import { locationsMessages } from '../pages/account/locations/messages';

/**
 * The shell's texts the logged-out pages use: header, loader, boot error, 404, page titles. The
 * logged-out pages' entry builds with these only (public/loggedOutShellMessages.ts).
 */
export const loggedOutShellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};

/** The shell's own texts: the above, and the logged-in ones (menu labels, role names, the 401 page). */
export const shellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    ...fiFI,
    ...loggedInFiFI,
    ...accountMessages['fi-FI'],
    ...locationsMessages['fi-FI'],
    ...activityMessages['fi-FI'],
  },
  'sv-FI': {
    ...svFI,
    ...loggedInSvFI,
    ...accountMessages['sv-FI'],
    ...locationsMessages['sv-FI'],
    ...activityMessages['sv-FI'],
  },
  'en-US': {
    ...enUS,
    ...loggedInEnUS,
    ...accountMessages['en-US'],
    ...locationsMessages['en-US'],
    ...activityMessages['en-US'],
  },
};
