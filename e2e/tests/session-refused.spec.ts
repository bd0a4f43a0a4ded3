import { expect, request, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { baseUrl } from '../support/server';
import { logInWithApi } from '../support/session';

test.describe('an invalid or removed session on any page (spec customer-area section 4)', () => {
  test("a module's call refused by the server clears the session and goes to login with 'access token removed'", async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/notes');
    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();

    // the session ends elsewhere (another tab's logout, a password change): the browser keeps its cookie
    const token = (await page.context().cookies()).find((cookie) => cookie.httpOnly)?.value;
    expect(token).toBeTruthy();
    const elsewhere = await request.newContext({ baseURL: baseUrl });
    const logout = await elsewhere.post('/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(logout.status()).toBe(204);
    await elsewhere.dispose();

    // no navigation: the notes module's own call is the first to meet the refusal
    const dialog = page.getByRole('dialog', { name: /^Add note to / });
    await page
      .getByRole('button', { name: /^Add note to / })
      .first()
      .click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Note', exact: true }).fill('Never saved');
    await dialog.getByRole('textbox', { name: 'Written by' }).fill('E2E tester');
    const refused = page.waitForResponse(
      (response) => response.url().includes('/connector/v1/notes') && response.status() === 401,
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await refused;

    await expect(page).toHaveURL(/\/demo1\/en-US\/login$/);
    await expect(page.getByText('Your session has ended or was removed. Please log in again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    // the header never shows a user whose session the server refused
    await expect(page.getByRole('button', { name: /User menu/ })).toHaveCount(0);
    await expect(page.getByText('session expired', { exact: false })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
