import type { Language } from '@portal/instances';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';
import enUS from './i18n/en-US.json';

/** Texts of the session notices shown on the login page (ids in notices.ts). */
export const sessionMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
