import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demoPassword, logInWithApi } from '../support/session';

// User management of mf-admin (issue 21 section 2 and the admin report dialog): demo1's staff logins
// (server/src/demo/seed.ts) and its generated customers (server/src/demo/staff.ts). The users this spec
// changes are its own: a generated customer it gives a role and a phone number and sets back, and a user it
// creates through the create-user call and deletes.

const PAGE = '/demo1/en-US/admin/user-management';
const CUSTOMER_SSN = '010594Y9032';

async function openPage(page: Page, username: string): Promise<void> {
  await logInWithApi(page, 'demo1', username);
  await page.goto(PAGE);
  // the remote's chunks on a loaded 2-core machine
  await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible({
    timeout: 30_000,
  });
}

const searchForm = (page: Page) => page.getByRole('search', { name: 'Search users' });
const users = (page: Page) => page.getByRole('table', { name: 'Users found' });

async function search(page: Page, fields: Record<string, string>): Promise<void> {
  const form = searchForm(page);
  await form.getByRole('button', { name: 'Clear' }).click();
  for (const [label, value] of Object.entries(fields))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByRole('button', { name: 'Search' }).click();
}

/** the row whose username cell is `username` */
const rowOf = (page: Page, username: string): Locator =>
  users(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });

/** searches the username, opens its row and returns the user's tab panel */
async function openUser(page: Page, username: string): Promise<Locator> {
  await search(page, { Username: username });
  await rowOf(page, username)
    .getByRole('button', { name: /^Open / })
    .click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3, name: 'User details' })).toBeVisible();
  return panel;
}

