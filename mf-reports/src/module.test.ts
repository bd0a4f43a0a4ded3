import { expectLanguageChunks, expectPortalModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import reportsModule from './module';
import { reportsMessages } from './i18n/messages';
import { ENERGY_REPORT_SLICE_KEY, energyReportReducer } from './energyReport/state/energyReportSlice';
import {
  DISTRICT_HEATING_SLICE_KEY,
  districtHeatingReducer,
} from './districtHeating/state/districtHeatingSlice';
import { SUMMARY_REPORT_SLICE_KEY, summaryReportReducer } from './summaryReport/state/summaryReportSlice';

describe('reports module contract', () => {
  it('keeps the module contract and naming rules', () => {
    expectPortalModule(reportsModule);
  });

  it('declares online/energy-report for ROLE_USER, titled reports.energyReport.title', () => {
    expect(reportsModule.id).toBe('reports');
    const route = reportsModule.routes.find((r) => r.endpoint === 'online/energy-report');
    expect(route).toMatchObject({
      endpoint: 'online/energy-report',
      titleKey: 'reports.energyReport.title',
      roles: ['ROLE_USER'],
    });
    expect(route!.public).toBeUndefined();
  });

  it('declares online/district-heating-report and online/summary-report for ROLE_USER', () => {
    expect(reportsModule.routes.map((r) => [r.endpoint, r.titleKey, r.roles])).toEqual(
      expect.arrayContaining([
        ['online/district-heating-report', 'reports.districtHeating.title', ['ROLE_USER']],
        ['online/summary-report', 'reports.summaryReport.title', ['ROLE_USER']],
      ]),
    );
  });

  it('contributes its reducer under a key starting with the module id, its saga and its messages', () => {
    expect(ENERGY_REPORT_SLICE_KEY.startsWith(reportsModule.id)).toBe(true);
    expect(reportsModule.reducers).toEqual({
      [ENERGY_REPORT_SLICE_KEY]: energyReportReducer,
      [DISTRICT_HEATING_SLICE_KEY]: districtHeatingReducer,
      [SUMMARY_REPORT_SLICE_KEY]: summaryReportReducer,
    });
    for (const key of Object.keys(reportsModule.reducers ?? {}))
      expect(key.startsWith(reportsModule.id)).toBe(true);
    // every reducer is a declared slice, so expectPortalModule checks each action type is '<key>/<action>'
    expect(Object.keys(reportsModule.slices ?? {}).sort()).toEqual(
      Object.keys(reportsModule.reducers ?? {}).sort(),
    );
    expect(reportsModule.slices?.[DISTRICT_HEATING_SLICE_KEY]?.actions.placeSelected?.type).toBe(
      'reports.districtHeating/placeSelected',
    );
    expect(typeof reportsModule.saga).toBe('function');
  });

  it('carries its titles in every language and the rest of its texts in a chunk per language', async () => {
    await expectLanguageChunks(reportsModule, reportsMessages);
    const finnish = await reportsModule.languageMessages!['fi-FI']();
    expect(finnish['reports.options.update']).toBe('Päivitä raportti');
  });
});
