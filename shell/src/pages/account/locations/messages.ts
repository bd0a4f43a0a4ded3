import type { Language } from '@portal/instances';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';
import enUS from './i18n/en-US.json';

/** The account page's locations tab, the add-locations form and its preview; merged into the shell's messages. */
export const locationsMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
