import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiErrorData, type ReportOptionsResponse, type Subject } from '@portal/shared';
import type { SummaryRequest, SummaryResponse } from '@portal/shared/api/summary';
import { call, cancelled, put, select, takeLatest } from 'redux-saga/effects';
import { fetchReportOptions } from '../../energyReport/api';
import { fetchSummary } from '../api';
import {
  selectSummaryReport,
  summaryReportActions as actions,
  type SummaryReportState,
} from './summaryReportSlice';

export function* loadPlacesWorker(action: PayloadAction<{ subject: Subject }>) {
  try {
    const response: ReportOptionsResponse = yield call(fetchReportOptions, action.payload.subject);
    // placesFulfilled asks for the summary (summaryReportSaga): the page asks nothing itself
    yield put(actions.placesFulfilled(response.filteredUsagePlacesByEnergyType));
  } catch (error) {
    yield put(actions.placesRejected(toApiErrorData(error)));
  }
}

/** the body of the summary call from the choices; null while 'other' lacks a date */
export function summaryBody(state: SummaryReportState): SummaryRequest | null {
  if (!state.energyType) return null;
  if (state.period === 'other') {
    if (!state.startDate || !state.endDate) return null;
    return {
      selectedEnergyType: state.energyType,
      period: 'other',
      frequency: state.frequency,
      startDate: state.startDate,
      endDate: state.endDate,
    };
  }
  return { selectedEnergyType: state.energyType, period: state.period, frequency: state.frequency };
}

export function* loadSummaryWorker() {
  const state: SummaryReportState = yield select(selectSummaryReport);
  const body = summaryBody(state);
  if (!body || !state.placeKey) {
    yield put(actions.summarySkipped());
    return;
  }
  const [customerNumber, locationCode, gridId] = state.placeKey.split('|') as [string, string, string];
  yield put(actions.summaryStarted());
  const controller = new AbortController();
  try {
    const response: SummaryResponse = yield call(
      fetchSummary,
      state.subject,
      { customerNumber, locationCode, gridId: Number(gridId) },
      body,
      controller.signal,
    );
    yield put(actions.summaryFulfilled(response));
  } catch (error) {
    yield put(actions.summaryRejected(toApiErrorData(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * What asks for the summary: the places arriving and every choice (nothing to confirm), and a retry. One
 * call per action; takeLatest keeps only the latest. The page dispatches no request of its own, so a load
 * sends one call (it sent two when both the saga and a page effect asked).
 */
export const SUMMARY_TRIGGERS = [
  actions.placesFulfilled.type,
  actions.placeSelected.type,
  actions.energyTypeSelected.type,
  actions.periodSelected.type,
  actions.frequencySelected.type,
  actions.datesChanged.type,
  actions.summaryRequested.type,
];

export function* summaryReportSaga() {
  yield takeLatest(actions.placesRequested.type, loadPlacesWorker);
  yield takeLatest(SUMMARY_TRIGGERS, loadSummaryWorker);
}
