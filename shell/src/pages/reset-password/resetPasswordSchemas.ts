import type { FieldErrorMessage } from '@portal/shared';
import { accountFieldErrors } from '@portal/shared/api/accountRuleMessages';
import { passwordRuleBroken } from '@portal/shared/api/accountRules';
import { checkHetu } from '@portal/shared/api/hetu';
import { filled, validateFields } from '../formRules';

export interface RequestResetValues {
  username?: string;
}

export const validateRequestReset = validateFields<RequestResetValues>({ username: [filled] });

export interface NewPasswordValues {
  newPassword?: string;
  repeatPassword?: string;
  /** asked of a user invited to give it (`ssn=1`, or the server asks) */
  socialSecurityNumber?: string;
}

type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, FieldErrorMessage>>;

/** The social security number's rules, as the server names them (`/socialSecurityNumber`). */
const SSN_MESSAGES: Record<'required' | 'invalid_ssn', FieldErrorMessage> = {
  required: { id: 'common.requiredField' },
  invalid_ssn: { id: 'errors.invalidSSN' },
};

/**
 * The server's rules for a new password (`@portal/shared/api/accountRules`: 8-128 characters after trimming,
 * digits, upper and lower case), with the account forms' messages; not the yup schema, which would bring
 * yup to the logged-out pages (docs/first-load.md). The common-password list is the server's: its answer
 * comes back as field errors (`serverFieldErrors`). `askSsn`: the social security number is asked too,
 * checked as the server checks it (`checkHetu`).
 */
export function validateNewPassword(
  values: NewPasswordValues,
  options: { askSsn?: boolean } = {},
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (options.askSsn) {
    const ssn = (values.socialSecurityNumber ?? '').trim();
    if (!ssn) errors.socialSecurityNumber = SSN_MESSAGES.required;
    else if (!checkHetu(ssn).valid) errors.socialSecurityNumber = SSN_MESSAGES.invalid_ssn;
  }
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
  const list = fields as Array<Record<string, unknown>>;
  const errors: NewPasswordErrors = {};
  const password = accountFieldErrors(list).newPassword;
  if (password) errors.newPassword = password;
  const ssnRule = list.find((issue) => issue.field === '/socialSecurityNumber')?.rule;
  if (ssnRule === 'required' || ssnRule === 'invalid_ssn')
    errors.socialSecurityNumber = SSN_MESSAGES[ssnRule];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Whether the server asked for the social security number (the link lacked `ssn=1`). */
export const serverAsksSsn = (errorCode: string | null, details: Record<string, unknown> | null): boolean =>
  serverFieldErrors(errorCode, details)?.socialSecurityNumber !== undefined;

/**
 * Where the page sends the user after the password is set: the invitation's `redirectUrl` when it is a path
 * of this site (the server accepts only its own origin), else the login page.
 */
export const sitePath = (redirectUrl: string | null): string | null =>
  redirectUrl && /^\/(?![/\\])/.test(redirectUrl) ? redirectUrl : null;
