import {
  CONTACT_LIMITS,
  contactIssues,
  type ContactIssue,
  type ContactValues,
} from '@portal/shared/api/contactRules';
import type { FieldErrorMessage } from '@portal/shared';

export interface ContactFormValues {
  subject: string;
  email: string;
  phone: string;
  message: string;
}

const MESSAGE_OF: Record<ContactIssue['rule'], (field: ContactIssue['field']) => FieldErrorMessage> = {
  required: (field) =>
    field === '/subject'
      ? { id: 'shell.content.contact.errors.subject' }
      : { id: 'shell.content.contact.errors.messageRequired' },
  unknown_subject: () => ({ id: 'shell.content.contact.errors.subject' }),
  email: () => ({ id: 'shell.content.contact.errors.email' }),
  phone: () => ({ id: 'shell.content.contact.errors.phone' }),
  email_or_phone_required: () => ({ id: 'shell.content.contact.errors.emailOrPhone' }),
  min_length: () => ({
    id: 'shell.content.contact.errors.messageMin',
    values: { min: CONTACT_LIMITS.message.min },
  }),
  max_length: (field) => ({
    id: 'shell.content.contact.errors.tooLong',
    values: {
      max:
        field === '/email'
          ? CONTACT_LIMITS.email.max
          : field === '/phone'
            ? CONTACT_LIMITS.phone.max
            : CONTACT_LIMITS.message.max,
    },
  }),
};

/** The form's field errors from the shared rules (or the server's `details.fields`), first rule per field. */
export function contactFieldErrors(
  issues: ReadonlyArray<{ field: string; rule: string }>,
): Record<string, FieldErrorMessage> {
  const errors: Record<string, FieldErrorMessage> = {};
  for (const issue of issues) {
    const name = issue.field.replace(/^\//, '');
    const message = MESSAGE_OF[issue.rule as ContactIssue['rule']];
    if (!errors[name] && message) errors[name] = message(issue.field as ContactIssue['field']);
  }
  return errors;
}

export const validateContact =
  (subjects: readonly string[]) =>
  (values: ContactFormValues): Record<string, FieldErrorMessage> =>
    contactFieldErrors(contactIssues(values as ContactValues, subjects));
