import type { Language } from '@portal/shared';
import enUS from './languages/en-US';
import fiFI from './languages/fi-FI';
import svFI from './languages/sv-FI';
import { adminTitleMessages } from './moduleMessages';

/**
 * The module's whole catalogue in every language (one file per page area and language, merged per
 * language, and the titles), as the shell has it once a language's chunk has arrived. For tests and
 * checks; the bundle imports moduleMessages.ts, so a page carries one language.
 */
export const adminMessages: Record<Language, Record<string, string>> = {
  'fi-FI': { ...fiFI, ...adminTitleMessages['fi-FI'] },
  'sv-FI': { ...svFI, ...adminTitleMessages['sv-FI'] },
  'en-US': { ...enUS, ...adminTitleMessages['en-US'] },
};
