import type { Language } from '@portal/shared';
import reportTitlesEn from './reportTitles.en-US.json';
import reportTitlesFi from './reportTitles.fi-FI.json';
import reportTitlesSv from './reportTitles.sv-FI.json';

/**
 * What the module's entry carries: the titles of its pages and widgets, in every language (the menu and
 * the dashboard's cards name them before anything else loads).
 */
export const reportTitleMessages: Record<Language, Record<string, string>> = {
  'fi-FI': reportTitlesFi,
  'sv-FI': reportTitlesSv,
  'en-US': reportTitlesEn,
};

/**
 * The rest of the texts the dashboard's widgets and the energy report use, a chunk per language: the shell
 * fetches the page's language only (about 11 KB gzip of three languages in the entry before). The district
 * heating and summary reports' texts come with their pages (pageMessages.ts).
 */
export const reportsLanguageMessages: Record<Language, () => Promise<Record<string, string>>> = {
  'fi-FI': () => import(/* webpackChunkName: "texts-fi-FI" */ './languages/fi-FI').then((m) => m.default),
  'sv-FI': () => import(/* webpackChunkName: "texts-sv-FI" */ './languages/sv-FI').then((m) => m.default),
  'en-US': () => import(/* webpackChunkName: "texts-en-US" */ './languages/en-US').then((m) => m.default),
};
