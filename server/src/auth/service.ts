import { createHash, randomBytes } from 'node:crypto';
import type { InstanceConfig, Language } from '@portal/instances';
import type { UserInfo } from '@portal/shared/api/types';
import type { Database } from '../plugins/database.js';
import type { Clock } from '../clock.js';
import type { ServerKeys } from '../keys.js';
import type { InstanceRegistry } from '../instances/registry.js';
import type { Mailer } from '../mail/mailer.js';
import type { Principal } from './principal.js';
import { getDummyHash, hashPassword, passwordRuleBroken, verifyPassword } from './password.js';
import { lockStateOf, recordFailure } from './lockout.js';
import { signAccessToken, type IssuedToken } from './tokens.js';
import { resetPasswordMail } from './resetMail.js';
import { Refusal, validationsFail, type FieldIssue } from '../http/refusal.js';
import * as repo from './repository.js';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  keys: ServerKeys;
  issuer: string;
  instances: InstanceRegistry;
  mailer: Mailer;
  publicOrigin: string;
}

const refuse = (
  status: 400 | 401 | 403,
  error: string,
  description: string,
  details?: Record<string, unknown>,
): Refusal => new Refusal(status, error, description, details);

const invalidValues = (fields: FieldIssue[]): Refusal =>
  validationsFail(fields, { description: 'Invalid values' });

// one answer for a wrong password and an unknown user, so the caller cannot tell them apart
const badCredentials = (): Refusal => refuse(401, 'bad_credentials', 'Invalid username or password');

export const RESET_CODE_TTL_MS = 60 * 60 * 1000;

const hashResetCode = (code: string): string => createHash('sha256').update(code).digest('hex');

export interface LoginResult {
  issued: IssuedToken;
  scopes: string[];
  instance: InstanceConfig;
}

/** The password grant of the instance's own first-party client (RFC 9700 allows nothing wider). */
export async function login(
  deps: AuthDeps,
  input: { clientId: string; username: string; password: string },
): Promise<LoginResult> {
  const instance = deps.instances.byClientId(input.clientId);
  if (!instance) throw refuse(400, 'invalid_client', 'Unknown client');
  if (instance.login.strongAuthRequired) {
    const button =
      instance.login.externalButtons.find((b) => b.enabled && b.strongAuth) ??
      instance.login.externalButtons.find((b) => b.enabled);
    throw refuse(
      403,
      'strong_auth_required',
      'This service requires strong authentication',
      button ? { url: button.url } : undefined,
    );
  }
  if (!instance.login.allowLocalLogin)
    throw refuse(403, 'local_login_is_disabled', 'Local login is not in use');

  const now = deps.clock.now();
  const user = await repo.findLoginUser(deps.db, instance.id, input.username.trim());
  if (!user) {
    // unknown usernames leave no state, but cost the same hash check as a known one
    await verifyPassword(input.password, await getDummyHash());
    throw badCredentials();
  }
  const lock = lockStateOf({ permanent: user.locked_permanently, lockedUntil: user.locked_until }, now);
  if (lock.kind === 'permanent') throw refuse(403, 'user_account_is_locked', 'The account is locked');
  if (lock.kind === 'until') {
    // attempts while locked are not counted and not checked: a right password gets the same answer
    throw refuse(403, 'account_locked_until', 'Too many failed logins; try again later', {
      lockedUntil: lock.until.toISOString(),
    });
  }

  const passwordOk = user.password_hash ? await verifyPassword(input.password, user.password_hash) : false;
  if (!passwordOk) {
    if (!user.password_hash) await verifyPassword(input.password, await getDummyHash());
    await deps.db.transaction(async (tx) => {
      const state = await repo.lockFailureState(tx, user.id);
      if (!state) return;
      const outcome = recordFailure(
        { failedLoginCount: state.failed_login_count, lastFailureAt: state.last_failure_at },
        now,
      );
      await repo.saveFailure(tx, user.id, outcome, now);
    });
    throw badCredentials();
  }

  if (user.disabled) throw refuse(403, 'user_is_disabled', 'The account is disabled');
  if (!user.allow_local_login || user.filled_with_dummy_data) {
    throw refuse(403, 'local_login_is_disabled', 'Local login is not allowed for this account');
  }
  if (user.roles.length === 0) throw refuse(403, 'no_permission', 'The account has no roles');
  if (user.roles.every((role) => role === 'ROLE_SELLER')) {
    throw refuse(403, 'invalid_authorities', 'The account has no role that can use the portal');
  }

  await repo.saveSuccessfulLogin(deps.db, user.id, now);
  const scopes = [...instance.oauth.scopes];
  const issued = await signAccessToken(
    deps.keys,
    deps.issuer,
    { sub: user.sub, instance: instance.id, roles: user.roles, scopes },
    now,
  );
  return { issued, scopes, instance };
}

