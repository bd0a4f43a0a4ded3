import { assemblePortalModule, type ModuleWidgetProps } from '@portal/shared';
import { lazy, type ComponentType } from 'react';
import type * as DashboardWidgets from './dashboard/widgets';
import { reportsMessages } from './i18n/messages';
import publication from './module.json';
import {
  energyReportActions,
  energyReportReducer,
  ENERGY_REPORT_SLICE_KEY,
} from './energyReport/state/energyReportSlice';
import { energyReportSaga } from './energyReport/state/energyReportSaga';
import { all, fork } from 'redux-saga/effects';
import {
  districtHeatingActions,
  districtHeatingReducer,
  DISTRICT_HEATING_SLICE_KEY,
} from './districtHeating/state/districtHeatingSlice';
import { districtHeatingSaga } from './districtHeating/state/districtHeatingSaga';
import {
  summaryReportActions,
  summaryReportReducer,
  SUMMARY_REPORT_SLICE_KEY,
} from './summaryReport/state/summaryReportSlice';
import { summaryReportSaga } from './summaryReport/state/summaryReportSaga';

const EnergyReportPage = lazy(() =>
  import('./energyReport/EnergyReportPage').then((m) => ({ default: m.EnergyReportPage })),
);
const DistrictHeatingPage = lazy(() =>
  import('./districtHeating/DistrictHeatingPage').then((m) => ({ default: m.DistrictHeatingPage })),
);
const SummaryReportPage = lazy(() =>
  import('./summaryReport/SummaryReportPage').then((m) => ({ default: m.SummaryReportPage })),
);

function* reportsSaga() {
  yield all([fork(energyReportSaga), fork(districtHeatingSaga), fork(summaryReportSaga)]);
}
// every dashboard widget comes from one chunk (dashboard/widgets.tsx), apart from the energy report's
const dashboardWidget = (name: keyof typeof DashboardWidgets) =>
  lazy(() =>
    import('./dashboard/widgets').then((m) => ({ default: m[name] as ComponentType<ModuleWidgetProps> })),
  );
const SpotPriceWidget = lazy(() =>
  import('./spotPrice/SpotPriceWidget').then((m) => ({ default: m.SpotPriceWidget })),
);

/**
 * The reporting remote: today the energy report (the dashboard widgets and the district heating report
 * come later; each is one entry in module.json and one component here, no shell change).
 */
export default assemblePortalModule(publication, {
  pages: {
    'online/energy-report': EnergyReportPage,
    'online/district-heating-report': DistrictHeatingPage,
    'online/summary-report': SummaryReportPage,
  },
  widgets: {
    'reports.reportOptions': dashboardWidget('ReportOptionsWidget'),
    'reports.dailyConsumption': dashboardWidget('DailyConsumptionWidget'),
    'reports.monthlyConsumption': dashboardWidget('MonthlyConsumptionWidget'),
    'reports.annualConsumption': dashboardWidget('AnnualConsumptionWidget'),
    'reports.averageDaily': dashboardWidget('AverageDailyWidget'),
    'reports.averageHourly': dashboardWidget('AverageHourlyWidget'),
    'reports.peakPower': dashboardWidget('PeakPowerWidget'),
    'reports.consumptionChanges': dashboardWidget('ConsumptionChangesWidget'),
    'reports.spotPrice': SpotPriceWidget,
  },
  // the slices, not only their reducers: the contract check reads their action types
  slices: {
    [ENERGY_REPORT_SLICE_KEY]: { reducer: energyReportReducer, actions: energyReportActions },
    [DISTRICT_HEATING_SLICE_KEY]: { reducer: districtHeatingReducer, actions: districtHeatingActions },
    [SUMMARY_REPORT_SLICE_KEY]: { reducer: summaryReportReducer, actions: summaryReportActions },
  },
  saga: reportsSaga,
  messages: reportsMessages,
});
