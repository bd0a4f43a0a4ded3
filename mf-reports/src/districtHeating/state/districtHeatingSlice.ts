import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SELF, subjectKey, type ApiErrorData, type Subject, type UsagePlace } from '@portal/shared';
import type {
  DistrictHeatCosts,
  DistrictHeatingReport,
  DistrictHeatStructure,
} from '@portal/shared/api/districtHeating';
import type { DhFrequency } from '../model';

export const DISTRICT_HEATING_SLICE_KEY = 'reports.districtHeating';

type Status = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export interface DistrictHeatingData {
  report: DistrictHeatingReport;
  structure: DistrictHeatStructure | null;
  costs: DistrictHeatCosts | null;
}

export interface DistrictHeatingState {
  subject: Subject;
  places: { status: Status; items: UsagePlace[]; error: ApiErrorData | null };
  /** `customerNumber|locationCode` of the chosen heat place */
  placeKey: string | null;
  data: { status: Status; value: DistrictHeatingData | null; error: ApiErrorData | null };
  frequency: DhFrequency;
  /** the year the month view shows; null: the latest */
  year: number | null;
}

export const initialDistrictHeatingState: DistrictHeatingState = {
  subject: SELF,
  places: { status: 'idle', items: [], error: null },
  placeKey: null,
  data: { status: 'idle', value: null, error: null },
  frequency: 'year',
  year: null,
};

export const placeKeyOf = (place: Pick<UsagePlace, 'customerInformation' | 'locationCode'>): string =>
  `${place.customerInformation.customerNumber}|${place.locationCode}`;

/** the usage places that measure district heat (the report's place selector lists these only) */
export const heatPlaces = (places: readonly UsagePlace[]): UsagePlace[] =>
  places.filter((place) => place.energyTypes.some((type) => type.key === 'heat'));

const slice = createSlice({
  name: DISTRICT_HEATING_SLICE_KEY,
  initialState: initialDistrictHeatingState,
  reducers: {
    placesRequested(state, action: PayloadAction<{ subject: Subject }>) {
      const { subject } = action.payload;
      if (subjectKey(state.subject) !== subjectKey(subject))
        return {
          ...initialDistrictHeatingState,
          subject,
          places: { status: 'pending', items: [], error: null },
        };
      state.places = { status: 'pending', items: state.places.items, error: null };
    },
    placesFulfilled(state, action: PayloadAction<UsagePlace[]>) {
      state.places = { status: 'fulfilled', items: heatPlaces(action.payload), error: null };
      const first = state.places.items[0];
      if (!state.placeKey || !state.places.items.some((p) => placeKeyOf(p) === state.placeKey))
        state.placeKey = first ? placeKeyOf(first) : null;
    },
    placesRejected(state, action: PayloadAction<ApiErrorData>) {
      state.places = { status: 'rejected', items: [], error: action.payload };
    },
    placeSelected(state, action: PayloadAction<string>) {
      state.placeKey = action.payload;
      state.year = null;
    },
    dataRequested(state) {
      // the frequency select is disabled until data arrives (spec customer-area section 2)
      state.data = { status: 'pending', value: null, error: null };
    },
    dataFulfilled(state, action: PayloadAction<DistrictHeatingData>) {
      state.data = { status: 'fulfilled', value: action.payload, error: null };
    },
    dataRejected(state, action: PayloadAction<ApiErrorData>) {
      state.data = { status: 'rejected', value: null, error: action.payload };
    },
    frequencyChanged(state, action: PayloadAction<DhFrequency>) {
      state.frequency = action.payload;
    },
    yearChanged(state, action: PayloadAction<number>) {
      state.year = action.payload;
    },
  },
});

export const districtHeatingActions = slice.actions;
export const districtHeatingReducer = slice.reducer;

type WithSlice = { [DISTRICT_HEATING_SLICE_KEY]?: DistrictHeatingState };
export const selectDistrictHeating = (state: WithSlice): DistrictHeatingState =>
  state[DISTRICT_HEATING_SLICE_KEY] ?? initialDistrictHeatingState;
