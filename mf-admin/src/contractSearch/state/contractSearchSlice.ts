import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_PAGE_SIZE,
  fulfilledCall,
  idleCall,
  pendingCall,
  rejectedCall,
  sliceSelector,
  type AdminContract,
  type CallState,
  type ApiErrorData,
  type ContractSearch,
  type ContractSortField,
  type PageOf,
  type PageRequest,
} from '@portal/shared';
import { meteringCode } from '../contract/meteringCode';

export const CONTRACT_SEARCH_SLICE_KEY = 'admin.contractSearch';

/** the id of the results tab; a location's tab is its metering code */
export const RESULTS_TAB = 'results';

/** A location's tab: the contracts opened from it, in the order they were opened. */
export interface ContractTab {
  code: string;
  contracts: AdminContract[];
}

export interface ContractSearchState {
  /** the last search sent; null before the first */
  search: ContractSearch | null;
  request: PageRequest<ContractSortField>;
  list: CallState<PageOf<AdminContract>>;
  tabs: ContractTab[];
  /** RESULTS_TAB or an open tab's code */
  activeTab: string;
}

export const initialContractSearchState: ContractSearchState = {
  search: null,
  request: { page: 0, pageSize: DEFAULT_PAGE_SIZE },
  list: idleCall(),
  tabs: [],
  activeTab: RESULTS_TAB,
};

const contractSearchSlice = createSlice({
  name: CONTRACT_SEARCH_SLICE_KEY,
  initialState: initialContractSearchState,
  reducers: {
    /** a new search from the form: its first page, in the chosen size and order */
    searchRequested(state, action: PayloadAction<{ search: ContractSearch }>) {
      state.search = action.payload.search;
      state.request = { ...state.request, page: 0 };
      state.list = pendingCall(state.list);
      state.activeTab = RESULTS_TAB;
    },
    /** another page, page size or order of the same search */
    pageRequested(state, action: PayloadAction<Partial<PageRequest<ContractSortField>>>) {
      if (!state.search) return;
      const next = { ...state.request, ...action.payload };
      if (action.payload.sort === undefined && 'sort' in action.payload) {
        delete next.sort;
        delete next.direction;
      }
      state.request = next;
      state.list = pendingCall(state.list);
    },
    searchFulfilled(state, action: PayloadAction<PageOf<AdminContract>>) {
      state.list = fulfilledCall(action.payload);
    },
    searchRejected(state, action: PayloadAction<ApiErrorData>) {
      state.list = rejectedCall(state.list, action.payload);
    },

    /**
     * Opening a row adds its location's tab if not open yet (or the contract to the open tab), and
     * activates it.
     */
    tabOpened(state, action: PayloadAction<AdminContract>) {
      const contract = action.payload;
      const code = meteringCode(contract);
      const tab = state.tabs.find((open) => open.code === code);
      if (!tab) state.tabs.push({ code, contracts: [contract] });
      else if (!tab.contracts.some((open) => open.contractCode === contract.contractCode))
        tab.contracts.push(contract);
      state.activeTab = code;
    },
    tabSelected(state, action: PayloadAction<string>) {
      const id = action.payload;
      if (id === RESULTS_TAB || state.tabs.some((tab) => tab.code === id)) state.activeTab = id;
    },
    /** closing a tab returns to the results */
    tabClosed(state, action: PayloadAction<string>) {
      state.tabs = state.tabs.filter((tab) => tab.code !== action.payload);
      if (state.activeTab === action.payload) state.activeTab = RESULTS_TAB;
    },
  },
});

export const contractSearchActions = contractSearchSlice.actions;
export const contractSearchReducer = contractSearchSlice.reducer;

/** Falls back to the initial state so the page can render before the reducer is injected. */
export const selectContractSearch = sliceSelector(CONTRACT_SEARCH_SLICE_KEY, initialContractSearchState);
