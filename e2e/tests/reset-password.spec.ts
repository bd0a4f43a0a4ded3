import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { outboxDir } from '../support/server';

const mailsTo = (address: string): string[] =>
  readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(outboxDir, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((mail) => mail.includes(address));

const mailCount = (): number => readdirSync(outboxDir, { withFileTypes: true }).filter((e) => e.name.endsWith('.eml')).length;

test.describe('reset password', () => {
  test('the answer never reveals whether the user exists, and only a real user gets a mail', async ({ page }) => {
    await page.goto('/demo1/en-US/reset-password');
    await expectNoSeriousAxeViolations(page);
    const before = mailCount();
    await page.getByRole('textbox', { name: 'Username' }).fill('no-such-user-anywhere');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('If the username exists, we sent instructions')).toBeVisible();
    expect(mailCount()).toBe(before);
  });

  test('the mailed one-time link sets a new password that then logs in; the username is trimmed', async ({ page }) => {
    await page.goto('/demo1/en-US/reset-password');
    await page.getByRole('textbox', { name: 'Username' }).fill('  admin  ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('If the username exists, we sent instructions')).toBeVisible();

    await expect.poll(() => mailsTo('reset-password?code=').length).toBeGreaterThan(0);
    const mail = mailsTo('reset-password?code=').at(-1)!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/demo1\/en-US\/reset-password\?code=[A-Za-z0-9_%-]+/.exec(mail)?.[0];
    expect(link, 'reset link in the mail').toBeTruthy();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('New password', { exact: true }).fill('Uusi-salasana-99');
    await page.getByLabel('Repeat the new password').fill('Uusi-salasana-99');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    const token = await page.request.post('/auth/oauth/token', {
      form: { grant_type: 'password', username: 'admin', password: 'Uusi-salasana-99', client_id: 'mimo_demo1' },
    });
    expect(token.status()).toBe(200);

    // the link works once
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('New password', { exact: true }).fill('Toinen-salasana-77');
    await page.getByLabel('Repeat the new password').fill('Toinen-salasana-77');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