/** the value of a details term (the `dd` after the `dt`) */
const detail = (panel: Locator, term: string): Locator =>
  panel
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe('staff: user management', () => {
  test('admin searches: the list tab counts the users, a row opens a closable tab with the details an admin sees', async ({
    page,
  }) => {
    await openPage(page, 'admin');
    await expectNoSeriousAxeViolations(page);
    await search(page, { Username: 'customer' });
    const listTab = page.getByRole('tab', { name: /^Users \(\d+\)$/ });
    await expect(listTab).toBeVisible();
    const count = Number((await listTab.textContent())?.match(/\((\d+)\)/)?.[1]);
    await expect(users(page).locator('tbody tr')).toHaveCount(count);
    await expect(rowOf(page, 'customer')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const panel = await openUser(page, 'customer');
    await expect(page.getByRole('tab', { selected: true })).not.toHaveText(/^Users/);
    await expect(detail(panel, 'Username')).toHaveText('customer');
    await expect(detail(panel, 'Created on')).toBeVisible();
    await expect(detail(panel, 'Last login')).toBeVisible();
    // superuser only: trusted account and sub; SSN viewers only: the SSN
    await expect(panel.locator('dt', { hasText: 'Trusted account' })).toHaveCount(0);
    await expect(panel.locator('dt', { hasText: 'User ID (sub)' })).toHaveCount(0);
    await expect(panel.locator('dt', { hasText: 'Personal identity code' })).toHaveCount(0);
    await expect(panel.getByRole('list', { name: /^Roles of / })).toContainText('User');
    // the customer's usage places (the utility's mappings: not selectable for removal) and the add form
    const places = panel.getByRole('table', { name: /^Usage places of / });
    await expect(places.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await expect(places.getByRole('checkbox', { name: /cannot be removed here/ }).first()).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Find usage places' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await panel.getByRole('button', { name: 'Close tab' }).click();
    await expect(listTab).toHaveAttribute('aria-selected', 'true');
    await expect(users(page)).toBeVisible();
  });

  test("a censored user's row cannot be opened by an admin and shows an access-denied icon", async ({
    page,
  }) => {
    await openPage(page, 'admin');
    await search(page, { Username: 'protected' });
    await expect(page.getByRole('tab', { name: 'Users (1)' })).toBeVisible();
    // the server sends a censored row with the name only
    const row = users(page).locator('tbody tr').first();
    await expect(row.getByRole('cell').nth(1)).toHaveText('');
    await expect(row.getByRole('img', { name: 'Access denied' })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('superuser: search all after confirming, pages of 50, the sub and trusted account in the details', async ({
    page,
  }) => {
    await openPage(page, 'superuser');
    await expect(searchForm(page).getByRole('textbox', { name: 'User ID (sub)' })).toBeVisible();
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Search all users?' });
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Search all' }).click();
    const listTab = page.getByRole('tab', { name: /^Users \(\d+\)$/ });
    await expect(listTab).toBeVisible();
    const total = Number((await listTab.textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(total).toBeGreaterThan(50);
    await expect(users(page).locator('tbody tr')).toHaveCount(50);
    const pager = page.getByRole('navigation', { name: 'Table pages' });
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 50)}`);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText(`Page 2 of ${Math.ceil(total / 50)}`);
    await expectNoSeriousAxeViolations(page);

    // a superuser may open the protected customer
    const panel = await openUser(page, 'protected');
    await expect(detail(panel, 'User ID (sub)')).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(detail(panel, 'Trusted account')).toHaveText(/^(Yes|No|Unknown)$/);
    await expectNoSeriousAxeViolations(page);
  });

  test('ssnviewer reveals the SSN after pressing show and copies it; sees the roles read-only', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, 'ssnviewer');
    const panel = await openUser(page, 'customer');
    await expect(panel.getByText(CUSTOMER_SSN)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Show' }).click();
    await expect(detail(panel, 'Personal identity code')).toContainText(CUSTOMER_SSN);
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied to the clipboard.').first()).toBeVisible();
    // the snackbar goes after 2 s
    await expect(page.getByText('Copied to the clipboard.')).toHaveCount(0, { timeout: 5_000 });
    await expect(panel.getByRole('button', { name: 'Add role' })).toHaveCount(0);
    await expect(panel.getByText('You can see the roles but not change them.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a servant sees the roles read-only and no SSN', async ({ page }) => {
    await openPage(page, 'servant');
    const panel = await openUser(page, 'customer');
    await expect(panel.getByRole('list', { name: /^Roles of / })).toContainText('User');
    await expect(panel.getByRole('button', { name: 'Add role' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^(Change|Remove) role/ })).toHaveCount(0);
    await expect(panel.locator('dt', { hasText: 'Personal identity code' })).toHaveCount(0);
    await expect(panel.locator('dt', { hasText: 'Created on' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('admin adds a role and deletes it after confirming; edits a user', async ({ page }) => {
    await openPage(page, 'admin');
    await search(page, { 'Last name': 'Korpela' });
    const row = users(page).locator('tbody tr').first();
    const username = (await row.locator('td').nth(1).textContent())?.trim() ?? '';
    expect(username).not.toBe('');
    const panel = await openUser(page, username);
    const roles = panel.getByRole('list', { name: /^Roles of / });

    await panel.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add a role' });
    const select = add.getByRole('combobox', { name: 'Role' });
    await expect(select.locator('option', { hasText: 'Superuser' })).toHaveCount(0);
    await select.selectOption('ROLE_SERVANT');
    await expectNoSeriousAxeViolations(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toHaveCount(0);
    await expect(roles).toContainText('Customer servant');

    await panel.getByRole('button', { name: 'Remove role Customer servant' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the role?' });
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(roles).not.toContainText('Customer servant');
    await expect(roles).toContainText('User');

    await panel.getByRole('button', { name: 'Edit user' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    const phone = edit.getByRole('textbox', { name: 'Phone number' });
    const before = await phone.inputValue();
    await phone.fill('abc');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText(/Enter a phone number that starts with \+358 or 0/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await phone.fill('0401234567');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(panel.getByText('The user’s details were saved.')).toBeVisible();
    await expect(detail(panel, 'Phone number')).toHaveText('0401234567');

    // set back what this test changed
    await panel.getByRole('button', { name: 'Edit user' }).click();
    await page
      .getByRole('dialog', { name: 'Edit user' })
      .getByRole('textbox', { name: 'Phone number' })
      .fill(before);
    await page.getByRole('dialog', { name: 'Edit user' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit user' })).toHaveCount(0);
  });

  test('admin deletes a user after confirming: the row and the tab go, a message says so', async ({
    page,
  }) => {
    await openPage(page, 'admin');
    const email = `poistettava.${Date.now()}@example.fi`;
    const created = await page.request.post('/auth/admin/register_new_user', {
      data: {
        firstName: 'Poistettava',
        lastName: 'Testikäyttäjä',
        email,
        language: 'en-US',
        requiredSSN: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await search(page, { Email: email });
    await expect(page.getByRole('tab', { name: 'Users (1)' })).toBeVisible();
    await users(page)
      .getByRole('button', { name: /^Open Poistettava/ })
      .click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Delete user' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the user?' });
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/^The user Poistettava Testikäyttäjä was deleted\.$/)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Poistettava/ })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Users (0)' })).toBeVisible();
    await expect(page.getByText('No users found.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("admin opens the customer's reports with a reason: the energy report draws the customer's chart", async ({
    page,
  }) => {
    await openPage(page, 'admin');
    await search(page, { Username: 'customer' });
    await rowOf(page, 'customer')
      .getByRole('button', { name: /^Reports of / })
      .click();
    const reason = page.getByRole('dialog', { name: /^Why do you open the reports of / });
    await reason.getByRole('button', { name: 'Open reports' }).click();
    await expect(reason.getByText('Choose a reason.')).toBeVisible();
    await reason.getByRole('radio', { name: 'The customer asked for help' }).check();
    await expectNoSeriousAxeViolations(page);
    await reason.getByRole('button', { name: 'Open reports' }).click();

    const dialog = page.getByRole('dialog', { name: /^Reports of / });
    await expect(dialog.getByText(/^Viewing as .+: The customer asked for help$/)).toBeVisible();
    const tabs = dialog.getByRole('tablist', { name: 'Reports' });
    await expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
    await expect(tabs.getByRole('tab', { name: 'Online energy reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: 'Dialog size' })).toHaveValue('xl');
    const canvas = dialog.locator('canvas').first();
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    // drawn: some pixel of the chart is not transparent
    await expect
      .poll(
        () =>
          canvas.evaluate((element) => {
            const c = element as HTMLCanvasElement;
            const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
            for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
            return false;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    // view only: no editing controls of its own (the report's own options are the customer's page)
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  test('seller alone cannot log in: the token call and the login form refuse it', async ({ page }) => {
    const token = await page.request.post('/auth/oauth/token', {
      form: { grant_type: 'password', username: 'seller', password: demoPassword, client_id: 'mimo_demo1' },
    });
    expect(token.status()).toBeGreaterThanOrEqual(400);
    await page.goto('/demo1/en-US/login');
    await page.locator('input[name=username]').fill('seller');
    await page.locator('input[name=password]').fill(demoPassword);
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/demo1\/en-US\/(login|welcome)$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
