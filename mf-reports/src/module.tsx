import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { reportsMessages } from './i18n/messages';
import publication from './module.json';
import { energyReportReducer, ENERGY_REPORT_SLICE_KEY } from './energyReport/state/energyReportSlice';
import { energyReportSaga } from './energyReport/state/energyReportSaga';

const EnergyReportPage = lazy(() =>
  import('./energyReport/EnergyReportPage').then((m) => ({ default: m.EnergyReportPage })),
);
const SpotPriceWidget = lazy(() =>
  import('./spotPrice/SpotPriceWidget').then((m) => ({ default: m.SpotPriceWidget })),
);

/**
 * The reporting remote: today the energy report (the dashboard widgets and the district heating report
 * come later; each is one entry in module.json and one component here, no shell change).
 */
export default assemblePortalModule(publication, {
  pages: { 'online/energy-report': EnergyReportPage },
  widgets: { 'reports.spotPrice': SpotPriceWidget },
  reducers: { [ENERGY_REPORT_SLICE_KEY]: energyReportReducer },
  saga: energyReportSaga,
  messages: reportsMessages,
});
