import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiErrorData, type ContractsResponse, type Subject } from '@portal/shared';
import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchContracts } from '../../api';
import { contractsActions } from './contractsSlice';

export function* fetchContractsWorker(action: PayloadAction<{ subject: Subject }>) {
  try {
    const answer: ContractsResponse = yield call(fetchContracts, action.payload.subject);
    yield put(contractsActions.fetchFulfilled(answer.contracts));
  } catch (error) {
    yield put(contractsActions.fetchRejected(toApiErrorData(error)));
  }
}

export function* contractsSaga() {
  yield takeLatest(contractsActions.fetchRequested.type, fetchContractsWorker);
}
