import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi, logInWithForm } from '../support/session';

test.describe('access rules', () => {
  test('a logged-out user on a private route is sent to the welcome page', async ({ page }) => {
    await page.goto('/demo1/en-US/online/notes');
    await expect(page).toHaveURL(/\/demo1\/en-US\/(welcome|login)$/);
  });

  test('a logged-out user of an instance with an external main page is sent to login by the catch-all', async ({
    page,
  }) => {
    await page.goto('/leppakoski/fi-FI/');
    await expect(page).toHaveURL(/\/leppakoski\/fi-FI\/login$/);
  });

  test('a logged-out user of an instance without an external main page is sent to welcome by the catch-all', async ({
    page,
  }) => {
    await page.goto('/demo1/en-US/');
    await expect(page).toHaveURL(/\/demo1\/en-US\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('an unknown address answers HTTP 404 and shows the 404 page there; a known page answers 200', async ({
    page,
  }) => {
    const missing = await page.goto('/demo1/en-US/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/demo1\/en-US\/no-such-page$/);
    await expectNoSeriousAxeViolations(page);
    expect((await page.goto('/demo1/en-US/login'))?.status()).toBe(200);
    expect((await page.goto('/nosuchutility/fi-FI/login'))?.status()).toBe(404);
  });

  test('a logged-in user opening the login page is redirected away from it', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/login');
    // demo1's first menu item is Home (the dashboard is shown: billing publishes its latest-invoice widget)
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/home$/);
  });

  test('an unknown instance shows the 404 page with the current address among its three tips', async ({
    page,
  }) => {
    await page.goto('/nosuchutility/fi-FI/login');
    await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt', level: 1 })).toBeVisible();
    await expect(page.getByText('/nosuchutility/fi-FI/login')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
  });

  test('metercontrol lands on location management, the first menu item its role opens (then the location map), and has no user management', async ({
    page,
  }) => {
    await logInWithForm(page, 'demo1', 'metercontrol');
    await expect(page).toHaveURL(/\/demo1\/en-US\/admin\/location-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Location management' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'User management' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Locations on a map' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/admin\/location-map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Locations on a map' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  // ssnviewer is a servant who may reveal SSNs (ROLE_SERVANT, ROLE_SSN_VIEWER)
  for (const username of ['admin', 'superuser', 'servant', 'ssnviewer']) {
    test(`${username} lands on the first page the staff roles open: user management`, async ({ page }) => {
      await logInWithForm(page, 'demo1', username);
      await expect(page).toHaveURL(/\/demo1\/en-US\/admin\/user-management$/);
      await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'User management', exact: true }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('a user with no roles cannot log in and gets the no_permission message', async ({ page }) => {
    await page.goto('/demo1/en-US/login');
    await page.getByLabel('Username').fill('noroles');
    await page.getByLabel('Password').fill('Demo-pass-2026');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session removed on the server sends the user to login with the access-token-removed notice', async ({
    page,
  }) => {
    await logInWithForm(page, 'demo1', 'customer');
    await expect(page).toHaveURL(/online\/home$/);
    // Log out behind the page's back: the server revokes the token, the page still thinks it is logged in.
    const response = await page.request.post('/auth/logout', { data: {} });
    expect(response.status()).toBe(204);
    // a navigation within 5 s of the server's last answer is covered by it (shell/src/session/recentCheck.ts)
    await page.waitForTimeout(5_000);
    // any later navigation inside the app checks the session with the server: here a language change
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Suomi' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Istuntosi on päättynyt tai se on poistettu. Kirjaudu uudelleen sisään.'),
    ).toBeVisible();
  });
});
