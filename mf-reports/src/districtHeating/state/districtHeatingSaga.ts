import { fetchReportOptions } from '../../energyReport/api';
import { toApiErrorData, type ReportOptionsResponse, type Subject } from '@portal/shared';
import type {
  DistrictHeatCosts,
  DistrictHeatingReport,
  DistrictHeatStructure,
} from '@portal/shared/api/districtHeating';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { fetchDistrictHeatCosts, fetchDistrictHeatingReport, fetchDistrictHeatStructure } from '../api';
import {
  districtHeatingActions as actions,
  selectDistrictHeating,
  type DistrictHeatingState,
} from './districtHeatingSlice';

export function* loadPlacesWorker(action: PayloadAction<{ subject: Subject }>) {
  try {
    const response: ReportOptionsResponse = yield call(fetchReportOptions, action.payload.subject);
    yield put(actions.placesFulfilled(response.usagePlaces));
    const state: DistrictHeatingState = yield select(selectDistrictHeating);
    if (state.placeKey) yield put(actions.dataRequested());
  } catch (error) {
    yield put(actions.placesRejected(toApiErrorData(error)));
  }
}

/** the report, the building and the costs of the chosen place, in parallel; a newer choice cancels */
export function* loadDataWorker() {
  const state: DistrictHeatingState = yield select(selectDistrictHeating);
  if (!state.placeKey) return;
  const [customerNumber, locationCode] = state.placeKey.split('|') as [string, string];
  const place = { customerNumber, locationCode };
  try {
    const [report, structure, costs]: [DistrictHeatingReport, DistrictHeatStructure, DistrictHeatCosts] =
      yield all([
        call(fetchDistrictHeatingReport, state.subject, place),
        call(fetchDistrictHeatStructure, state.subject, place),
        call(fetchDistrictHeatCosts, state.subject, place),
      ]);
    yield put(actions.dataFulfilled({ report, structure, costs }));
  } catch (error) {
    yield put(actions.dataRejected(toApiErrorData(error)));
  }
}

function* placeChosen() {
  yield put(actions.dataRequested());
}

export function* districtHeatingSaga() {
  yield takeLatest(actions.placesRequested.type, loadPlacesWorker);
  yield takeLatest(actions.placeSelected.type, placeChosen);
  yield takeLatest(actions.dataRequested.type, loadDataWorker);
}
