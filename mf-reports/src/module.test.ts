import { expectPortalModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import reportsModule from './module';
import { reportsMessages } from './i18n/messages';
import { ENERGY_REPORT_SLICE_KEY, energyReportReducer } from './energyReport/state/energyReportSlice';
import { energyReportSaga } from './energyReport/state/energyReportSaga';

describe('reports module contract', () => {
  it('keeps the module contract and naming rules', () => {
    expectPortalModule(reportsModule);
  });

  it('declares online/energy-report for ROLE_USER, titled reports.energyReport.title', () => {
    expect(reportsModule.id).toBe('reports');
    expect(reportsModule.routes).toHaveLength(1);
    expect(reportsModule.routes[0]).toMatchObject({
      endpoint: 'online/energy-report',
      titleKey: 'reports.energyReport.title',
      roles: ['ROLE_USER'],
    });
    expect(reportsModule.routes[0]!.public).toBeUndefined();
  });

  it('contributes its reducer under a key starting with the module id, its saga and its messages', () => {
    expect(ENERGY_REPORT_SLICE_KEY.startsWith(reportsModule.id)).toBe(true);
    expect(reportsModule.reducers).toEqual({ [ENERGY_REPORT_SLICE_KEY]: energyReportReducer });
    expect(reportsModule.saga).toBe(energyReportSaga);
    expect(reportsModule.messages).toBe(reportsMessages);
    expect(reportsModule.messages['fi-FI']['reports.options.update']).toBe('Päivitä raportti');
  });
});
