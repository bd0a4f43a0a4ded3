import type { Database } from '../../plugins/database.js';
import type { NoteVariant } from './schemas.js';

/**
 * Whose usage places a request may touch: the logged-in user's mapped places, or (public page) one
 * customer's places. Both are limited to one instance. Every query below filters through this.
 */
export type NotesScope =
  | { kind: 'user'; instance: string; userId: number }
  | { kind: 'customer'; instance: string; customerNumber: string };

export interface PlaceRow {
  id: number;
  grid_id: number;
  location_code: string;
  full_address: string;
  name: string;
  customer_number: string;
}

export interface NoteRow {
  id: number;
  usage_place_id: number;
  grid_id: number;
  customer_number: string;
  note: string;
  variant: NoteVariant;
  due_date: Date | string | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  created_by: string | null;
  created_time: Date | string;
  edited_time: Date | string | null;
}

export interface NoteFields {
  usagePlaceId: number;
  note: string;
  variant: NoteVariant;
  dueDate: string | null;
  startDate: string | null;
  endDate: string | null;
  createdBy: string | null;
}

/** a condition on `up` (usage_places) using $1 and $2; further parameters start at $3 */
const scopeCondition = (scope: NotesScope): { sql: string; params: [string, number | string] } =>
  scope.kind === 'user'
    ? {
        sql: `up.instance = $1 AND EXISTS (
                SELECT 1 FROM user_usage_places uup WHERE uup.usage_place_id = up.id AND uup.user_id = $2)`,
        params: [scope.instance, scope.userId],
      }
    : { sql: 'up.instance = $1 AND up.customer_number = $2', params: [scope.instance, scope.customerNumber] };

const NOTE_COLUMNS = `n.id, n.usage_place_id, up.grid_id, up.customer_number, n.note, n.variant, n.due_date,
  n.start_date, n.end_date, n.created_by, n.created_time, n.edited_time`;

export async function listPlaces(db: Database, scope: NotesScope): Promise<PlaceRow[]> {
  const where = scopeCondition(scope);
  return db.query<PlaceRow>(
    `SELECT up.id, up.grid_id, up.location_code, up.full_address, up.name, up.customer_number
       FROM usage_places up
      WHERE ${where.sql}
      ORDER BY up.name, up.location_code, up.id`,
    where.params,
  );
}

export async function listNotes(db: Database, scope: NotesScope): Promise<NoteRow[]> {
  const where = scopeCondition(scope);
  return db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS}
       FROM notes n JOIN usage_places up ON up.id = n.usage_place_id
      WHERE ${where.sql}
      ORDER BY n.created_time DESC, n.id DESC`,
    where.params,
  );
}

export async function findPlace(db: Database, scope: NotesScope, placeId: number): Promise<PlaceRow | null> {
  const where = scopeCondition(scope);
  const rows = await db.query<PlaceRow>(
    `SELECT up.id, up.grid_id, up.location_code, up.full_address, up.name, up.customer_number
       FROM usage_places up
      WHERE up.id = $3 AND ${where.sql}`,
    [...where.params, placeId],
  );
  return rows[0] ?? null;
}

/** `forUpdate` locks the note until the transaction ends, so a parallel delete cannot slip in between */
export async function findNote(
  db: Database,
  scope: NotesScope,
  noteId: number,
  options: { forUpdate?: boolean } = {},
): Promise<NoteRow | null> {
  const where = scopeCondition(scope);
  const rows = await db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS}
       FROM notes n JOIN usage_places up ON up.id = n.usage_place_id
      WHERE n.id = $3 AND ${where.sql}${options.forUpdate ? ' FOR UPDATE OF n' : ''}`,
    [...where.params, noteId],
  );
  return rows[0] ?? null;
}

/** reads a note by id alone: only for a note just written inside a scope-checked transaction */
async function readNote(db: Database, noteId: number): Promise<NoteRow> {
  const rows = await db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS} FROM notes n JOIN usage_places up ON up.id = n.usage_place_id WHERE n.id = $1`,
    [noteId],
  );
  const row = rows[0];
  if (!row) throw new Error(`note ${noteId} vanished inside its own transaction`);
  return row;
}

export async function insertNote(db: Database, fields: NoteFields, createdTime: Date): Promise<NoteRow> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO notes (usage_place_id, note, variant, due_date, start_date, end_date, created_by, created_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id`,
    [
      fields.usagePlaceId,
      fields.note,
      fields.variant,
      fields.dueDate,
      fields.startDate,
      fields.endDate,
      fields.createdBy,
      createdTime.toISOString(),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO notes returned no id');
  return readNote(db, id);
}

export async function updateNote(
  db: Database,
  noteId: number,
  fields: NoteFields,
  editedTime: Date,
): Promise<NoteRow> {
  await db.query(
    `UPDATE notes
        SET usage_place_id = $2, note = $3, variant = $4, due_date = $5, start_date = $6, end_date = $7,
            created_by = $8, edited_time = $9
      WHERE id = $1`,
    [
      noteId,
      fields.usagePlaceId,
      fields.note,
      fields.variant,
      fields.dueDate,
      fields.startDate,
      fields.endDate,
      fields.createdBy,
      editedTime.toISOString(),
    ],
  );
  return readNote(db, noteId);
}

/** deletes the note only when it lies in the scope; false when there was no such note */
export async function deleteNote(db: Database, scope: NotesScope, noteId: number): Promise<boolean> {
  const where = scopeCondition(scope);
  const rows = await db.query<{ id: number }>(
    `DELETE FROM notes n
      USING usage_places up
      WHERE n.id = $3 AND up.id = n.usage_place_id AND ${where.sql}
      RETURNING n.id`,
    [...where.params, noteId],
  );
  return rows.length > 0;
}

/** the customer numbers of the user's usage places in the instance, smallest first */
export async function listCustomerNumbers(
  db: Database,
  scope: Extract<NotesScope, { kind: 'user' }>,
): Promise<string[]> {
  const where = scopeCondition(scope);
  const rows = await db.query<{ customer_number: string }>(
    `SELECT DISTINCT up.customer_number FROM usage_places up
      WHERE ${where.sql} AND up.customer_number IS NOT NULL
      ORDER BY up.customer_number`,
    where.params,
  );
  return rows.map((row) => row.customer_number);
}

/** marks the instance's demo notes as written; false when they were written before */
export async function claimDemoSeed(db: Database, instance: string): Promise<boolean> {
  const rows = await db.query<{ instance: string }>(
    `INSERT INTO notes_demo_seed (instance) VALUES ($1) ON CONFLICT (instance) DO NOTHING RETURNING instance`,
    [instance],
  );
  return rows.length > 0;
}
