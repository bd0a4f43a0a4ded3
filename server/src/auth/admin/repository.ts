import type { Role } from '@portal/instances';
import type { SortDirection } from '@portal/shared/api/paging';
import type { UserSortField } from '@portal/shared/api/admin';
import type { Database } from '../../plugins/database.js';

/** What the user list filters on, already checked and turned into what the SQL compares. */
export interface UserFilter {
  /** lower-case-insensitive prefixes, LIKE characters escaped */
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  /** prefixes of the stored phone number, in both spellings (`040...` and `+35840...`) */
  phonePrefixes?: string[];
  ssnBlindIndex?: string;
  sub?: string;
  roles?: Role[];
}

export interface UserListRow {
  id: number;
  sub: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string | null;
  phone_number: string | null;
  filled_with_dummy_data: boolean;
  censored: boolean;
  roles: Role[];
}

/** `x%` for LIKE, with the user's own %, _ and \ taken literally. */
export const likePrefix = (value: string): string => `${value.replace(/[\\%_]/g, '\\$&')}%`;

// each order is exactly an index of migration 011, so a page is read in index order and stops early
const ORDER: Record<UserSortField, string[]> = {
  lastName: ['lower(u.last_name) COLLATE "C"', 'lower(u.first_name) COLLATE "C"', 'u.id'],
  firstName: ['lower(u.first_name) COLLATE "C"', 'lower(u.last_name) COLLATE "C"', 'u.id'],
  username: ['lower(u.username) COLLATE "C"', 'u.id'],
  email: ['lower(u.email) COLLATE "C"', 'u.id'],
  createdOn: ['u.created_on', 'u.id'],
};

function whereOf(instance: string, filter: UserFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [instance];
  const param = (value: unknown): string => `$${params.push(value)}`;
  // `roles <> '{}'` literally: the partial indexes' predicate (a user left with no roles leaves the list)
  const where = ['u.instance = $1', "u.roles <> '{}'"];
  const prefix = (column: string, value: string | undefined) => {
    if (value !== undefined)
      where.push(`lower(${column}) COLLATE "C" LIKE lower(${param(likePrefix(value))}::text)`);
  };
  prefix('u.last_name', filter.lastName);
  prefix('u.first_name', filter.firstName);
  prefix('u.username', filter.username);
  prefix('u.email', filter.email);
  if (filter.phonePrefixes?.length)
    where.push(
      `(${filter.phonePrefixes.map((p) => `u.phone_number COLLATE "C" LIKE ${param(likePrefix(p))}`).join(' OR ')})`,
    );
  if (filter.ssnBlindIndex !== undefined) where.push(`u.ssn_blind_index = ${param(filter.ssnBlindIndex)}`);
  if (filter.sub !== undefined) where.push(`u.sub = ${param(filter.sub)}::uuid`);
  if (filter.roles?.length) where.push(`u.roles && ${param(filter.roles)}::text[]`);
  return { sql: where.join(' AND '), params };
}

