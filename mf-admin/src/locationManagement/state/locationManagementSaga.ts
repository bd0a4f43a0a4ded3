import { toApiErrorData, type ApiErrorData, type PageOf } from '@portal/shared';
import type { LocationSearchRow } from '@portal/shared/api/locationManagement';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { searchLocations } from '../api/locationApi';
import {
  locationManagementActions,
  selectLocationManagement,
  type LocationManagementState,
} from './locationManagementSlice';

/** spec admin-and-calls section 8: a 401 on the location search is access denied */
export const locationSearchError = (error: unknown): ApiErrorData => {
  const data = toApiErrorData(error);
  return data.httpStatusCode === 401 ? { ...data, errorCode: 'accessDeniedError', translate: true } : data;
};

export function* locationSearchWorker() {
  const { search, request }: LocationManagementState = yield select(selectLocationManagement);
  if (!search) return;
  try {
    const page: PageOf<LocationSearchRow> = yield call(searchLocations, search, request);
    yield put(locationManagementActions.searchFulfilled(page));
  } catch (error) {
    yield put(locationManagementActions.searchRejected(locationSearchError(error)));
  }
}

// a newer search or page supersedes an older one still running
export function* locationManagementSaga() {
  yield takeLatest(
    [locationManagementActions.searchRequested.type, locationManagementActions.pageRequested.type],
    locationSearchWorker,
  );
}
