import type { ApiErrorData, LocationWithNotes, Note, NoteInput } from '@portal/shared';

export type RequestStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** The four operations whose errors the spec keeps apart, plus sharing the public link. */
export type NotesOperation = 'location' | 'add' | 'edit' | 'delete' | 'share';

/**
 * Who the calls speak for: the logged-in user (the cookie), or the holder of a public link
 * (`X-Customer-Data` with the signed value, scoped to the page's instance).
 */
export type NotesAccess = { kind: 'user' } | { kind: 'public'; customerData: string; instance: string };

export interface SharedLink {
  customerData: string;
  expiresAt: string;
}

export interface NotesState {
  locations: LocationWithNotes[];
  status: Record<NotesOperation, RequestStatus>;
  errors: Record<NotesOperation, ApiErrorData | null>;
  /** the location being added to, the note being edited or deleted: drives the per-item spinners */
  target: { add: number | null; edit: number | null; delete: number | null };
  /** locationFk of the cards whose note list is open */
  expanded: number[];
  sharedLink: SharedLink | null;
}

export interface FetchRequestedPayload {
  access: NotesAccess;
}
export interface AddRequestedPayload {
  access: NotesAccess;
  input: NoteInput;
}
export interface EditRequestedPayload {
  access: NotesAccess;
  id: number;
  input: NoteInput;
}
export interface DeleteRequestedPayload {
  access: NotesAccess;
  id: number;
}
export interface NoteSavedPayload {
  locationFk: number;
  note: Note;
}
