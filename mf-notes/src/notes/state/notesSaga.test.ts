import { ApiError, SELF, publicLink, type Note } from '@portal/shared';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api';
import { makeLocation, makeNote } from './fixtures';
import {
  addNoteWorker,
  deleteNoteWorker,
  editNoteWorker,
  fetchNotesWorker,
  notesSaga,
  shareNotesWorker,
} from './notesSaga';
import { notesActions } from './notesSlice';

vi.mock('../api', () => ({
  fetchLocationsWithNotes: vi.fn(),
  addNote: vi.fn(),
  editNote: vi.fn(),
  deleteNote: vi.fn(),
  shareNotes: vi.fn(),
}));

const subject = SELF;
const publicSubject = publicLink('signed.value', 'demo1');
const input = { locationFk: 100, note: 'Hello', variant: 'info' as const };
const note: Note = makeNote({ id: 5, note: 'Hello', variant: 'info' });
const apiError = (status: number, code: string) => new ApiError({ httpStatusCode: status, errorCode: code });

/** runs a worker to its end and returns what it put */
async function run<A>(
  worker: (action: PayloadAction<A>) => Generator,
  action: PayloadAction<A>,
): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  await runSaga(
    { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => ({}) },
    worker as Saga,
    action,
  ).toPromise();
  return dispatched;
}

beforeEach(() => vi.resetAllMocks());

describe('fetchNotesWorker', () => {
  it('success puts the locations with their notes', async () => {
    const locations = [makeLocation({ notes: [note] })];
    vi.mocked(api.fetchLocationsWithNotes).mockResolvedValue(locations);
    expect(await run(fetchNotesWorker, notesActions.fetchRequested({ subject: publicSubject }))).toEqual([
      notesActions.fetchFulfilled(locations),
    ]);
    expect(api.fetchLocationsWithNotes).toHaveBeenCalledWith(publicSubject);
  });

  it.each([
    [401, 'invalid_customer_data'],
    [401, 'expired_customer_data'],
    [401, 'invalid_token'],
    [403, 'no_permission'],
    [503, 'serviceUnavailable'],
    [500, 'generalError'],
  ])('a %i %s is stored as the location error', async (status, code) => {
    vi.mocked(api.fetchLocationsWithNotes).mockRejectedValue(apiError(status, code));
    expect(await run(fetchNotesWorker, notesActions.fetchRequested({ subject }))).toEqual([
      notesActions.fetchRejected({ httpStatusCode: status, errorCode: code, translate: true }),
    ]);
  });

  it('an unexpected exception becomes generalError', async () => {
    vi.mocked(api.fetchLocationsWithNotes).mockRejectedValue(new TypeError('x is undefined'));
    expect(await run(fetchNotesWorker, notesActions.fetchRequested({ subject }))).toEqual([
      notesActions.fetchRejected({ httpStatusCode: 500, errorCode: 'generalError', translate: true }),
    ]);
  });
});

describe('addNoteWorker', () => {
  it('success puts the created note for its location', async () => {
    vi.mocked(api.addNote).mockResolvedValue(note);
    expect(await run(addNoteWorker, notesActions.addRequested({ subject, input }))).toEqual([
      notesActions.addFulfilled({ locationFk: 100, note }),
    ]);
    expect(api.addNote).toHaveBeenCalledWith(subject, input);
  });

  it.each([
    [400, 'validations_fail'],
    [400, 'end_date_error'],
    [404, 'location_not_found'],
    [401, 'expired_customer_data'],
  ])('a %i %s is stored as the add error', async (status, code) => {
    vi.mocked(api.addNote).mockRejectedValue(apiError(status, code));
    expect(await run(addNoteWorker, notesActions.addRequested({ subject, input }))).toEqual([
      notesActions.addRejected({ httpStatusCode: status, errorCode: code, translate: true }),
    ]);
  });
});

describe('editNoteWorker', () => {
  it('success puts the changed note', async () => {
    vi.mocked(api.editNote).mockResolvedValue(note);
    expect(await run(editNoteWorker, notesActions.editRequested({ subject, id: 5, input }))).toEqual([
      notesActions.editFulfilled({ locationFk: 100, note }),
    ]);
    expect(api.editNote).toHaveBeenCalledWith(subject, 5, input);
  });

  it.each([
    [400, 'validations_fail'],
    [400, 'end_date_error'],
    [404, 'note_not_found'],
  ])('a %i %s is stored as the edit error', async (status, code) => {
    vi.mocked(api.editNote).mockRejectedValue(apiError(status, code));
    expect(await run(editNoteWorker, notesActions.editRequested({ subject, id: 5, input }))).toEqual([
      notesActions.editRejected({ httpStatusCode: status, errorCode: code, translate: true }),
    ]);
  });
});

