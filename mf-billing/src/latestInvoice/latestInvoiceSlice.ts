import {
  createCallSlice,
  type LatestInvoiceQuery,
  type LatestInvoiceResponse,
  type Subject,
} from '@portal/shared';

export const LATEST_INVOICE_SLICE_KEY = 'billing.latestInvoice';

/** the usage place an answer is about ('' for all the user's places) */
export const placeKeyOf = (place: LatestInvoiceQuery): string =>
  place.customerNumber || place.locationCode
    ? `${place.customerNumber ?? ''}/${place.locationCode ?? ''}`
    : '';

/** The latest invoice of the asked place, the place it was asked for and the other places' unpaid bills. */
export interface LatestInvoiceAnswer extends LatestInvoiceResponse {
  placeKey: string;
}

const latestInvoice = createCallSlice<LatestInvoiceAnswer, typeof LATEST_INVOICE_SLICE_KEY>(
  LATEST_INVOICE_SLICE_KEY,
);

export type LatestInvoiceState = typeof latestInvoice.initialState;
export const initialLatestInvoiceState = latestInvoice.initialState;
export const latestInvoiceSlice = latestInvoice.slice;
export const latestInvoiceActions = latestInvoice.actions;
export const latestInvoiceReducer = latestInvoice.reducer;
export const selectLatestInvoiceState = latestInvoice.selectState;

/** fetchRequested for a usage place: the saga asks for that place's latest invoice */
export const latestInvoiceRequested = (subject: Subject, place: LatestInvoiceQuery = {}) => {
  const action = latestInvoiceActions.fetchRequested({ subject });
  return { ...action, payload: { ...action.payload, place } };
};
