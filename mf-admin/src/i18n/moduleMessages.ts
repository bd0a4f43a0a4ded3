import type { Language } from '@portal/shared';
import titlesEnUS from './titles.en-US.json';
import titlesFiFI from './titles.fi-FI.json';
import titlesSvFI from './titles.sv-FI.json';

/** What the module's entry carries: the titles of its pages, in every language. */
export const adminTitleMessages: Record<Language, Record<string, string>> = {
  'fi-FI': titlesFiFI,
  'sv-FI': titlesSvFI,
  'en-US': titlesEnUS,
};

/**
 * The rest of the staff pages' texts, a chunk per language: the shell fetches the page's language only
 * (about 24 KB gzip of three languages in the entry before, 10 KB for one; docs/module-federation.md).
 */
export const adminLanguageMessages: Record<Language, () => Promise<Record<string, string>>> = {
  'fi-FI': () => import(/* webpackChunkName: "texts-fi-FI" */ './languages/fi-FI').then((m) => m.default),
  'sv-FI': () => import(/* webpackChunkName: "texts-sv-FI" */ './languages/sv-FI').then((m) => m.default),
  'en-US': () => import(/* webpackChunkName: "texts-en-US" */ './languages/en-US').then((m) => m.default),
};
