import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demoPassword, logInWithApi } from '../support/session';

// vimpelinvoima's demo users: the password case sets the demo password back (billing and dashboard log in as
// its customer later); customer2, whom the delete case removes, no other spec uses
const INSTANCE = 'vimpelinvoima';
const accountPath = (tab: string) => `/${INSTANCE}/en-US/account/${tab}`;

async function logInWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`/${INSTANCE}/en-US/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  // the customer's landing page: the redirects after login are over
  await expect(page).toHaveURL(/\/online\/home$/);
}

test.describe('account page (issue 11)', () => {
  test('the tabs: general, security, locations and who has viewed my data; a tab change navigates; axe on each tab', async ({
    page,
  }) => {
    await logInWithApi(page, INSTANCE, 'servant');
    await page.goto(`/${INSTANCE}/en-US/admin/user-management`);
    await page
      .getByRole('button', { name: /user menu|servant/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(new RegExp(`${accountPath('general')}$`));
    await expect(page).toHaveTitle(/Account/);
    const tabs = page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page).toHaveURL(new RegExp(`${accountPath('security')}$`));
    await expect(page.getByLabel('Current password')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('tab', { name: 'Locations' }).click();
    await expect(page).toHaveURL(new RegExp(`${accountPath('locations')}$`));
    await expect(page.getByRole('tab', { name: 'Locations' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('tab', { name: 'Who has viewed my data' }).click();
    await expect(page).toHaveURL(new RegExp(`${accountPath('activity')}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Who has viewed my data' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Staff access to my data' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('an unknown tab is the 404 page (status 404); logged out, the account page goes to /', async ({
    page,
  }) => {
    const response = await page.goto(accountPath('general'));
    await expect(page).not.toHaveURL(/\/account\//);
    expect(response?.status()).toBe(200);
    await logInWithApi(page, INSTANCE, 'servant');
    const unknown = await page.goto(accountPath('preferences'));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  });

  test('profile: a taken username is refused with the typed values kept; a save shows success and the header the new first name', async ({
    page,
  }) => {
    await logInWithApi(page, INSTANCE, 'customer');
    await page.goto(accountPath('general'));
    const firstName = page.getByRole('textbox', { name: 'First name' });
    const username = page.getByRole('textbox', { name: 'Username' });
    await firstName.fill('Veera Kaisa');
    await username.fill('Customer2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
    await expect(page.getByText('This username is already taken. Choose another one.')).toBeVisible();
    await expect(username).toHaveValue('Customer2');
    await expect(firstName).toHaveValue('Veera Kaisa');

    // the rules show before anything is sent
    await username.fill('veera/kaisa');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/The username may not contain these characters/)).toBeVisible();
    await expect(page.getByText(/Enter a phone number that starts with \+358 or 0/)).toBeVisible();

    await username.fill('customer');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+358 40 123 4567');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Veera/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Veera Kaisa');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+358401234567');
    await expectNoSeriousAxeViolations(page);
  });

  test('password: a weak and a common password are refused, a valid change keeps the session, and the new password logs in', async ({
    page,
  }) => {
    await logInWithApi(page, INSTANCE, 'customer');
    await page.goto(accountPath('security'));
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password');
    await current.fill(demoPassword);
    await next.fill('weakpass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText(
        'The password must have at least 8 characters, including digits and both upper and lower case letters.',
      ),
    ).toBeVisible();

    await next.fill('Password123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText(
        'This password is among the most common passwords and easy to guess. Choose another one.',
      ),
    ).toBeVisible();
    await expect(current).toHaveValue(demoPassword);

    await current.fill('Not-the-password-1');
    await next.fill('Tuuli-ja-tyyni-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();

    await current.fill(demoPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();
    await expect(next).toHaveValue('');
    // the session goes on with the new token
    await page.reload();
    await expect(page.getByLabel('Current password')).toBeVisible();
    expect((await page.request.get('/auth/userinfo')).status()).toBe(200);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Veera|user menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const old = await page.request.post('/auth/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'customer',
        password: demoPassword,
        client_id: `mimo_${INSTANCE}`,
      },
    });
    expect(old.status()).toBe(401);
    await logInWithPassword(page, 'customer', 'Tuuli-ja-tyyni-2026');
    await page.goto(accountPath('general'));
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('customer');
    // the demo password back: the billing and dashboard specs log in as this customer later in the run
    const back = await page.request.post('/auth/change_password', {
      data: { currentPassword: 'Tuuli-ja-tyyni-2026', newPassword: demoPassword },
    });
    expect(back.status()).toBe(200);
  });

  test('delete account: cancel keeps it; confirm deletes it and logs out, and the account no longer logs in', async ({
    page,
  }) => {
    await logInWithApi(page, INSTANCE, 'customer2');
    await page.goto(accountPath('general'));
    await page.getByRole('button', { name: 'Delete user account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your user account?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get('/auth/userinfo')).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete user account' }).click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/auth/userinfo')).status()).toBe(401);
    const again = await page.request.post('/auth/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'customer2',
        password: demoPassword,
        client_id: `mimo_${INSTANCE}`,
      },
    });
    expect(again.status()).toBe(401);
  });

  test('delete account: a failure shows the catalogue message and keeps the user logged in', async ({
    page,
  }) => {
    await logInWithApi(page, INSTANCE, 'admin');
    await page.route('**/auth/delete_user', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(accountPath('general'));
    await page.getByRole('button', { name: 'Delete user account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your user account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(
      dialog.getByText(
        'Failed to delete user account. The service may be temporarily down. Try again later.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${accountPath('general')}$`));
    expect((await page.request.get('/auth/userinfo')).status()).toBe(200);
  });
});
