import type { Role } from '@portal/instances';
import type { Database } from '../plugins/database.js';

export interface LoginUserRow {
  id: number;
  sub: string;
  username: string;
  password_hash: string | null;
  disabled: boolean;
  allow_local_login: boolean;
  filled_with_dummy_data: boolean;
  locked_permanently: boolean;
  roles: Role[];
}

const LOGIN_COLUMNS = `u.id, u.sub, u.username, u.password_hash, u.disabled, u.allow_local_login, u.filled_with_dummy_data,
  (u.locked_until = 'infinity'::timestamptz) AS locked_permanently,
  COALESCE((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the user with this subject in the instance, or null (also for a subject that is not a uuid). */
export async function findUserIdBySub(db: Database, instance: string, sub: string): Promise<number | null> {
  return (await findTargetBySub(db, instance, sub))?.id ?? null;
}

/** A user of the instance by sub, with what decides whether a staff member may act for them. */
export async function findTargetBySub(
  db: Database,
  instance: string,
  sub: string,
): Promise<{ id: number; censored: boolean; superuser: boolean } | null> {
  if (!UUID.test(sub)) return null;
  const rows = await db.query<{ id: number; censored: boolean; superuser: boolean }>(
    `SELECT u.id, u.censored,
            EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'ROLE_SUPERUSER') AS superuser
       FROM users u WHERE u.instance = $1 AND u.sub = $2`,
    [instance, sub.toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function findLoginUser(
  db: Database,
  instance: string,
  username: string,
): Promise<LoginUserRow | null> {
  const rows = await db.query<LoginUserRow>(
    `SELECT ${LOGIN_COLUMNS} FROM users u WHERE u.instance = $1 AND lower(u.username) = lower($2)`,
    [instance, username],
  );
  return rows[0] ?? null;
}

export interface LoginFailureRow {
  failed_login_count: number;
  last_failure_at: Date;
  locked_until: Date | null;
}

export async function findLoginFailures(
  db: Database,
  instance: string,
  usernameKey: string,
): Promise<LoginFailureRow | null> {
  const rows = await db.query<LoginFailureRow>(
    'SELECT failed_login_count, last_failure_at, locked_until FROM login_failures WHERE instance = $1 AND username_key = $2',
    [instance, usernameKey],
  );
  return rows[0] ?? null;
}

/**
 * Records one failure under a row lock so concurrent failures all count: `decide` turns the stored state
 * (none yet: count 0) into the new one. Then sweeps rows whose lock and failure window are both past,
 * so failures of made-up names do not pile up.
 */
export async function saveLoginFailure(
  db: Database,
  key: { instance: string; usernameKey: string },
  decide: (state: { failedLoginCount: number; lastFailureAt: Date | null }) => {
    failedLoginCount: number;
    lockedUntil: Date | null;
  },
  now: Date,
  forgetBefore: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO login_failures (instance, username_key, failed_login_count, last_failure_at)
       VALUES ($1, $2, 0, $3) ON CONFLICT (instance, username_key) DO NOTHING`,
      [key.instance, key.usernameKey, now],
    );
    const rows = await tx.query<{ failed_login_count: number; last_failure_at: Date }>(
      `SELECT failed_login_count, last_failure_at FROM login_failures
        WHERE instance = $1 AND username_key = $2 FOR UPDATE`,
      [key.instance, key.usernameKey],
    );
    const row = rows[0]!;
    const outcome = decide({
      failedLoginCount: row.failed_login_count,
      lastFailureAt: row.failed_login_count === 0 ? null : row.last_failure_at,
    });
    await tx.query(
      `UPDATE login_failures SET failed_login_count = $3, last_failure_at = $4, locked_until = $5
        WHERE instance = $1 AND username_key = $2`,
      [key.instance, key.usernameKey, outcome.failedLoginCount, now, outcome.lockedUntil],
    );
  });
  await sweepLoginFailures(db, now, forgetBefore);
}

/** Deletes failure rows with no lock left whose last failure is older than `forgetBefore`. */
export async function sweepLoginFailures(db: Database, now: Date, forgetBefore: Date): Promise<void> {
  await db.query(
    `DELETE FROM login_failures
      WHERE last_failure_at < $2 AND (locked_until IS NULL OR locked_until <= $1)`,
    [now, forgetBefore],
  );
}

export async function clearLoginFailures(db: Database, instance: string, usernameKey: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE instance = $1 AND username_key = $2', [
    instance,
    usernameKey,
  ]);
}

