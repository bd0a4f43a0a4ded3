import type { Language } from '@portal/shared';
import userManagementEnUS from './userManagement.en-US.json';
import userManagementFiFI from './userManagement.fi-FI.json';
import userManagementSvFI from './userManagement.sv-FI.json';

/** One file per page area and language (`<area>.<language>.json`), merged per language. */
export const adminMessages: Record<Language, Record<string, string>> = {
  'fi-FI': { ...userManagementFiFI },
  'sv-FI': { ...userManagementSvFI },
  'en-US': { ...userManagementEnUS },
};
