import { object, string, type AnyObjectSchema } from 'yup';
import {
  EMAIL_PATTERN,
  PASSWORD_LIMITS,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  USERNAME_FORBIDDEN,
  normalizePhone,
} from '../api/accountRules';
import { ACCOUNT_RULE_MESSAGES } from '../api/accountRuleMessages';

// ACCOUNT_RULE_MESSAGES and accountFieldErrors (yup-free) are exported by `@portal/shared` itself

/**
 * The profile and password forms' yup schemas (the account page and the admin's edit-user form), built from
 * the rules the server enforces (`api/accountRules.ts`). Messages are shared ids (`common.*`).
 */

const trimmed = () => string().trim().default('');

const limited = (limits: { min: number; max: number }) =>
  trimmed()
    .required(ACCOUNT_RULE_MESSAGES.required)
    .min(limits.min, ACCOUNT_RULE_MESSAGES.min_length)
    .max(limits.max, ACCOUNT_RULE_MESSAGES.max_length);

export interface ProfileFormValues {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  phoneNumber?: string;
}

/**
 * The profile form. `local`: the user may log in locally; only then are first name, last name and
 * username shown, required and checked (spec section 5). At least one of email or phone (the message on
 * the email field).
 */
export function profileSchema(options: { local: boolean }): AnyObjectSchema {
  const email = trimmed()
    .max(PROFILE_LIMITS.email.max, ACCOUNT_RULE_MESSAGES.max_length)
    .matches(EMAIL_PATTERN, { message: ACCOUNT_RULE_MESSAGES.email, excludeEmptyString: true })
    .test('email-or-phone', ACCOUNT_RULE_MESSAGES.email_or_phone_required, (value, context) =>
      Boolean(value || normalizePhone((context.parent as ProfileFormValues).phoneNumber)),
    );
  const phoneNumber = string()
    .default('')
    .test('phone', ACCOUNT_RULE_MESSAGES.phone, (value) => {
      const phone = normalizePhone(value);
      return !phone || PHONE_PATTERN.test(phone);
    });
  if (!options.local) return object({ email, phoneNumber });
  return object({
    firstName: limited(PROFILE_LIMITS.firstName),
    lastName: limited(PROFILE_LIMITS.lastName),
    username: limited(PROFILE_LIMITS.username).test(
      'username-characters',
      ACCOUNT_RULE_MESSAGES.forbidden_characters,
      (value) => !USERNAME_FORBIDDEN.test(value ?? ''),
    ),
    email,
    phoneNumber,
  });
}

export interface PasswordFormValues {
  currentPassword?: string;
  newPassword?: string;
}

/**
 * The password form: both required and trimmed; the new one 8-128 characters with digits, upper and lower
 * case, not containing `username`. The common-password list is checked by the server only.
 */
export function passwordSchema(options: { username?: string } = {}): AnyObjectSchema {
  const username = options.username?.trim().toLowerCase() ?? '';
  return object({
    currentPassword: trimmed().required(ACCOUNT_RULE_MESSAGES.required),
    newPassword: trimmed()
      .required(ACCOUNT_RULE_MESSAGES.required)
      .min(PASSWORD_LIMITS.min, ACCOUNT_RULE_MESSAGES.min_length)
      .max(PASSWORD_LIMITS.max, ACCOUNT_RULE_MESSAGES.max_length)
      .matches(/\d/, ACCOUNT_RULE_MESSAGES.digit_required)
      .matches(/\p{Lu}/u, ACCOUNT_RULE_MESSAGES.upper_case_required)
      .matches(/\p{Ll}/u, ACCOUNT_RULE_MESSAGES.lower_case_required)
      .test(
        'contains-username',
        ACCOUNT_RULE_MESSAGES.contains_username,
        (value) => username.length < 3 || !(value ?? '').toLowerCase().includes(username),
      ),
  });
}
