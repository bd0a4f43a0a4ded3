import type { Language } from '@portal/instances';
import enUS from './messages/en-US.json';
import fiFI from './messages/fi-FI.json';
import svFI from './messages/sv-FI.json';
import { shell as shellEnUS } from './languages/en-US';
import { shell as shellFiFI } from './languages/fi-FI';
import { shell as shellSvFI } from './languages/sv-FI';
import { accountMessages } from '../pages/account/accountMessages';

/**
 * The shell's texts the logged-out pages use: header, loader, boot error, 404, page titles. The
 * logged-out pages' entry builds with these only (public/loggedOutShellMessages.ts).
 */
export const loggedOutShellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};

/** The shell's own texts: the above, the logged-in ones (menu labels, role names, the 401 page) and the account page's. */
export const shellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': { ...shellFiFI, ...accountMessages['fi-FI'] },
  'sv-FI': { ...shellSvFI, ...accountMessages['sv-FI'] },
  'en-US': { ...shellEnUS, ...accountMessages['en-US'] },
};
