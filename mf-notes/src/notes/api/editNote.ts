import { apiRequest, type Note, type NoteInput, type Subject } from '@portal/shared';
import { notePath } from './notesPath';

export const editNote = (subject: Subject, id: number, input: NoteInput): Promise<Note> =>
  apiRequest<Note>({ method: 'PUT', path: notePath(id), subject, body: input });
