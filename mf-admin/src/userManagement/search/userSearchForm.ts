import {
  checkHetu,
  EMAIL_PATTERN,
  normalizePhone,
  PHONE_PATTERN,
  type FieldErrorMessage,
  type HetuProblem,
  type Role,
  type UserSearch,
} from '@portal/shared';

export interface UserSearchValues {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  phoneNumber?: string;
  socialSecurityNumber?: string;
  sub?: string;
  roles?: Role[];
}

export type UserSearchErrors = Partial<Record<keyof UserSearchValues, FieldErrorMessage>>;

/** spec admin-and-calls section 5, "Length limits" (email 0-150) */
export const USER_SEARCH_LIMITS = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  username: { min: 3, max: 128 },
  email: { min: 0, max: 150 },
  sub: { min: 5, max: 150 },
} as const;

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phoneNumber',
  'socialSecurityNumber',
  'sub',
] as const;

/** the message of each way a personal identity code can be wrong */
export const HETU_MESSAGES: Record<HetuProblem, string> = {
  format: 'admin.userSearch.ssn.format',
  date: 'admin.userSearch.ssn.date',
  individual_number: 'admin.userSearch.ssn.individualNumber',
  checksum: 'admin.userSearch.ssn.checksum',
};

const lengthError = (value: string, limits: { min: number; max: number }): FieldErrorMessage | undefined => {
  if (value.length < limits.min) return { id: 'common.minLength', values: { min: limits.min } };
  if (value.length > limits.max) return { id: 'common.maxLength', values: { max: limits.max } };
  return undefined;
};

/**
 * Spec admin-and-calls section 5, "User search": every field optional; a filled one within its length
 * limits, the email an address, the phone +358 or 0 and 7-9 digits, the SSN a valid Finnish personal
 * identity code. `sub` is checked only when the field is shown (superusers).
 */
export function validateUserSearch(values: UserSearchValues, options: { sub: boolean }): UserSearchErrors {
  const errors: UserSearchErrors = {};
  const text = (field: (typeof TEXT_FIELDS)[number]) => values[field]?.trim() ?? '';
  for (const field of ['firstName', 'lastName', 'username', 'email'] as const) {
    const value = text(field);
    const error = value ? lengthError(value, USER_SEARCH_LIMITS[field]) : undefined;
    if (error) errors[field] = error;
  }
  const email = text('email');
  if (email && !errors.email && !EMAIL_PATTERN.test(email)) errors.email = { id: 'common.validation.email' };
  const phone = normalizePhone(text('phoneNumber'));
  if (phone && !PHONE_PATTERN.test(phone)) errors.phoneNumber = { id: 'common.validation.phone' };
  const ssn = text('socialSecurityNumber').toUpperCase();
  if (ssn) {
    const check = checkHetu(ssn);
    if (!check.valid) errors.socialSecurityNumber = { id: HETU_MESSAGES[check.problem] };
  }
  const sub = text('sub');
  if (options.sub && sub) {
    const error = lengthError(sub, USER_SEARCH_LIMITS.sub);
    if (error) errors.sub = error;
  }
  return errors;
}

/** The search body: trimmed values, empty ones left out; the sub only when the field is shown. */
export function toUserSearch(values: UserSearchValues, options: { sub: boolean }): UserSearch {
  const search: UserSearch = {};
  for (const field of TEXT_FIELDS) {
    if (field === 'sub' && !options.sub) continue;
    let value = values[field]?.trim() ?? '';
    if (field === 'phoneNumber') value = normalizePhone(value);
    if (field === 'socialSecurityNumber') value = value.toUpperCase();
    if (value) search[field] = value;
  }
  if (values.roles && values.roles.length > 0) search.roles = [...values.roles];
  return search;
}

/** An empty search with no roles lists every user and may take minutes: the form asks to confirm it. */
export const isSearchAll = (search: UserSearch): boolean => Object.keys(search).length === 0;
