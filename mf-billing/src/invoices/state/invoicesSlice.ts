import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  callReducers,
  idleCall,
  pendingCall,
  requestForSubject,
  sliceSelector,
  type CallState,
  type Invoice,
  type InvoiceForecast,
  type InvoicesQuery,
  type Subject,
  type SubjectScoped,
  type UsagePlace,
} from '@portal/shared';

export const INVOICES_SLICE_KEY = 'billing.invoices';

/** The rows of a search and the query they answer. */
export interface InvoiceSearch {
  query: InvoicesQuery;
  invoices: Invoice[];
}

export interface InvoicesState extends SubjectScoped {
  places: CallState<UsagePlace[]>;
  /** spec customer-area 4: pending, fulfilled (stored, fetched) or rejected (error stored, fetched) */
  list: CallState<InvoiceSearch>;
  forecast: InvoiceForecast | null;
}

export const initialInvoicesState: InvoicesState = {
  subject: null,
  places: idleCall(),
  list: idleCall(),
  forecast: null,
};

const places = callReducers(initialInvoicesState, 'places');
const list = callReducers(initialInvoicesState, 'list');

export const invoicesSlice = createSlice({
  name: INVOICES_SLICE_KEY,
  initialState: initialInvoicesState,
  reducers: {
    placesRequested: places.requested,
    placesFulfilled: places.fulfilled,
    placesRejected: places.rejected,
    searchRequested: (state, action: PayloadAction<{ subject: Subject; query: InvoicesQuery }>) =>
      // the rows of the previous search stay until the answer: an error never empties the page
      requestForSubject(state, initialInvoicesState, action.payload.subject, (draft) => {
        draft.list = pendingCall(draft.list);
      }),
    searchFulfilled: list.fulfilled,
    searchRejected: list.rejected,
    forecastReceived: (state, action: PayloadAction<InvoiceForecast | null>) => {
      state.forecast = action.payload;
    },
  },
});

export const invoicesActions = invoicesSlice.actions;
export const invoicesReducer = invoicesSlice.reducer;
export const selectInvoicesState = sliceSelector(INVOICES_SLICE_KEY, initialInvoicesState);
