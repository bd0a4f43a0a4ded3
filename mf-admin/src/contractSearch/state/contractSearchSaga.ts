import { STAFF, toApiErrorData, type AdminContract, type ApiErrorData, type PageOf } from '@portal/shared';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { searchContracts } from '../api/searchContracts';
import { contractSearchActions, selectContractSearch, type ContractSearchState } from './contractSearchSlice';

/** spec admin-and-calls section 8: a 401 on the contract search is access denied */
export const contractSearchError = (error: unknown): ApiErrorData => {
  const data = toApiErrorData(error);
  return data.httpStatusCode === 401 ? { ...data, errorCode: 'accessDeniedError', translate: true } : data;
};

export function* contractSearchWorker() {
  const { search, request }: ContractSearchState = yield select(selectContractSearch);
  if (!search) return;
  try {
    const page: PageOf<AdminContract> = yield call(searchContracts, STAFF, search, request);
    yield put(contractSearchActions.searchFulfilled(page));
  } catch (error) {
    yield put(contractSearchActions.searchRejected(contractSearchError(error)));
  }
}

// a newer search or page supersedes an older one still running
export function* contractSearchSaga() {
  yield takeLatest(
    [contractSearchActions.searchRequested.type, contractSearchActions.pageRequested.type],
    contractSearchWorker,
  );
}
