import type { Language } from '@portal/shared';
import commonEn from './common.en-US.json';
import dashboardEn from './dashboard.en-US.json';
import dashboardFi from './dashboard.fi-FI.json';
import dashboardSv from './dashboard.sv-FI.json';
import commonFi from './common.fi-FI.json';
import commonSv from './common.sv-FI.json';
import chartEn from './chart.en-US.json';
import chartFi from './chart.fi-FI.json';
import chartSv from './chart.sv-FI.json';
import optionsEn from './options.en-US.json';
import optionsFi from './options.fi-FI.json';
import optionsSv from './options.sv-FI.json';
import tableEn from './table.en-US.json';
import tableFi from './table.fi-FI.json';
import tableSv from './table.sv-FI.json';
import reportTitlesEn from './reportTitles.en-US.json';
import reportTitlesFi from './reportTitles.fi-FI.json';
import reportTitlesSv from './reportTitles.sv-FI.json';
import spotPriceEn from './spotPrice.en-US.json';
import spotPriceFi from './spotPrice.fi-FI.json';
import spotPriceSv from './spotPrice.sv-FI.json';

/** One file per language and area of the report (common names, options, chart, table and dialogs); keys start with reports. */
export const reportsMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    ...commonFi,
    ...dashboardFi,
    ...optionsFi,
    ...chartFi,
    ...tableFi,
    ...spotPriceFi,
    // the district heating and summary reports' titles for the menu; their other texts come with their
    // pages (pageMessages.ts)
    ...reportTitlesFi,
  },
  'sv-FI': {
    ...commonSv,
    ...dashboardSv,
    ...optionsSv,
    ...chartSv,
    ...tableSv,
    ...spotPriceSv,
    // the district heating and summary reports' titles for the menu; their other texts come with their
    // pages (pageMessages.ts)
    ...reportTitlesSv,
  },
  'en-US': {
    ...commonEn,
    ...dashboardEn,
    ...optionsEn,
    ...chartEn,
    ...tableEn,
    ...spotPriceEn,
    // the district heating and summary reports' titles for the menu; their other texts come with their
    // pages (pageMessages.ts)
    ...reportTitlesEn,
  },
};
