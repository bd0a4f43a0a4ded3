import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

const helsinkiYear = (): number =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', year: 'numeric' }).format(new Date()),
  );

async function openReport(page: Page): Promise<void> {
  await logInWithApi(page, 'demo1', 'customer');
  await page.goto('/demo1/en-US/online/district-heating-report');
  await expect(page.getByRole('heading', { name: 'District heating report', level: 1 })).toBeVisible();
}

const table = (page: Page) =>
  page.getByRole('table', { name: 'District heating consumption, weather and costs' });

test.describe('district heating report', () => {
  test('year by default: one row per year, cost cards of the previous year, four cost years ending there, no serious axe violation', async ({
    page,
  }) => {
    await openReport(page);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
    const frequency = page.getByRole('combobox', { name: 'Frequency' });
    await expect(frequency).toHaveText(/Year/);
    await expect(frequency).toBeEnabled();
    const year = helsinkiYear();
    // the current year shows the previous year as the latest cost year
    await expect(page.getByRole('heading', { name: `Costs ${year - 1}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Price proportions ${year - 1}` })).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Bar chart: yearly costs with VAT from ${year - 4} to ${year - 1}` }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /measured and temperature-normalized/ })).toBeVisible();
    // the data rows are years, the latest the current one
    const periods = await table(page).locator('tbody tr td:first-child').allTextContents();
    expect(periods.length).toBeGreaterThanOrEqual(3);
    // a year with fewer than 12 months of usage says so in text: '2026 (11 months)'
    expect(periods.some((p) => p.trim().startsWith(String(year)))).toBe(true);
    for (const period of periods) expect(period.trim()).toMatch(/^\d{4}( \(\d{1,2} months?\))?$/);
    expect(periods.some((p) => /^\d{4}$/.test(p.trim()))).toBe(true);
    // key values in kWh per building m3
    await expect(page.getByText(/kWh\/m³/).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('month frequency shows one year month by month, the year chosen', async ({ page }) => {
    await openReport(page);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Month' }).click();
    const yearSelect = page.getByRole('combobox', { name: 'Year shown' });
    await expect(yearSelect).toHaveText(String(helsinkiYear()));
    await yearSelect.click();
    await page.getByRole('option', { name: String(helsinkiYear() - 1) }).click();
    await expect(table(page).locator('tbody tr')).toHaveCount(12);
    await expect(table(page).locator('tbody tr').first()).toContainText(`January ${helsinkiYear() - 1}`);
    await expectNoSeriousAxeViolations(page);
  });

  test('the guided tour steps through the parts and returns the focus to its button', async ({ page }) => {
    await openReport(page);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
    const guide = page.getByRole('button', { name: 'Guide' });
    await guide.click();
    const dialog = page.getByRole('dialog', { name: 'District heating report' });
    await expect(dialog).toContainText('Step 1 of 10');
    for (let step = 2; step <= 10; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog')).toContainText(`Step ${step} of 10`);
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(guide).toBeFocused();
  });

  test('a customer without heat usage places has no district heating menu entry (hideDistrictHeatingSection)', async ({
    page,
    context,
  }) => {
    await logInWithApi(page, 'demo1', 'customer2');
    await page.goto('/demo1/en-US/online/energy-report');
    await expect(page.getByRole('heading', { name: 'Energy report', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Reports', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Energy report' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'District heating report' })).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'hideDistrictHeatingSection');
    expect(cookie?.value).toBe('true');
  });
});
