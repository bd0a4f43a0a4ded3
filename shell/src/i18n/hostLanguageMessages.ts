import { languageChunks } from './languageChunks';
import { shellLanguageChunks } from './shellLanguageChunks';

/**
 * Stands in for i18n/mergeMessages in the host's build (shell/rspack.config.mjs): the shared and the
 * shell's own catalogues (its texts, the account page's, the session notices, the auth pages) are a chunk
 * per language (i18n/languages/*.ts), fetched for the language shown, as on the logged-out pages.
 */
export const { loadBaseMessages, baseMessages, mergeMessages } = languageChunks(shellLanguageChunks);
