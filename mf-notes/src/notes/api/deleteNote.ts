import { apiRequest, type Subject } from '@portal/shared';
import { notePath } from './notesPath';

export const deleteNote = (subject: Subject, id: number): Promise<void> =>
  apiRequest<void>({ method: 'DELETE', path: notePath(id), subject });
