import type { Language } from '@portal/instances';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';
import enUS from './i18n/en-US.json';

/** The account page's texts (general and security tabs); merged into the shell's logged-in messages. */
export const accountMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
