import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  callReducers,
  fulfilledCall,
  idleCall,
  pendingCall,
  rejectedCall,
  SELF,
  sliceSelector,
  type ApiErrorData,
  type CallState,
  type Subject,
  type SubjectScoped,
  type UsagePlace,
} from '@portal/shared';
import type {
  DistrictHeatCosts,
  DistrictHeatingReport,
  DistrictHeatStructure,
} from '@portal/shared/api/districtHeating';
import type { DhFrequency } from '../model';

export const DISTRICT_HEATING_SLICE_KEY = 'reports.districtHeating';

export interface DistrictHeatingData {
  report: DistrictHeatingReport;
  structure: DistrictHeatStructure | null;
  costs: DistrictHeatCosts | null;
}

export interface DistrictHeatingState extends SubjectScoped {
  subject: Subject;
  /** the heat usage places only */
  places: CallState<UsagePlace[]>;
  /** `customerNumber|locationCode` of the chosen heat place */
  placeKey: string | null;
  data: CallState<DistrictHeatingData>;
  frequency: DhFrequency;
  /** the year the month view shows; null: the latest */
  year: number | null;
}

export const initialDistrictHeatingState: DistrictHeatingState = {
  subject: SELF,
  places: idleCall(),
  placeKey: null,
  data: idleCall(),
  frequency: 'year',
  year: null,
};

export const placeKeyOf = (place: Pick<UsagePlace, 'customerInformation' | 'locationCode'>): string =>
  `${place.customerInformation.customerNumber}|${place.locationCode}`;

/** the usage places that measure district heat (the report's place selector lists these only) */
export const heatPlaces = (places: readonly UsagePlace[]): UsagePlace[] =>
  places.filter((place) => place.energyTypes.some((type) => type.key === 'heat'));

const places = callReducers(initialDistrictHeatingState, 'places');

const slice = createSlice({
  name: DISTRICT_HEATING_SLICE_KEY,
  initialState: initialDistrictHeatingState,
  reducers: {
    placesRequested: places.requested,
    placesFulfilled(state, action: PayloadAction<UsagePlace[]>) {
      const items = heatPlaces(action.payload);
      state.places = fulfilledCall(items);
      if (!state.placeKey || !items.some((p) => placeKeyOf(p) === state.placeKey))
        state.placeKey = items[0] ? placeKeyOf(items[0]) : null;
    },
    placesRejected: places.rejected,
    placeSelected(state, action: PayloadAction<string>) {
      state.placeKey = action.payload;
      state.year = null;
    },
    dataRequested(state) {
      // another place's figures never show under this one; the frequency select is disabled until the
      // data arrives (spec customer-area section 2)
      state.data = pendingCall(idleCall());
    },
    dataFulfilled(state, action: PayloadAction<DistrictHeatingData>) {
      state.data = fulfilledCall(action.payload);
    },
    dataRejected(state, action: PayloadAction<ApiErrorData>) {
      state.data = rejectedCall(state.data, action.payload);
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

export const selectDistrictHeating = sliceSelector(DISTRICT_HEATING_SLICE_KEY, initialDistrictHeatingState);
