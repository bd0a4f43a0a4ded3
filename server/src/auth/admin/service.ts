import { randomBytes, randomUUID } from 'node:crypto';
import { ALL_ROLES, can, type Role } from '@portal/instances';
import { checkHetu } from '@portal/shared/api/hetu';
import {
  EMAIL_PATTERN,
  normalizePhone,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  USERNAME_FORBIDDEN,
} from '@portal/shared/api/accountRules';
import type {
  AdminUserInfo,
  AdminUserUpdate,
  NewUserAnswer,
  NewUserRequest,
  RoleChange,
  UserListEntry,
  UserSearch,
  UserSortField,
} from '@portal/shared/api/admin';
import type { PageOf, PageSize, SortDirection } from '@portal/shared/api/paging';
import type { Principal } from '../principal.js';
import type { AuthDeps } from '../service.js';
import { hashResetCode, localLoginOf } from '../service.js';
import { censoredFor } from '../../plugins/auth.js';
import { recordAudit, type AuditEvent } from '../../audit/audit.js';
import { Refusal, validationsFail, type FieldIssue } from '../../http/refusal.js';
import { decryptSsn, ssnBlindIndex, type SsnKeys } from '../ssn.js';
import * as authRepo from '../repository.js';
import { invitationMail } from './invitationMail.js';
import * as repo from './repository.js';

export interface AdminDeps extends AuthDeps {
  ssnKeys: SsnKeys;
}

/** Who acts, for the audit row: from the request (`auditActorOf`). */
export type AuditActor = Pick<AuditEvent, 'instance' | 'actor' | 'requestId'>;

/**
 * Invitation links live a week, reset links an hour: an invitation is not asked for by its reader, who may
 * see it only days later (docs/staff-platform.md, "User administration").
 */
export const INVITATION_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noPermission = (description: string): Refusal => new Refusal(403, 'no_permission', description);

/** The answer of a field rule broken on the server: `validations_fail` with `details.fields`. */
const invalidValues = (fields: FieldIssue[]): Refusal =>
  validationsFail(fields, { description: 'Invalid values', in: 'body' });

/**
 * The phone number as stored, in both spellings: `040 123` finds `+35840123...` and `040123...`; what is
 * neither a national (0...) nor an international (+358...) beginning is matched as typed.
 */
export function phonePrefixes(typed: string): string[] {
  const phone = normalizePhone(typed);
  if (phone.startsWith('+358')) return [phone, `0${phone.slice(4)}`];
  if (phone.startsWith('0')) return [phone, `+358${phone.slice(1)}`];
  return [phone];
}

export interface ListQuery {
  page: number;
  pageSize: PageSize;
  sort?: UserSortField;
  direction?: SortDirection;
}

