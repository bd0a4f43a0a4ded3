import type { Language } from '@portal/instances';
import enUS from './messages/en-US.json';
import fiFI from './messages/fi-FI.json';
import loggedInEnUS from './messages/loggedIn/en-US.json';
import loggedInFiFI from './messages/loggedIn/fi-FI.json';

/**
 * The shell's texts the logged-out pages use: header, loader, boot error, 404, page titles. The
 * logged-out pages' entry builds with these only (public/loggedOutShellMessages.ts).
 */
export const loggedOutShellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'en-US': enUS,
};

/** The shell's own texts: the above, and the logged-in ones (menu labels, role names, the 401 page). */
export const shellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': { ...fiFI, ...loggedInFiFI },
  'en-US': { ...enUS, ...loggedInEnUS },
};
