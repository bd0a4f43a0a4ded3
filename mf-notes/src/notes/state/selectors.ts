import { sliceSelector } from '@portal/shared';
import { createSelector } from '@reduxjs/toolkit';
import { initialNotesState, NOTES_SLICE_KEY } from './notesSlice';

/** Falls back to the initial state so the page can render before the reducer is injected. */
export const selectNotesState = sliceSelector(NOTES_SLICE_KEY, initialNotesState);

export const selectLocations = createSelector(selectNotesState, (state) => state.locations);
export const selectNotesStatus = createSelector(selectNotesState, (state) => state.status);
export const selectNotesErrors = createSelector(selectNotesState, (state) => state.errors);
export const selectNotesTarget = createSelector(selectNotesState, (state) => state.target);
export const selectSharedLink = createSelector(selectNotesState, (state) => state.sharedLink);
export const selectExpandedLocations = createSelector(selectNotesState, (state) => new Set(state.expanded));
export const selectNoteCount = createSelector(selectLocations, (locations) =>
  locations.reduce((sum, location) => sum + location.notes.length, 0),
);
export const selectIsInitialLoad = createSelector(
  selectNotesStatus,
  selectLocations,
  (status, locations) => status.location === 'pending' && locations.length === 0,
);
