import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson } from '../helpers/requests.js';
import { loadSettings } from '../../src/config.js';
import { createMailer } from '../../src/mail/mailer.js';
import { resetPasswordMail } from '../../src/auth/resetMail.js';

/**
 * Mail through a real SMTP server started here (smtp-server on a free port, STARTTLS with a certificate made
 * for this run, PLAIN/LOGIN auth), read back with mailparser.
 */

interface Received {
  mail: ParsedMail;
  from: string;
  to: string[];
  /** the session was encrypted when the message went over it */
  secure: boolean;
  user: string | undefined;
}

const SMTP_USER = 'portal';
const SMTP_PASSWORD = 'relay-pass-42';

let certDir: string;
let key: Buffer;
let cert: Buffer;

beforeAll(() => {
  // made with the real clock, valid two days, so no date of any run makes it expired
  certDir = mkdtempSync(path.join(tmpdir(), 'smtp-cert-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem')],
      ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  key = readFileSync(path.join(certDir, 'key.pem'));
  cert = readFileSync(path.join(certDir, 'cert.pem'));
});

/** An SMTP server on a free port of 127.0.0.1; `password` is what it accepts, `hold` keeps new connections waiting. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const authAttempts: { user: string | undefined; secure: boolean }[] = [];
  const state = { password: SMTP_PASSWORD, hold: false };
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    key,
    cert,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onConnect: (_session, callback) => {
      if (state.hold) held.push(() => callback());
      else callback();
    },
    onAuth: (auth, session, callback) => {
      authAttempts.push({ user: auth.username, secure: session.secure });
      if (auth.username === SMTP_USER && auth.password === state.password)
        callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            mail,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            secure: session.secure,
            user: session.user as string | undefined,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    port,
    received,
    authAttempts,
    state,
    release: () => held.splice(0).forEach((go) => go()),
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

const LINK = /http:\/\/localhost:8080\/\S+reset-password\?\S+/;

describe('the server mails through SMTP (STARTTLS required, user and password)', () => {
  let smtp: Smtp;
  let t: TestApp;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      mail: 'transport',
      env: {
        SMTP_HOST: 'localhost',
        SMTP_PORT: String(smtp.port),
        SMTP_USER,
        SMTP_PASSWORD,
        SMTP_CA_FILE: path.join(certDir, 'cert.pem'),
        MAIL_FROM: 'no-reply@portal.example.fi',
      },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.state.password = SMTP_PASSWORD;
    smtp.state.hold = false;
    smtp.received.length = 0;
    smtp.authAttempts.length = 0;
    logs.length = 0;
  });

  const reset = (username: string, language = 'en-US') =>
    callJson(t.app, 'POST', '/auth/reset_password', null, { username, clientId: 'mimo_demo1', language });
  const failures = () => logs.filter((line) => line.msg === 'background task failed');
  /** what a client sees of an answer, less what differs per request anyway */
  const visible = (response: Awaited<ReturnType<typeof reset>>) => {
    const headers = { ...response.headers };
    for (const name of ['x-request-id', 'date', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      delete headers[name];
    return { status: response.statusCode, headers, body: response.body };
  };

  it('a reset mail arrives encrypted and authenticated, with To, Subject, Content-Language and the link', async () => {
    const response = await reset('customer');
    expect(response.json()).toEqual({ status: 'sent' });
    await t.app.background.drain();
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({
      from: 'no-reply@portal.example.fi',
      to: ['customer.demo1@example.com'],
      secure: true,
      user: SMTP_USER,
    });
    expect(message!.mail.subject).toBe('Demo Energia: reset your password');
    expect(message!.mail.headers.get('content-language')).toBe('en-US');
    expect(message!.mail.text).toMatch(LINK);
    expect(LINK.exec(message!.mail.text!)![0]).toMatch(
      /^http:\/\/localhost:8080\/demo1\/en-US\/reset-password\?code=[A-Za-z0-9_-]{43}$/,
    );
    expect(message!.mail.html).toContain('/demo1/en-US/reset-password?code=');
    expect(smtp.authAttempts).toEqual([{ user: SMTP_USER, secure: true }]);
    expect(failures()).toEqual([]);
  });

  it('the answer goes before the mail: known and unknown names answer alike while the SMTP server waits', async () => {
    smtp.state.hold = true;
    const known = await reset('customer', 'fi-FI');
    const unknown = await reset('nobody-at-all', 'fi-FI');
    expect(smtp.received).toEqual([]);
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.json()).toEqual({ status: 'sent' });
    // the known name's mail is still on its way; let the connection through
    await new Promise((resolve) => setTimeout(resolve, 50));
    smtp.state.hold = false;
    smtp.release();
    await t.app.background.drain();
    expect(smtp.received.map((r) => r.to)).toEqual([['customer.demo1@example.com']]);
    expect(smtp.received[0]!.mail.headers.get('content-language')).toBe('fi-FI');
    expect(smtp.received[0]!.mail.subject).toBe('Demo Energia: salasanan vaihto');
  });

  it('an invitation of register_new_user arrives in the asked language with its link', async () => {
    const token = await loginAs(t.app, 'demo1', 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/admin/register_new_user',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        firstName: 'Siiri',
        lastName: 'Smtp',
        email: 'siiri.smtp@example.com',
        language: 'sv-FI',
        requiredSSN: false,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const { mail, to, secure } = smtp.received[0]!;
    expect(to).toEqual(['siiri.smtp@example.com']);
    expect(secure).toBe(true);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]!.address : null).toBe(
      'siiri.smtp@example.com',
    );
    expect(mail.subject).toBe('Demo Energia: välkommen som användare');
    expect(mail.headers.get('content-language')).toBe('sv-FI');
    expect(LINK.exec(mail.text!)![0]).toMatch(
      /^http:\/\/localhost:8080\/demo1\/sv-FI\/reset-password\?code=[A-Za-z0-9_-]+$/,
    );
  });

  it('a refused login at the relay: the answer is the same, nothing is delivered, the failure is logged', async () => {
    smtp.state.password = 'rotated-elsewhere';
    const unknown = await reset('nobody-at-all');
    const known = await reset('customer');
    expect(visible(known)).toEqual(visible(unknown));
    await t.app.background.drain();
    expect(smtp.received).toEqual([]);
    expect(smtp.authAttempts).toEqual([{ user: SMTP_USER, secure: true }]);
    expect(failures()).toEqual([
      expect.objectContaining({ level: 50, task: 'reset_password mail', instance: 'demo1' }),
    ]);
    expect(JSON.stringify(failures())).not.toContain(SMTP_PASSWORD);
  });

  // last: the relay goes away for good
  it('the SMTP server down: the answer is the same, the failure is logged, never lost silently', async () => {
    await smtp.close();
    const unknown = await reset('nobody-at-all');
    const known = await reset('customer');
    expect(visible(known)).toEqual(visible(unknown));
    await t.app.background.drain();
    const [failure, ...more] = failures();
    expect(more).toEqual([]);
    expect(failure).toMatchObject({ task: 'reset_password mail', instance: 'demo1' });
    expect((failure!.err as { message: string }).message).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('SMTP transport security', () => {
  const message = resetPasswordMail({
    to: 'aino@example.com',
    language: 'fi-FI',
    siteName: 'Demo Energia',
    firstName: 'Aino',
    link: 'http://localhost:8080/demo1/fi-FI/reset-password?code=abc',
  });

  it('SMTP_SECURE=true speaks TLS from the first byte', async () => {
    const smtp = await startSmtp({ secure: true });
    try {
      const settings = loadSettings({
        SMTP_HOST: 'localhost',
        SMTP_PORT: String(smtp.port),
        SMTP_SECURE: 'true',
        SMTP_USER,
        SMTP_PASSWORD,
        SMTP_CA_FILE: path.join(certDir, 'cert.pem'),
      });
      await createMailer({ smtp: settings.smtp, outboxDir: certDir, from: 'no-reply@localhost' }).send(
        message,
      );
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ secure: true, user: SMTP_USER, to: ['aino@example.com'] });
      expect(smtp.received[0]!.mail.headers.get('content-language')).toBe('fi-FI');
    } finally {
      await smtp.close();
    }
  });

  it('a server that offers no STARTTLS never gets the password or the mail', async () => {
    const smtp = await startSmtp({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    try {
      const settings = loadSettings({
        SMTP_HOST: 'localhost',
        SMTP_PORT: String(smtp.port),
        SMTP_USER,
        SMTP_PASSWORD,
      });
      const mailer = createMailer({ smtp: settings.smtp, outboxDir: certDir, from: 'no-reply@localhost' });
      await expect(mailer.send(message)).rejects.toThrow(/STARTTLS/);
      expect(smtp.authAttempts).toEqual([]);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('a certificate no trusted CA signed is refused', async () => {
    const smtp = await startSmtp();
    try {
      const settings = loadSettings({ SMTP_HOST: 'localhost', SMTP_PORT: String(smtp.port) });
      const mailer = createMailer({ smtp: settings.smtp, outboxDir: certDir, from: 'no-reply@localhost' });
      await expect(mailer.send(message)).rejects.toThrow(/self[- ]signed|certificate/i);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
