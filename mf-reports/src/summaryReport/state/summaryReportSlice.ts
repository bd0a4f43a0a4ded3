import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  SELF,
  subjectKey,
  type ApiErrorData,
  type EnergyTypeKey,
  type Subject,
  type UsagePlace,
} from '@portal/shared';
import type { SummaryFrequency, SummaryPeriod, SummaryResponse } from '@portal/shared/api/summary';
import { allowedFrequencies, daysInclusive, DEFAULT_FREQUENCY } from '../model';

export const SUMMARY_REPORT_SLICE_KEY = 'reports.summaryReport';

type Status = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export interface SummaryReportState {
  subject: Subject;
  places: { status: Status; items: UsagePlace[]; error: ApiErrorData | null };
  /** `customerNumber|locationCode|gridId` */
  placeKey: string | null;
  energyType: EnergyTypeKey | null;
  period: SummaryPeriod;
  frequency: SummaryFrequency;
  /** the 'other' range, yyyy-mm-dd inclusive */
  startDate: string | null;
  endDate: string | null;
  result: { status: Status; value: SummaryResponse | null; error: ApiErrorData | null };
}

export const initialSummaryReportState: SummaryReportState = {
  subject: SELF,
  places: { status: 'idle', items: [], error: null },
  placeKey: null,
  energyType: null,
  period: '1y',
  frequency: DEFAULT_FREQUENCY['1y'],
  startDate: null,
  endDate: null,
  result: { status: 'idle', value: null, error: null },
};

export const summaryPlaceKey = (place: UsagePlace): string =>
  `${place.customerInformation.customerNumber}|${place.locationCode}|${place.gridId}`;

const placeOf = (state: SummaryReportState): UsagePlace | undefined =>
  state.places.items.find((p) => summaryPlaceKey(p) === state.placeKey);

const keepFrequencyAllowed = (state: SummaryReportState) => {
  const allowed = allowedFrequencies(state.period, daysInclusive(state.startDate, state.endDate));
  if (!allowed.includes(state.frequency))
    state.frequency = allowed.includes(DEFAULT_FREQUENCY[state.period])
      ? DEFAULT_FREQUENCY[state.period]
      : (allowed.at(-1) ?? 'year');
};

const slice = createSlice({
  name: SUMMARY_REPORT_SLICE_KEY,
  initialState: initialSummaryReportState,
  reducers: {
    placesRequested(state, action: PayloadAction<{ subject: Subject }>) {
      const { subject } = action.payload;
      if (subjectKey(state.subject) !== subjectKey(subject))
        return {
          ...initialSummaryReportState,
          subject,
          places: { status: 'pending', items: [], error: null },
        };
      state.places = { status: 'pending', items: state.places.items, error: null };
    },
    placesFulfilled(state, action: PayloadAction<UsagePlace[]>) {
      const items = action.payload.filter((place) => place.energyTypes.length > 0);
      state.places = { status: 'fulfilled', items, error: null };
      if (!placeOf(state)) {
        const first = items[0];
        state.placeKey = first ? summaryPlaceKey(first) : null;
        state.energyType = first?.energyTypes[0]?.key ?? null;
      }
    },
    placesRejected(state, action: PayloadAction<ApiErrorData>) {
      state.places = { status: 'rejected', items: [], error: action.payload };
    },
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
    summaryRequested(state) {
      state.result = { status: 'pending', value: state.result.value, error: null };
    },
    /** nothing to ask yet ('other' without both dates) */
    summarySkipped(state) {
      state.result = { status: 'idle', value: null, error: null };
    },
    summaryFulfilled(state, action: PayloadAction<SummaryResponse>) {
      state.result = { status: 'fulfilled', value: action.payload, error: null };
    },
    summaryRejected(state, action: PayloadAction<ApiErrorData>) {
      state.result = { status: 'rejected', value: null, error: action.payload };
    },
  },
});

export const summaryReportActions = slice.actions;
export const summaryReportReducer = slice.reducer;

type WithSlice = { [SUMMARY_REPORT_SLICE_KEY]?: SummaryReportState };
export const selectSummaryReport = (state: WithSlice): SummaryReportState =>
  state[SUMMARY_REPORT_SLICE_KEY] ?? initialSummaryReportState;
