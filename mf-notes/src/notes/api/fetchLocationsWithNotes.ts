import { apiRequest, type LocationWithNotes, type Subject } from '@portal/shared';
import { NOTES_PATH } from './notesPath';

export const fetchLocationsWithNotes = (subject: Subject): Promise<LocationWithNotes[]> =>
  apiRequest<LocationWithNotes[]>({ method: 'GET', path: NOTES_PATH, subject });
