import { SELF, actionTypeProblem, publicLink } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { makeLocation, makeNote } from './fixtures';
import { initialNotesState, notesActions, notesReducer } from './notesSlice';
import { selectExpandedLocations, selectLocations, selectNotesState } from './selectors';
import type { NotesState } from './types';

const subject = SELF;
const older = makeNote({ id: 1, createdTime: '2026-01-01T10:00:00.000Z' });
const newer = makeNote({ id: 2, createdTime: '2026-02-01T10:00:00.000Z' });

const withLocations = (...locations: ReturnType<typeof makeLocation>[]): NotesState =>
  notesReducer(initialNotesState, notesActions.fetchFulfilled(locations));

describe('notes slice (spec 4: pending, fetched or rejected)', () => {
  it('fetching is pending, then fetched with notes newest first', () => {
    let state = notesReducer(initialNotesState, notesActions.fetchRequested({ subject }));
    expect(state.status.location).toBe('pending');
    state = notesReducer(state, notesActions.fetchFulfilled([makeLocation({ notes: [older, newer] })]));
    expect(state.status.location).toBe('fulfilled');
    expect(state.locations[0]!.notes.map((n) => n.id)).toEqual([2, 1]);
  });

  it('a failed fetch is rejected with its own location error, leaving the other errors alone', () => {
    const error = { httpStatusCode: 500, errorCode: 'generalError', translate: true };
    const state = notesReducer(initialNotesState, notesActions.fetchRejected(error));
    expect(state.status.location).toBe('rejected');
    expect(state.errors).toEqual({ location: error, add: null, edit: null, delete: null, share: null });
  });

  it('an added note goes first in its location (newest first) and opens the card', () => {
    let state = withLocations(makeLocation({ notes: [older] }));
    state = notesReducer(
      state,
      notesActions.addRequested({ subject, input: { locationFk: 100, note: 'x', variant: 'info' } }),
    );
    expect(state.target.add).toBe(100);
    state = notesReducer(state, notesActions.addFulfilled({ locationFk: 100, note: newer }));
    expect(state.locations[0]!.notes.map((n) => n.id)).toEqual([2, 1]);
    expect(state.expanded).toEqual([100]);
    expect(state.status.add).toBe('fulfilled');
  });

  it('add, edit and delete keep separate errors', () => {
    const error = (code: string) => ({ httpStatusCode: 400, errorCode: code, translate: true });
    let state = notesReducer(initialNotesState, notesActions.addRejected(error('validations_fail')));
    state = notesReducer(state, notesActions.editRejected(error('end_date_error')));
    state = notesReducer(state, notesActions.deleteRejected(error('note_not_found')));
    expect(state.errors.add?.errorCode).toBe('validations_fail');
    expect(state.errors.edit?.errorCode).toBe('end_date_error');
    expect(state.errors.delete?.errorCode).toBe('note_not_found');
    expect(state.errors.location).toBeNull();
  });

  it('an edited note replaces the old one and keeps newest-first order', () => {
    let state = withLocations(makeLocation({ notes: [older, newer] }));
    const edited = { ...older, note: 'changed', editedTime: '2026-03-01T10:00:00.000Z' };
    state = notesReducer(state, notesActions.editFulfilled({ locationFk: 100, note: edited }));
    expect(state.locations[0]!.notes.map((n) => [n.id, n.note])).toEqual([
      [2, newer.note],
      [1, 'changed'],
    ]);
  });

  it('deleting the last note of a location collapses it', () => {
    let state = withLocations(
      makeLocation({ notes: [older] }),
      makeLocation({ locationFk: 200, notes: [newer] }),
    );
    state = notesReducer(state, notesActions.expandedToggled({ locationFk: 100 }));
    state = notesReducer(state, notesActions.expandedToggled({ locationFk: 200 }));
    state = notesReducer(state, notesActions.deleteRequested({ subject, id: 1 }));
    expect(state.target.delete).toBe(1);
    state = notesReducer(state, notesActions.deleteFulfilled({ id: 1 }));
    expect(state.locations[0]!.notes).toEqual([]);
    expect(state.expanded).toEqual([200]);
  });

  it('deleting a note that is not the last keeps the card open', () => {
    let state = withLocations(makeLocation({ notes: [older, newer] }));
    state = notesReducer(state, notesActions.expandedToggled({ locationFk: 100 }));
    state = notesReducer(state, notesActions.deleteFulfilled({ id: 1 }));
    expect(state.expanded).toEqual([100]);
    expect(state.locations[0]!.notes.map((n) => n.id)).toEqual([2]);
  });

  it("another subject's request starts from empty, so two subjects' notes never mix", () => {
    let state = notesReducer(initialNotesState, notesActions.fetchRequested({ subject }));
    state = notesReducer(state, notesActions.fetchFulfilled([makeLocation({ notes: [older] })]));
    state = notesReducer(state, notesActions.expandedToggled({ locationFk: 100 }));
    state = notesReducer(state, notesActions.fetchRequested({ subject: publicLink('signed', 'demo1') }));
    expect(state.locations).toEqual([]);
    expect(state.expanded).toEqual([]);
    expect(state.status.location).toBe('pending');
    // the same subject again keeps what it has while it refreshes
    state = notesReducer(state, notesActions.fetchFulfilled([makeLocation({ notes: [older] })]));
    state = notesReducer(state, notesActions.fetchRequested({ subject: publicLink('signed', 'demo1') }));
    expect(state.locations).toHaveLength(1);
  });

  it('action types follow the naming scheme (<reducer key>/<action>)', () => {
    const problems = Object.values(notesActions)
      .map((creator) => actionTypeProblem('notes', creator.type))
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('a card toggles open and closed', () => {
    let state = withLocations(makeLocation());
    state = notesReducer(state, notesActions.expandedToggled({ locationFk: 100 }));
    expect(state.expanded).toEqual([100]);
    state = notesReducer(state, notesActions.expandedToggled({ locationFk: 100 }));
    expect(state.expanded).toEqual([]);
  });
});

describe('notes selectors', () => {
  it('fall back to the initial state before the reducer is injected', () => {
    expect(selectNotesState({})).toBe(initialNotesState);
    expect(selectLocations({})).toEqual([]);
  });

  it('are memoized', () => {
    const root = { notes: withLocations(makeLocation()) };
    expect(selectExpandedLocations(root)).toBe(selectExpandedLocations(root));
  });
});
