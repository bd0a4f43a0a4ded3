import { toApiErrorData, type ApiErrorData, type PageOf } from '@portal/shared';
import type { LocationSearchRow } from '@portal/shared/api/locationManagement';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { fetchLocationRows, searchLocations } from '../api/locationApi';
import {
  locationKey,
  locationManagementActions,
  selectLocationManagement,
  type LocationManagementState,
} from './locationManagementSlice';

/** the rows call takes this many places at a time */
export const ROWS_PER_CALL = 200;

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

/** The rows of these places: those the page knows already (the selection, the shown page), the rest read. */
function* rowsOf(keys: readonly string[]) {
  const { selected, list, tabs }: LocationManagementState = yield select(selectLocationManagement);
  const known = new Map<string, LocationSearchRow>();
  for (const row of [...(list.data?.items ?? []), ...tabs, ...Object.values(selected)])
    known.set(locationKey(row), row);
  const missing = keys.filter((key) => !known.has(key));
  for (let i = 0; i < missing.length; i += ROWS_PER_CALL) {
    const rows: LocationSearchRow[] = yield call(fetchLocationRows, missing.slice(i, i + ROWS_PER_CALL));
    for (const row of rows) known.set(locationKey(row), row);
  }
  return keys.map((key) => known.get(key)).filter((row): row is LocationSearchRow => row !== undefined);
}

export function* mapSelectionWorker(action: PayloadAction<string[]>) {
  try {
    const rows: LocationSearchRow[] = yield* rowsOf(action.payload);
    yield put(locationManagementActions.selectionReplaced(rows));
  } catch (error) {
    yield put(locationManagementActions.mapRowsFailed(locationSearchError(error)));
  }
}

export function* mapOpenWorker(action: PayloadAction<string>) {
  try {
    const [row]: LocationSearchRow[] = yield* rowsOf([action.payload]);
    if (row) yield put(locationManagementActions.tabOpened(row));
  } catch (error) {
    yield put(locationManagementActions.mapRowsFailed(locationSearchError(error)));
  }
}

// a newer search or page supersedes an older one still running; the map's latest selection wins
export function* locationManagementSaga() {
  yield takeLatest(
    [locationManagementActions.searchRequested.type, locationManagementActions.pageRequested.type],
    locationSearchWorker,
  );
  yield takeLatest(locationManagementActions.mapSelectionChanged.type, mapSelectionWorker);
  yield takeEvery(locationManagementActions.mapLocationOpened.type, mapOpenWorker);
}
