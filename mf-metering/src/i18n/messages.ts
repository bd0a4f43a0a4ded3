import type { Language } from '@portal/shared';
import enUS from './en-US.json';
import fiFI from './fi-FI.json';
import svFI from './sv-FI.json';

export const meteringMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};
