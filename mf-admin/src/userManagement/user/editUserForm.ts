import {
  accountFieldErrors,
  ACCOUNT_RULE_MESSAGES,
  EMAIL_PATTERN,
  isApiErrorData,
  normalizePhone,
  PROFILE_LIMITS,
  type AdminUserInfo,
  type AdminUserUpdate,
  type FieldErrorMessage,
} from '@portal/shared';
import { profileSchema, type ProfileFormValues } from '@portal/shared/form';
import { string, type AnyObjectSchema } from 'yup';

export type EditUserValues = ProfileFormValues;

export const editUserInitialValues = (info: AdminUserInfo): EditUserValues => ({
  firstName: info.firstName,
  lastName: info.lastName,
  username: info.username,
  email: info.email ?? '',
  phoneNumber: info.phoneNumber ?? '',
});

/**
 * Spec admin-and-calls section 5, "Edit-user form": firstName, lastName, email and username required,
 * phone optional; the names and username only when the user may log in locally. The account rules of
 * `profileSchema` (lengths, address, phone, username characters) with the email required.
 */
export const editUserSchema = (options: { local: boolean }): AnyObjectSchema =>
  profileSchema(options).shape({
    email: string()
      .trim()
      .default('')
      .required(ACCOUNT_RULE_MESSAGES.required)
      .max(PROFILE_LIMITS.email.max, ACCOUNT_RULE_MESSAGES.max_length)
      .matches(EMAIL_PATTERN, { message: ACCOUNT_RULE_MESSAGES.email, excludeEmptyString: true }),
  });

/** What is sent: trimmed values, empty ones removed; names and username only with local login. */
export function toUserUpdate(values: EditUserValues, options: { local: boolean }): AdminUserUpdate {
  const update: AdminUserUpdate = {};
  const fields = options.local
    ? (['firstName', 'lastName', 'username', 'email'] as const)
    : (['email'] as const);
  for (const field of fields) {
    const value = values[field]?.trim();
    if (value) update[field] = value;
  }
  const phone = normalizePhone(values.phoneNumber);
  if (phone) update.phoneNumber = phone;
  return update;
}

/** The server's answer as errors at the fields: its validations_fail list, a taken username. */
export function editUserSubmitErrors(error: unknown): Record<string, FieldErrorMessage> | undefined {
  if (!isApiErrorData(error)) return undefined;
  if (error.errorCode === 'username_already_exist')
    return { username: { id: 'errors.username_already_exist' } };
  if (error.errorCode !== 'validations_fail') return undefined;
  const fields = error.details?.fields;
  return Array.isArray(fields) ? accountFieldErrors(fields as Array<Record<string, unknown>>) : undefined;
}
