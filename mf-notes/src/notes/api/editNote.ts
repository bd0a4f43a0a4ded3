import { apiRequest, type Note, type NoteInput } from '@portal/shared';
import type { NotesAccess } from '../state/types';
import { notesEndpoint } from './notesEndpoint';

export const editNote = (access: NotesAccess, id: number, input: NoteInput): Promise<Note> =>
  apiRequest<Note>({
    method: 'PUT',
    ...notesEndpoint(access, `/${encodeURIComponent(String(id))}`),
    body: input,
  });
