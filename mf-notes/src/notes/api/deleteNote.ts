import { apiRequest } from '@portal/shared';
import type { NotesAccess } from '../state/types';
import { notesEndpoint } from './notesEndpoint';

export const deleteNote = (access: NotesAccess, id: number): Promise<void> =>
  apiRequest<void>({ method: 'DELETE', ...notesEndpoint(access, `/${encodeURIComponent(String(id))}`) });
