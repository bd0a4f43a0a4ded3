import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import { contactMail } from '../../../src/connector/contact/mail.js';
import { createMailer, type MailMessage } from '../../../src/mail/mailer.js';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';
import { callJson } from '../../helpers/requests.js';

let t: TestApp;
let app: FastifyInstance;
let customer: string;
let nivosCustomer: string;

const URL = '/connector/v1/contact';
const valid = {
  subject: 'invoicing',
  email: 'maija.meikalainen@example.fi',
  message: 'Laskuni eräpäivä osuu lomalle. Voisiko sitä siirtää kahdella viikolla?',
  language: 'fi-FI',
};
const send = (token: string | null, body: unknown) => callJson(app, 'POST', URL, token, body);
const newMails = async (action: () => Promise<unknown>): Promise<MailMessage[]> => {
  const before = t.mails.length;
  await action();
  return t.mails.slice(before);
};

beforeAll(async () => {
  t = await buildTestApp({
    // a subject only demo1 offers, to try it from another instance
    instances: (shipped: InstanceConfig[]) =>
      shipped.map((i) =>
        i.id === 'demo1'
          ? {
              ...i,
              contact: {
                ...i.contact!,
                subjects: [
                  ...i.contact!.subjects,
                  { id: 'demo1Only', label: { 'fi-FI': 'Vain demo', 'en-US': 'Demo only' } },
                ],
              },
            }
          : i,
      ),
  });
  app = t.app;
  customer = await loginAs(app, 'demo1', 'customer');
  nivosCustomer = await loginAs(app, 'nivos', 'customer');
});

afterAll(async () => {
  await t?.close();
});

