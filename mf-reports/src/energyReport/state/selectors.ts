import { distinctCustomers, sliceSelector } from '@portal/shared';
import { createSelector } from '@reduxjs/toolkit';
import { ENERGY_REPORT_SLICE_KEY, initialEnergyReportState } from './energyReportSlice';
import {
  allowedResolutionsOf,
  bucketsOfCall,
  drillResolutionOf,
  placeKey,
  reportableEnergyTypes,
} from './reportRules';

/** Falls back to the initial state so the page can render before the reducer is injected. */
export const selectEnergyReportState = sliceSelector(ENERGY_REPORT_SLICE_KEY, initialEnergyReportState);

type RootWithEnergyReport = Parameters<typeof selectEnergyReportState>[0];

export const selectSubject = (root: RootWithEnergyReport) => selectEnergyReportState(root).subject;
export const selectReportOptions = createSelector(selectEnergyReportState, (state) => state.options);
export const selectSelection = createSelector(selectEnergyReportState, (state) => state.selection);
export const selectChart = createSelector(selectEnergyReportState, (state) => state.chart);
export const selectIntervalError = createSelector(selectEnergyReportState, (state) => state.intervalError);
export const selectDateRefusal = createSelector(selectEnergyReportState, (state) => state.dateRefusal);
export const selectTrimNotice = createSelector(selectEnergyReportState, (state) => state.trimNotice);

export const selectReportablePlaces = createSelector(
  selectReportOptions,
  (options) => options.reportablePlaces,
);

export const selectCustomers = createSelector(selectReportablePlaces, distinctCustomers);

export const selectCustomerPlaces = createSelector(
  selectReportablePlaces,
  selectSelection,
  (places, selection) =>
    places.filter((place) => place.customerInformation.customerNumber === selection.customerNumber),
);

export const selectSelectedPlace = createSelector(
  selectReportablePlaces,
  selectSelection,
  (places, selection) => places.find((place) => placeKey(place) === selection.placeKey) ?? null,
);

/** The place's energy types without one that has only electricityQ. */
export const selectEnergyTypes = createSelector(selectSelectedPlace, reportableEnergyTypes);

export const selectSelectedEnergyType = createSelector(
  selectEnergyTypes,
  selectSelection,
  (types, selection) => types.find((type) => type.key === selection.energyType) ?? null,
);

export const selectAllowedResolutions = createSelector(selectSelection, allowedResolutionsOf);

/** The answer to draw with the buckets of the interval that produced it; null unless a chart is shown. */
export const selectChartView = createSelector(selectChart, (chart) => {
  if (chart.status !== 'success' || !chart.response || !chart.responseCall) return null;
  return {
    response: chart.response,
    call: chart.responseCall,
    resolution: chart.responseCall.body.measurePeriod,
    buckets: bucketsOfCall(chart.responseCall),
  };
});

/** The resolution a click on the chart drills to; null while a call is loading or when none is finer. */
export const selectDrillResolution = createSelector(selectChart, (chart) =>
  chart.status === 'success' && chart.responseCall ? drillResolutionOf(chart.responseCall) : null,
);

/** The place the shown answer is about (the selection may have moved on while it was refused). */
export const selectChartPlace = createSelector(selectReportablePlaces, selectChart, (places, chart) => {
  const codes = chart.responseCall?.place;
  if (!codes) return null;
  return (
    places.find(
      (place) =>
        place.customerInformation.customerNumber === codes.customerNumber &&
        place.locationCode === codes.locationCode &&
        place.gridId === codes.gridId,
    ) ?? null
  );
});

/**
 * The interval the report shows: the chart call's (loading or answered), else the selection's (its end may
 * lie past now; the caller cuts it with capEnd). The label beside previous/next and the summary read this,
 * so they never describe an interval the chart is not about.
 */
export const selectShownInterval = createSelector(selectChart, selectSelection, (chart, selection) => {
  if (chart.call) {
    const { interval, measurePeriod } = chart.call.body;
    return {
      start: interval.selectedStartTimestamp,
      end: interval.selectedEndTimestamp,
      resolution: measurePeriod,
    };
  }
  if (!selection.start || !selection.end) return null;
  return { start: selection.start, end: selection.end, resolution: selection.resolution };
});
