import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_PAGE_SIZE,
  fulfilledCall,
  idleCall,
  pendingCall,
  rejectedCall,
  sliceSelector,
  type ApiErrorData,
  type CallState,
  type PageOf,
  type PageRequest,
} from '@portal/shared';
import type {
  LocationSearch,
  LocationSearchRow,
  LocationSortField,
} from '@portal/shared/api/locationManagement';

export const LOCATION_MANAGEMENT_SLICE_KEY = 'admin.locationManagement';

export const RESULTS_TAB = 'results';
export const COORDINATES_TAB = 'coordinates';

/** a location's key: its location number, unique in the instance */
export const locationKey = (row: LocationSearchRow): string => row.locationNumber;

export interface LocationManagementState {
  /** the last search sent; null before the first */
  search: LocationSearch | null;
  request: PageRequest<LocationSortField>;
  list: CallState<PageOf<LocationSearchRow>>;
  /** the opened locations, in the order they were opened */
  tabs: LocationSearchRow[];
  /** RESULTS_TAB, COORDINATES_TAB or an open location's key */
  activeTab: string;
  /** the selection of the table and the map, across pages, by location key */
  selected: Record<string, LocationSearchRow>;
  /** reading the rows of what the map selected or opened failed */
  mapError: ApiErrorData | null;
}

export const initialLocationManagementState: LocationManagementState = {
  search: null,
  request: { page: 0, pageSize: DEFAULT_PAGE_SIZE },
  list: idleCall(),
  tabs: [],
  activeTab: RESULTS_TAB,
  selected: {},
  mapError: null,
};

const openTab = (state: LocationManagementState, row: LocationSearchRow) => {
  const key = locationKey(row);
  if (!state.tabs.some((tab) => locationKey(tab) === key)) state.tabs.push(row);
};

const slice = createSlice({
  name: LOCATION_MANAGEMENT_SLICE_KEY,
  initialState: initialLocationManagementState,
  reducers: {
    /** a new search: its first page; the selection belongs to the earlier results and is cleared */
    searchRequested(state, action: PayloadAction<{ search: LocationSearch }>) {
      state.search = action.payload.search;
      state.request = { ...state.request, page: 0 };
      state.list = pendingCall(state.list);
      state.selected = {};
      if (state.activeTab !== COORDINATES_TAB) state.activeTab = RESULTS_TAB;
    },
    pageRequested(state, action: PayloadAction<Partial<PageRequest<LocationSortField>>>) {
      if (!state.search) return;
      const next = { ...state.request, ...action.payload };
      if (action.payload.sort === undefined && 'sort' in action.payload) {
        delete next.sort;
        delete next.direction;
      }
      state.request = next;
      state.list = pendingCall(state.list);
    },
    searchFulfilled(state, action: PayloadAction<PageOf<LocationSearchRow>>) {
      state.list = fulfilledCall(action.payload);
    },
    searchRejected(state, action: PayloadAction<ApiErrorData>) {
      state.list = rejectedCall(state.list, action.payload);
    },
    /** opens (or re-activates) a location's tab */
    tabOpened(state, action: PayloadAction<LocationSearchRow>) {
      openTab(state, action.payload);
      state.activeTab = locationKey(action.payload);
    },
    /** 'open selected in new tabs': every selected location gets its tab; the first of them is shown */
    selectedOpened(state) {
      const rows = Object.values(state.selected);
      rows.forEach((row) => openTab(state, row));
      if (rows[0]) state.activeTab = locationKey(rows[0]);
    },
    tabSelected(state, action: PayloadAction<string>) {
      const id = action.payload;
      if (id === RESULTS_TAB || id === COORDINATES_TAB || state.tabs.some((tab) => locationKey(tab) === id))
        state.activeTab = id;
    },
    tabClosed(state, action: PayloadAction<string>) {
      state.tabs = state.tabs.filter((tab) => locationKey(tab) !== action.payload);
      if (state.activeTab === action.payload) state.activeTab = RESULTS_TAB;
    },
    tabsCleared(state) {
      state.tabs = [];
      if (state.activeTab !== COORDINATES_TAB) state.activeTab = RESULTS_TAB;
    },
    /** the selection on the shown rows: `keys` are the shown rows' keys that are now selected */
    selectionChanged(state, action: PayloadAction<{ shown: LocationSearchRow[]; keys: string[] }>) {
      const { shown, keys } = action.payload;
      for (const row of shown) {
        const key = locationKey(row);
        if (keys.includes(key)) state.selected[key] = row;
        else delete state.selected[key];
      }
    },
    selectionCleared(state) {
      state.selected = {};
    },
    /** the map's selection, by location number: the saga finds the rows it does not know yet */
    mapSelectionChanged(state, _action: PayloadAction<string[]>) {
      void state;
    },
    /** the map's 'Show details': the saga finds the row, then opens its tab */
    mapLocationOpened(state, _action: PayloadAction<string>) {
      void state;
    },
    /** the selection becomes exactly these rows (from the map) */
    selectionReplaced(state, action: PayloadAction<LocationSearchRow[]>) {
      state.selected = Object.fromEntries(action.payload.map((row) => [locationKey(row), row]));
    },
    /** the rows the map asked for could not be read */
    mapRowsFailed(state, action: PayloadAction<ApiErrorData>) {
      state.mapError = action.payload;
    },
    mapErrorDismissed(state) {
      state.mapError = null;
    },
  },
});

export const locationManagementActions = slice.actions;
export const locationManagementReducer = slice.reducer;
export const selectLocationManagement = sliceSelector(
  LOCATION_MANAGEMENT_SLICE_KEY,
  initialLocationManagementState,
);
