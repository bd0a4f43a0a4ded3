import type { ApiErrorData, LocationWithNotes, Note, NoteInput, Subject } from '@portal/shared';

export type RequestStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** The four operations whose errors the spec keeps apart, plus sharing the public link. */
export type NotesOperation = 'location' | 'add' | 'edit' | 'delete' | 'share';

export interface SharedLink {
  customerData: string;
  expiresAt: string;
}

export interface NotesState {
  /** `subjectKey` of whose notes these are; a request for another subject starts from empty */
  subject: string | null;
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
  subject: Subject;
}
export interface AddRequestedPayload {
  subject: Subject;
  input: NoteInput;
}
export interface EditRequestedPayload {
  subject: Subject;
  id: number;
  input: NoteInput;
}
export interface DeleteRequestedPayload {
  subject: Subject;
  id: number;
}
export interface NoteSavedPayload {
  locationFk: number;
  note: Note;
}
