import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  subjectKey,
  type ApiErrorData,
  type Invoice,
  type InvoiceForecast,
  type InvoicesQuery,
  type Subject,
  type UsagePlace,
} from '@portal/shared';

export const INVOICES_SLICE_KEY = 'billing.invoices';

export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export interface InvoicesState {
  /** subjectKey of the data held; another subject starts from the initial state */
  subject: string | null;
  places: { status: LoadStatus; items: UsagePlace[]; error: ApiErrorData | null };
  /** spec customer-area 4: pending, fulfilled (stored, fetched) or rejected (error stored, fetched) */
  list: {
    status: LoadStatus;
    invoices: Invoice[];
    error: ApiErrorData | null;
    fetched: boolean;
    /** the query the invoices answer */
    query: InvoicesQuery | null;
  };
  forecast: InvoiceForecast | null;
}

export const initialInvoicesState: InvoicesState = {
  subject: null,
  places: { status: 'idle', items: [], error: null },
  list: { status: 'idle', invoices: [], error: null, fetched: false, query: null },
  forecast: null,
};

const adopt = (state: InvoicesState, subject: Subject): InvoicesState => {
  const key = subjectKey(subject);
  return state.subject === key ? state : { ...initialInvoicesState, subject: key };
};

export const invoicesSlice = createSlice({
  name: INVOICES_SLICE_KEY,
  initialState: initialInvoicesState,
  reducers: {
    placesRequested: (state, action: PayloadAction<{ subject: Subject }>) => {
      const next = adopt(state, action.payload.subject);
      next.places = { ...next.places, status: 'pending', error: null };
      return next;
    },
    placesFulfilled: (state, action: PayloadAction<UsagePlace[]>) => {
      state.places = { status: 'fulfilled', items: action.payload, error: null };
    },
    placesRejected: (state, action: PayloadAction<ApiErrorData>) => {
      state.places = { ...state.places, status: 'rejected', error: action.payload };
    },
    searchRequested: (state, action: PayloadAction<{ subject: Subject; query: InvoicesQuery }>) => {
      const next = adopt(state, action.payload.subject);
      // the rows of the previous search stay until the answer: an error never empties the page
      next.list = { ...next.list, status: 'pending', error: null };
      return next;
    },
    searchFulfilled: (state, action: PayloadAction<{ query: InvoicesQuery; invoices: Invoice[] }>) => {
      state.list = {
        status: 'fulfilled',
        invoices: action.payload.invoices,
        error: null,
        fetched: true,
        query: action.payload.query,
      };
    },
    searchRejected: (state, action: PayloadAction<ApiErrorData>) => {
      state.list = { ...state.list, status: 'rejected', error: action.payload, fetched: true };
    },
    forecastReceived: (state, action: PayloadAction<InvoiceForecast | null>) => {
      state.forecast = action.payload;
    },
  },
});

export const invoicesActions = invoicesSlice.actions;
export const invoicesReducer = invoicesSlice.reducer;

type WithInvoices = { [INVOICES_SLICE_KEY]?: InvoicesState };
export const selectInvoicesState = (state: WithInvoices): InvoicesState =>
  state[INVOICES_SLICE_KEY] ?? initialInvoicesState;
