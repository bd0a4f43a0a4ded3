import { createHash, randomBytes } from 'node:crypto';
import { externalLoginHref, type InstanceConfig, type Language } from '@portal/instances';
import type { UserInfo } from '@portal/shared/api/types';
import type { Database } from '../plugins/database.js';
import type { Clock } from '../clock.js';
import type { ServerKeys } from '../keys.js';
import type { InstanceRegistry } from '../instances/registry.js';
import type { Mailer } from '../mail/mailer.js';
import type { Principal } from './principal.js';
import { getDummyHash, hashPassword, newPasswordRuleBroken, verifyPassword } from './password.js';
import { normalizePhone, profileIssues } from '@portal/shared/api/accountRules';
import { lockStateOf, recordFailure, usernameKey, type LockoutPolicy } from './lockout.js';
import { signAccessToken, type IssuedToken } from './tokens.js';
import { resetPasswordMail } from './resetMail.js';
import type { AuthCache, Profile } from './sessions.js';
import { Refusal, validationsFail, type FieldIssue } from '../http/refusal.js';
import { recordAudit } from '../audit/audit.js';
import { checkHetu } from '@portal/shared/api/hetu';
import { sealSsn, type SsnKeys } from './ssn.js';
import * as repo from './repository.js';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  keys: ServerKeys;
  issuer: string;
  instances: InstanceRegistry;
  mailer: Mailer;
  publicOrigin: string;
  lockout: LockoutPolicy;
  /** verified tokens and profiles (auth/sessions.ts): forget a user's when a session ends or the profile changes */
  cache: AuthCache;
  /** social security numbers at rest (auth/ssn.ts) */
  ssnKeys: SsnKeys;
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

export const hashResetCode = (code: string): string => createHash('sha256').update(code).digest('hex');

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
      button ? { url: externalLoginHref(instance.id, button, instance.languages[0]!) } : undefined,
    );
  }
  if (!instance.login.allowLocalLogin)
    throw refuse(403, 'local_login_is_disabled', 'Local login is not in use');

  const now = deps.clock.now();
  const username = input.username.trim();
  const key = { instance: instance.id, usernameKey: usernameKey(username) };
  const [user, failures] = await Promise.all([
    repo.findLoginUser(deps.db, instance.id, username),
    repo.findLoginFailures(deps.db, key.instance, key.usernameKey),
  ]);
  // counted by name, so a made-up name locks exactly like a real one and the answer tells nothing
  const lock = lockStateOf({ permanent: false, lockedUntil: failures?.locked_until ?? null }, now);
  if (lock.kind === 'until') {
    // attempts while locked are not counted and not checked: a right password gets the same answer
    throw refuse(403, 'account_locked_until', 'Too many failed logins; try again later', {
      lockedUntil: lock.until.toISOString(),
    });
  }

  // an unknown name or a user without a password costs the same hash check as a known one
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !user.password_hash || !passwordOk) {
    await repo.saveLoginFailure(
      deps.db,
      key,
      (state) => recordFailure(state, now, deps.lockout),
      now,
      new Date(now.getTime() - deps.lockout.failureResetMs),
    );
    throw badCredentials();
  }

  // told only to someone who knows the password, like disabled: a wrong one gets bad_credentials, so the
  // answer does not tell which usernames exist
  if (user.locked_permanently) throw refuse(403, 'user_account_is_locked', 'The account is locked');
  if (user.disabled) throw refuse(403, 'user_is_disabled', 'The account is disabled');
  if (!user.allow_local_login || user.filled_with_dummy_data) {
    throw refuse(403, 'local_login_is_disabled', 'Local login is not allowed for this account');
  }
  if (user.roles.length === 0) throw refuse(403, 'no_permission', 'The account has no roles');
  if (user.roles.every((role) => role === 'ROLE_SELLER')) {
    throw refuse(403, 'invalid_authorities', 'The account has no role that can use the portal');
  }

  if (failures) await repo.clearLoginFailures(deps.db, key.instance, key.usernameKey);
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

