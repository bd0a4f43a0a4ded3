import { CONTACT_LIMITS, type ContactRequest } from '@portal/shared/api/contactRules';

export type ContactBody = ContactRequest;

/**
 * The body's shape; the rules (a subject of the instance, a valid email or phone, 10-5000 characters) are
 * the shared contactIssues, so the answer names each broken rule like the form does. The caps here only
 * keep an oversized value from reaching the rules.
 */
export const contactBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'message', 'language'],
  properties: {
    subject: { type: 'string', maxLength: 40 },
    email: { type: 'string', maxLength: CONTACT_LIMITS.email.max },
    phone: { type: 'string', maxLength: CONTACT_LIMITS.phone.max + 10 },
    // a little room for white space around the message: the rule counts the trimmed text
    message: { type: 'string', maxLength: CONTACT_LIMITS.message.max + 200 },
    language: { enum: ['fi-FI', 'sv-FI', 'en-US'] },
  },
} as const;

export interface ContactAnswer {
  status: 'sent';
}

export const contactAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { const: 'sent' } },
} as const;
