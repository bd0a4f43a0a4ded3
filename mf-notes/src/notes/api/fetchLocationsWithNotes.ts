import { apiRequest, type LocationWithNotes } from '@portal/shared';
import type { NotesAccess } from '../state/types';
import { notesEndpoint } from './notesEndpoint';

export const fetchLocationsWithNotes = (access: NotesAccess): Promise<LocationWithNotes[]> =>
  apiRequest<LocationWithNotes[]>({ method: 'GET', ...notesEndpoint(access) });
