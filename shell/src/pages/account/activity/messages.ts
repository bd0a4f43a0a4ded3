import type { Language } from '@portal/instances';
import fiFI from './i18n/fi-FI.json';
import svFI from './i18n/sv-FI.json';
import enUS from './i18n/en-US.json';

/**
 * The 'Who has viewed my data' tab's texts; merged into the shell's logged-in messages. An audit action
 * without its own text shows `action.unknown` with the action's code.
 */
export const activityMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