export async function listUsers(
  db: Database,
  instance: string,
  filter: UserFilter,
  page: { offset: number; limit: number; sort: UserSortField; direction: SortDirection },
): Promise<{ rows: UserListRow[]; total: number }> {
  const where = whereOf(instance, filter);
  const direction = page.direction === 'desc' ? 'DESC' : 'ASC';
  const order = ORDER[page.sort].map((column) => `${column} ${direction}`).join(', ');
  const [rows, counted] = await Promise.all([
    db.query<UserListRow>(
      `SELECT u.id, u.sub, u.first_name, u.last_name, u.username, u.email, u.phone_number,
              u.filled_with_dummy_data, u.censored, u.roles
         FROM users u WHERE ${where.sql}
        ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM users u WHERE ${where.sql}`,
      where.params,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export interface AdminUserRow {
  id: number;
  instance: string;
  sub: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  provider: 'local' | 'external';
  allow_local_login: boolean;
  filled_with_dummy_data: boolean;
  trusted_account: boolean | null;
  created_on: Date;
  last_login_on: Date | null;
  /** the staff lock's instant (locked_until = 'infinity') */
  staff_locked_on: Date | null;
  ssn_encrypted: string | null;
  censored: boolean;
  roles: Role[];
  /** the name's lockout (login_failures): the last failure's instant while it is locked */
  lockout_since: Date | null;
  /** failures still counted (not older than the failure window) */
  login_attempts: number;
}

/** A user of the instance as staff see them, with the lockout of their username at `now`. */
export async function findAdminUser(
  db: Database,
  instance: string,
  userId: number,
  now: Date,
  countFailuresSince: Date,
): Promise<AdminUserRow | null> {
  const rows = await db.query<AdminUserRow>(
    `SELECT u.id, u.instance, u.sub, u.username, u.first_name, u.last_name, u.email, u.phone_number, u.provider,
            u.allow_local_login, u.filled_with_dummy_data, u.trusted_account, u.created_on, u.last_login_on,
            CASE WHEN u.locked_until = 'infinity'::timestamptz THEN COALESCE(u.locked_on, u.created_on) END
              AS staff_locked_on,
            u.ssn_encrypted, u.censored, u.roles,
            CASE WHEN f.locked_until > $3 THEN f.last_failure_at END AS lockout_since,
            CASE WHEN f.last_failure_at > $4 THEN f.failed_login_count ELSE 0 END AS login_attempts
       FROM users u
       LEFT JOIN login_failures f ON f.instance = u.instance AND f.username_key = lower(btrim(u.username))
      WHERE u.instance = $1 AND u.id = $2`,
    [instance, userId, now, countFailuresSince],
  );
  return rows[0] ?? null;
}

/** The user's roles after a change, read in the change's transaction. */
export async function rolesOf(db: Database, userId: number): Promise<Role[]> {
  const rows = await db.query<{ role: Role }>(
    'SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role',
    [userId],
  );
  return rows.map((row) => row.role);
}

/** Locks the user's row so concurrent role changes of one user apply one after another. */
export async function lockUser(db: Database, userId: number): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function addRole(db: Database, userId: number, role: Role): Promise<void> {
  await db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    role,
  ]);
}

export async function removeRole(db: Database, userId: number, role: Role): Promise<boolean> {
  const rows = await db.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2 RETURNING role', [
    userId,
    role,
  ]);
  return rows.length > 0;
}

export interface AdminProfileChange {
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
  phone_number?: string;
}

export async function saveAdminProfile(
  db: Database,
  userId: number,
  change: AdminProfileChange,
): Promise<void> {
  const entries = Object.entries(change);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [
    userId,
    ...entries.map(([, value]) => value),
  ]);
}

/** Whether another user of the instance has this username or e-mail (either column, without case). */
export async function loginNameTaken(
  db: Database,
  instance: string,
  name: string,
  exceptUserId: number | null,
  columns: ReadonlyArray<'username' | 'email'>,
): Promise<boolean> {
  const match = columns.map((column) => `lower(${column}) = lower($2)`).join(' OR ');
  const rows = await db.query(
    `SELECT 1 FROM users WHERE instance = $1 AND (${match}) AND id <> COALESCE($3, -1) LIMIT 1`,
    [instance, name, exceptUserId],
  );
  return rows.length > 0;
}

export async function insertInvitedUser(
  db: Database,
  user: {
    instance: string;
    sub: string;
    firstName: string;
    lastName: string;
    email: string;
    ssnRequired: boolean;
    createdOn: Date;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name, email, provider,
                        allow_local_login, ssn_required, created_on)
     VALUES ($1, $2, $3, NULL, $4, $5, $2, 'local', true, $6, $7) RETURNING id`,
    [user.instance, user.email, user.sub, user.firstName, user.lastName, user.ssnRequired, user.createdOn],
  );
  const id = rows[0]!.id;
  await addRole(db, id, 'ROLE_USER');
  return id;
}

/** A user of the instance holding this SSN: the blind index finds it, the stored ciphertext must be the one sent. */
export async function findUserBySsn(
  db: Database,
  instance: string,
  blindIndex: string,
  encrypted: string,
): Promise<{ id: number; sub: string; censored: boolean; superuser: boolean } | null> {
  const rows = await db.query<{ id: number; sub: string; censored: boolean; superuser: boolean }>(
    `SELECT id, sub, censored, 'ROLE_SUPERUSER' = ANY (roles) AS superuser
       FROM users WHERE instance = $1 AND ssn_blind_index = $2 AND ssn_encrypted = $3`,
    [instance, blindIndex, encrypted],
  );
  return rows[0] ?? null;
}
