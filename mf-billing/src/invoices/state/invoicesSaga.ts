import type { PayloadAction } from '@reduxjs/toolkit';
import {
  toApiErrorData,
  type InvoiceForecastResponse,
  type InvoicesQuery,
  type InvoicesResponse,
  type ReportOptionsResponse,
  type Subject,
} from '@portal/shared';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { fetchInvoiceForecast, fetchInvoices, fetchUsagePlaces } from '../../api';
import { invoicesActions } from './invoicesSlice';

export function* fetchPlacesWorker(action: PayloadAction<{ subject: Subject }>) {
  try {
    const answer: ReportOptionsResponse = yield call(fetchUsagePlaces, action.payload.subject);
    yield put(invoicesActions.placesFulfilled(answer.usagePlaces));
  } catch (error) {
    yield put(invoicesActions.placesRejected(toApiErrorData(error)));
  }
}

/** The forecast is extra: without one (or when its call fails) the page simply shows none. */
export function* fetchForecastWorker(subject: Subject, locationCode: string | undefined) {
  if (!locationCode) {
    yield put(invoicesActions.forecastReceived(null));
    return;
  }
  try {
    const answer: InvoiceForecastResponse = yield call(fetchInvoiceForecast, subject, locationCode);
    yield put(invoicesActions.forecastReceived(answer.forecast));
  } catch {
    yield put(invoicesActions.forecastReceived(null));
  }
}

export function* searchInvoicesWorker(action: PayloadAction<{ subject: Subject; query: InvoicesQuery }>) {
  const { subject, query } = action.payload;
  try {
    const answer: InvoicesResponse = yield call(fetchInvoices, subject, query);
    yield put(invoicesActions.searchFulfilled({ query, invoices: answer.invoices }));
  } catch (error) {
    yield put(invoicesActions.searchRejected(toApiErrorData(error)));
    return;
  }
  yield call(fetchForecastWorker, subject, query.locationCode);
}

export function* invoicesSaga() {
  yield all([
    takeLatest(invoicesActions.placesRequested.type, fetchPlacesWorker),
    takeLatest(invoicesActions.searchRequested.type, searchInvoicesWorker),
  ]);
}
