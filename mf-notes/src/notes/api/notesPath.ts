/** The notes calls' base path; a public-link subject turns it into `/connector/v1/public/notes`. */
export const NOTES_PATH = '/connector/v1/notes';

export const notePath = (id: number): string => `${NOTES_PATH}/${encodeURIComponent(String(id))}`;
