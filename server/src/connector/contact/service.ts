import type { InstanceConfig } from '@portal/instances';
import { contactIssues, contactRequestOf } from '@portal/shared/api/contactRules';
import { Refusal, validationsFail } from '../../http/refusal.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Database } from '../../plugins/database.js';
import { contactMail } from './mail.js';
import { findSender } from './repository.js';
import type { ContactAnswer, ContactBody } from './schemas.js';

/**
 * The form's own rules against the caller's instance (a subject of another instance is refused); throws
 * the refusal. An instance without the form has nobody to deliver to.
 */
export function checkContactMessage(instance: InstanceConfig, body: ContactBody): void {
  const { contact } = instance;
  if (!contact) throw new Refusal(404, 'not_found', 'This utility has no contact form');
  const issues = contactIssues(
    body,
    contact.subjects.map((subject) => subject.id),
  );
  if (issues.length > 0) throw validationsFail(issues, { in: 'body' });
}

/** Delivers a checked message to the utility's mailbox. Nothing is stored: the mail is the record. */
export async function sendContactMessage(
  deps: { db: Database; mailer: Mailer },
  instance: InstanceConfig,
  sender: { instance: string; userId: number },
  body: ContactBody,
): Promise<ContactAnswer> {
  checkContactMessage(instance, body);
  const contact = instance.contact!;
  const request = contactRequestOf(body, body.language);
  const subject = contact.subjects.find((candidate) => candidate.id === request.subject)!;
  const mailLanguage = instance.languages[0]!;
  const user = await findSender(deps.db, sender.instance, sender.userId);
  if (!user) throw new Refusal(401, 'invalid_token');
  await deps.mailer.send(
    contactMail({
      to: contact.email,
      siteName: instance.displayName,
      mailLanguage,
      subjectLabel: subject.label[mailLanguage] ?? subject.id,
      senderName: `${user.first_name} ${user.last_name}`.trim() || user.username,
      username: user.username,
      ...(request.email ? { email: request.email } : {}),
      ...(request.phone ? { phone: request.phone } : {}),
      customerLanguage: request.language,
      message: request.message,
    }),
  );
  return { status: 'sent' };
}