/** `POST /auth/list_instance_users`: the instance's users with a role, searched, ordered and paged. */
export async function listInstanceUsers(
  deps: AdminDeps,
  principal: Principal,
  search: UserSearch,
  query: ListQuery,
  actor: AuditActor,
): Promise<PageOf<UserListEntry>> {
  // empty fields are no condition: the form sends what it has
  const value = (text: string | undefined): string | undefined => {
    const trimmed = text?.trim();
    return trimmed ? trimmed : undefined;
  };
  const filter: repo.UserFilter = {};
  for (const field of ['firstName', 'lastName', 'username', 'email'] as const) {
    const typed = value(search[field]);
    if (typed !== undefined) filter[field] = typed;
  }
  const phone = value(search.phoneNumber);
  if (phone !== undefined) filter.phonePrefixes = phonePrefixes(phone);
  const ssn = value(search.socialSecurityNumber);
  if (ssn !== undefined) {
    if (!checkHetu(ssn).valid) throw invalidValues([{ field: '/socialSecurityNumber', rule: 'invalid_ssn' }]);
    filter.ssnBlindIndex = ssnBlindIndex(deps.ssnKeys, principal.instance, ssn);
  }
  const sub = value(search.sub);
  if (sub !== undefined) {
    if (!can(principal.roles, 'superuserDetails')) throw noPermission('Only a superuser may search by sub');
    // a sub that is not a uuid names nobody
    if (!UUID.test(sub)) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    filter.sub = sub.toLowerCase();
  }
  if (search.roles?.length) filter.roles = search.roles;

  const { rows, total } = await repo.listUsers(deps.db, principal.instance, filter, {
    offset: query.page * query.pageSize,
    limit: query.pageSize,
    sort: query.sort ?? 'lastName',
    direction: query.direction ?? 'asc',
  });
  if (filter.ssnBlindIndex !== undefined) {
    // who looked up a number, and whom it found; the number itself is never written
    const at = deps.clock.now();
    const found = rows.length > 0 ? rows : [null];
    for (const row of found)
      await recordAudit(deps.db, {
        ...actor,
        at,
        subject: row ? { userId: row.id, sub: row.sub } : null,
        action: 'users.search_by_ssn',
        target: 'POST /auth/list_instance_users',
        details: { found: total },
      });
  }
  return {
    items: rows.map((row) => {
      const censored = censoredFor(principal.roles, {
        censored: row.censored,
        superuser: row.roles.includes('ROLE_SUPERUSER'),
      });
      return {
        userInfo: {
          sub: row.sub,
          name: `${row.first_name} ${row.last_name}`.trim(),
          username: censored ? null : row.username,
          phoneNumber: censored ? null : row.phone_number,
          email: censored ? null : row.email,
          filledWithDummyData: row.filled_with_dummy_data,
        },
        roles: row.roles,
        censored,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function adminUserRow(deps: AdminDeps, instance: string, userId: number): Promise<repo.AdminUserRow> {
  const now = deps.clock.now();
  const row = await repo.findAdminUser(
    deps.db,
    instance,
    userId,
    now,
    new Date(now.getTime() - deps.lockout.failureResetMs),
  );
  if (!row) throw new Refusal(404, 'user_not_found');
  return row;
}

/** Field-level: account dates for `accountDates`, the trusted flag for `superuserDetails`, nothing else absent. */
function adminUserInfoOf(deps: AdminDeps, viewer: readonly Role[], row: repo.AdminUserRow): AdminUserInfo {
  const lockedOn = row.staff_locked_on ?? row.lockout_since;
  return {
    sub: row.sub,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    phoneNumber: row.phone_number,
    provider: row.provider,
    ...(can(viewer, 'accountDates')
      ? { createdOn: row.created_on.toISOString(), lastLoginOn: row.last_login_on?.toISOString() ?? null }
      : {}),
    accountLockedOn: lockedOn ? lockedOn.toISOString() : null,
    loginAttempts: row.login_attempts,
    filledWithDummyData: row.filled_with_dummy_data,
    encryptedSocialSecurityNumber: row.ssn_encrypted,
    allowLocalLogin: localLoginOf(deps, row),
    roles: row.roles,
    ...(can(viewer, 'superuserDetails') ? { trustedAccount: row.trusted_account } : {}),
  };
}

/** `GET /auth/admin/userinfo`. */
export async function adminUserInfo(
  deps: AdminDeps,
  principal: Principal,
  target: { userId: number },
): Promise<AdminUserInfo> {
  return adminUserInfoOf(deps, principal.roles, await adminUserRow(deps, principal.instance, target.userId));
}

const touchesSuperuser = (...roles: Array<Role | undefined>): boolean => roles.includes('ROLE_SUPERUSER');

/**
 * `POST /auth/admin/role`: adds `newRoleName`, or replaces `originalRoleName` by it; a role the user
 * already has changes nothing. Tokens carry roles, so the change shows at the user's next login.
 */
export async function changeRole(
  deps: AdminDeps,
  principal: Principal,
  target: { userId: number; sub: string },
  change: RoleChange,
  actor: AuditActor,
): Promise<{ roles: Role[] }> {
  if (
    touchesSuperuser(change.newRoleName, change.originalRoleName) &&
    !can(principal.roles, 'assignSuperuser')
  )
    throw noPermission('Only a superuser may give or take ROLE_SUPERUSER');
  return deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, target.userId);
    const before = await repo.rolesOf(tx, target.userId);
    if (before.includes(change.newRoleName)) return { roles: before };
    const replaced =
      change.originalRoleName !== undefined &&
      change.originalRoleName !== change.newRoleName &&
      (await repo.removeRole(tx, target.userId, change.originalRoleName));
    await repo.addRole(tx, target.userId, change.newRoleName);
    const roles = await repo.rolesOf(tx, target.userId);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      subject: target,
      action: replaced ? 'user.role.replace' : 'user.role.add',
      target: change.newRoleName,
      details: {
        ...(replaced ? { originalRoleName: change.originalRoleName } : {}),
        newRoleName: change.newRoleName,
        rolesBefore: before,
        roles,
      },
    });
    return { roles };
  });
}

/** The role a `base64Role` names, or a 400. */
export function roleOfBase64(base64Role: string): Role {
  const name = Buffer.from(base64Role, 'base64').toString('utf8');
  const role = ALL_ROLES.find((known) => known === name);
  if (
    !role ||
    Buffer.from(name, 'utf8').toString('base64').replace(/=+$/, '') !== base64Role.replace(/=+$/, '')
  )
    throw validationsFail([{ field: 'base64Role', rule: 'role' }], { description: 'Not a role' });
  return role;
}

