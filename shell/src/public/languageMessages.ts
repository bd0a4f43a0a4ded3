import type { Language } from '@portal/instances';
import { federationMessages } from '../federation/messages';
import type * as Real from '../i18n/mergeMessages';

/**
 * Stands in for i18n/mergeMessages in the logged-out pages' entry (docs/first-load.md): the shared, shell,
 * session and auth-page catalogues of a language are a chunk of their own, fetched for the language shown,
 * so the entry does not carry every language's. The federation texts stay in the entry (the error
 * boundary of the lazy pages reads them directly).
 */
const chunks: Record<Language, () => Promise<{ catalogues: Record<string, string>[] }>> = {
  'fi-FI': () => import(/* webpackChunkName: "messages-fi-FI" */ './languages/fi-FI'),
  'sv-FI': () => import(/* webpackChunkName: "messages-sv-FI" */ './languages/sv-FI'),
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ './languages/en-US'),
};

const loaded: Partial<Record<Language, Record<string, string>>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};
let lastLoaded: Language | null = null;

export const loadBaseMessages: typeof Real.loadBaseMessages = (language) => {
  loading[language] ??= chunks[language]().then(
    ({ catalogues }) => {
      // the host's precedence: shared, shell, federation, session, auth pages (public/languages/*.ts)
      const [shared, shell, session, authPages] = catalogues;
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
 * The language's messages once loaded. Until then (a language switch, while its chunk and instance texts
 * load) the last language loaded, so the loader has words.
 */
export const baseMessages: typeof Real.baseMessages = (language) =>
  loaded[language] ?? (lastLoaded ? loaded[lastLoaded] : undefined) ?? {};

export const mergeMessages: typeof Real.mergeMessages = (language, moduleMessages, instanceTexts) => ({
  ...baseMessages(language),
  ...moduleMessages,
  ...instanceTexts,
});
