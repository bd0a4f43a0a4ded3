import type { PayloadAction } from '@reduxjs/toolkit';
import { STAFF, toApiErrorData, type NewUserAnswer, type NewUserRequest } from '@portal/shared';
import { call, put, takeLeading } from 'redux-saga/effects';
import { registerNewUser } from '../api/registerNewUser';
import { createUserActions } from './createUserSlice';

export function* createUserWorker(action: PayloadAction<{ request: NewUserRequest }>) {
  try {
    const answer: NewUserAnswer = yield call(registerNewUser, STAFF, action.payload.request);
    yield put(createUserActions.fulfilled(answer));
  } catch (error) {
    yield put(createUserActions.rejected(toApiErrorData(error)));
  }
}

// one invitation at a time: a second press while one is sent must not create the user twice
export function* createUserSaga() {
  yield takeLeading(createUserActions.submitted.type, createUserWorker);
}
