import type { Language } from '@portal/instances';
import { federationMessages } from '../federation/messages';
import type * as Real from './mergeMessages';

/** A language's chunk: the shared, shell, session and auth-page catalogues, in that order. */
type Chunks = Record<Language, () => Promise<{ catalogues: Record<string, string>[] }>>;

/**
 * mergeMessages' three functions over one chunk per language: a build that stands them in for
 * i18n/mergeMessages carries no language's catalogues in its entry and fetches the one shown
 * (docs/first-load.md). The federation texts stay in the entry: the lazy pages' error boundary reads them.
 */
export function languageChunks(chunks: Chunks): typeof Real {
  const loaded: Partial<Record<Language, Record<string, string>>> = {};
  const loading: Partial<Record<Language, Promise<void>>> = {};
  let lastLoaded: Language | null = null;

  const loadBaseMessages: typeof Real.loadBaseMessages = (language) => {
    loading[language] ??= chunks[language]().then(
      ({ catalogues: [shared, shell, session, authPages] }) => {
        // mergeMessages' precedence: shared, shell, federation, session, auth pages
        loaded[language] = { ...shared, ...shell, ...federationMessages[language], ...session, ...authPages };
        lastLoaded = language;
      },
      (error: unknown) => {
        // a later call (the boot's Try again, a language change) tries again
        delete loading[language];
        throw error;
      },
    );
    return loading[language];
  };

  /**
   * The language's messages once loaded. Until then (a language switch, while its chunk and instance
   * texts load) the last language loaded, so the loader has words.
   */
  const baseMessages: typeof Real.baseMessages = (language) =>
    loaded[language] ?? (lastLoaded ? loaded[lastLoaded] : undefined) ?? {};

  const mergeMessages: typeof Real.mergeMessages = (language, moduleMessages, instanceTexts) => ({
    ...baseMessages(language),
    ...moduleMessages,
    ...instanceTexts,
  });

  return { loadBaseMessages, baseMessages, mergeMessages };
}
