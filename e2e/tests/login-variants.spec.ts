import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.describe('login page variants per instance', () => {
  test('the demo instance shows only the form, with the forgot-password link and the login notification', async ({
    page,
  }) => {
    await page.goto('/demo1/en-US/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Suomi\.fi|bank/i })).toHaveCount(0);
    await expect(page.getByText('Notice', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Online - Log in');
    await expectNoSeriousAxeViolations(page);
  });

  test('an instance with an external login service shows the form, the or divider, the buttons and the forgot-username link', async ({
    page,
  }) => {
    await page.goto('/nivos/en-US/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByText('or', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Suomi\.fi/ })).toBeVisible();
    await page.getByRole('button', { name: 'Forgot your username?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgotten username' })).toBeVisible();
    await expect(page).toHaveTitle('Nivos Online - Log in');
    await expectNoSeriousAxeViolations(page);
  });

  test('an external-only instance shows only the external buttons', async ({ page }) => {
    await page.goto('/karhulanenergia/en-US/login');
    await expect(page.getByRole('button', { name: /Suomi\.fi|bank/i }).first()).toBeVisible();
    await expect(page.locator('input[name=username]')).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
    // no password to reset: no link, and the page itself goes to login
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.goto('/karhulanenergia/en-US/reset-password');
    await expect(page).toHaveURL(/\/karhulanenergia\/en-US\/login$/);
    await expect(page.getByLabel('Username')).toHaveCount(0);
  });

  test('a description-only instance shows its description without the form', async ({ page }) => {
    await page.goto('/kivijarvenlampo/en-US/login');
    await expect(page.locator('input[name=username]')).toHaveCount(0);
    // the file as the utility wrote it (the server serves it compiled for react-intl)
    const texts = JSON.parse(
      readFileSync(new URL('../../instances/kivijarvenlampo/texts/en-US.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const description = texts['shell.login.description']!;
    await expect(page.getByText(description.slice(0, 40))).toBeVisible();
    // the way to log in is a link on the page to the company's site, not back to this page
    const toSite = page.getByRole('link', { name: /Go to the company website to log in/ });
    await expect(toSite).toHaveAttribute('href', 'https://www.kivijarvenlampo.example/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('a user without local login on an instance with no other login method is told to contact the utility', async ({
    page,
  }) => {
    await page.goto('/demo1/en-US/login');
    await page.getByLabel('Username').fill('dummy');
    await page.getByLabel('Password').fill('Demo-pass-2026');
    await page.locator('button[type=submit]').click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('contact the customer service of Demo Energia');
    await expect(alert).toContainText('asiakaspalvelu@demo1.example');
    await expect(alert).not.toContainText('other login options');
  });

  for (const [query, message] of [
    ['openid_error=access_denied', 'Login through the external identification service failed'],
    ['', 'third-party cookies'],
    ['code=not-a-valid-code', 'cookies could not be set'],
  ] as const) {
    test(`the OpenID callback with ${query || 'no token'} returns to login with its message`, async ({
      page,
    }) => {
      await page.goto(`/demo1/en-US/oauth2/redirect${query ? `?${query}` : ''}`);
      await expect(page).toHaveURL(/\/demo1\/en-US\/login$/);
      await expect(page.getByRole('main')).toContainText(message);
    });
  }

  test('when every login button is disabled the forgot-password link is hidden', async ({ page }) => {
    await page.goto('/ruovedenenergia/en-US/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0);
  });

  test('a wrong password gets the catalogue message and keeps the typed username', async ({ page }) => {
    await page.goto('/demo1/en-US/login');
    await page.getByLabel('Username').fill('customer');
    await page.getByLabel('Password').fill('wrong-password-1A');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('customer');
    await expect(page).toHaveURL(/\/demo1\/en-US\/login$/);
  });

  test('required-field messages appear after the field is touched', async ({ page }) => {
    await page.goto('/demo1/en-US/login');
    await page.getByLabel('Username').focus();
    await page.getByLabel('Password').focus();
    await page.getByLabel('Username').focus();
    await expect(page.getByText(/required/i).first()).toBeVisible();
  });
});
