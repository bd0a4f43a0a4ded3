import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  SELF,
  requestForSubject,
  type AdditionalInformationKey,
  type ApiErrorData,
  type ChartResponse,
  type EnergyTypeKey,
  type ReportOptionsResponse,
  type Subject,
  type UsagePlace,
} from '@portal/shared';
import type { Resolution } from '@portal/shared/calendar';
import { DEFAULT_PERIOD_PRESET, type PeriodPresetId } from '@portal/shared/reports';
import type { ChartCall } from '../api';
import {
  defaultBasicDetails,
  hasNoMeasurementData,
  placeKey,
  presetById,
  presetIntervalFor,
  reportableEnergyTypes,
  sortByAddress,
} from './reportRules';
import type {
  DateInputField,
  DateRefusal,
  EnergyReportState,
  IntervalErrorData,
  ReportSelection,
  TrimNotice,
  ValueUnit,
} from './types';

/** `<module id>.<feature>`, as the shell injects it; the action types are `reports.energyReport/<action>`. */
export const ENERGY_REPORT_SLICE_KEY = 'reports.energyReport';

export const initialEnergyReportState: EnergyReportState = {
  subject: SELF,
  options: { status: 'idle', usagePlaces: [], reportablePlaces: [], error: null },
  selection: {
    customerNumber: null,
    placeKey: null,
    energyType: null,
    basicDetails: [],
    additionalInformation: [],
    valueUnit: 'quantity',
    period: DEFAULT_PERIOD_PRESET.id,
    resolution: DEFAULT_PERIOD_PRESET.resolution,
    start: '',
    end: '',
  },
  chart: {
    status: 'idle',
    call: null,
    response: null,
    responseCall: null,
    error: null,
    drill: false,
    requestId: 0,
  },
  intervalError: null,
  dateRefusal: null,
  trimNotice: null,
};

/** Actions that change what the report shows carry `now` (ISO) so the reducers stay pure. */
const withNow = <T>(payload: T, now: Date = new Date()) => ({
  payload: { ...payload, now: now.toISOString() },
});

export interface IntervalPayload {
  start: string;
  end: string;
}

const findPlace = (state: EnergyReportState, key: string | null): UsagePlace | null =>
  state.options.reportablePlaces.find((place) => placeKey(place) === key) ?? null;

function setPresetInterval(selection: ReportSelection, place: UsagePlace | null, now: string): void {
  if (selection.period === 'custom') return;
  const interval = presetIntervalFor(presetById(selection.period), place, new Date(now));
  selection.start = interval.start.toISOString();
  selection.end = interval.end.toISOString();
}

/** A new place keeps the energy type, details and period where it can; a preset is recomputed for it. */
function choosePlace(state: EnergyReportState, place: UsagePlace | null, now: string): void {
  const { selection } = state;
  state.dateRefusal = null;
  if (!place) {
    Object.assign(selection, { customerNumber: null, placeKey: null, energyType: null, basicDetails: [] });
    return;
  }
  selection.customerNumber = place.customerInformation.customerNumber;
  selection.placeKey = placeKey(place);
  const types = reportableEnergyTypes(place);
  const type = types.find((t) => t.key === selection.energyType) ?? types[0];
  const kept = selection.basicDetails.filter((key) =>
    type?.basicDetails.some((detail) => detail.key === key),
  );
  const sameType = type?.key === selection.energyType;
  selection.energyType = type?.key ?? null;
  selection.basicDetails = sameType && kept.length ? kept : defaultBasicDetails(type);
  if (!selection.start || selection.period !== 'custom') {
    if (selection.period === 'custom') selection.period = DEFAULT_PERIOD_PRESET.id;
    setPresetInterval(selection, place, now);
  }
}

const settledStatus = (response: ChartResponse) =>
  hasNoMeasurementData(response) ? 'no_measurement_data' : 'success';

