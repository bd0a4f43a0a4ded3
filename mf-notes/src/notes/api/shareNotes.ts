import { apiRequest, type Subject } from '@portal/shared';
import type { SharedLink } from '../state/types';
import { NOTES_PATH } from './notesPath';

/** The signed, expiring customerData for the public notes page (of the user's own customer). */
export const shareNotes = (subject: Subject): Promise<SharedLink> =>
  apiRequest<SharedLink>({ method: 'POST', path: `${NOTES_PATH}/share`, subject, body: {} });
