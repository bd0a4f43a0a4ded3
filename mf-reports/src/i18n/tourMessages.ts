import type { Language } from '@portal/shared';
import tourEn from './tour.en-US.json';
import tourFi from './tour.fi-FI.json';
import tourSv from './tour.sv-FI.json';

/**
 * The energy report tour's step texts: a chunk of their own, fetched with the tour's steps on the first use
 * of "Guide" (GuidedTour's loadMessages), out of the report's first load.
 */
export const tourMessages: Record<Language, Record<string, string>> = {
  'fi-FI': tourFi,
  'sv-FI': tourSv,
  'en-US': tourEn,
};
