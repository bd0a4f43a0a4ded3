import type { Role } from '@portal/instances';
import type { Database } from '../../plugins/database.js';

export type OpenIdPurpose = 'login' | 'forgot-username';

export interface OpenIdTransaction {
  instance: string;
  button: string;
  provider: string;
  language: string;
  purpose: OpenIdPurpose;
  nonce: string;
  code_verifier: string;
  expires_at: Date;
}

export async function insertTransaction(
  db: Database,
  stateHash: string,
  browserHash: string,
  tx: OpenIdTransaction,
  now: Date,
): Promise<void> {
  // the table only holds logins under way: expired ones go as new ones come
  await db.query('DELETE FROM openid_transactions WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO openid_transactions (state_hash, browser_hash, instance, button, provider, language, purpose, nonce,
                                      code_verifier, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      stateHash,
      browserHash,
      tx.instance,
      tx.button,
      tx.provider,
      tx.language,
      tx.purpose,
      tx.nonce,
      tx.code_verifier,
      tx.expires_at,
    ],
  );
}

/** Takes the transaction of this state and browser (deleted: a state is answered once), or null. */
export async function takeTransaction(
  db: Database,
  stateHash: string,
  browserHash: string,
  now: Date,
): Promise<OpenIdTransaction | null> {
  const rows = await db.query<OpenIdTransaction>(
    `DELETE FROM openid_transactions WHERE state_hash = $1 AND browser_hash = $2
     RETURNING instance, button, provider, language, purpose, nonce, code_verifier, expires_at`,
    [stateHash, browserHash],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return row;
}

export interface LinkedUserRow {
  id: number;
  sub: string;
  username: string;
  disabled: boolean;
  locked_permanently: boolean;
  roles: Role[];
}

const LINKED_COLUMNS = `u.id, u.sub, u.username, u.disabled, (u.locked_until = 'infinity'::timestamptz) AS locked_permanently,
  COALESCE((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles`;

/** The user of the instance whose SSN has this blind index (docs/ssn.md), the oldest one if several. */
export async function findUserByBlindIndex(
  db: Database,
  instance: string,
  blindIndex: string,
): Promise<LinkedUserRow | null> {
  const rows = await db.query<LinkedUserRow>(
    `SELECT ${LINKED_COLUMNS} FROM users u WHERE u.instance = $1 AND u.ssn_blind_index = $2 ORDER BY u.id LIMIT 1`,
    [instance, blindIndex],
  );
  return rows[0] ?? null;
}

export async function findLinkedUser(db: Database, userId: number): Promise<LinkedUserRow | null> {
  const rows = await db.query<LinkedUserRow>(`SELECT ${LINKED_COLUMNS} FROM users u WHERE u.id = $1`, [
    userId,
  ]);
  return rows[0] ?? null;
}

export async function usernameTaken(db: Database, instance: string, username: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE instance = $1 AND lower(username) = lower($2)', [
    instance,
    username,
  ]);
  return rows.length > 0;
}

export interface ExternalAccount {
  instance: string;
  username: string;
  sub: string;
  firstName: string;
  lastName: string;
  identityProvider: string;
  ssnEncrypted: string;
  ssnBlindIndex: string;
  createdOn: Date;
}

/** A ROLE_USER account of a strong login: external, no local login, trusted. */
export async function insertExternalUser(db: Database, account: ExternalAccount): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name, provider, allow_local_login,
                        trusted_account, identity_provider, ssn_encrypted, ssn_blind_index, created_on)
     VALUES ($1, $2, $3, NULL, $4, $5, 'external', false, true, $6, $7, $8, $9) RETURNING id`,
    [
      account.instance,
      account.username,
      account.sub,
      account.firstName,
      account.lastName,
      account.identityProvider,
      account.ssnEncrypted,
      account.ssnBlindIndex,
      account.createdOn,
    ],
  );
  const id = rows[0]!.id;
  await db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'ROLE_USER')", [id]);
  return id;
}

export async function insertLoginCode(
  db: Database,
  code: {
    codeHash: string;
    browserHash: string;
    userId: number;
    instance: string;
    provider: string;
    language: string;
    providerSid: string | null;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM openid_login_codes WHERE expires_at < $1', [
    new Date(now.getTime() - 3600_000),
  ]);
  await db.query(
    `INSERT INTO openid_login_codes (code_hash, browser_hash, user_id, instance, provider, language, provider_sid,
                                     expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      code.codeHash,
      code.browserHash,
      code.userId,
      code.instance,
      code.provider,
      code.language,
      code.providerSid,
      code.expiresAt,
    ],
  );
}

export interface LoginCodeRow {
  user_id: number;
  instance: string;
  provider: string;
  language: string;
  provider_sid: string | null;
}

/**
 * Spends the code: unused, unexpired and of this browser, else null. A code presented by another browser is
 * spent too (it has leaked: nobody may use it any more).
 */
export async function consumeLoginCode(
  db: Database,
  codeHash: string,
  browserHash: string | null,
  now: Date,
): Promise<LoginCodeRow | null> {
  const rows = await db.query<LoginCodeRow & { browser_hash: string }>(
    `UPDATE openid_login_codes SET used_at = $2
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id, instance, provider, language, provider_sid, browser_hash`,
    [codeHash, now],
  );
  const row = rows[0];
  if (!row || browserHash === null || row.browser_hash !== browserHash) return null;
  return row;
}

export async function insertOpenIdSession(
  db: Database,
  session: {
    jti: string;
    instance: string;
    provider: string;
    language: string;
    providerSid: string | null;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM openid_sessions WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO openid_sessions (jti, instance, provider, language, provider_sid, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      session.jti,
      session.instance,
      session.provider,
      session.language,
      session.providerSid,
      session.expiresAt,
    ],
  );
}

export interface OpenIdSessionRow {
  instance: string;
  provider: string;
  language: string;
  provider_sid: string | null;
}

export async function takeOpenIdSession(db: Database, jti: string): Promise<OpenIdSessionRow | null> {
  const rows = await db.query<OpenIdSessionRow>(
    'DELETE FROM openid_sessions WHERE jti = $1 RETURNING instance, provider, language, provider_sid',
    [jti],
  );
  return rows[0] ?? null;
}
