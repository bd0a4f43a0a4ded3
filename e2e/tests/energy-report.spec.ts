import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi, logInWithForm } from '../support/session';

const REPORT = '/demo1/en-US/online/energy-report';

const chart = (page: Page) => page.getByRole('img', { name: /^Energy report chart:/ });
const table = (page: Page) => page.getByRole('table', { name: /^Metering data as a table/ });
/** data rows of the table's current page (the header row has column headers, not cells) */
const dataRows = (page: Page) => table(page).locator('tbody tr');

async function openReport(page: Page, username = 'customer') {
  await logInWithApi(page, 'demo1', username);
  await page.goto(REPORT);
  await expect(chart(page)).toBeVisible({ timeout: 30_000 });
}

interface ReportOptions {
  filteredUsagePlacesByEnergyType: Array<{
    locationCode: string;
    address: { fullAddress: string };
    energyTypes: Array<{ key: string }>;
  }>;
}

/** The user's first usage place with electricity (asked from the server, as the page does), then that energy type. */
async function chooseElectricity(page: Page) {
  const options = (await (await page.request.get('/connector/v1/reportOptions')).json()) as ReportOptions;
  const place = options.filteredUsagePlacesByEnergyType.find((p) =>
    p.energyTypes.some((type) => type.key === 'electricity'),
  );
  expect(place, 'a usage place with electricity').toBeTruthy();
  await page.getByRole('combobox', { name: 'Usage place' }).click();
  await page.getByRole('option', { name: `${place!.address.fullAddress} (${place!.locationCode})` }).click();
  const energyType = page.getByRole('combobox', { name: 'Energy type' });
  if ((await energyType.innerText()).trim() !== 'Electricity') {
    await energyType.click();
    await page.getByRole('option', { name: 'Electricity' }).click();
  }
  await expect(chart(page)).toHaveAccessibleName(new RegExp(place!.locationCode));
}

/** one Helsinki day at the given resolution, through the date inputs and Update */
async function showDay(page: Page, isoDate: string, resolution: 'Hour' | '15 min') {
  // the page's language writes the date: M/d/yyyy on an English page
  const [year, month, day] = isoDate.split('-').map(Number);
  const typed = `${month}/${day}/${year}`;
  await page.getByRole('combobox', { name: 'Start date' }).fill(typed);
  await page.getByRole('combobox', { name: 'End date' }).fill(typed);
  await page.getByRole('button', { name: 'Update report' }).click();
  await page.getByRole('button', { name: resolution, exact: true }).click();
  await expect(chart(page)).toHaveAccessibleName(
    new RegExp(`by ${resolution === 'Hour' ? 'hour' : '15 minutes'}`),
  );
}

async function savedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

