import type { Language } from '@portal/instances';
import enUS from './i18n/en-US.json';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';

/** Texts of what remotes contribute: loading states and the dashboard; the shell merges them into its messages. */
export const federationMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
