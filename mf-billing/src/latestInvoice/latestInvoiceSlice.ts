import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { subjectKey, type ApiErrorData, type Invoice, type Subject } from '@portal/shared';
import type { LoadStatus } from '../invoices/state/invoicesSlice';

export const LATEST_INVOICE_SLICE_KEY = 'billing.latestInvoice';

export interface LatestInvoiceState {
  subject: string | null;
  status: LoadStatus;
  invoice: Invoice | null;
  error: ApiErrorData | null;
}

export const initialLatestInvoiceState: LatestInvoiceState = {
  subject: null,
  status: 'idle',
  invoice: null,
  error: null,
};

export const latestInvoiceSlice = createSlice({
  name: LATEST_INVOICE_SLICE_KEY,
  initialState: initialLatestInvoiceState,
  reducers: {
    fetchRequested: (state, action: PayloadAction<{ subject: Subject }>) => {
      const key = subjectKey(action.payload.subject);
      const base = state.subject === key ? state : { ...initialLatestInvoiceState, subject: key };
      return { ...base, status: 'pending', error: null };
    },
    fetchFulfilled: (state, action: PayloadAction<Invoice | null>) => {
      state.status = 'fulfilled';
      state.invoice = action.payload;
    },
    fetchRejected: (state, action: PayloadAction<ApiErrorData>) => {
      state.status = 'rejected';
      state.error = action.payload;
    },
  },
});

export const latestInvoiceActions = latestInvoiceSlice.actions;
export const latestInvoiceReducer = latestInvoiceSlice.reducer;

type WithLatest = { [LATEST_INVOICE_SLICE_KEY]?: LatestInvoiceState };
export const selectLatestInvoiceState = (state: WithLatest): LatestInvoiceState =>
  state[LATEST_INVOICE_SLICE_KEY] ?? initialLatestInvoiceState;
