import type {
  ApiErrorData,
  CallStatus,
  LocationWithNotes,
  Note,
  NoteInput,
  Subject,
  SubjectScoped,
} from '@portal/shared';

/** The four operations whose errors the spec keeps apart, plus sharing the public link. */
export type NotesOperation = 'location' | 'add' | 'edit' | 'delete' | 'share';

export interface SharedLink {
  customerData: string;
  expiresAt: string;
}

/** Whose notes these are (`subject`): a request for another subject starts from empty. */
export interface NotesState extends SubjectScoped {
  locations: LocationWithNotes[];
  status: Record<NotesOperation, CallStatus>;
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
