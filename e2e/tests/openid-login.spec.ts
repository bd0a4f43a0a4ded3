import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

// issue 18: an external-only instance's bank button, through the bundled Demo Bank (docs/demo-bank.md,
// docs/openid-login.md). Aino Testaaja (010594Y9032) is the demo `customer` of every instance.

async function toDemoBank(page: Page) {
  await page.goto('/karhulanenergia/en-US/login');
  await page.getByRole('button', { name: /bank/i }).first().click();
  // the bank button asks for strong authentication first
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Continue to identification' }).click();
  await expect(page).toHaveURL(/\/demo-bank\//);
  await expect(page.getByText('DEMO BANK – test identification, not a real bank')).toBeVisible();
}

test.describe('bank login through the Demo Bank', () => {
  test('a customer of an external-only instance logs in with the bank and out again; no token in the history', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const started = Date.now();
    await toDemoBank(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: /Aino Testaaja/ }).click();
    await expect(page).toHaveURL(/\/karhulanenergia\/en-US\/online\/home$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible({ timeout: 30_000 });
    console.log(
      `bank button to logged-in home: ${Date.now() - started} ms, ${addresses.length} page addresses`,
    );

    // the one-time code is in one address and spent; no bearer token ever is
    for (const address of addresses) {
      expect(address).not.toMatch(/access_token|id_token|eyJ/);
    }
    // (the logged-out page hands over to the host with a page load of the same address)
    const withCode = [...new Set(addresses.filter((address) => /oauth2\/redirect\?code=/.test(address)))];
    expect(withCode).toHaveLength(1);
    const replay = await page.request.post('/auth/openid/exchange', {
      data: { code: new URL(withCode[0]!).searchParams.get('code') },
    });
    expect(replay.status()).toBe(400);

    // the security tab is not offered to a user who logs in with the bank
    await page.goto('/karhulanenergia/en-US/account');
    await expect(page.getByRole('tab', { name: /Security/ })).toHaveCount(0);

    await page.getByRole('button', { name: /^User menu: / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // the provider's own session ends too (RP-initiated logout), then back to the instance's login
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/karhulanenergia\/en-US\/login$/, { timeout: 30_000 });
  });

  test('cancel at the bank returns to the login page with the openid error message', async ({ page }) => {
    await toDemoBank(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/karhulanenergia\/en-US\/login$/, { timeout: 30_000 });
    await expect(
      page.getByText('Login through the external identification service failed. Please try again.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('forgot-username: a strong login at the bank shows the username, then the service', async ({
    page,
  }) => {
    await page.goto('/nivos/en-US/login');
    await page.getByRole('button', { name: 'Forgot your username?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Identify yourself' }).click();
    await expect(page).toHaveURL(/\/demo-bank\//);
    await page.getByRole('button', { name: /Aino Testaaja/ }).click();
    await expect(page.getByRole('heading', { name: 'Your username' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('revealed-username')).toHaveText('customer');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to the service' }).click();
    await expect(page).toHaveURL(/\/nivos\/en-US\/online\/home$/, { timeout: 30_000 });
  });
});
