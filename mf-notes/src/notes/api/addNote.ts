import { apiRequest, type Note, type NoteInput } from '@portal/shared';
import type { NotesAccess } from '../state/types';
import { notesEndpoint } from './notesEndpoint';

export const addNote = (access: NotesAccess, input: NoteInput): Promise<Note> =>
  apiRequest<Note>({ method: 'POST', ...notesEndpoint(access), body: input });