/** Spec section 6: local login needs the instance's consent and a user not filled with dummy data. */
export const localLoginOf = (
  deps: Pick<AuthDeps, 'instances'>,
  row: Pick<repo.ProfileRow, 'allow_local_login' | 'filled_with_dummy_data' | 'instance'>,
): boolean =>
  row.allow_local_login &&
  !row.filled_with_dummy_data &&
  deps.instances.get(row.instance)?.login.allowLocalLogin === true;

export async function userInfo(
  deps: Pick<AuthDeps, 'db' | 'cache' | 'clock' | 'instances'>,
  principal: Principal,
): Promise<UserInfo | null> {
  const now = deps.clock.now();
  let profile = deps.cache.getProfile(principal.userId, now);
  if (!profile) {
    const since = deps.cache.generation;
    const row = await repo.findProfile(deps.db, principal.userId);
    if (!row) return null;
    profile = {
      sub: row.sub,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phoneNumber: row.phone_number,
      instance: row.instance,
      provider: row.provider,
      allowLocalLogin: localLoginOf(deps, row),
      filledWithDummyData: row.filled_with_dummy_data,
      trustedAccount: row.trusted_account,
      hasHeatUsagePlaces: row.has_heat_usage_places,
    } satisfies Profile;
    deps.cache.setProfile(principal.userId, profile, now, since);
  }
  return { ...profile, roles: principal.roles, scopes: principal.scopes };
}

export async function logout(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  token: { jti: string; expiresAt: Date },
): Promise<void> {
  await repo.revokeToken(deps.db, token.jti, token.expiresAt, deps.clock.now());
}

export interface ResetRequest {
  instance: string;
  run: () => Promise<void>;
}

/**
 * Checks only the client, the same for every username; the returned `run` does the lookup, stores the code
 * and sends the mail (the route starts it once the answer has gone, so the answer's timing says nothing).
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
    instance: instance.id,
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
      // a user invited to give an SSN gives it with the new password, whichever mail they use
      const ssn = user.ssn_required ? '&ssn=1' : '';
      const link = `${deps.publicOrigin}/${instance.id}/${language}/reset-password?code=${encodeURIComponent(code)}${ssn}`;
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

export interface ResetConfirmInput {
  code: string;
  newPassword: string;
  /** required (and stored) for a user invited with the SSN toggle on */
  socialSecurityNumber?: string;
}

export async function confirmPasswordReset(deps: AuthDeps, input: ResetConfirmInput): Promise<void> {
  const newPassword = input.newPassword.trim();
  const broken = newPasswordRuleBroken(newPassword);
  if (broken) throw invalidValues([{ field: '/newPassword', rule: broken }]);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const id = await repo.consumeResetCode(tx, hashResetCode(input.code), now);
    if (id === null) return null;
    const owner = await repo.findSsnRequirement(tx, id);
    if (owner?.ssn_required) {
      // refused inside the transaction: the code stays unused, so the page can send it again
      const ssn = (input.socialSecurityNumber ?? '').trim();
      if (!ssn) throw invalidValues([{ field: '/socialSecurityNumber', rule: 'required' }]);
      if (!checkHetu(ssn).valid)
        throw invalidValues([{ field: '/socialSecurityNumber', rule: 'invalid_ssn' }]);
      const sealed = sealSsn(deps.ssnKeys, owner.instance, ssn);
      await repo.saveSsn(tx, id, sealed.encrypted, sealed.blindIndex);
    }
    const user = await setPassword(deps, tx, id, passwordHash, now);
    if (!user) return null;
    // the owner of the mailbox proved who they are: a lockout of the name ends too
    await repo.clearLoginFailures(tx, user.instance, usernameKey(user.username));
    await recordAudit(tx, {
      instance: user.instance,
      at: now,
      actor: { userId: id, sub: user.sub, roles: user.roles },
      subject: { userId: id, sub: user.sub },
      action: 'password.reset',
      target: user.sub,
      details: owner?.ssn_required ? { ssnGiven: true } : {},
    });
    return { id };
  });
  if (changed === null) throw refuse(400, 'invalid_reset_code', 'The reset link is invalid, used or expired');
  deps.cache.forgetUser(changed.id);
}