export async function saveSuccessfulLogin(db: Database, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET last_login_on = $2 WHERE id = $1', [userId, now]);
}

export interface ProfileRow {
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
  password_hash: string | null;
  has_heat_usage_places: boolean;
}

export async function findProfile(db: Database, userId: number): Promise<ProfileRow | null> {
  const rows = await db.query<ProfileRow>(
    `SELECT u.id, u.instance, u.sub, u.username, u.first_name, u.last_name, u.email, u.phone_number, u.provider,
            u.allow_local_login, u.filled_with_dummy_data, u.trusted_account, u.password_hash,
            EXISTS (SELECT 1 FROM user_usage_places m JOIN usage_places p ON p.id = m.usage_place_id
                     WHERE m.user_id = u.id AND 'heat' = ANY (p.energy_types)) AS has_heat_usage_places
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function revokeToken(db: Database, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
    [jti, expiresAt],
  );
  // a revoked token past its expiry is refused anyway; keep the table small
  await db.query('DELETE FROM revoked_tokens WHERE expires_at < $1', [now]);
}

export interface ResetTarget {
  id: number;
  email: string | null;
  first_name: string;
  can_reset: boolean;
  /** invited with the SSN toggle on and not given yet: the link asks for it */
  ssn_required: boolean;
}

export async function findResetTarget(
  db: Database,
  instance: string,
  username: string,
): Promise<ResetTarget | null> {
  const rows = await db.query<ResetTarget>(
    `SELECT id, email, first_name, ssn_required,
            (allow_local_login AND NOT filled_with_dummy_data AND NOT disabled) AS can_reset
       FROM users WHERE instance = $1 AND lower(username) = lower($2)`,
    [instance, username],
  );
  return rows[0] ?? null;
}

export async function insertResetCode(
  db: Database,
  codeHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db.query('INSERT INTO password_reset_codes (code_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    codeHash,
    userId,
    expiresAt,
  ]);
}

/** Marks a valid, unused code used and answers its user; null when there is none. */
export async function consumeResetCode(tx: Database, codeHash: string, now: Date): Promise<number | null> {
  const rows = await tx.query<{ user_id: number }>(
    `UPDATE password_reset_codes SET used_at = $2
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id`,
    [codeHash, now],
  );
  const userId = rows[0]?.user_id ?? null;
  if (userId !== null) {
    // one reset spends every other outstanding code of the user
    await tx.query('UPDATE password_reset_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      userId,
      now,
    ]);
  }
  return userId;
}

export interface PasswordOwner {
  instance: string;
  username: string;
  sub: string;
  roles: Role[];
}

/** Sets the password and ends every session issued before `tokensNotBefore` (auth/sessions.ts). */
export async function savePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  tokensNotBefore: Date,
): Promise<PasswordOwner | null> {
  const rows = await db.query<PasswordOwner>(
    `UPDATE users SET password_hash = $2, tokens_not_before = $3 WHERE id = $1
     RETURNING instance, username, sub, roles`,
    [userId, passwordHash, tokensNotBefore],
  );
  return rows[0] ?? null;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  phoneNumber: string | null;
}

export async function usernameTaken(
  db: Database,
  instance: string,
  username: string,
  exceptUserId: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM users WHERE instance = $1 AND lower(username) = lower($2) AND id <> $3',
    [instance, username, exceptUserId],
  );
  return rows.length > 0;
}

export async function saveProfile(db: Database, userId: number, change: ProfileChange): Promise<void> {
  await db.query(
    'UPDATE users SET first_name = $2, last_name = $3, username = $4, email = $5, phone_number = $6 WHERE id = $1',
    [userId, change.firstName, change.lastName, change.username, change.email, change.phoneNumber],
  );
}

export async function deleteUser(db: Database, userId: number): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
}

/** Whether the user must give an SSN with the password (an invitation with the SSN toggle on). */
export async function findSsnRequirement(
  db: Database,
  userId: number,
): Promise<{ instance: string; ssn_required: boolean } | null> {
  const rows = await db.query<{ instance: string; ssn_required: boolean }>(
    'SELECT instance, ssn_required FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Stores the SSN (ciphertext and blind index, auth/ssn.ts) and clears the requirement. */
export async function saveSsn(
  db: Database,
  userId: number,
  encrypted: string,
  blindIndex: string,
): Promise<void> {
  await db.query(
    'UPDATE users SET ssn_encrypted = $2, ssn_blind_index = $3, ssn_required = false WHERE id = $1',
    [userId, encrypted, blindIndex],
  );
}
