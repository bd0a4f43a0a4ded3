/**
 * The rules of the contact form (`POST /connector/v1/contact`), shared by the server, which enforces them,
 * and the form, which shows them (docs/content-pages.md). A broken rule is named by a `rule` code; the
 * server answers `validations_fail` with `details.fields: [{ field, rule }]`.
 */
import type { Language } from '@portal/instances';
import { EMAIL_PATTERN } from './accountRules';

export const CONTACT_LIMITS = {
  message: { min: 10, max: 5000 },
  email: { max: 150 },
  phone: { max: 20 },
} as const;

/** +358 or 0 followed by 7-9 digits (0501234567, +358501234567), after spaces and dashes are dropped. */
export const CONTACT_PHONE_PATTERN = /^(\+358|0)\d{7,9}$/;
/** the account rules' address pattern: one rule for every address the portal takes */
export const CONTACT_EMAIL_PATTERN = EMAIL_PATTERN;

export type ContactRule =
  | 'required'
  | 'unknown_subject'
  | 'email'
  | 'phone'
  | 'email_or_phone_required'
  | 'min_length'
  | 'max_length';

export type ContactField = 'subject' | 'email' | 'phone' | 'message';

export interface ContactIssue {
  /** JSON pointer of the body field */
  field: `/${ContactField}`;
  rule: ContactRule;
}

/** What the form sends: trimmed, the phone without spaces and dashes, empty contact fields left out. */
export interface ContactRequest {
  subject: string;
  email?: string;
  phone?: string;
  message: string;
  /** the language the customer wrote in (the page's language) */
  language: Language;
}

export interface ContactValues {
  subject?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
}

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
export const characterCount = (value: string): number => Array.from(value).length;

export const normalizeContactPhone = (value: string | null | undefined): string =>
  (value ?? '').replace(/[\s-]/g, '');

/** The values as they are checked and sent. */
export function normalizeContact(values: ContactValues): {
  subject: string;
  email: string;
  phone: string;
  message: string;
} {
  return {
    subject: (values.subject ?? '').trim(),
    email: (values.email ?? '').trim(),
    phone: normalizeContactPhone(values.phone),
    message: (values.message ?? '').trim(),
  };
}

/**
 * Every broken rule: a subject of the instance's own, a valid email or phone (at least one of them), and a
 * message of 10-5000 characters after trimming.
 */
export function contactIssues(values: ContactValues, subjects: readonly string[]): ContactIssue[] {
  const { subject, email, phone, message } = normalizeContact(values);
  const issues: ContactIssue[] = [];
  if (!subject) issues.push({ field: '/subject', rule: 'required' });
  else if (!subjects.includes(subject)) issues.push({ field: '/subject', rule: 'unknown_subject' });
  if (characterCount(email) > CONTACT_LIMITS.email.max) issues.push({ field: '/email', rule: 'max_length' });
  else if (email && !CONTACT_EMAIL_PATTERN.test(email)) issues.push({ field: '/email', rule: 'email' });
  if (characterCount(phone) > CONTACT_LIMITS.phone.max) issues.push({ field: '/phone', rule: 'max_length' });
  else if (phone && !CONTACT_PHONE_PATTERN.test(phone)) issues.push({ field: '/phone', rule: 'phone' });
  if (!email && !phone) issues.push({ field: '/email', rule: 'email_or_phone_required' });
  const length = characterCount(message);
  if (length === 0) issues.push({ field: '/message', rule: 'required' });
  else if (length < CONTACT_LIMITS.message.min) issues.push({ field: '/message', rule: 'min_length' });
  else if (length > CONTACT_LIMITS.message.max) issues.push({ field: '/message', rule: 'max_length' });
  return issues;
}

/** The request body the form sends for valid values. */
export function contactRequestOf(values: ContactValues, language: Language): ContactRequest {
  const { subject, email, phone, message } = normalizeContact(values);
  return {
    subject,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    message,
    language,
  };
}
