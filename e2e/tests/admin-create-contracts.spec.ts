import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { outboxDir } from '../support/server';
import { logInWithForm } from '../support/session';

// Staff pages of mf-admin (issue 21 sections 3-6): create user, contract search, and the customer's view of
// what staff looked at. docs/admin-pages.md.

// each test logs in two or three people and runs axe on several pages
test.describe.configure({ timeout: 120_000 });

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

/** Logs in with the form with any password; returns once the login page is left. */
async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/demo1/en-US/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Logs a demo user in and waits for the page the portal lands them on (staff: user management; a customer:
 * the dashboard), so a navigation that follows does not race the landing redirect.
 */
async function logInAs(page: Page, username: string): Promise<void> {
  await logInWithForm(page, 'demo1', username);
  await expect(page).toHaveURL(
    username.startsWith('customer') ? /online\/home$/ : /admin\/user-management$/,
    {
      timeout: 30_000,
    },
  );
}

const results = (page: Page) => page.getByRole('table', { name: 'Contracts found' });

async function searchContracts(page: Page, fields: Record<string, string>): Promise<void> {
  const form = page.getByRole('search', { name: 'Search contracts' });
  await form.getByRole('button', { name: 'Clear' }).click();
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Search' }).click();
}

test.describe('staff: create user', () => {
  test('admin creates a user who must give an SSN; the invitation sets the password with the SSN and the new user logs in', async ({
    page,
    browser,
  }) => {
    const email = `uusi.kayttaja.${Date.now()}@example.fi`;
    await logInAs(page, 'admin');
    await page.goto('/demo1/en-US/admin/create-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Create user' })).toBeVisible({
      timeout: 30_000,
    });
    const ssnSwitch = page.getByRole('switch', { name: 'Personal identity code required' });
    await expect(ssnSwitch).not.toBeChecked();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('textbox', { name: 'First name' }).fill('Uusi');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Käyttäjä');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('combobox', { name: /Language of the invitation/ }).selectOption('en-US');
    await ssnSwitch.check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The invitation was sent to ${email}.` }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // the same address again: the catalogue's message, the values kept
    await page.getByRole('textbox', { name: 'First name' }).fill('Uusi');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Käyttäjä');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    // said at the email field and in the form's alert
    await expect(
      page.getByText('A user with this email address exists already.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Creating the user failed' })).toContainText(
      'A user with this email address exists already.',
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    await expect.poll(() => mails().filter((mail) => mail.includes(`To: ${email}`)).length).toBe(1);
    const mail = mails().find((text) => text.includes(`To: ${email}`))!;
    const link =
      /https?:\/\/[^\s"<>]+\/demo1\/en-US\/reset-password\?code=[A-Za-z0-9_%-]+(&[A-Za-z0-9_%=-]+)*/.exec(
        mail,
      )?.[0];
    expect(link, 'invitation link in the mail').toBeTruthy();

    const invited = await (await browser.newContext()).newPage();
    await invited.goto(new URL(link!).pathname + new URL(link!).search);
    await expectNoSeriousAxeViolations(invited);
    await invited.getByRole('textbox', { name: /Personal identity code/ }).fill('010594Y9021');
    await invited.getByRole('textbox', { name: 'New password', exact: true }).fill('Uusi-kayttaja-2026');
    await invited.getByRole('textbox', { name: 'Repeat the new password' }).fill('Uusi-kayttaja-2026');
    await invited.getByRole('button', { name: 'Save the new password' }).click();
    await expect(invited.getByText('Your password has been changed.')).toBeVisible();
    await invited.context().close();

    const newUser = await (await browser.newContext()).newPage();
    await logIn(newUser, email, 'Uusi-kayttaja-2026');
    await expect(newUser.getByRole('heading', { level: 1 })).toBeVisible();
    await newUser.context().close();
  });
});

test.describe('staff: contract search', () => {
  test('servant searches by customer number and by name, opens a contract tab and closes it', async ({
    page,
  }) => {
    await logInAs(page, 'servant');
    await page.goto('/demo1/en-US/admin/contract-search');
    // the remote's first page load (its entry, the page's chunk) can take a while on a busy machine
    await expect(page.getByRole('heading', { level: 1, name: 'Contract search' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('switch', { name: 'Active contracts only' })).toBeChecked();
    await expectNoSeriousAxeViolations(page);

    await searchContracts(page, { 'Customer number': '100001' });
    await expect(results(page)).toBeVisible();
    const rows = results(page).getByRole('row');
    expect(await rows.count()).toBeGreaterThan(1);
    const customerNumbers = await results(page).locator('tbody tr td:nth-child(4)').allTextContents();
    expect(new Set(customerNumbers)).toEqual(new Set(['100001']));
    const name = (await results(page).locator('tbody tr td:nth-child(3)').first().textContent())!.trim();
    await expectNoSeriousAxeViolations(page);

    // by a word of the name: the same customer's contracts are among those found
    await searchContracts(page, { 'Customer or company name': name.split(/\s+/)[0]! });
    await expect(results(page).getByText('100001').first()).toBeVisible();

    await searchContracts(page, { 'Customer number': '100001' });
    const open = results(page)
      .getByRole('button', { name: /^Open the contracts of / })
      .first();
    const code = (await open.textContent())!.trim();
    await open.click();
    const tab = page.getByRole('tab', { name: code });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText(`Metering point ${code}`);
    const card = panel.getByRole('region', { name: /^Contract / }).first();
    await expect(card.locator('[data-field="customerCode"]')).toHaveText('100001');
    await expect(card.locator('[data-field]')).toHaveCount(21);
    await expectNoSeriousAxeViolations(page);

    await panel.getByRole('button', { name: `Close ${code}` }).click();
    await expect(tab).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Contracts \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(results(page)).toBeVisible();
  });

  test('a too short value says so with the length and searches nothing', async ({ page }) => {
    await logInAs(page, 'servant');
    await page.goto('/demo1/en-US/admin/contract-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Contract search' })).toBeVisible({
      timeout: 30_000,
    });
    await searchContracts(page, { 'Identification number': '1234' });
    await expect(page.getByText('Enter at least 9 characters.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('superuser: an empty search asks to confirm, then lists every contract a page at a time', async ({
    page,
  }) => {
    await logInAs(page, 'superuser');
    await page.goto('/demo1/en-US/admin/contract-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Contract search' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('switch', { name: 'Active contracts only' }).uncheck();
    await page
      .getByRole('search', { name: 'Search contracts' })
      .getByRole('button', { name: 'Search' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Search all contracts?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Search all' }).click();

    await expect(results(page)).toBeVisible();
    const countTab = page.getByRole('tab', { name: /^Contracts \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await countTab.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(50);
    await expect(results(page).locator('tbody tr')).toHaveCount(50);
    const pager = page.getByRole('navigation', { name: 'Table pages' });
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 50)}`);
    const firstOfPage1 = await results(page).locator('tbody tr').first().textContent();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText(`Page 2 of ${Math.ceil(total / 50)}`);
    await expect(results(page).locator('tbody tr').first()).not.toHaveText(firstOfPage1 ?? '');
    await expectNoSeriousAxeViolations(page);
  });

  test('seller cannot open the staff pages: the seller-only login is refused', async ({ page }) => {
    await page.goto('/demo1/en-US/login');
    await page.locator('input[name=username]').fill('seller');
    await page.locator('input[name=password]').fill('Demo-pass-2026');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // logged out, the staff page is not opened: the portal sends the visitor to its public front page
    await page.goto('/demo1/en-US/admin/contract-search');
    await expect(page).not.toHaveURL(/admin\/contract-search/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contract search' })).toHaveCount(0);
  });
});

