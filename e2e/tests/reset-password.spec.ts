import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { outboxDir } from '../support/server';

/** The outbox's .eml files, oldest first, with quoted-printable soft breaks and '=3D' decoded. */
const mails = (): string[] =>
  existsSync(outboxDir)
    ? readdirSync(outboxDir)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => join(outboxDir, name))
        .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
        .map((file) =>
          readFileSync(file, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        )
    : [];

const mailsContaining = (text: string): string[] => mails().filter((mail) => mail.includes(text));

test.describe('reset password', () => {
  test('the answer never reveals whether the user exists, and only a real user gets a mail', async ({
    page,
  }) => {
    await page.goto('/demo1/en-US/reset-password');
    await expectNoSeriousAxeViolations(page);
    const before = mails().length;
    await page.getByRole('textbox', { name: 'Username' }).fill('no-such-user-anywhere');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('If the username exists, we sent instructions')).toBeVisible();
    expect(mails().length).toBe(before);
  });

  test('the mailed one-time link sets a new password that then logs in; the username is trimmed', async ({
    page,
    browser,
  }) => {
    await page.goto('/demo1/en-US/reset-password');
    await page.getByRole('textbox', { name: 'Username' }).fill('  admin  ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('If the username exists, we sent instructions')).toBeVisible();

    await expect.poll(() => mailsContaining('To: admin.demo1@').length).toBeGreaterThan(0);
    const mail = mailsContaining('To: admin.demo1@').at(-1)!;
    const link = /https?:\/\/[^\s"<>]+\/demo1\/en-US\/reset-password\?code=[A-Za-z0-9_%-]+/.exec(mail)?.[0];
    expect(link, 'reset link in the mail').toBeTruthy();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Uusi-salasana-99');
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Uusi-salasana-99');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    const token = await page.request.post('/auth/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'admin',
        password: 'Uusi-salasana-99',
        client_id: 'mimo_demo1',
      },
    });
    expect(token.status()).toBe(200);

    // the link works once (a new visitor: the page above is logged in now, and reset is for logged-out users)
    const again = await (await browser.newContext()).newPage();
    await again.goto(new URL(link!).pathname + new URL(link!).search);
    await again.getByRole('textbox', { name: 'New password', exact: true }).fill('Toinen-salasana-77');
    await again.getByRole('textbox', { name: 'Repeat the new password' }).fill('Toinen-salasana-77');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await expect(again.getByRole('alert')).toBeVisible();
    await again.close();
  });
});
