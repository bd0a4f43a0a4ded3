import type { PayloadAction } from '@reduxjs/toolkit';
import {
  toApiErrorData,
  type LatestInvoiceQuery,
  type LatestInvoiceResponse,
  type Subject,
} from '@portal/shared';
import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchLatestInvoice } from '../api';
import { latestInvoiceActions, placeKeyOf } from './latestInvoiceSlice';

export function* fetchLatestInvoiceWorker(
  action: PayloadAction<{ subject: Subject; place?: LatestInvoiceQuery }>,
) {
  const place = action.payload.place ?? {};
  try {
    const answer: LatestInvoiceResponse = yield call(fetchLatestInvoice, action.payload.subject, place);
    yield put(latestInvoiceActions.fetchFulfilled({ ...answer, placeKey: placeKeyOf(place) }));
  } catch (error) {
    yield put(latestInvoiceActions.fetchRejected(toApiErrorData(error)));
  }
}

/** takeLatest: a place chosen while an answer is on its way replaces it, so the card never shows the older one */
export function* latestInvoiceSaga() {
  yield takeLatest(latestInvoiceActions.fetchRequested.type, fetchLatestInvoiceWorker);
}