const energyReportSlice = createSlice({
  name: ENERGY_REPORT_SLICE_KEY,
  initialState: initialEnergyReportState,
  reducers: {
    optionsRequested(state, action: PayloadAction<{ subject: Subject }>) {
      // another subject's places and chart (an admin switching users) never show under this one
      return requestForSubject(state, initialEnergyReportState, action.payload.subject, (draft) => {
        draft.options.status = 'pending';
        draft.options.error = null;
      });
    },
    optionsFulfilled: {
      reducer(state, action: PayloadAction<{ response: ReportOptionsResponse; now: string }>) {
        const { response, now } = action.payload;
        state.options.status = 'fulfilled';
        state.options.usagePlaces = sortByAddress(response.usagePlaces);
        state.options.reportablePlaces = sortByAddress(response.filteredUsagePlacesByEnergyType).filter(
          (place) => reportableEnergyTypes(place).length > 0,
        );
        const current = findPlace(state, state.selection.placeKey);
        choosePlace(state, current ?? state.options.reportablePlaces[0] ?? null, now);
      },
      prepare: (response: ReportOptionsResponse, now?: Date) => withNow({ response }, now),
    },
    optionsRejected(state, action: PayloadAction<ApiErrorData>) {
      state.options.status = 'rejected';
      state.options.error = action.payload;
    },

    customerSelected: {
      reducer(state, action: PayloadAction<{ customerNumber: string; now: string }>) {
        const { customerNumber, now } = action.payload;
        if (customerNumber === state.selection.customerNumber) return;
        const place = state.options.reportablePlaces.find(
          (p) => p.customerInformation.customerNumber === customerNumber,
        );
        if (place) choosePlace(state, place, now);
      },
      prepare: (customerNumber: string, now?: Date) => withNow({ customerNumber }, now),
    },
    usagePlaceSelected: {
      reducer(state, action: PayloadAction<{ placeKey: string; now: string }>) {
        const place = findPlace(state, action.payload.placeKey);
        if (place) choosePlace(state, place, action.payload.now);
      },
      prepare: (key: string, now?: Date) => withNow({ placeKey: key }, now),
    },
    energyTypeSelected(state, action: PayloadAction<EnergyTypeKey>) {
      const type = reportableEnergyTypes(findPlace(state, state.selection.placeKey)).find(
        (t) => t.key === action.payload,
      );
      if (!type || type.key === state.selection.energyType) return;
      state.selection.energyType = type.key;
      state.selection.basicDetails = defaultBasicDetails(type);
    },
    basicDetailToggled(state, action: PayloadAction<{ key: string; checked: boolean }>) {
      const { key, checked } = action.payload;
      const details = state.selection.basicDetails.filter((k) => k !== key);
      // the report needs at least one quantity: the last one cannot be switched off
      if (!checked && details.length === 0) return;
      state.selection.basicDetails = checked ? [...details, key] : details;
    },
    additionalInformationToggled(
      state,
      action: PayloadAction<{ key: AdditionalInformationKey; checked: boolean }>,
    ) {
      const { key, checked } = action.payload;
      const rest = state.selection.additionalInformation.filter((k) => k !== key);
      state.selection.additionalInformation = checked ? [...rest, key] : rest;
    },
    valueUnitSelected(state, action: PayloadAction<ValueUnit>) {
      state.selection.valueUnit = action.payload;
    },
    periodSelected: {
      reducer(state, action: PayloadAction<{ period: PeriodPresetId; now: string }>) {
        const preset = presetById(action.payload.period);
        state.selection.period = preset.id;
        state.selection.resolution = preset.resolution;
        state.dateRefusal = null;
        setPresetInterval(state.selection, findPlace(state, state.selection.placeKey), action.payload.now);
      },
      prepare: (period: PeriodPresetId, now?: Date) => withNow({ period }, now),
    },
    resolutionSelected(state, action: PayloadAction<Resolution>) {
      state.selection.resolution = action.payload;
    },
    /** a date input changed ('YYYY-MM-DD', null when emptied): the saga accepts or refuses the interval */
    dateEdited(_state, _action: PayloadAction<{ field: DateInputField; day: string | null }>) {},
    /** the refused edit stays in its input with its error; the accepted interval is untouched */
    dateRefused(state, action: PayloadAction<DateRefusal>) {
      state.dateRefusal = action.payload;
    },
    /** the date inputs' accepted interval, as ISO instants (the end exclusive) */
    intervalEdited(state, action: PayloadAction<IntervalPayload>) {
      state.selection.start = action.payload.start;
      state.selection.end = action.payload.end;
      state.selection.period = 'custom';
      state.dateRefusal = null;
    },
    /** previous/next: the same period, shifted */
    intervalShifted(state, action: PayloadAction<IntervalPayload>) {
      state.selection.start = action.payload.start;
      state.selection.end = action.payload.end;
      state.dateRefusal = null;
    },
    drilledTo(state, action: PayloadAction<IntervalPayload & { resolution: Resolution }>) {
      const { start, end, resolution } = action.payload;
      Object.assign(state.selection, { start, end, resolution, period: 'custom' });
      state.dateRefusal = null;
    },

    /** the update button, a retry or a changed selection: the saga builds and checks the call */
    reportRequested() {},
    shiftRequested(_state, _action: PayloadAction<{ direction: -1 | 1 }>) {},
    drillRequested(_state, _action: PayloadAction<{ bucketIndex: number }>) {},

    chartRequested(
      state,
      action: PayloadAction<{ call: ChartCall; drill: boolean; trimNotice: TrimNotice | null }>,
    ) {
      const { call, drill, trimNotice } = action.payload;
      Object.assign(state.chart, { status: 'pending', call, error: null, drill });
      state.chart.requestId += 1;
      state.trimNotice = trimNotice;
      if (trimNotice) state.selection.start = call.body.interval.selectedStartTimestamp;
    },
    chartFulfilled(state, action: PayloadAction<ChartResponse>) {
      Object.assign(state.chart, {
        status: settledStatus(action.payload),
        response: action.payload,
        responseCall: state.chart.call,
        drill: false,
      });
    },
    chartRejected(state, action: PayloadAction<ApiErrorData>) {
      Object.assign(state.chart, { status: 'rejected', error: action.payload, drill: false });
    },
    /** a newer request replaced this one before it ended: show what was there before */
    chartCancelled(state, action: PayloadAction<{ requestId: number }>) {
      const { chart } = state;
      if (chart.status !== 'pending' || chart.requestId !== action.payload.requestId) return;
      chart.drill = false;
      chart.call = chart.responseCall;
      chart.status = chart.response ? settledStatus(chart.response) : 'idle';
    },

    intervalErrorShown(state, action: PayloadAction<IntervalErrorData>) {
      state.intervalError = action.payload;
    },
    intervalErrorDismissed(state) {
      state.intervalError = null;
    },
    trimNoticeDismissed(state) {
      state.trimNotice = null;
    },
  },
});

export const energyReportActions = energyReportSlice.actions;
export const energyReportReducer = energyReportSlice.reducer;
