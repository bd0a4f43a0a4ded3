/**
 * The rules of the account calls (`/auth/update_user`, `/auth/change_password`), shared by the server, which
 * enforces them, and the forms (`form/accountSchemas.ts`), which show them. A broken rule is named by a
 * `rule` code; the server answers `validations_fail` with `details.fields: [{ field, rule }]`.
 * Lengths: admin-and-calls section 5; password: customer-area section 5 plus OWASP ASVS V6.2 (docs/account.md).
 */

export const PROFILE_LIMITS = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  username: { min: 3, max: 128 },
  email: { max: 150 },
} as const;

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** +358 or 0 followed by 7-9 digits (0501234567, +358501234567); spaces and dashes are dropped first. */
export const PHONE_PATTERN = /^(\+358|0)\d{7,9}$/;
/**
 * name@domain.tld: dot-separated parts, none empty (no leading, trailing or doubled dot on either side), and
 * at least one dot in the domain. Not the whole of RFC 5322 (no quoted local parts): what a mail form takes.
 */
export const EMAIL_PATTERN = /^[^\s@.]+(?:\.[^\s@.]+)*@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** ^ ' " \ ; , ( ) { } * % & ! ? / and white space */
export const USERNAME_FORBIDDEN = /[\^'"\\;,(){}*%&!?/\s]/;

export type AccountRule =
  | 'required'
  | 'min_length'
  | 'max_length'
  | 'email'
  | 'phone'
  | 'email_or_phone_required'
  | 'forbidden_characters'
  | 'digit_required'
  | 'upper_case_required'
  | 'lower_case_required'
  | 'common_password'
  | 'contains_username';

export interface AccountIssue {
  /** JSON pointer of the body field, e.g. `/username` */
  field: string;
  rule: AccountRule;
}

export interface ProfileValues {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

/** What is saved: names trimmed, empty email and phone as null, spaces and dashes out of the phone. */
export const normalizePhone = (value: string | null | undefined): string =>
  (value ?? '').replace(/[\s-]/g, '');

const lengthRule = (value: string, limits: { min?: number; max: number }): AccountRule | null => {
  if (!value) return 'required';
  if (limits.min !== undefined && value.length < limits.min) return 'min_length';
  if (value.length > limits.max) return 'max_length';
  return null;
};

/**
 * Every broken profile rule. `local`: the user may log in locally, so names and username are theirs to
 * edit (otherwise they come from the identity service and are not checked here).
 */
export function profileIssues(values: ProfileValues, options: { local: boolean }): AccountIssue[] {
  const issues: AccountIssue[] = [];
  if (options.local) {
    for (const field of ['firstName', 'lastName', 'username'] as const) {
      const value = (values[field] ?? '').trim();
      const rule = lengthRule(value, PROFILE_LIMITS[field]);
      if (rule) issues.push({ field: `/${field}`, rule });
      else if (field === 'username' && USERNAME_FORBIDDEN.test(value))
        issues.push({ field: '/username', rule: 'forbidden_characters' });
    }
  }
  const email = (values.email ?? '').trim();
  const phone = normalizePhone(values.phoneNumber);
  if (email.length > PROFILE_LIMITS.email.max) issues.push({ field: '/email', rule: 'max_length' });
  else if (email && !EMAIL_PATTERN.test(email)) issues.push({ field: '/email', rule: 'email' });
  if (phone && !PHONE_PATTERN.test(phone)) issues.push({ field: '/phoneNumber', rule: 'phone' });
  if (!email && !phone) issues.push({ field: '/email', rule: 'email_or_phone_required' });
  return issues;
}

/**
 * The first broken rule of a new password (already trimmed), or null. `username`: the account's own name,
 * which the password may not contain (compared without case). The common-password list is the server's.
 */
export function passwordRuleBroken(
  password: string,
  options: { username?: string } = {},
): AccountRule | null {
  if (!password) return 'required';
  if (password.length < PASSWORD_LIMITS.min) return 'min_length';
  if (password.length > PASSWORD_LIMITS.max) return 'max_length';
  if (!/\d/.test(password)) return 'digit_required';
  if (!/\p{Lu}/u.test(password)) return 'upper_case_required';
  if (!/\p{Ll}/u.test(password)) return 'lower_case_required';
  const username = options.username?.trim().toLowerCase();
  if (username && username.length >= 3 && password.toLowerCase().includes(username))
    return 'contains_username';
  return null;
}
