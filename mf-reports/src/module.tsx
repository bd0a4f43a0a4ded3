import { assemblePortalModule, type ModuleWidgetProps } from '@portal/shared';
import { lazy, type ComponentType } from 'react';
import type * as DashboardWidgets from './dashboard/widgets';
import { startFirstCalls, type FirstCall } from './dashboard/firstCalls';
import { reportTitleMessages, reportsLanguageMessages } from './i18n/moduleMessages';
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
// every dashboard widget comes from one chunk (dashboard/widgets.tsx), apart from the energy report's;
// its name puts its files in the publication, and the shell preloads them on the dashboard
let widgetsLoaded = false;
const loadWidgets = () =>
  import(/* webpackChunkName: "dashboard" */ './dashboard/widgets').then((widgets) => {
    widgetsLoaded = true;
    return widgets;
  });
const dashboardWidget = (name: keyof typeof DashboardWidgets, first: FirstCall) => {
  const Widget = lazy(() =>
    loadWidgets().then((m) => ({ default: m[name] as ComponentType<ModuleWidgetProps> })),
  );
  function WidgetWithFirstCalls(props: ModuleWidgetProps) {
    // in render: until its chunk has arrived the widget is suspended and none of its effects run
    if (!widgetsLoaded) startFirstCalls(first, props);
    return <Widget {...props} />;
  }
  WidgetWithFirstCalls.displayName = name;
  return WidgetWithFirstCalls;
};
const SpotPriceWidget = lazy(() =>
  import(/* webpackChunkName: "dashboard" */ './spotPrice/SpotPriceWidget').then((m) => ({
    default: m.SpotPriceWidget,
  })),
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
    'reports.reportOptions': dashboardWidget('ReportOptionsWidget', 'reportOptions'),
    'reports.dailyConsumption': dashboardWidget('DailyConsumptionWidget', 'daily'),
    'reports.monthlyConsumption': dashboardWidget('MonthlyConsumptionWidget', 'twelveMonths'),
    'reports.annualConsumption': dashboardWidget('AnnualConsumptionWidget', 'fiveYears'),
    'reports.averageDaily': dashboardWidget('AverageDailyWidget', 'twelveMonths'),
    'reports.averageHourly': dashboardWidget('AverageHourlyWidget', 'thirtyDaysHourly'),
    'reports.peakPower': dashboardWidget('PeakPowerWidget', 'thirtyDaysHourly'),
    'reports.consumptionChanges': dashboardWidget('ConsumptionChangesWidget', 'consumptionChanges'),
    'reports.spotPrice': SpotPriceWidget,
  },
  // the slices, not only their reducers: the contract check reads their action types
  slices: {
    [ENERGY_REPORT_SLICE_KEY]: { reducer: energyReportReducer, actions: energyReportActions },
    [DISTRICT_HEATING_SLICE_KEY]: { reducer: districtHeatingReducer, actions: districtHeatingActions },
    [SUMMARY_REPORT_SLICE_KEY]: { reducer: summaryReportReducer, actions: summaryReportActions },
  },
  saga: reportsSaga,
  messages: reportTitleMessages,
  languageMessages: reportsLanguageMessages,
});
