import type { FieldErrorMessage } from '@portal/shared';
import { accountFieldErrors } from '@portal/shared/api/accountRuleMessages';
import { passwordRuleBroken } from '@portal/shared/api/accountRules';
import { filled, validateFields } from '../formRules';

export interface RequestResetValues {
  username?: string;
}

export const validateRequestReset = validateFields<RequestResetValues>({ username: [filled] });

export interface NewPasswordValues {
  newPassword?: string;
  repeatPassword?: string;
}

type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, FieldErrorMessage>>;

/**
 * The server's rules for a new password (`@portal/shared/api/accountRules`: 8-128 characters after trimming,
 * digits, upper and lower case), with the account forms' messages; not the yup schema, which would bring
 * yup to the logged-out pages (docs/first-load.md). The common-password list is the server's: its answer
 * comes back as field errors (`serverFieldErrors`).
 */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = passwordRuleBroken((values.newPassword ?? '').trim());
  if (rule) errors.newPassword = accountFieldErrors([{ field: '/newPassword', rule }]).newPassword;
  if (!values.repeatPassword) errors.repeatPassword = { id: 'common.requiredField' };
  else if (values.repeatPassword !== values.newPassword)
    errors.repeatPassword = { id: 'shell.resetPassword.passwordsDiffer' };
  return errors;
}

/** A refused confirm's `validations_fail` details as errors at the form's fields (none: undefined). */
export function serverFieldErrors(
  errorCode: string | null,
  details: Record<string, unknown> | null,
): NewPasswordErrors | undefined {
  const fields = errorCode === 'validations_fail' ? details?.fields : undefined;
  if (!Array.isArray(fields)) return undefined;
  const errors = accountFieldErrors(fields as Array<Record<string, unknown>>);
  return errors.newPassword ? { newPassword: errors.newPassword } : undefined;
}
