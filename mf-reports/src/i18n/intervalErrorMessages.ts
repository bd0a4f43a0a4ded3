import type { Language } from '@portal/shared';
import intervalErrorEn from './intervalError.en-US.json';
import intervalErrorFi from './intervalError.fi-FI.json';
import intervalErrorSv from './intervalError.sv-FI.json';

/**
 * The texts of the broken date rules (the dialog's title stays in the module's texts). A module of its own:
 * the interval-error dialog bundles them with the page, and partMessages' on-demand texts must not follow.
 */
export const intervalErrorMessages: Record<Language, Record<string, string>> = {
  'fi-FI': intervalErrorFi,
  'sv-FI': intervalErrorSv,
  'en-US': intervalErrorEn,
};
