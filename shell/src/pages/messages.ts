import type { Language } from '@portal/instances';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';
import enUS from './i18n/en-US.json';

/**
 * Texts of the logged-out pages. Instance texts (`/instances/<id>/texts/<lang>.json`) override any of
 * them, e.g. `shell.welcome.description` or `shell.login.description` for the description-only login.
 */
export const authPagesMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
