import type { Language } from '@portal/shared';
import comparisonEn from './comparison.en-US.json';
import comparisonFi from './comparison.fi-FI.json';
import comparisonSv from './comparison.sv-FI.json';

/**
 * Texts of the parts fetched on demand: each lives in its part's chunk, out of the report's first load,
 * and the part adds it to the page's texts for its own subtree (WithMessages). The button that opens
 * a part keeps its label in the module's texts. The tour's texts are in tourMessages.ts.
 */
export const comparisonMessages: Record<Language, Record<string, string>> = {
  'fi-FI': comparisonFi,
  'sv-FI': comparisonSv,
  'en-US': comparisonEn,
};