test.describe('who has viewed my data', () => {
  test("admin opens the customer's reports with a reason; the customer sees that view with the role, action and reason", async ({
    page,
    browser,
  }) => {
    await logInAs(page, 'admin');
    const search = page.getByRole('search', { name: 'Search users' });
    await search.getByRole('textbox', { name: 'Username' }).fill('customer');
    await search.getByRole('button', { name: 'Search' }).click();
    const users = page.getByRole('table', { name: /users/i });
    const row = users
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'customer', exact: true }) });
    await row.getByRole('button', { name: /^Reports of / }).click();

    const reason = page.getByRole('dialog', { name: /Why do you open the reports of/ });
    await reason.getByRole('radio', { name: 'Billing question' }).check();
    await reason.getByRole('textbox', { name: 'Details' }).fill('E2E tarkistus');
    await expectNoSeriousAxeViolations(page);
    // the energy report asks the customer's data with the reason: that call writes the audit row the customer
    // sees, so the dialog stays open until it has been answered (a loader's status alone came too early)
    const audited = page.waitForResponse(
      (response) => response.url().includes('/connector/v1/admin/webamr/chart'),
      { timeout: 30_000 },
    );
    await reason.getByRole('button', { name: 'Open reports' }).click();
    const dialog = page.getByRole('dialog', { name: /^Reports of / });
    await expect(dialog.getByText(/Viewing as .*: Billing question – E2E tarkistus/)).toBeVisible();
    await expect(dialog.getByRole('tabpanel')).toBeVisible();
    expect((await audited).status()).toBeLessThan(500);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const customer = await (await browser.newContext()).newPage();
    await logInAs(customer, 'customer');
    await customer.goto('/demo1/en-US/account/activity');
    const view = customer.getByRole('row').filter({ hasText: 'E2E tarkistus' }).first();
    await expect(view).toBeVisible();
    await expect(view).toContainText('Administrator');
    await expect(view).toContainText('Billing question');
    await expect(view).toContainText('Viewed your consumption reports');
    await expect(view).not.toContainText(/\badmin\b/);
    await expectNoSeriousAxeViolations(customer);
    await customer.context().close();
  });
});
