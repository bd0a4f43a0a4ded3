import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

async function openSummary(page: Page): Promise<void> {
  await logInWithApi(page, 'demo1', 'customer');
  await page.goto('/demo1/en-US/online/summary-report');
  await expect(page.getByRole('heading', { name: 'Summary report', level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Consumption per period' });

test.describe('summary report', () => {
  test('1 year by month: totals, highest and lowest from real data, no serious axe violation', async ({
    page,
  }) => {
    const summaryCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/connector/v1/webamr/summary')
        summaryCalls.push(request.method());
    });
    await openSummary(page);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
    // one call on load (it was two: the saga and a page effect both asked)
    await page.waitForLoadState('networkidle');
    expect(summaryCalls).toEqual(['POST']);
    await expect(page.getByRole('radio', { name: '1 year' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveText('Month');
    const rows = table(page).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('heading', { name: 'Highest' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lowest' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Total: / }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /consumption per period/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('1 month by week: rows are ISO weeks, and 5 years does not offer the day frequency', async ({
    page,
  }) => {
    await openSummary(page);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: '1 month' }).check();
    await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveText('Week');
    await expect(table(page).locator('tbody tr').first()).toContainText(/Week \d+\/\d{4}/);
    const weeks = await table(page).locator('tbody tr').count();
    expect(weeks).toBeGreaterThanOrEqual(5);
    expect(weeks).toBeLessThanOrEqual(6);

    await page.getByRole('radio', { name: '5 years' }).check();
    await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveText('Year');
    await page.getByRole('combobox', { name: 'Frequency' }).click();
    await expect(page.getByRole('option', { name: 'Day' })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'Week' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test("'other' asks for both dates, then sums the chosen days", async ({ page }) => {
    await openSummary(page);
    await expect(table(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: 'Other' }).check();
    await expect(page.getByText('Choose the start and end dates.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Start date' }).fill('1/1/2026');
    await page.getByRole('combobox', { name: 'Start date' }).press('Enter');
    await page.getByRole('combobox', { name: 'End date' }).fill('1/7/2026');
    await page.getByRole('combobox', { name: 'End date' }).press('Enter');
    await expect(table(page).locator('tbody tr')).toHaveCount(7, { timeout: 15_000 });
  });
});