export async function userInfo(deps: Pick<AuthDeps, 'db'>, principal: Principal): Promise<UserInfo | null> {
  const row = await repo.findProfile(deps.db, principal.userId);
  if (!row) return null;
  return {
    sub: row.sub,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    roles: principal.roles,
    scopes: principal.scopes,
    instance: row.instance,
    provider: row.provider,
    allowLocalLogin: row.allow_local_login && !row.filled_with_dummy_data,
    filledWithDummyData: row.filled_with_dummy_data,
    trustedAccount: row.trusted_account,
    hasHeatUsagePlaces: row.has_heat_usage_places,
  };
}

export async function logout(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  token: { jti: string; expiresAt: Date },
): Promise<void> {
  await repo.revokeToken(deps.db, token.jti, token.expiresAt, deps.clock.now());
}

export interface ResetRequest {
  run: () => Promise<void>;
}

/**
 * Answers at once whether or not the user exists; the returned `run` does the lookup and sends the mail
 * (the route runs it in the background, so timing says nothing either).
 */
export function requestPasswordReset(
  deps: AuthDeps,
  input: { username: string; clientId: string; language: Language },
): ResetRequest {
  const instance = deps.instances.byClientId(input.clientId);
  if (!instance) throw refuse(400, 'invalid_client', 'Unknown client');
  const username = input.username.trim();
  const language = instance.languages.includes(input.language) ? input.language : instance.languages[0]!;
  return {
    run: async () => {
      if (!instance.login.allowLocalLogin || instance.login.strongAuthRequired) return;
      const user = await repo.findResetTarget(deps.db, instance.id, username);
      if (!user || !user.can_reset || !user.email) return;
      const code = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      await repo.insertResetCode(
        deps.db,
        hashResetCode(code),
        user.id,
        new Date(now.getTime() + RESET_CODE_TTL_MS),
      );
      const link = `${deps.publicOrigin}/${instance.id}/${language}/reset-password?code=${encodeURIComponent(code)}`;
      await deps.mailer.send(
        resetPasswordMail({
          to: user.email,
          language,
          siteName: instance.displayName,
          firstName: user.first_name,
          link,
        }),
      );
    },
  };
}

export async function confirmPasswordReset(
  deps: AuthDeps,
  input: { code: string; newPassword: string },
): Promise<void> {
  const newPassword = input.newPassword.trim();
  const broken = passwordRuleBroken(newPassword);
  if (broken) throw invalidValues([{ field: '/newPassword', rule: broken }]);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    const id = await repo.consumeResetCode(tx, hashResetCode(input.code), now);
    // every token issued before the reset stops working: whoever knew the old password is out
    if (id !== null) await repo.savePassword(tx, id, passwordHash, { tokensNotBefore: now, unlock: true });
    return id;
  });
  if (userId === null) throw refuse(400, 'invalid_reset_code', 'The reset link is invalid, used or expired');
  await repo.writeAudit(deps.db, {
    actorUserId: userId,
    action: 'password_reset',
    target: String(userId),
    at: now,
  });
}

const localLoginOf = (row: repo.ProfileRow): boolean => row.allow_local_login && !row.filled_with_dummy_data;

