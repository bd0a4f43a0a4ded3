import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiErrorData, type LatestInvoiceResponse, type Subject } from '@portal/shared';
import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchLatestInvoice } from '../api';
import { latestInvoiceActions } from './latestInvoiceSlice';

export function* fetchLatestInvoiceWorker(action: PayloadAction<{ subject: Subject }>) {
  try {
    const answer: LatestInvoiceResponse = yield call(fetchLatestInvoice, action.payload.subject);
    yield put(latestInvoiceActions.fetchFulfilled(answer.invoice));
  } catch (error) {
    yield put(latestInvoiceActions.fetchRejected(toApiErrorData(error)));
  }
}

export function* latestInvoiceSaga() {
  yield takeLatest(latestInvoiceActions.fetchRequested.type, fetchLatestInvoiceWorker);
}