test.describe('energy report', () => {
  test('a customer opens the energy report from the menu: options, summary, a named chart and its data table, no serious axe violation', async ({
    page,
  }) => {
    await logInWithForm(page, 'demo1', 'customer');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Reports' }).click();
    await nav.getByRole('link', { name: 'Energy report' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/energy-report$/);
    await expect(page).toHaveTitle('Online - Energy report');
    await expect(page.getByRole('heading', { name: 'Energy report', level: 1 })).toBeVisible();
    await expect(chart(page)).toBeVisible({ timeout: 30_000 });
    await expect(chart(page)).toHaveAccessibleName(/by month$/);
    // 1 year by month: the twelve months ending with the current one
    await expect(dataRows(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Summary', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the autumn DST day has 25 hourly rows with the repeated hour told apart, the spring day 23', async ({
    page,
  }) => {
    await openReport(page);
    await chooseElectricity(page);
    await showDay(page, '2025-10-26', 'Hour');
    await expect(dataRows(page)).toHaveCount(25);
    await expect(table(page).getByText(/03:00 \(summer time\)/)).toBeVisible();
    await expect(table(page).getByText(/03:00 \(winter time\)/)).toBeVisible();

    await showDay(page, '2026-03-29', 'Hour');
    await expect(dataRows(page)).toHaveCount(23);
    await expect(table(page).getByText(/^03:00/)).toHaveCount(0);
  });

  test('the autumn DST day has 100 quarter-hours (paged 50 at a time)', async ({ page }) => {
    await openReport(page);
    await chooseElectricity(page);
    await showDay(page, '2026-10-25', '15 min');
    await expect(page.getByText('Rows 1–50 of 100')).toBeVisible();
  });

  test('previous and next shift the interval by its length; next stops at today and says why', async ({
    page,
  }) => {
    await openReport(page);
    await page.getByRole('button', { name: '1 month' }).click();
    await expect(chart(page)).toHaveAccessibleName(/by day$/);
    const interval = page.getByTestId('report-interval');
    const current = await interval.innerText();

    await page.getByRole('button', { name: 'Previous period' }).click();
    await expect(interval).not.toHaveText(current);
    await expect(chart(page)).toBeVisible();
    const previous = await interval.innerText();
    await page.getByRole('button', { name: 'Next period' }).click();
    await expect(interval).toHaveText(current);

    // the preset ends yesterday: next reaches today, then is disabled and says why
    const next = page.getByRole('button', { name: 'Next period' });
    await next.click();
    await expect(interval).toHaveText(/\(today so far\)$/);
    const today = await interval.innerText();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription('The period reaches today; there is no later data.');
    await next.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(interval).toHaveText(today);
    expect(previous).not.toEqual(current);
  });

  test('a chart point drills down one resolution at a time from the keyboard', async ({ page }) => {
    await openReport(page);
    // the chart is named from its request: keys only move over drawn data, so wait for the data first
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    await chart(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(chart(page)).toHaveAccessibleName(/by day$/);
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // a month of days drawn (the year had at most 13 monthly rows)
    await expect.poll(() => dataRows(page).count(), { timeout: 30_000 }).toBeGreaterThan(20);
    await chart(page).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(chart(page)).toHaveAccessibleName(/by hour$/);
  });

  test('exports: the table as xlsx, the chart as PNG, PDF and SVG, each a real file', async ({ page }) => {
    await openReport(page);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await savedBytes(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');

    const signatures: Array<[string, RegExp, (bytes: Buffer) => boolean]> = [
      ['PNG image', /\.png$/, (b) => b.subarray(1, 4).toString('latin1') === 'PNG'],
      ['PDF document', /\.pdf$/, (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
      [
        'SVG image',
        /\.svg$/,
        (b) => /<svg[\s>]/.test(b.toString('utf8')) && /<(path|rect)\b/.test(b.toString('utf8')),
      ],
    ];
    for (const [item, name, isReal] of signatures) {
      await page.getByRole('button', { name: 'Export chart' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(name);
      expect(isReal(await savedBytes(download)), item).toBe(true);
    }
  });

  test('the guide walks 16 steps and Escape closes it; the comparison table lists 14 groups', async ({
    page,
  }) => {
    await openReport(page);
    await page.getByRole('button', { name: 'Guide' }).click();
    await expect(page.getByText('Step 1 of 16')).toBeVisible();
    for (let step = 2; step <= 16; step += 1) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText(`Step ${step} of 16`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Step 16 of 16')).toBeHidden();
    await page.getByRole('button', { name: 'Guide' }).click();
    await expect(page.getByText('Step 1 of 16')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Step 1 of 16')).toBeHidden();

    await chooseElectricity(page);
    await page.getByRole('button', { name: 'Comparison table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Main fuse size and average electricity use' });
    await expect(dialog.locator('tbody tr')).toHaveCount(14);
    await expectNoSeriousAxeViolations(page);
  });

  test('in Finnish the report speaks Finnish', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/fi-FI/online/energy-report');
    await expect(page.getByRole('heading', { name: 'Energiaraportti', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Online - Energiaraportti');
    await expect(page.getByRole('img', { name: /^Energiaraportin kaavio/ })).toBeVisible({ timeout: 30_000 });
  });
});
