import type { NotesAccess } from '../state/types';

const PRIVATE_BASE = '/connector/v1/notes';
const PUBLIC_BASE = '/connector/v1/public/notes';

/** The path and headers of a notes call for the logged-in user or for a public-link holder. */
export const notesEndpoint = (
  access: NotesAccess,
  suffix = '',
): { path: string; headers?: Record<string, string> } =>
  access.kind === 'public'
    ? {
        path: `${PUBLIC_BASE}${suffix}`,
        headers: { 'X-Customer-Data': access.customerData, 'X-Instance': access.instance },
      }
    : { path: `${PRIVATE_BASE}${suffix}` };
