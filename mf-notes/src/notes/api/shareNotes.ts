import { apiRequest } from '@portal/shared';
import type { SharedLink } from '../state/types';

/** The signed, expiring customerData for the public notes page (logged-in users only). */
export const shareNotes = (): Promise<SharedLink> =>
  apiRequest<SharedLink>({ method: 'POST', path: '/connector/v1/notes/share', body: {} });
