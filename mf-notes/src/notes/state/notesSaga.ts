import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiErrorData, type LocationWithNotes, type Note, type Subject } from '@portal/shared';
import { all, call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { addNote, deleteNote, editNote, fetchLocationsWithNotes, shareNotes } from '../api';
import { notesActions } from './notesSlice';
import type {
  AddRequestedPayload,
  DeleteRequestedPayload,
  EditRequestedPayload,
  FetchRequestedPayload,
  SharedLink,
} from './types';

export function* fetchNotesWorker(action: PayloadAction<FetchRequestedPayload>) {
  try {
    const locations: LocationWithNotes[] = yield call(fetchLocationsWithNotes, action.payload.subject);
    yield put(notesActions.fetchFulfilled(locations));
  } catch (error) {
    yield put(notesActions.fetchRejected(toApiErrorData(error)));
  }
}

export function* addNoteWorker(action: PayloadAction<AddRequestedPayload>) {
  const { subject, input } = action.payload;
  try {
    const note: Note = yield call(addNote, subject, input);
    yield put(notesActions.addFulfilled({ locationFk: input.locationFk, note }));
  } catch (error) {
    yield put(notesActions.addRejected(toApiErrorData(error)));
  }
}

export function* editNoteWorker(action: PayloadAction<EditRequestedPayload>) {
  const { subject, id, input } = action.payload;
  try {
    const note: Note = yield call(editNote, subject, id, input);
    yield put(notesActions.editFulfilled({ locationFk: input.locationFk, note }));
  } catch (error) {
    yield put(notesActions.editRejected(toApiErrorData(error)));
  }
}

export function* deleteNoteWorker(action: PayloadAction<DeleteRequestedPayload>) {
  const { subject, id } = action.payload;
  try {
    yield call(deleteNote, subject, id);
    yield put(notesActions.deleteFulfilled({ id }));
  } catch (error) {
    yield put(notesActions.deleteRejected(toApiErrorData(error)));
  }
}

export function* shareNotesWorker(action: PayloadAction<{ subject: Subject }>) {
  try {
    const link: SharedLink = yield call(shareNotes, action.payload.subject);
    yield put(notesActions.shareFulfilled(link));
  } catch (error) {
    yield put(notesActions.shareRejected(toApiErrorData(error)));
  }
}

// a newer list request supersedes an older one; one save or delete at a time per kind (double clicks)
export function* watchFetchNotes() {
  yield takeLatest(notesActions.fetchRequested.type, fetchNotesWorker);
}
export function* watchAddNote() {
  yield takeLeading(notesActions.addRequested.type, addNoteWorker);
}
export function* watchEditNote() {
  yield takeLeading(notesActions.editRequested.type, editNoteWorker);
}
export function* watchDeleteNote() {
  yield takeEvery(notesActions.deleteRequested.type, deleteNoteWorker);
}
export function* watchShareNotes() {
  yield takeLeading(notesActions.shareRequested.type, shareNotesWorker);
}

export function* notesSaga() {
  yield all([watchFetchNotes(), watchAddNote(), watchEditNote(), watchDeleteNote(), watchShareNotes()]);
}