describe('POST /connector/v1/contact delivers the message to the utility mailbox', () => {
  it("sends one mail to instance.json contact.email, Reply-To the customer's address, in the utility's language", async () => {
    const mails = await newMails(async () => {
      const response = await send(customer, valid);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'sent' });
      expect(response.headers['cache-control']).toBe('no-store');
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe('asiakaspalvelu@demo1.example');
    expect(mail!.replyTo).toBe('maija.meikalainen@example.fi');
    expect(mail!.language).toBe('fi-FI');
    expect(mail!.subject).toMatch(/^Demo Energia Online: Laskutus \(.+\)$/);
    expect(mail!.text).toContain('Aihe: Laskutus');
    expect(mail!.text).toContain('Käyttäjätunnus: customer');
    expect(mail!.text).toContain('Sähköposti: maija.meikalainen@example.fi');
    expect(mail!.text).toContain('Puhelin: (ei annettu)');
    expect(mail!.text).toContain(valid.message);
  });

  it('a phone alone is enough; the mail then has no Reply-To and names the phone', async () => {
    const mails = await newMails(async () => {
      const response = await send(nivosCustomer, {
        subject: 'moving',
        phone: '050 123 4567',
        message: 'I am moving next month, please call me.',
        language: 'en-US',
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('asiakaspalvelu@nivos.example');
    expect(mails[0]!.replyTo).toBeUndefined();
    expect(mails[0]!.text).toContain('Puhelin: 0501234567');
    expect(mails[0]!.text).toContain('Asiointikieli: English');
  });

  it('what the customer typed is escaped in the HTML part', async () => {
    const mails = await newMails(async () => {
      const response = await send(customer, { ...valid, message: '<script>alert(1)</script> & <b>bold</b>' });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(mails[0]!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(mails[0]!.html).not.toContain('<script>');
  });
});

describe('the rules of the form, enforced by the server', () => {
  const refusedFields = async (token: string, body: unknown) => {
    const mails = await newMails(async () => {
      const response = await send(token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe('validations_fail');
      (refusedFields as { last?: unknown }).last = response.json().details.fields;
    });
    expect(mails).toEqual([]);
    return (refusedFields as { last?: unknown }).last;
  };

  it('a message of 9 characters is refused, 10 is sent', async () => {
    expect(await refusedFields(customer, { ...valid, message: '  123456789  ' })).toEqual([
      { field: '/message', rule: 'min_length' },
    ]);
    const response = await send(customer, { ...valid, message: '1234567890' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a message of 5001 characters is refused', async () => {
    expect(await refusedFields(customer, { ...valid, message: 'x'.repeat(5001) })).toEqual([
      { field: '/message', rule: 'max_length' },
    ]);
  });

  it('neither email nor phone is refused; an invalid email or phone is refused', async () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(await refusedFields(customer, withoutEmail)).toEqual([
      { field: '/email', rule: 'email_or_phone_required' },
    ]);
    expect(await refusedFields(customer, { ...valid, email: 'maija@' })).toEqual([
      { field: '/email', rule: 'email' },
    ]);
    expect(await refusedFields(customer, { ...valid, phone: '12345' })).toEqual([
      { field: '/phone', rule: 'phone' },
    ]);
  });

  it('a subject of another instance is refused (the instance comes from the token, not the body)', async () => {
    expect(await refusedFields(nivosCustomer, { ...valid, subject: 'demo1Only' })).toEqual([
      { field: '/subject', rule: 'unknown_subject' },
    ]);
    expect(await refusedFields(nivosCustomer, { ...valid, instance: 'demo1' })).toEqual([
      { field: '/instance', rule: 'unknown_field' },
    ]);
  });

  it('a NUL character in any text is refused with 400 and sends nothing', async () => {
    for (const field of ['subject', 'email', 'message'] as const) {
      const mails = await newMails(async () => {
        const response = await send(customer, { ...valid, [field]: `${valid[field]}\u0000` });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().error).toBe('validations_fail');
      });
      expect(mails).toEqual([]);
    }
  });

  it('oversized values are refused with 4xx: a field over its cap, a body over the server limit', async () => {
    const long = await send(customer, { ...valid, subject: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    const hugeEmail = await send(customer, { ...valid, email: `${'a'.repeat(150)}@example.fi` });
    expect(hugeEmail.statusCode).toBe(400);
    const body = await send(customer, { ...valid, message: 'x'.repeat(70 * 1024) });
    expect(body.statusCode).toBe(413);
    expect(body.json().error).toBe('payload_too_large');
  });
});

describe('who may send', () => {
  it('a logged-out visitor gets 401', async () => {
    const response = await send(null, valid);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a tampered token gets 401', async () => {
    const response = await send(`${customer.slice(0, -4)}AAAA`, valid);
    expect(response.statusCode).toBe(401);
  });

  it('a role without ROLE_USER gets 403', async () => {
    const meterControl = await loginAs(app, 'demo1', 'metercontrol');
    const mails = await newMails(async () => {
      const response = await send(meterControl, valid);
      expect(response.statusCode).toBe(403);
    });
    expect(mails).toEqual([]);
  });
});

describe('rate limit: 5 messages an hour per user', () => {
  it('the sixth message within the hour answers 429 too_many_requests with Retry-After; other users may still send', async () => {
    const customer2 = await loginAs(app, 'demo1', 'customer2');
    // a refused message does not count
    expect((await send(customer2, { ...valid, message: 'short' })).statusCode).toBe(400);
    for (let i = 1; i <= 5; i += 1) {
      const response = await send(customer2, { ...valid, message: `Viesti numero ${i}, kiitos.` });
      expect(response.statusCode, `message ${i}`).toBe(200);
    }
    const mails = await newMails(async () => {
      const response = await send(customer2, valid);
      expect(response.statusCode).toBe(429);
      expect(response.json().error).toBe('too_many_requests');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(response.json().details.retryAfterSeconds).toBe(Number(response.headers['retry-after']));
    });
    expect(mails).toEqual([]);
    expect((await send(nivosCustomer, { ...valid, subject: 'other' })).statusCode).toBe(200);
  });
});

describe('the .eml the default mailer writes to the outbox', () => {
  it('has To, Reply-To, the subject and the message', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'contact-outbox-'));
    const mailer = createMailer({ smtp: null, outboxDir, from: 'Portal <no-reply@portal.example>' });
    await mailer.send(
      contactMail({
        to: 'asiakaspalvelu@demo1.example',
        siteName: 'Demo Energia',
        mailLanguage: 'en-US',
        subjectLabel: 'Invoicing',
        senderName: 'Maija Meikalainen',
        username: 'customer',
        email: 'maija@example.fi',
        customerLanguage: 'en-US',
        message: 'Please move my due date by two weeks.',
      }),
    );
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: asiakaspalvelu@demo1\.example$/m);
    expect(eml).toMatch(/^Reply-To: maija@example\.fi$/m);
    expect(eml).toMatch(/^From: Portal <no-reply@portal\.example>$/m);
    expect(eml).toMatch(/^Subject: Demo Energia Online: Invoicing \(Maija Meikalainen\)$/m);
    expect(eml).toMatch(/^Content-Language: en-US$/m);
    expect(eml).toContain('Please move my due date by two weeks.');
    expect(eml).toContain('Username: customer');
  });
});