/** `DELETE /auth/admin/role?base64Role=`: a user left with no role cannot log in and leaves the user list. */
export async function removeRole(
  deps: AdminDeps,
  principal: Principal,
  target: { userId: number; sub: string },
  role: Role,
  actor: AuditActor,
): Promise<{ roles: Role[] }> {
  if (touchesSuperuser(role) && !can(principal.roles, 'assignSuperuser'))
    throw noPermission('Only a superuser may give or take ROLE_SUPERUSER');
  return deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, target.userId);
    const before = await repo.rolesOf(tx, target.userId);
    if (!(await repo.removeRole(tx, target.userId, role))) return { roles: before };
    const roles = await repo.rolesOf(tx, target.userId);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      subject: target,
      action: 'user.role.remove',
      target: role,
      details: { role, rolesBefore: before, roles },
    });
    return { roles };
  });
}

/** `POST /auth/admin/delete_user`: every token of the user stops working with the row. */
export async function deleteUser(
  deps: AdminDeps,
  target: { userId: number; sub: string },
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await authRepo.deleteUser(tx, target.userId);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      subject: target,
      action: 'user.delete',
      target: target.sub,
    });
  });
  deps.cache.forgetUser(target.userId);
}

type Limits = { min?: number; max: number };

/** A present value's first broken rule; an empty one is refused (the form leaves empty values out). */
function textRule(value: string, limits: Limits): string | null {
  if (value === '') return 'required';
  if (limits.min !== undefined && value.length < limits.min) return 'min_length';
  if (value.length > limits.max) return 'max_length';
  return null;
}

const emailRule = (email: string): string | null =>
  textRule(email, PROFILE_LIMITS.email) ?? (EMAIL_PATTERN.test(email) ? null : 'email');

/** `PUT /auth/admin/update_user`: only the fields sent; names and username only with local login. */
export async function updateUser(
  deps: AdminDeps,
  principal: Principal,
  target: { userId: number; sub: string },
  input: AdminUserUpdate,
  actor: AuditActor,
): Promise<AdminUserInfo> {
  const row = await adminUserRow(deps, principal.instance, target.userId);
  const local = localLoginOf(deps, row);
  const fields: FieldIssue[] = [];
  const change: repo.AdminProfileChange = {};
  const names = [
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['username', 'username'],
  ] as const;
  for (const [field, column] of names) {
    const sent = input[field];
    if (sent === undefined) continue;
    if (!local) {
      fields.push({ field: `/${field}`, rule: 'not_editable' });
      continue;
    }
    const value = sent.trim();
    const rule =
      textRule(value, PROFILE_LIMITS[field]) ??
      (field === 'username' && USERNAME_FORBIDDEN.test(value) ? 'forbidden_characters' : null);
    if (rule) fields.push({ field: `/${field}`, rule });
    else if (value !== row[column]) change[column] = value;
  }
  if (input.email !== undefined) {
    const email = input.email.trim();
    const rule = emailRule(email);
    if (rule) fields.push({ field: '/email', rule });
    else if (email !== row.email) change.email = email;
  }
  if (input.phoneNumber !== undefined) {
    const phone = normalizePhone(input.phoneNumber);
    const rule = phone === '' ? 'required' : PHONE_PATTERN.test(phone) ? null : 'phone';
    if (rule) fields.push({ field: '/phoneNumber', rule });
    else if (phone !== row.phone_number) change.phone_number = phone;
  }
  if (fields.length > 0) throw invalidValues(fields);

  const renamed =
    change.username !== undefined && change.username.toLowerCase() !== row.username.toLowerCase();
  if (renamed && (await authRepo.usernameTaken(deps.db, row.instance, change.username!, row.id)))
    throw new Refusal(400, 'username_already_exist', 'The username is taken');
  const changed = Object.keys(change).map((column) => FIELD_OF[column as keyof repo.AdminProfileChange]);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.saveAdminProfile(tx, row.id, change);
      await recordAudit(tx, {
        ...actor,
        at: deps.clock.now(),
        subject: target,
        action: 'user.update',
        target: target.sub,
        // what changed, never the values
        details: { fields: changed },
      });
    });
  } catch (error) {
    // two renames racing for one name: the unique index decides
    if ((error as { code?: string }).code === '23505')
      throw new Refusal(400, 'username_already_exist', 'The username is taken');
    throw error;
  }
  // the cached profile (and principal's username) of the user's own sessions
  deps.cache.forgetUser(row.id);
  return adminUserInfo(deps, principal, target);
}

const FIELD_OF: Record<keyof repo.AdminProfileChange, keyof AdminUserUpdate> = {
  first_name: 'firstName',
  last_name: 'lastName',
  username: 'username',
  email: 'email',
  phone_number: 'phoneNumber',
};

