import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi, logInWithForm } from '../support/session';

// Demo data: docs/meter-readings.md ("Demo data"). The e2e server runs on the real clock, so the values typed
// are read off the page (the expected range, the latest reading), never fixed.

const readingsTable = (page: Page) => page.getByRole('table', { name: 'Meter readings' });
const bodyRows = (page: Page) =>
  readingsTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

async function choose(page: Page, picker: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: picker }).click();
  await page.getByRole('option', { name: option }).click();
}

/** "Expected now: about 152.3 (between 151.2 and 153.9), ..." in en-US */
async function expectedReading(page: Page): Promise<{ expected: number; low: number; high: number }> {
  const text = await page.getByText(/^Expected now: about/).innerText();
  const numbers = [...text.matchAll(/[\d,]+(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  const [expected, low, high] = numbers as [number, number, number];
  return { expected, low, high };
}

async function firstValue(rows: Locator): Promise<number> {
  const cell = rows.first().getByRole('cell').nth(1);
  return Number((await cell.innerText()).replace(/[^\d.]/g, ''));
}

test.describe('meter readings', () => {
  test('a customer enters, corrects, sends for review and deletes a reading, with every rule of the form', async ({
    page,
  }) => {
    await logInWithForm(page, 'demo1', 'customer');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Meter reading input' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/meter-reading-input$/);
    await expect(page.getByRole('heading', { name: 'Meter readings', level: 1 })).toBeVisible();

    // the first place's only point is read automatically: nothing to enter
    await expect(page.getByText(/collected automatically once a month/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reading (MWh)' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);

    // changing the location selects its first point (automatic too); the manual water meter is chosen
    await choose(page, 'Location', 'Peltotie 20, 00530 Helsinki (2011425)');
    await expect(page.getByRole('combobox', { name: 'Measuring point' })).toContainText('(AUTO-1)');
    await choose(page, 'Measuring point', /\(VESI-1\)$/);
    const value = page.getByRole('textbox', { name: 'Reading (m³)' });
    await expect(value).toBeEnabled();
    await expect(page.getByText(/^Expected now: about/)).toBeVisible();
    const rows = bodyRows(page);
    await expect(rows.first()).toContainText('2011425');
    const before = await rows.count();
    expect(before).toBeGreaterThan(10);
    const latest = await firstValue(rows);
    await expectNoSeriousAxeViolations(page);

    // the decimal rule: no leading zero, a decimal separator required
    await value.fill('007');
    await expect(page.getByText(/Write the reading with a decimal separator/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    const invalid = page.getByRole('alertdialog', { name: 'The reading cannot be saved' });
    await expect(invalid).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await invalid.getByRole('button', { name: 'OK' }).click();
    await expect(invalid).toBeHidden();
    await value.fill('');
    await expect(page.getByText(/Write the reading with a decimal separator/)).toBeHidden();

    // below the latest reading: the spec's warning; cancel saves nothing
    await value.fill('1,5');
    await page.getByRole('button', { name: 'Save' }).click();
    const lessThan = page.getByRole('alertdialog', { name: 'The reading is less than the previous one' });
    await expect(lessThan).toBeVisible();
    await expect(lessThan.getByRole('button', { name: 'The meter was changed' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await lessThan.getByRole('button', { name: 'Cancel' }).click();
    await expect(lessThan).toBeHidden();
    await expect(rows).toHaveCount(before);

    // a plausible reading, typed with a comma: saved on top, the form back to empty
    const { expected } = await expectedReading(page);
    const typed = Math.max(expected, latest + 0.001).toFixed(3);
    await value.fill(typed.replace('.', ','));
    await page.getByRole('textbox', { name: 'Note' }).fill('E2E reading');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.first()).toContainText('E2E reading');
    await expect(rows.first().getByRole('cell').nth(1)).toContainText(
      Number(typed).toLocaleString('en-US', { maximumFractionDigits: 3 }),
    );
    await expect(value).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');

    // edit fills the form; a value below the previous reading, confirmed, waits for the utility's review
    await rows
      .first()
      .getByRole('button', { name: /^Edit the reading of/ })
      .click();
    await expect(page.getByRole('form', { name: 'Edit the meter reading' })).toBeVisible();
    // the same number: a reading typed as 159,910 is shown as 159.91 (the typed value follows the clock)
    await expect.poll(async () => Number((await value.inputValue()).replace(',', '.'))).toBe(Number(typed));
    await value.fill((latest - 1).toFixed(3));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(lessThan).toBeVisible();
    await lessThan.getByRole('textbox', { name: 'Note for the utility' }).fill('The display showed this');
    await lessThan.getByRole('button', { name: 'Yes, save' }).click();
    await expect(lessThan).toBeHidden();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.first()).toContainText('Waiting for review');
    await expect(rows.first()).toContainText('The display showed this');
    await expectNoSeriousAxeViolations(page);

    // delete asks first
    await rows
      .first()
      .getByRole('button', { name: /^Delete the reading of/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the reading?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(before);
    await expect(readingsTable(page)).not.toContainText('The display showed this');
  });

  test('the guard service opens the provider in a new tab with a signed link', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/guard-service');
    await expect(page.getByRole('heading', { name: 'Guard service', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await choose(page, 'Usage place', /\(2011425\)$/);
    const [provider] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Go to the guard service' }).click(),
    ]);
    await expect(provider.getByText('2011425')).toBeVisible();
    await expect(provider).toHaveURL(/\/demo-guard-service\/open\?/);
    await expectNoSeriousAxeViolations(provider);
    // the same link altered is refused with a page that says so
    const altered = provider.url().replace('place=2011425', 'place=2011426');
    const refused = await provider.goto(altered);
    expect(refused?.status()).toBe(403);
    await expectNoSeriousAxeViolations(provider);
  });

  test('a reading sent for review is rejected by customer service with a reason the customer then sees', async ({
    page,
  }) => {
    // the landlord has 12 places: the location is an autocomplete
    await logInWithApi(page, 'demo1', 'landlord');
    await page.goto('/demo1/en-US/online/meter-reading-input');
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('');
    await location.pressSequentially('4100003');
    await page.getByRole('option', { name: /\(4100003\)$/ }).click();
    await expect(page.getByRole('combobox', { name: 'Measuring point' })).toContainText('(VESI-1)');
    const rows = bodyRows(page);
    await expect(rows.first()).toContainText('4100003');
    const latest = await firstValue(rows);
    await page.getByRole('textbox', { name: 'Reading (m³)' }).fill((latest - 1).toFixed(1));
    await page.getByRole('button', { name: 'Save' }).click();
    const lessThan = page.getByRole('alertdialog', { name: 'The reading is less than the previous one' });
    await lessThan.getByRole('textbox', { name: 'Note for the utility' }).fill('E2E: the dial looks odd');
    await lessThan.getByRole('button', { name: 'Yes, save' }).click();
    await expect(rows.first()).toContainText('Waiting for review');

    await logInWithApi(page, 'demo1', 'servant');
    await page.goto('/demo1/en-US/online/home');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Meter reading reviews' })
      .click();
    await expect(page.getByRole('heading', { name: 'Meter reading reviews', level: 1 })).toBeVisible();
    const queue = page.getByRole('table', { name: 'Readings waiting for review' });
    const sent = queue.getByRole('row').filter({ hasText: 'E2E: the dial looks odd' });
    await expect(sent).toContainText('Below the previous reading');
    // the demo's own reading waiting for review is there too
    await expect(queue.getByRole('row').filter({ hasText: '4100002' })).toContainText(
      'Outside the expected range',
    );
    await expectNoSeriousAxeViolations(page);
    await sent.getByRole('button', { name: /^Reject the reading of/ }).click();
    const reject = page.getByRole('dialog', { name: /^Reject the/ });
    await reject.getByRole('button', { name: 'Reject reading' }).click();
    await expect(reject.getByText('Give the reason for rejecting.')).toBeVisible();
    await reject.getByRole('textbox', { name: 'Reason' }).fill('Please send a photo of the meter');
    await reject.getByRole('button', { name: 'Reject reading' }).click();
    await expect(reject).toBeHidden();
    await expect(sent).toHaveCount(0);
    await expect(page.getByText(/^Rejected the reading of/)).toBeVisible();

    await logInWithApi(page, 'demo1', 'landlord');
    await page.goto('/demo1/en-US/online/meter-reading-input');
    await location.fill('');
    await location.pressSequentially('4100003');
    await page.getByRole('option', { name: /\(4100003\)$/ }).click();
    await expect(rows.filter({ hasText: 'E2E: the dial looks odd' })).toContainText(
      'Rejected: Please send a photo of the meter',
    );
  });

  test('a reading below the previous one that fits the counter turning over is saved as a rollover', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'landlord');
    await page.goto('/demo1/en-US/online/meter-reading-input');
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('');
    await location.pressSequentially('4100010');
    await page.getByRole('option', { name: /\(4100010\)$/ }).click();
    // a six-digit meter only the customer reads, with no readings yet
    await expect(page.getByText('No readings yet.')).toBeVisible();
    await expect(page.getByText(/^Expected now/)).toHaveCount(0);

    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-US', {
      timeZone: 'Europe/Helsinki',
    });
    const date = page.getByRole('combobox', { name: 'Reading date' });
    await date.fill(yesterday);
    await date.press('Tab');
    const value = page.getByRole('textbox', { name: 'Reading (kWh)' });
    await value.fill('999990');
    await page.getByRole('button', { name: 'Save' }).click();
    const rows = bodyRows(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('999,990');

    // the form is back at now: 15 is below 999 990, and fits the counter passing 999 999
    await expect(value).toHaveValue('');
    await value.fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    const lessThan = page.getByRole('alertdialog', { name: 'The reading is less than the previous one' });
    await expect(lessThan.getByText(/started again from zero/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await lessThan.getByRole('button', { name: 'The counter rolled over' }).click();
    await expect(lessThan).toBeHidden();
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Counter rolled over');
    await expect(rows.first()).not.toContainText('Waiting for review');
  });

  test('a user without reading locations is sent to add one', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'servant');
    await page.goto('/demo1/en-US/online/meter-reading-input');
    await expect(page.getByText(/You have no locations for meter readings yet/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Add a usage place' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/account\/locations/);
  });
});
