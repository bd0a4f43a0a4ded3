import { createCallSlice, type Invoice } from '@portal/shared';

export const LATEST_INVOICE_SLICE_KEY = 'billing.latestInvoice';

/** The subject's latest invoice; fulfilled with null when there is none. */
const latestInvoice = createCallSlice<Invoice | null, typeof LATEST_INVOICE_SLICE_KEY>(
  LATEST_INVOICE_SLICE_KEY,
);

export type LatestInvoiceState = typeof latestInvoice.initialState;
export const initialLatestInvoiceState = latestInvoice.initialState;
export const latestInvoiceSlice = latestInvoice.slice;
export const latestInvoiceActions = latestInvoice.actions;
export const latestInvoiceReducer = latestInvoice.reducer;
export const selectLatestInvoiceState = latestInvoice.selectState;
