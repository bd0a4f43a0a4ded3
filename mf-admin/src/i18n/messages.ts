import type { Language } from '@portal/shared';
import contractSearchEnUS from './contractSearch.en-US.json';
import contractSearchFiFI from './contractSearch.fi-FI.json';
import contractSearchSvFI from './contractSearch.sv-FI.json';
import createUserEnUS from './createUser.en-US.json';
import createUserFiFI from './createUser.fi-FI.json';
import createUserSvFI from './createUser.sv-FI.json';
import locationManagementEnUS from './locationManagement.en-US.json';
import locationManagementFiFI from './locationManagement.fi-FI.json';
import locationManagementSvFI from './locationManagement.sv-FI.json';
import meterReadingReviewsEnUS from './meterReadingReviews.en-US.json';
import meterReadingReviewsFiFI from './meterReadingReviews.fi-FI.json';
import meterReadingReviewsSvFI from './meterReadingReviews.sv-FI.json';
import reportDialogEnUS from './reportDialog.en-US.json';
import reportDialogFiFI from './reportDialog.fi-FI.json';
import reportDialogSvFI from './reportDialog.sv-FI.json';
import userManagementEnUS from './userManagement.en-US.json';
import userManagementFiFI from './userManagement.fi-FI.json';
import userManagementSvFI from './userManagement.sv-FI.json';

/** One file per page area and language (`<area>.<language>.json`), merged per language. */
export const adminMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    ...userManagementFiFI,
    ...reportDialogFiFI,
    ...createUserFiFI,
    ...contractSearchFiFI,
    ...locationManagementFiFI,
    ...meterReadingReviewsFiFI,
  },
  'sv-FI': {
    ...userManagementSvFI,
    ...reportDialogSvFI,
    ...createUserSvFI,
    ...contractSearchSvFI,
    ...locationManagementSvFI,
    ...meterReadingReviewsSvFI,
  },
  'en-US': {
    ...userManagementEnUS,
    ...reportDialogEnUS,
    ...createUserEnUS,
    ...contractSearchEnUS,
    ...locationManagementEnUS,
    ...meterReadingReviewsEnUS,
  },
};