/**
 * The one way a password is set (change and reset): every token issued before `now` stops working, so
 * whoever knew the old password is out (auth/sessions.ts).
 */
async function setPassword(
  deps: AuthDeps,
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<repo.PasswordOwner | null> {
  const user = await repo.savePassword(db, userId, passwordHash, now);
  deps.cache.forgetUser(userId);
  return user;
}

/**
 * Changes the password and ends every session of the user, this one too: the answer is a new token for
 * the session that made the change (issued at the change instant, so the cutoff lets it through).
 */
export async function changePassword(
  deps: AuthDeps,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
): Promise<LoginResult> {
  const currentPassword = input.currentPassword.trim();
  const newPassword = input.newPassword.trim();
  const row = await repo.findProfile(deps.db, principal.userId);
  if (!row || !localLoginOf(deps, row) || !row.password_hash) {
    throw refuse(403, 'local_login_is_disabled', 'This account has no local password');
  }
  // the instance whose account page never shows the Security tab (instance.json login.hideSecurityTab)
  if (deps.instances.get(row.instance)?.login.hideSecurityTab) {
    throw refuse(403, 'forbidden', 'Passwords are not changed in this service');
  }
  const fields: FieldIssue[] = [];
  if (!currentPassword) fields.push({ field: '/currentPassword', rule: 'required' });
  const broken = newPasswordRuleBroken(newPassword, { username: row.username });
  if (broken) fields.push({ field: '/newPassword', rule: broken });
  if (fields.length > 0) throw invalidValues(fields);

  if (!(await verifyPassword(currentPassword, row.password_hash))) {
    throw refuse(400, 'invalid_current_password', 'The current password is not correct');
  }
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setPassword(deps, tx, row.id, passwordHash, now);
    const self = { userId: row.id, sub: principal.sub };
    await recordAudit(tx, {
      instance: principal.instance,
      at: now,
      actor: { ...self, roles: principal.roles },
      subject: self,
      action: 'password.change',
      target: principal.sub,
    });
  });
  // again after the commit: a replica told inside the transaction may have read the old row meanwhile
  deps.cache.forgetUser(row.id);
  const instance = deps.instances.get(principal.instance);
  if (!instance) throw refuse(401, 'invalid_token', 'The instance no longer exists');
  const issued = await signAccessToken(
    deps.keys,
    deps.issuer,
    { sub: principal.sub, instance: principal.instance, roles: principal.roles, scopes: principal.scopes },
    now,
  );
  return { issued, scopes: principal.scopes, instance };
}

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
  const local = localLoginOf(deps, row);
  // names and username are shown and editable only for users with local login (shared/src/api/accountRules.ts)
  const fields = profileIssues(input, { local });
  if (fields.length > 0) throw invalidValues(fields);
  const change: repo.ProfileChange = {
    firstName: local ? (input.firstName ?? '').trim() : row.first_name,
    lastName: local ? (input.lastName ?? '').trim() : row.last_name,
    username: local ? (input.username ?? '').trim() : row.username,
    email: (input.email ?? '').trim() || null,
    phoneNumber: normalizePhone(input.phoneNumber) || null,
  };

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
  // the cached principal carries the username
  deps.cache.forgetUser(row.id);
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
    const self = { userId: principal.userId, sub: principal.sub };
    await recordAudit(tx, {
      instance: principal.instance,
      at: now,
      actor: { ...self, roles: principal.roles },
      subject: self,
      action: 'user.delete_self',
      target: principal.sub,
    });
  });
  deps.cache.forgetUser(principal.userId);
}
