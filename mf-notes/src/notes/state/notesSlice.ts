import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  requestForSubject,
  type ApiErrorData,
  type LocationWithNotes,
  type Note,
  type Subject,
} from '@portal/shared';
import type {
  AddRequestedPayload,
  DeleteRequestedPayload,
  EditRequestedPayload,
  FetchRequestedPayload,
  NoteSavedPayload,
  NotesOperation,
  NotesState,
  SharedLink,
} from './types';

export const NOTES_SLICE_KEY = 'notes';

const idle = { location: 'idle', add: 'idle', edit: 'idle', delete: 'idle', share: 'idle' } as const;
const noErrors = { location: null, add: null, edit: null, delete: null, share: null };

export const initialNotesState: NotesState = {
  subject: null,
  locations: [],
  status: { ...idle },
  errors: { ...noErrors },
  target: { add: null, edit: null, delete: null },
  expanded: [],
  sharedLink: null,
};

const time = (iso: string): number => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/** Newest first by creation time; the larger id first when two were created in the same instant. */
export const newestFirst = (a: Note, b: Note): number =>
  time(b.createdTime) - time(a.createdTime) || b.id - a.id;

const sortedNotes = (notes: Note[]): Note[] => [...notes].sort(newestFirst);

const removeNote = (state: NotesState, id: number): LocationWithNotes | undefined => {
  for (const location of state.locations) {
    const index = location.notes.findIndex((note) => note.id === id);
    if (index >= 0) {
      location.notes.splice(index, 1);
      return location;
    }
  }
  return undefined;
};

const putNote = (state: NotesState, { locationFk, note }: NoteSavedPayload): void => {
  const location = state.locations.find((l) => l.locationFk === locationFk);
  if (!location) return;
  location.notes = sortedNotes([...location.notes, note]);
  if (!state.expanded.includes(locationFk)) state.expanded.push(locationFk);
};

const collapse = (state: NotesState, locationFk: number): void => {
  state.expanded = state.expanded.filter((fk) => fk !== locationFk);
};

const notesSlice = createSlice({
  name: NOTES_SLICE_KEY,
  initialState: initialNotesState,
  reducers: {
    fetchRequested(state, action: PayloadAction<FetchRequestedPayload>) {
      // another subject's notes (a public link opened after the user's own page) never show
      return requestForSubject(state, initialNotesState, action.payload.subject, (draft) => {
        draft.status.location = 'pending';
        draft.errors.location = null;
      });
    },
    fetchFulfilled(state, action: PayloadAction<LocationWithNotes[]>) {
      state.status.location = 'fulfilled';
      state.locations = action.payload.map((location) => ({
        ...location,
        notes: sortedNotes(location.notes),
      }));
      const known = new Set(state.locations.map((l) => l.locationFk));
      state.expanded = state.expanded.filter((fk) => known.has(fk));
    },
    fetchRejected(state, action: PayloadAction<ApiErrorData>) {
      state.status.location = 'rejected';
      state.errors.location = action.payload;
    },

    addRequested(state, action: PayloadAction<AddRequestedPayload>) {
      state.status.add = 'pending';
      state.errors.add = null;
      state.target.add = action.payload.input.locationFk;
    },
    addFulfilled(state, action: PayloadAction<NoteSavedPayload>) {
      state.status.add = 'fulfilled';
      state.target.add = null;
      putNote(state, action.payload);
    },
    addRejected(state, action: PayloadAction<ApiErrorData>) {
      state.status.add = 'rejected';
      state.errors.add = action.payload;
      state.target.add = null;
    },

    editRequested(state, action: PayloadAction<EditRequestedPayload>) {
      state.status.edit = 'pending';
      state.errors.edit = null;
      state.target.edit = action.payload.id;
    },
    editFulfilled(state, action: PayloadAction<NoteSavedPayload>) {
      state.status.edit = 'fulfilled';
      state.target.edit = null;
      const previous = removeNote(state, action.payload.note.id);
      putNote(state, action.payload);
      if (previous && previous.locationFk !== action.payload.locationFk && previous.notes.length === 0) {
        collapse(state, previous.locationFk);
      }
    },
    editRejected(state, action: PayloadAction<ApiErrorData>) {
      state.status.edit = 'rejected';
      state.errors.edit = action.payload;
      state.target.edit = null;
    },

    deleteRequested(state, action: PayloadAction<DeleteRequestedPayload>) {
      state.status.delete = 'pending';
      state.errors.delete = null;
      state.target.delete = action.payload.id;
    },
    deleteFulfilled(state, action: PayloadAction<{ id: number }>) {
      state.status.delete = 'fulfilled';
      state.target.delete = null;
      const location = removeNote(state, action.payload.id);
      if (location && location.notes.length === 0) collapse(state, location.locationFk);
    },
    deleteRejected(state, action: PayloadAction<ApiErrorData>) {
      state.status.delete = 'rejected';
      state.errors.delete = action.payload;
      state.target.delete = null;
    },

    shareRequested(state, _action: PayloadAction<{ subject: Subject }>) {
      state.status.share = 'pending';
      state.errors.share = null;
    },
    shareFulfilled(state, action: PayloadAction<SharedLink>) {
      state.status.share = 'fulfilled';
      state.sharedLink = action.payload;
    },
    shareRejected(state, action: PayloadAction<ApiErrorData>) {
      state.status.share = 'rejected';
      state.errors.share = action.payload;
    },
    sharedLinkClosed(state) {
      state.sharedLink = null;
      state.status.share = 'idle';
    },

    expandedToggled(state, action: PayloadAction<{ locationFk: number }>) {
      const { locationFk } = action.payload;
      if (state.expanded.includes(locationFk)) collapse(state, locationFk);
      else state.expanded.push(locationFk);
    },
    /** a dialog closed or an alert was dismissed: forget that operation's outcome */
    operationReset(state, action: PayloadAction<Exclude<NotesOperation, 'location'>>) {
      state.status[action.payload] = 'idle';
      state.errors[action.payload] = null;
    },
  },
});

export const notesActions = notesSlice.actions;
export const notesReducer = notesSlice.reducer;
