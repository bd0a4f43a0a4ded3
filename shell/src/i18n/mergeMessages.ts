import type { Language } from '@portal/instances';
import { sharedMessages } from '@portal/shared/i18n/sharedMessages';
import { federationMessages } from '../federation/messages';
import { authPagesMessages } from '../pages/messages';
import { sessionMessages } from '../session/messages';
import { shellMessages } from './shellMessages';

/** Every message set the shell itself brings, for one language, in precedence order (last wins). */
export function baseMessages(language: Language): Record<string, string> {
  return {
    ...sharedMessages[language],
    ...shellMessages[language],
    ...federationMessages[language],
    ...sessionMessages[language],
    ...authPagesMessages[language],
  };
}

/**
 * Resolves once baseMessages(language) holds that language: at once here, where every language is at hand.
 * This module is what the tests and the source read; the builds stand a chunk per language in for it (the
 * host: i18n/hostLanguageMessages.ts, the logged-out pages: public/languageMessages.ts).
 */
export const loadBaseMessages = (_language: Language): Promise<void> => Promise.resolve();

/** Contracts: shared, shell, modules, then the instance texts last. */
export function mergeMessages(
  language: Language,
  moduleMessages: Record<string, string>,
  instanceTexts: Record<string, string>,
): Record<string, string> {
  return { ...baseMessages(language), ...moduleMessages, ...instanceTexts };
}
