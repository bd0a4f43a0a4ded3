import { definePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { reportsMessages } from './i18n/messages';
import { energyReportReducer, ENERGY_REPORT_SLICE_KEY } from './energyReport/state/energyReportSlice';
import { energyReportSaga } from './energyReport/state/energyReportSaga';

const EnergyReportPage = lazy(() =>
  import('./energyReport/EnergyReportPage').then((m) => ({ default: m.EnergyReportPage })),
);

/** The reporting remote: today the energy report (the dashboard and district heating report come later). */
export default definePortalModule({
  id: 'reports',
  routes: [
    {
      endpoint: 'online/energy-report',
      titleKey: 'reports.energyReport.title',
      component: EnergyReportPage,
      roles: ['ROLE_USER'],
    },
  ],
  reducers: { [ENERGY_REPORT_SLICE_KEY]: energyReportReducer },
  saga: energyReportSaga,
  messages: reportsMessages,
});
