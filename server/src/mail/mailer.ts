import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { SmtpSettings } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** BCP 47, written as the message's Content-Language */
  language: string;
  /** where answers go (the contact form: the customer's own address) */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real mail: through SMTP when `smtp` is set (docs/mail.md), otherwise each message is written as a complete
 * .eml file into `outboxDir` (open it with any mail program), so development needs no mail server.
 */
export function createMailer(options: {
  smtp: SmtpSettings | null;
  outboxDir: string;
  from: string;
}): Mailer {
  if (options.smtp) {
    const transport = nodemailer.createTransport(smtpTransportOptions(options.smtp));
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...mailFields(message) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...mailFields(message) });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    },
  };
}

// nodemailer waits minutes by default; a relay that does not answer in seconds is down
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransportOptions(smtp: SmtpSettings): string | SMTPTransport.Options {
  if ('url' in smtp) return smtp.url;
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireStartTls,
    ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.pass } } : {}),
    ...(smtp.ca ? { tls: { ca: smtp.ca } } : {}),
    ...TIMEOUTS,
  };
}

const mailFields = (message: MailMessage) => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  headers: { 'Content-Language': message.language },
});
