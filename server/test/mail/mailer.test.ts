import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer.js';
import { resetPasswordMail } from '../../src/auth/resetMail.js';

describe('mailer without SMTP', () => {
  it('writes each mail as a complete .eml file into the outbox folder', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = createMailer({ smtp: null, outboxDir, from: 'no-reply@localhost' });
    await mailer.send(
      resetPasswordMail({
        to: 'aino@example.com',
        language: 'fi-FI',
        siteName: 'Demo Energia',
        firstName: 'Aino',
        link: 'http://localhost:8080/demo1/fi-FI/reset-password?code=abc',
      }),
    );
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: no-reply@localhost\r?$/m);
    expect(eml).toMatch(/^To: aino@example.com\r?$/m);
    expect(eml).toMatch(/^Content-Language: fi-FI\r?$/m);
    // the body is quoted-printable: undo soft line breaks and the encoded '='
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('reset-password?code=abc');
  });
});
