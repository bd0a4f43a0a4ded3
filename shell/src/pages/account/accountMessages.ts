import type { PartMessages } from '@portal/shared';
import enUS from './i18n/en-US.json';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';
import activityEnUS from './activity/i18n/en-US.json';
import activityFiFI from './activity/i18n/fi-FI.json';
import activitySvFI from './activity/i18n/sv-FI.json';
import locationsEnUS from './locations/i18n/en-US.json';
import locationsFiFI from './locations/i18n/fi-FI.json';
import locationsSvFI from './locations/i18n/sv-FI.json';

/**
 * The account page's texts, in its own chunk: the host's language chunk, which every logged-in page loads,
 * leaves them out (i18n/languages/*.ts; docs/first-load.md). The source and the tests also have them in
 * i18n/mergeMessages.ts.
 */
export const accountMessages: PartMessages = {
  'fi-FI': { ...fiFI, ...locationsFiFI, ...activityFiFI },
  'sv-FI': { ...svFI, ...locationsSvFI, ...activitySvFI },
  'en-US': { ...enUS, ...locationsEnUS, ...activityEnUS },
};
