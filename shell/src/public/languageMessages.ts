import { languageChunks } from '../i18n/languageChunks';

/**
 * Stands in for i18n/mergeMessages in the logged-out pages' entry (docs/first-load.md): the shared, shell,
 * session and auth-page catalogues of a language are a chunk of their own (public/languages/*.ts, without
 * the logged-in texts), fetched for the language shown, so the entry does not carry every language's.
 */
export const { loadBaseMessages, baseMessages, mergeMessages } = languageChunks({
  'fi-FI': () => import(/* webpackChunkName: "messages-fi-FI" */ './languages/fi-FI'),
  'sv-FI': () => import(/* webpackChunkName: "messages-sv-FI" */ './languages/sv-FI'),
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ './languages/en-US'),
});
