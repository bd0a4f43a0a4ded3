import { apiRequest, type Note, type NoteInput, type Subject } from '@portal/shared';
import { NOTES_PATH } from './notesPath';

export const addNote = (subject: Subject, input: NoteInput): Promise<Note> =>
  apiRequest<Note>({ method: 'POST', path: NOTES_PATH, subject, body: input });
