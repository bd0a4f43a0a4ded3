import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo-pass-2026';

/** Logs in through the real login form, the way a customer does. */
export async function logInWithForm(
  page: Page,
  instance: string,
  username: string,
  language = 'en-US',
): Promise<void> {
  await page.goto(`/${instance}/${language}/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(demoPassword);
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login$/);
  // the logged-out page hands over to the host with a page load: wait for the host's user menu, so a goto
  // that follows does not abort that load (net::ERR_ABORTED)
  await expect(page.getByRole('button', { name: /^(User menu|Käyttäjävalikko|Användarmeny): / })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
}

/** Logs in through the token call (sets the HttpOnly cookie in the page's context): for tests about something else. */
export async function logInWithApi(page: Page, instance: string, username: string): Promise<void> {
  const response = await page.request.post('/auth/oauth/token', {
    form: { grant_type: 'password', username, password: demoPassword, client_id: `mimo_${instance}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}