/** `GET /auth/admin/ssn`: the number of a user of the caller's instance, to an SSN viewer; every reveal on record. */
export async function revealSsn(
  deps: AdminDeps,
  principal: Principal,
  base64CipherSsn: string,
  actor: AuditActor,
): Promise<{ ssn: string }> {
  // base64 or base64url, padded or not: the stored form is unpadded base64url
  const cipher = base64CipherSsn.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const ssn = decryptSsn(deps.ssnKeys, principal.instance, cipher);
  const user =
    ssn === null
      ? null
      : await repo.findUserBySsn(
          deps.db,
          principal.instance,
          ssnBlindIndex(deps.ssnKeys, principal.instance, ssn),
          cipher,
        );
  if (ssn === null || user === null) throw new Refusal(404, 'user_not_found');
  if (censoredFor(principal.roles, user)) throw noPermission('The user is protected');
  await recordAudit(deps.db, {
    ...actor,
    at: deps.clock.now(),
    subject: { userId: user.id, sub: user.sub },
    action: 'ssn.reveal',
    target: 'GET /auth/admin/ssn',
  });
  return { ssn };
}

/** The redirect the set-password page may follow afterwards: only an address of this server. */
function ownOriginRedirect(publicOrigin: string, redirectUrl: string): string | null {
  try {
    const url = new URL(redirectUrl, publicOrigin);
    return url.origin === publicOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * `POST /auth/admin/register_new_user`: a ROLE_USER account named by its e-mail, without a password (it
 * cannot log in until one is set), and an invitation mail with a one-time link to set it.
 */
export async function registerNewUser(
  deps: AdminDeps,
  principal: Principal,
  input: NewUserRequest,
  actor: AuditActor,
): Promise<NewUserAnswer> {
  const instance = deps.instances.get(principal.instance);
  if (!instance) throw new Refusal(401, 'invalid_token', 'The instance no longer exists');
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim();
  const fields: FieldIssue[] = [];
  const firstRule = textRule(firstName, PROFILE_LIMITS.firstName);
  if (firstRule) fields.push({ field: '/firstName', rule: firstRule });
  const lastRule = textRule(lastName, PROFILE_LIMITS.lastName);
  if (lastRule) fields.push({ field: '/lastName', rule: lastRule });
  const mailRule = emailRule(email);
  if (mailRule) fields.push({ field: '/email', rule: mailRule });
  if (!instance.languages.includes(input.language)) fields.push({ field: '/language', rule: 'language' });
  const redirect =
    input.redirectUrl === undefined ? null : ownOriginRedirect(deps.publicOrigin, input.redirectUrl.trim());
  if (input.redirectUrl !== undefined && redirect === null)
    fields.push({ field: '/redirectUrl', rule: 'own_origin' });
  if (fields.length > 0) throw invalidValues(fields);

  if (await repo.loginNameTaken(deps.db, instance.id, email, null, ['username', 'email']))
    throw new Refusal(400, 'username_already_exist', 'A user with this e-mail exists');
  const code = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const sub = randomUUID();
  let userId: number;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const id = await repo.insertInvitedUser(tx, {
        instance: instance.id,
        sub,
        firstName,
        lastName,
        email,
        ssnRequired: input.requiredSSN,
        createdOn: now,
      });
      await authRepo.insertResetCode(
        tx,
        hashResetCode(code),
        id,
        new Date(now.getTime() + INVITATION_CODE_TTL_MS),
      );
      await recordAudit(tx, {
        ...actor,
        at: now,
        subject: { userId: id, sub },
        action: 'user.create',
        target: sub,
        details: { roles: ['ROLE_USER'], ssnRequired: input.requiredSSN, language: input.language },
      });
      return id;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new Refusal(400, 'username_already_exist', 'A user with this e-mail exists');
    throw error;
  }

  const query = new URLSearchParams({ code });
  if (input.requiredSSN) query.set('ssn', '1');
  if (redirect) query.set('redirectUrl', redirect);
  const link = `${deps.publicOrigin}/${instance.id}/${input.language}/reset-password?${query.toString()}`;
  try {
    await deps.mailer.send(
      invitationMail({
        to: email,
        language: input.language,
        siteName: instance.displayName,
        firstName,
        link,
        ssnRequired: input.requiredSSN,
      }),
    );
  } catch (error) {
    // an account nobody was told about is undone, so staff can simply try again
    await deps.db.transaction(async (tx) => {
      await authRepo.deleteUser(tx, userId);
      await recordAudit(tx, {
        ...actor,
        at: deps.clock.now(),
        subject: { userId, sub },
        action: 'user.delete',
        target: sub,
        details: { reason: 'invitation_mail_failed' },
      });
    });
    throw error;
  }
  return { sub, email };
}
