import type { Language } from '@portal/instances';

/**
 * The host's chunk of the shell's own catalogues per language (i18n/languages/*.ts). Nothing here imports
 * a shared module, so the entry can ask for the address's language before the async boundary (index.ts);
 * the chunk is fetched once, whoever asks first.
 */
export const shellLanguageChunks: Record<Language, () => Promise<{ catalogues: Record<string, string>[] }>> =
  {
    'fi-FI': () => import(/* webpackChunkName: "shell-messages-fi-FI" */ './languages/fi-FI'),
    'sv-FI': () => import(/* webpackChunkName: "shell-messages-sv-FI" */ './languages/sv-FI'),
    'en-US': () => import(/* webpackChunkName: "shell-messages-en-US" */ './languages/en-US'),
  };
