import type { PayloadAction } from '@reduxjs/toolkit';
import {
  fetchUserLocations,
  removeLocations,
  STAFF,
  toApiErrorData,
  type AdminUserInfo,
  type ApiErrorData,
  type PageOf,
  type Role,
  type SsnAnswer,
  type UsagePlace,
  type UserListEntry,
} from '@portal/shared';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  changeRole,
  deleteUser,
  fetchUserInfo,
  removeRole,
  revealSsn,
  searchUsers,
  updateUser,
} from '../api';
import { selectUserSearch } from './selectors';
import type {
  RemovePlacesPayload,
  RoleChangePayload,
  RoleRemovePayload,
  SsnRequestPayload,
  SubjectPayload,
  UpdatePayload,
  UserSearchState,
} from './types';
import { usersActions } from './usersSlice';
import { userSearchActions } from './userSearchSlice';

/** spec admin-and-calls section 8: 401 and 'deficient_rights' on the user search are access denied */
export const searchError = (error: unknown): ApiErrorData => {
  const data = toApiErrorData(error);
  return data.errorCode === 'deficient_rights' || data.httpStatusCode === 401
    ? { ...data, errorCode: 'accessDeniedError', translate: true }
    : data;
};

const subOf = (payload: SubjectPayload): string =>
  payload.subject.kind === 'target' ? payload.subject.sub : '';

export function* searchWorker() {
  const { search, request }: UserSearchState = yield select(selectUserSearch);
  if (!search) return;
  try {
    const page: PageOf<UserListEntry> = yield call(searchUsers, STAFF, search, request);
    yield put(userSearchActions.searchFulfilled(page));
  } catch (error) {
    yield put(userSearchActions.searchRejected(searchError(error)));
  }
}

export function* userInfoWorker(action: PayloadAction<SubjectPayload>) {
  const { subject } = action.payload;
  try {
    const info: AdminUserInfo = yield call(fetchUserInfo, subject);
    yield put(usersActions.infoFulfilled({ subject, info }));
  } catch (error) {
    yield put(usersActions.infoRejected({ subject, error: toApiErrorData(error) }));
  }
}

function* rolesChanged(payload: SubjectPayload, roles: Role[]) {
  yield put(usersActions.rolesFulfilled({ subject: payload.subject, roles }));
  yield put(userSearchActions.userRolesChanged({ sub: subOf(payload), roles }));
}

export function* roleChangeWorker(action: PayloadAction<RoleChangePayload>) {
  const { subject, change } = action.payload;
  try {
    const answer: { roles: Role[] } = yield call(changeRole, subject, change);
    yield* rolesChanged(action.payload, answer.roles);
  } catch (error) {
    yield put(usersActions.rolesRejected({ subject, error: toApiErrorData(error) }));
  }
}

export function* roleRemoveWorker(action: PayloadAction<RoleRemovePayload>) {
  const { subject, role } = action.payload;
  try {
    const answer: { roles: Role[] } | undefined = yield call(removeRole, subject, role);
    if (answer?.roles) {
      yield* rolesChanged(action.payload, answer.roles);
    } else {
      // an answer without the roles (204): the user's roles are read again
      const info: AdminUserInfo = yield call(fetchUserInfo, subject);
      yield put(usersActions.infoFulfilled({ subject, info }));
      yield* rolesChanged(action.payload, info.roles);
    }
  } catch (error) {
    yield put(usersActions.rolesRejected({ subject, error: toApiErrorData(error) }));
  }
}

export function* updateWorker(action: PayloadAction<UpdatePayload>) {
  const { subject, update } = action.payload;
  try {
    const info: AdminUserInfo = yield call(updateUser, subject, update);
    yield put(usersActions.updateFulfilled({ subject, info }));
    yield put(userSearchActions.userDetailsChanged(info));
  } catch (error) {
    yield put(usersActions.updateRejected({ subject, error: toApiErrorData(error) }));
  }
}

export function* deleteWorker(action: PayloadAction<SubjectPayload & { name: string }>) {
  const { subject, name } = action.payload;
  try {
    yield call(deleteUser, subject);
    yield put(usersActions.deleteFulfilled({ subject }));
    yield put(userSearchActions.userRemoved({ sub: subOf(action.payload), name }));
  } catch (error) {
    yield put(usersActions.deleteRejected({ subject, error: toApiErrorData(error) }));
  }
}

export function* ssnWorker(action: PayloadAction<SsnRequestPayload>) {
  const { subject, encryptedSsn } = action.payload;
  try {
    const answer: SsnAnswer = yield call(revealSsn, subject, encryptedSsn);
    yield put(usersActions.ssnFulfilled({ subject, ssn: answer.ssn }));
  } catch (error) {
    yield put(usersActions.ssnRejected({ subject, error: toApiErrorData(error) }));
  }
}

export function* locationsWorker(action: PayloadAction<SubjectPayload>) {
  const { subject } = action.payload;
  try {
    const places: UsagePlace[] = yield call(fetchUserLocations, subject);
    yield put(usersActions.locationsFulfilled({ subject, places }));
  } catch (error) {
    yield put(usersActions.locationsRejected({ subject, error: toApiErrorData(error) }));
  }
}

export function* removeLocationsWorker(action: PayloadAction<RemovePlacesPayload>) {
  const { subject, items } = action.payload;
  try {
    yield call(removeLocations, items, subject);
    yield put(usersActions.locationsRemoveFulfilled({ subject }));
    yield put(usersActions.locationsRequested({ subject }));
  } catch (error) {
    yield put(usersActions.locationsRemoveRejected({ subject, error: toApiErrorData(error) }));
  }
}

// a newer search or page supersedes an older one; one change at a time per kind (double clicks)
export function* userManagementSaga() {
  yield all([
    takeLatest([userSearchActions.searchRequested.type, userSearchActions.pageRequested.type], searchWorker),
    takeEvery(usersActions.infoRequested.type, userInfoWorker),
    takeLeading(usersActions.roleChangeRequested.type, roleChangeWorker),
    takeLeading(usersActions.roleRemoveRequested.type, roleRemoveWorker),
    takeLeading(usersActions.updateRequested.type, updateWorker),
    takeLeading(usersActions.deleteRequested.type, deleteWorker),
    takeLeading(usersActions.ssnRequested.type, ssnWorker),
    takeEvery(usersActions.locationsRequested.type, locationsWorker),
    takeLeading(usersActions.locationsRemoveRequested.type, removeLocationsWorker),
  ]);
}