export async function changePassword(
  deps: AuthDeps,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const currentPassword = input.currentPassword.trim();
  const newPassword = input.newPassword.trim();
  const fields: Array<{ field: string; rule: string }> = [];
  if (!currentPassword) fields.push({ field: '/currentPassword', rule: 'required' });
  const broken = passwordRuleBroken(newPassword);
  if (broken) fields.push({ field: '/newPassword', rule: broken });
  if (fields.length > 0) throw invalidValues(fields);

  const row = await repo.findProfile(deps.db, principal.userId);
  if (!row || !localLoginOf(row) || !row.password_hash) {
    throw refuse(403, 'local_login_is_disabled', 'This account has no local password');
  }
  if (!(await verifyPassword(currentPassword, row.password_hash))) {
    throw refuse(400, 'invalid_current_password', 'The current password is not correct');
  }
  await repo.savePassword(deps.db, row.id, await hashPassword(newPassword));
  await repo.writeAudit(deps.db, {
    actorUserId: row.id,
    action: 'password_change',
    target: String(row.id),
    at: deps.clock.now(),
  });
}

export const PROFILE_LIMITS = { nameMax: 50, usernameMin: 3, usernameMax: 50, emailMax: 254 } as const;
const USERNAME_FORBIDDEN = /[\^'"\\;,(){}*%&!?/\s]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+358|0)\d{7,9}$/;

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string | null;
  phoneNumber?: string | null;
}

export async function updateProfile(
  deps: AuthDeps,
  principal: Principal,
  input: ProfileInput,
): Promise<UserInfo> {
  const row = await repo.findProfile(deps.db, principal.userId);
  if (!row) throw refuse(401, 'invalid_token', 'The user no longer exists');
  const local = localLoginOf(row);
  // names and username are shown and editable only for users with local login
  const change: repo.ProfileChange = {
    firstName: local ? (input.firstName ?? '').trim() : row.first_name,
    lastName: local ? (input.lastName ?? '').trim() : row.last_name,
    username: local ? (input.username ?? '').trim() : row.username,
    email: (input.email ?? '').trim() || null,
    phoneNumber: (input.phoneNumber ?? '').replace(/[\s-]/g, '') || null,
  };
  const fields: Array<{ field: string; rule: string }> = [];
  if (local) {
    for (const key of ['firstName', 'lastName'] as const) {
      if (!change[key]) fields.push({ field: `/${key}`, rule: 'required' });
      else if (change[key].length > PROFILE_LIMITS.nameMax)
        fields.push({ field: `/${key}`, rule: 'max_length' });
    }
    if (!change.username) fields.push({ field: '/username', rule: 'required' });
    else if (change.username.length < PROFILE_LIMITS.usernameMin)
      fields.push({ field: '/username', rule: 'min_length' });
    else if (change.username.length > PROFILE_LIMITS.usernameMax)
      fields.push({ field: '/username', rule: 'max_length' });
    else if (USERNAME_FORBIDDEN.test(change.username))
      fields.push({ field: '/username', rule: 'forbidden_characters' });
  }
  if (change.email && (change.email.length > PROFILE_LIMITS.emailMax || !EMAIL.test(change.email))) {
    fields.push({ field: '/email', rule: 'email' });
  }
  if (change.phoneNumber && !PHONE.test(change.phoneNumber))
    fields.push({ field: '/phoneNumber', rule: 'phone' });
  if (!change.email && !change.phoneNumber) fields.push({ field: '/email', rule: 'email_or_phone_required' });
  if (fields.length > 0) throw invalidValues(fields);

  if (change.username.toLowerCase() !== row.username.toLowerCase()) {
    if (await repo.usernameTaken(deps.db, row.instance, change.username, row.id)) {
      throw refuse(400, 'username_already_exist', 'The username is taken');
    }
  }
  try {
    await repo.saveProfile(deps.db, row.id, change);
  } catch (error) {
    // two renames racing for one name: the unique index decides
    if ((error as { code?: string }).code === '23505')
      throw refuse(400, 'username_already_exist', 'The username is taken');
    throw error;
  }
  const user = await userInfo(deps, principal);
  if (!user) throw refuse(401, 'invalid_token', 'The user no longer exists');
  return user;
}

export async function deleteOwnAccount(
  deps: AuthDeps,
  principal: Principal,
  token: { jti: string; expiresAt: Date },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.deleteUser(tx, principal.userId);
    await repo.revokeToken(tx, token.jti, token.expiresAt, now);
    await repo.writeAudit(tx, {
      actorUserId: principal.userId,
      action: 'user_delete_self',
      target: principal.sub,
      details: { instance: principal.instance },
      at: now,
    });
  });
}
