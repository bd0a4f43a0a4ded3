import type { Language } from '@portal/shared';
import districtHeatingEn from './districtHeating.en-US.json';
import districtHeatingFi from './districtHeating.fi-FI.json';
import districtHeatingSv from './districtHeating.sv-FI.json';
import summaryEn from './summary.en-US.json';
import summaryFi from './summary.fi-FI.json';
import summarySv from './summary.sv-FI.json';

/**
 * The texts of the district heating and summary reports, in their pages' chunks (WithMessages) instead of
 * the module's entry, which every page and the dashboard load: about 4 KB gzip (docs/dashboard.md). Their
 * titles, which the menu shows, are in reportTitles.*.json, loaded with the module.
 */
export const districtHeatingMessages: Record<Language, Record<string, string>> = {
  'fi-FI': districtHeatingFi,
  'sv-FI': districtHeatingSv,
  'en-US': districtHeatingEn,
};

export const summaryReportMessages: Record<Language, Record<string, string>> = {
  'fi-FI': summaryFi,
  'sv-FI': summarySv,
  'en-US': summaryEn,
};
