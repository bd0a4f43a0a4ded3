import type { FieldErrorMessage } from '../form/fieldError';
import { PASSWORD_LIMITS, PROFILE_LIMITS, type AccountRule } from './accountRules';

/**
 * The messages of the account rules (`accountRules.ts`), without yup: the account forms' schemas
 * (`form/accountSchemas.ts`) use them, and so do the logged-out pages (reset password), which avoid yup.
 */

/** The message of each rule code, for the field errors of a server's `validations_fail` too. */
export const ACCOUNT_RULE_MESSAGES: Record<AccountRule, string> = {
  required: 'common.requiredField',
  min_length: 'common.minLength',
  max_length: 'common.maxLength',
  email: 'common.validation.email',
  phone: 'common.validation.phone',
  email_or_phone_required: 'common.validation.emailOrPhone',
  forbidden_characters: 'common.validation.usernameCharacters',
  digit_required: 'common.validation.passwordRule',
  upper_case_required: 'common.validation.passwordRule',
  lower_case_required: 'common.validation.passwordRule',
  common_password: 'common.validation.passwordCommon',
  contains_username: 'common.validation.passwordUsername',
};

const LIMIT_OF: Partial<Record<string, { min?: number; max: number }>> = {
  firstName: PROFILE_LIMITS.firstName,
  lastName: PROFILE_LIMITS.lastName,
  username: PROFILE_LIMITS.username,
  email: PROFILE_LIMITS.email,
  newPassword: PASSWORD_LIMITS,
};

/**
 * A server's `validations_fail` field list as final-form submit errors: `{ username: { id, values } }`.
 * Unknown rules are left out (the form's alert shows the general message).
 */
export function accountFieldErrors(
  fields: ReadonlyArray<{ field?: unknown; rule?: unknown }>,
): Record<string, FieldErrorMessage> {
  const errors: Record<string, FieldErrorMessage> = {};
  for (const { field, rule } of fields) {
    if (typeof field !== 'string' || typeof rule !== 'string') continue;
    const name = field.replace(/^\//, '');
    const id = ACCOUNT_RULE_MESSAGES[rule as AccountRule];
    if (!id || errors[name]) continue;
    const limit = LIMIT_OF[name];
    if (rule === 'min_length' && limit?.min !== undefined) errors[name] = { id, values: { min: limit.min } };
    else if (rule === 'max_length' && limit) errors[name] = { id, values: { max: limit.max } };
    else errors[name] = { id };
  }
  return errors;
}
