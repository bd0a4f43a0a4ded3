/**
 * Checked by `tsc` (not a test file): the server's note types must stay equal to the API contract of
 * `@portal/shared` that the notes bundle codes against. A drift fails the type check.
 */
import type * as contract from '@portal/shared/api/types';
import type * as server from '../../../src/connector/notes/schemas.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const noteTypesAgree: [
  Equal<contract.Note, server.Note>,
  Equal<contract.NoteInput, server.NoteInput>,
  Equal<contract.LocationWithNotes, server.LocationWithNotes>,
  Equal<contract.NoteVariant, server.NoteVariant>,
] = [true, true, true, true];
