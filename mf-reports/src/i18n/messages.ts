import type { Language } from '@portal/shared';
import en from './languages/en-US';
import fi from './languages/fi-FI';
import sv from './languages/sv-FI';
import { reportTitleMessages } from './moduleMessages';

/**
 * The module's whole catalogue in every language, as the shell merges it once a language's chunk has
 * arrived: the titles (in the entry) and the language's texts (moduleMessages.ts). For tests and checks;
 * the bundles import moduleMessages.ts, so a page carries one language. Keys start with reports.
 */
export const reportsMessages: Record<Language, Record<string, string>> = {
  'fi-FI': { ...fi, ...reportTitleMessages['fi-FI'] },
  'sv-FI': { ...sv, ...reportTitleMessages['sv-FI'] },
  'en-US': { ...en, ...reportTitleMessages['en-US'] },
};
