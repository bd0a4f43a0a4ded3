import type { Language } from '@portal/instances';
import enUS from './en-US.json';
import fiFI from './fi-FI.json';
import svFI from './sv-FI.json';

/**
 * Messages every bundle can use: the error catalogue (`errors.*`) and common texts (`common.*`). The shell
 * puts them into every page's catalogue; its builds fetch one language's file at a time
 * (`@portal/shared/i18n/<language>.json`), so this object of every language is not in the barrel, whose
 * shared singleton every logged-in page loads whole (`@portal/shared/i18n/sharedMessages`: tests and the
 * shell's reference catalogue).
 */
export const sharedMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
