import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  callReducers,
  fulfilledCall,
  idleCall,
  pendingCall,
  SELF,
  sliceSelector,
  type CallState,
  type EnergyTypeKey,
  type Subject,
  type SubjectScoped,
  type UsagePlace,
} from '@portal/shared';
import type { SummaryFrequency, SummaryPeriod, SummaryResponse } from '@portal/shared/api/summary';
import { allowedFrequencies, daysInclusive, DEFAULT_FREQUENCY } from '../model';

export const SUMMARY_REPORT_SLICE_KEY = 'reports.summaryReport';

export interface SummaryReportState extends SubjectScoped {
  subject: Subject;
  /** the places with an energy type */
  places: CallState<UsagePlace[]>;
  /** `customerNumber|locationCode|gridId` */
  placeKey: string | null;
  energyType: EnergyTypeKey | null;
  period: SummaryPeriod;
  frequency: SummaryFrequency;
  /** the 'other' range, yyyy-mm-dd inclusive */
  startDate: string | null;
  endDate: string | null;
  result: CallState<SummaryResponse>;
}

export const initialSummaryReportState: SummaryReportState = {
  subject: SELF,
  places: idleCall(),
  placeKey: null,
  energyType: null,
  period: '1y',
  frequency: DEFAULT_FREQUENCY['1y'],
  startDate: null,
  endDate: null,
  result: idleCall(),
};

export const summaryPlaceKey = (place: UsagePlace): string =>
  `${place.customerInformation.customerNumber}|${place.locationCode}|${place.gridId}`;

const placeOf = (state: SummaryReportState): UsagePlace | undefined =>
  state.places.data?.find((p) => summaryPlaceKey(p) === state.placeKey);

const keepFrequencyAllowed = (state: SummaryReportState) => {
  const allowed = allowedFrequencies(state.period, daysInclusive(state.startDate, state.endDate));
  if (!allowed.includes(state.frequency))
    state.frequency = allowed.includes(DEFAULT_FREQUENCY[state.period])
      ? DEFAULT_FREQUENCY[state.period]
      : (allowed.at(-1) ?? 'year');
};

const places = callReducers(initialSummaryReportState, 'places');
const result = callReducers(initialSummaryReportState, 'result');

const slice = createSlice({
  name: SUMMARY_REPORT_SLICE_KEY,
  initialState: initialSummaryReportState,
  reducers: {
    placesRequested: places.requested,
    placesFulfilled(state, action: PayloadAction<UsagePlace[]>) {
      const items = action.payload.filter((place) => place.energyTypes.length > 0);
      state.places = fulfilledCall(items);
      if (!placeOf(state)) {
        const first = items[0];
        state.placeKey = first ? summaryPlaceKey(first) : null;
        state.energyType = first?.energyTypes[0]?.key ?? null;
      }
    },
    placesRejected: places.rejected,
    placeSelected(state, action: PayloadAction<string>) {
      state.placeKey = action.payload;
      const types = placeOf(state)?.energyTypes ?? [];
      if (!types.some((t) => t.key === state.energyType)) state.energyType = types[0]?.key ?? null;
    },
    energyTypeSelected(state, action: PayloadAction<EnergyTypeKey>) {
      state.energyType = action.payload;
    },
    periodSelected(state, action: PayloadAction<SummaryPeriod>) {
      state.period = action.payload;
      state.frequency = DEFAULT_FREQUENCY[action.payload];
      keepFrequencyAllowed(state);
    },
    frequencySelected(state, action: PayloadAction<SummaryFrequency>) {
      state.frequency = action.payload;
    },
    datesChanged(state, action: PayloadAction<{ startDate: string | null; endDate: string | null }>) {
      state.startDate = action.payload.startDate;
      state.endDate = action.payload.endDate;
      keepFrequencyAllowed(state);
    },
    /** ask again (the retry); the choices ask by themselves (summaryReportSaga) */
    summaryRequested(state) {
      state.result = pendingCall<SummaryResponse>(state.result);
    },
    /** the call has left */
    summaryStarted(state) {
      state.result = pendingCall<SummaryResponse>(state.result);
    },
    /** nothing to ask yet ('other' without both dates) */
    summarySkipped(state) {
      state.result = idleCall<SummaryResponse>();
    },
    summaryFulfilled: result.fulfilled,
    summaryRejected: result.rejected,
  },
});

export const summaryReportActions = slice.actions;
export const summaryReportReducer = slice.reducer;

export const selectSummaryReport = sliceSelector(SUMMARY_REPORT_SLICE_KEY, initialSummaryReportState);
