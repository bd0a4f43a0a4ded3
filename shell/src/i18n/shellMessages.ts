import type { Language } from '@portal/instances';
import enUS from './messages/en-US.json';
import fiFI from './messages/fi-FI.json';

/** The shell's own texts: header, menu labels, page titles, 401/404, loader. */
export const shellMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'en-US': enUS,
};
