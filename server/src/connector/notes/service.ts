import type { Database } from '../../plugins/database.js';
import { Refusal, validationsFail } from '../../http/refusal.js';
import { signCustomerData, type SignedCustomerData } from '../customerData.js';
import * as repo from './repository.js';
import type { NoteFields, NoteRow, NotesScope, PlaceRow } from './repository.js';
import {
  CREATED_BY_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  NOTE_VARIANTS,
  type LocationWithNotes,
  type Note,
  type NoteInput,
} from './schemas.js';

const fail = (field: string, rule: string): Refusal =>
  validationsFail([{ field: `/${field}`, rule }], { in: 'body' });

const MAX_DB_INT = 2147483647;

/** a note id from the path; anything that cannot be a note id is simply not found */
export function parseNoteId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_DB_INT) throw new Refusal(404, 'note_not_found');
  return id;
}

// RFC 3339 date-time: an unambiguous instant (the time zone is required)
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Date would quietly roll 30 February over to March; a calendar day must exist as written */
const isCalendarDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const parseDate = (value: string | null | undefined, field: string): Date | null => {
  if (value === undefined || value === null || value === '') return null;
  const match = ISO_DATE_TIME.exec(value);
  const date = new Date(value);
  if (
    !match ||
    Number.isNaN(date.getTime()) ||
    !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))
  ) {
    throw fail(field, 'date-time');
  }
  return date;
};

export interface CheckedNoteInput {
  locationFk: number;
  note: string;
  variant: NoteInput['variant'];
  dueDate: string | null;
  startDate: string | null;
  endDate: string | null;
  /** null when none was given */
  createdBy: string | null;
}

/** the spec's rules for a note (customer area: forms), applied whatever the client checked */
export function checkNoteInput(input: NoteInput): CheckedNoteInput {
  if (typeof input.note !== 'string' || input.note.trim() === '') throw fail('note', 'required');
  // counted in characters (code points), as the database and the form count them
  if ([...input.note].length > NOTE_MAX_LENGTH) throw fail('note', 'maxLength');
  if (!NOTE_VARIANTS.includes(input.variant)) throw fail('variant', 'enum');
  const createdBy = input.createdBy?.trim() || null;
  if (createdBy !== null && [...createdBy].length > CREATED_BY_MAX_LENGTH)
    throw fail('createdBy', 'maxLength');

  const dueDate = parseDate(input.dueDate, 'dueDate');
  const startDate = parseDate(input.startDate, 'startDate');
  const endDate = parseDate(input.endDate, 'endDate');
  if (startDate && endDate && endDate.getTime() <= startDate.getTime()) {
    throw new Refusal(400, 'end_date_error');
  }
  return {
    locationFk: input.locationFk,
    note: input.note,
    variant: input.variant,
    dueDate: dueDate?.toISOString() ?? null,
    startDate: startDate?.toISOString() ?? null,
    endDate: endDate?.toISOString() ?? null,
    createdBy,
  };
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    gridFk: row.grid_id,
    customerCode: row.customer_number,
    note: row.note,
    createdTime: iso(row.created_time),
    editedTime: isoOrNull(row.edited_time),
    variant: row.variant,
    dueDate: isoOrNull(row.due_date),
    startDate: isoOrNull(row.start_date),
    endDate: isoOrNull(row.end_date),
    createdBy: row.created_by,
  };
}

const toLocation = (place: PlaceRow, notes: Note[]): LocationWithNotes => ({
  gridFk: place.grid_id,
  locationFk: place.id,
  locationCode: place.location_code,
  targetText: place.full_address,
  name: place.name,
  notes,
});

/** every usage place in the scope, each with its notes newest first (places without notes too) */
export async function listLocationsWithNotes(db: Database, scope: NotesScope): Promise<LocationWithNotes[]> {
  const [places, rows] = await Promise.all([repo.listPlaces(db, scope), repo.listNotes(db, scope)]);
  const byPlace = new Map<number, Note[]>();
  for (const row of rows) {
    const list = byPlace.get(row.usage_place_id) ?? [];
    list.push(toNote(row));
    byPlace.set(row.usage_place_id, list);
  }
  return places.map((place) => toLocation(place, byPlace.get(place.id) ?? []));
}

const requirePlace = async (db: Database, scope: NotesScope, placeId: number): Promise<PlaceRow> => {
  const place = await repo.findPlace(db, scope, placeId);
  // the same answer for a place that does not exist and one of another customer: nothing leaks
  if (!place) throw new Refusal(404, 'location_not_found');
  return place;
};

const requireNote = async (db: Database, scope: NotesScope, noteId: number): Promise<NoteRow> => {
  const note = await repo.findNote(db, scope, noteId, { forUpdate: true });
  if (!note) throw new Refusal(404, 'note_not_found');
  return note;
};

export async function createNote(
  db: Database,
  scope: NotesScope,
  input: NoteInput,
  author: string | null,
  now: Date = new Date(),
): Promise<Note> {
  const checked = checkNoteInput(input);
  return db.transaction(async (tx) => {
    const place = await requirePlace(tx, scope, checked.locationFk);
    const fields: NoteFields = { ...checked, usagePlaceId: place.id, createdBy: checked.createdBy ?? author };
    return toNote(await repo.insertNote(tx, fields, now));
  });
}

export async function updateNote(
  db: Database,
  scope: NotesScope,
  noteId: number,
  input: NoteInput,
  now: Date = new Date(),
): Promise<Note> {
  const checked = checkNoteInput(input);
  return db.transaction(async (tx) => {
    const existing = await requireNote(tx, scope, noteId);
    const place = await requirePlace(tx, scope, checked.locationFk);
    const fields: NoteFields = {
      ...checked,
      usagePlaceId: place.id,
      createdBy: checked.createdBy ?? existing.created_by,
    };
    return toNote(await repo.updateNote(tx, noteId, fields, now));
  });
}

export async function deleteNote(db: Database, scope: NotesScope, noteId: number): Promise<void> {
  if (!(await repo.deleteNote(db, scope, noteId))) throw new Refusal(404, 'note_not_found');
}

/**
 * The signed value of the public notes page for one of the user's customers in the token's instance
 * (the only one, or the one asked for; the smallest customer number when the user has several).
 */
export async function shareCustomerData(
  db: Database,
  scope: Extract<NotesScope, { kind: 'user' }>,
  secret: string | Uint8Array,
  customerNumber: string | undefined,
  options: { now?: Date; ttlSeconds?: number } = {},
): Promise<SignedCustomerData> {
  const numbers = await repo.listCustomerNumbers(db, scope);
  const chosen = customerNumber === undefined ? numbers[0] : numbers.find((n) => n === customerNumber);
  if (chosen === undefined) throw new Refusal(404, 'customer_not_found');
  return signCustomerData(secret, { instance: scope.instance, customerNumber: chosen }, options);
}