describe('deleteNoteWorker', () => {
  it('success puts the deleted id', async () => {
    vi.mocked(api.deleteNote).mockResolvedValue(undefined);
    expect(await run(deleteNoteWorker, notesActions.deleteRequested({ subject, id: 5 }))).toEqual([
      notesActions.deleteFulfilled({ id: 5 }),
    ]);
    expect(api.deleteNote).toHaveBeenCalledWith(subject, 5);
  });

  it.each([
    [404, 'note_not_found'],
    [500, 'generalError'],
  ])('a %i %s is stored as the delete error', async (status, code) => {
    vi.mocked(api.deleteNote).mockRejectedValue(apiError(status, code));
    expect(await run(deleteNoteWorker, notesActions.deleteRequested({ subject, id: 5 }))).toEqual([
      notesActions.deleteRejected({ httpStatusCode: status, errorCode: code, translate: true }),
    ]);
  });
});

describe('shareNotesWorker', () => {
  it('success puts the signed link value', async () => {
    const link = { customerData: 'abc.def', expiresAt: '2026-04-01T00:00:00.000Z' };
    vi.mocked(api.shareNotes).mockResolvedValue(link);
    expect(await run(shareNotesWorker as never, notesActions.shareRequested({ subject }))).toEqual([
      notesActions.shareFulfilled(link),
    ]);
  });

  it('a 404 customer_not_found is stored as the share error', async () => {
    vi.mocked(api.shareNotes).mockRejectedValue(apiError(404, 'customer_not_found'));
    expect(await run(shareNotesWorker as never, notesActions.shareRequested({ subject }))).toEqual([
      notesActions.shareRejected({ httpStatusCode: 404, errorCode: 'customer_not_found', translate: true }),
    ]);
  });
});

describe('notesSaga watchers', () => {
  it('each request action starts its worker', async () => {
    vi.mocked(api.fetchLocationsWithNotes).mockResolvedValue([]);
    vi.mocked(api.addNote).mockResolvedValue(note);
    vi.mocked(api.editNote).mockResolvedValue(note);
    vi.mocked(api.deleteNote).mockResolvedValue(undefined);
    vi.mocked(api.shareNotes).mockResolvedValue({
      customerData: 'a.b',
      expiresAt: '2026-04-01T00:00:00.000Z',
    });
    const channel = stdChannel();
    const dispatched: UnknownAction[] = [];
    const task = runSaga(
      {
        channel,
        dispatch: (a: UnknownAction) => {
          dispatched.push(a);
          channel.put(a);
        },
        getState: () => ({}),
      },
      notesSaga,
    );
    channel.put(notesActions.fetchRequested({ subject }));
    channel.put(notesActions.addRequested({ subject, input }));
    channel.put(notesActions.editRequested({ subject, id: 5, input }));
    channel.put(notesActions.deleteRequested({ subject, id: 5 }));
    channel.put(notesActions.shareRequested({ subject }));
    await vi.waitFor(() => expect(dispatched).toHaveLength(5));
    expect(dispatched.map((a) => a.type).sort()).toEqual(
      [
        notesActions.fetchFulfilled.type,
        notesActions.addFulfilled.type,
        notesActions.editFulfilled.type,
        notesActions.deleteFulfilled.type,
        notesActions.shareFulfilled.type,
      ].sort(),
    );
    task.cancel();
  });

  it('a newer fetch supersedes an older one still under way (takeLatest)', async () => {
    let resolveFirst: (value: []) => void = () => undefined;
    vi.mocked(api.fetchLocationsWithNotes)
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            resolveFirst = resolve;
          }),
      )
      .mockResolvedValueOnce([makeLocation()]);
    const channel = stdChannel();
    const dispatched: UnknownAction[] = [];
    const task = runSaga(
      { channel, dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => ({}) },
      notesSaga,
    );
    channel.put(notesActions.fetchRequested({ subject }));
    channel.put(notesActions.fetchRequested({ subject }));
    await vi.waitFor(() => expect(dispatched).toHaveLength(1));
    resolveFirst([]);
    await new Promise((r) => setTimeout(r, 10));
    expect(dispatched).toEqual([notesActions.fetchFulfilled([makeLocation()])]);
    task.cancel();
  });
});
