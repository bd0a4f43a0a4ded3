import {
  accountFieldErrors,
  ACCOUNT_RULE_MESSAGES,
  EMAIL_PATTERN,
  isApiErrorData,
  PROFILE_LIMITS,
  type FieldErrorMessage,
  type Language,
  type NewUserRequest,
} from '@portal/shared';
import { boolean, object, string, type AnyObjectSchema } from 'yup';

export interface CreateUserValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  language?: Language;
  requiredSSN?: boolean;
}

/** The form as it opens: the page's language, no SSN asked. */
export const createUserInitialValues = (language: Language): CreateUserValues => ({
  firstName: '',
  lastName: '',
  email: '',
  language,
  requiredSSN: false,
});

const trimmed = () => string().trim().default('');

/**
 * Spec admin-and-calls section 5, "Create user" and "Length limits": firstName, lastName and email
 * required; names 2-100 characters, the email at most 150 and a standard address; the language one of the
 * instance's. The server checks the same rules (`PROFILE_LIMITS`, `EMAIL_PATTERN`).
 */
export const createUserSchema = (languages: readonly Language[]): AnyObjectSchema =>
  object({
    firstName: trimmed()
      .required(ACCOUNT_RULE_MESSAGES.required)
      .min(PROFILE_LIMITS.firstName.min, ACCOUNT_RULE_MESSAGES.min_length)
      .max(PROFILE_LIMITS.firstName.max, ACCOUNT_RULE_MESSAGES.max_length),
    lastName: trimmed()
      .required(ACCOUNT_RULE_MESSAGES.required)
      .min(PROFILE_LIMITS.lastName.min, ACCOUNT_RULE_MESSAGES.min_length)
      .max(PROFILE_LIMITS.lastName.max, ACCOUNT_RULE_MESSAGES.max_length),
    email: trimmed()
      .required(ACCOUNT_RULE_MESSAGES.required)
      .max(PROFILE_LIMITS.email.max, ACCOUNT_RULE_MESSAGES.max_length)
      .matches(EMAIL_PATTERN, { message: ACCOUNT_RULE_MESSAGES.email, excludeEmptyString: true }),
    language: string()
      .required(ACCOUNT_RULE_MESSAGES.required)
      .oneOf([...languages]),
    requiredSSN: boolean().default(false),
  });

/**
 * What is sent: trimmed values, the switch as a boolean. No `redirectUrl`: after setting the password the
 * server's own page sends the new user to the login of their instance and language.
 */
export const toNewUserRequest = (values: CreateUserValues, fallbackLanguage: Language): NewUserRequest => ({
  firstName: values.firstName?.trim() ?? '',
  lastName: values.lastName?.trim() ?? '',
  email: values.email?.trim() ?? '',
  language: values.language ?? fallbackLanguage,
  requiredSSN: values.requiredSSN === true,
});

/**
 * The server's refusal as errors at the fields: its `validations_fail` list, and a taken address at the
 * email field. Anything else is only the form's alert.
 */
export function createUserSubmitErrors(error: unknown): Record<string, FieldErrorMessage> | undefined {
  if (!isApiErrorData(error)) return undefined;
  if (error.errorCode === 'username_already_exist') return { email: { id: 'admin.createUser.emailTaken' } };
  if (error.errorCode !== 'validations_fail') return undefined;
  const fields = error.details?.fields;
  return Array.isArray(fields) ? accountFieldErrors(fields as Array<Record<string, unknown>>) : undefined;
}
