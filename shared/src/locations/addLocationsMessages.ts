import type { Language } from '@portal/instances';
import enUS from './i18n/en-US.json';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';

/**
 * The add-locations form's texts, loaded with the form's chunk (not with every page's shared texts):
 * the account's locations tab and the admin's 'add mapped locations' card.
 */
export const addLocationsMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
