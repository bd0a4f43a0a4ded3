import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

const CONSUMPTION_WIDGETS = [
  'reports.dailyConsumption',
  'reports.monthlyConsumption',
  'reports.annualConsumption',
  'reports.averageDaily',
  'reports.averageHourly',
  'reports.peakPower',
  'reports.consumptionChanges',
];

/** The dashboard's widget cells in their order, and the calls the page made to the connector. */
async function openDashboard(page: Page, instance: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/connector/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  await logInWithApi(page, instance, 'customer');
  await page.goto(`/${instance}/en-US/online/home`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({ timeout: 30_000 });
  // every consumption widget drew its chart or its tiles
  await expect(page.locator('[data-widget="reports.monthlyConsumption"] canvas')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('change-certain_week')).toBeVisible({ timeout: 30_000 });
  return calls;
}

const cellIds = (page: Page) =>
  page
    .locator('[data-widget]')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.childElementCount > 0).map((cell) => cell.getAttribute('data-widget')),
    );

test.describe('home dashboard', () => {
  test('demo1 (spot widget, timeline, invoices in the menu): every widget, one call each, axe clean', async ({
    page,
  }) => {
    const calls = await openDashboard(page, 'demo1');
    // the report options card on top chose the first usage place and its first energy type
    const options = page.getByRole('region', { name: 'Report options' });
    // the shared pickers (Fluent dropdowns below 10 places): 'address (location code)' and the type's name
    await expect(options.getByRole('combobox', { name: 'Usage place' })).toHaveText(/\(\w+\)$/);
    await expect(options.getByRole('combobox', { name: 'Energy type' })).toHaveText('Electricity');
    for (const id of CONSUMPTION_WIDGETS) await expect(page.locator(`[data-widget="${id}"]`)).toHaveCount(1);
    await expect(page.locator('[data-widget="reports.spotPrice"]')).toHaveCount(1);
    await expect(
      page.locator('[data-widget="billing.latestInvoice"]').getByTestId('latest-invoice'),
    ).toBeVisible({
      timeout: 30_000,
    });
    // chart widgets: title with unit, dates, info button, both difference figures
    const monthly = page.getByRole('region', { name: 'Monthly consumption (kWh)', exact: true });
    await expect(monthly.getByRole('button', { name: 'About Monthly consumption (kWh)' })).toBeVisible();
    await expect(monthly.getByTestId('previous-figure')).toContainText('Previous period');
    await expect(monthly.getByTestId('period-figure')).toContainText('kWh');
    await expect(page.getByRole('region', { name: 'Peak power (kW)' }).locator('canvas')).toBeVisible();
    // the daily widget defaults to yesterday
    const daily = page.getByRole('region', { name: 'Daily consumption (kWh)', exact: true });
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-US', {
      timeZone: 'Europe/Helsinki',
    });
    // the date picker loads when asked for
    await daily.getByRole('button', { name: `Change the day (${yesterday})` }).click();
    await expect(daily.getByRole('combobox', { name: 'Day' })).toHaveValue(yesterday);
    await expect(daily.getByRole('combobox', { name: 'Day' })).toBeFocused();
    // consumption changes: four tiles with a trend each, or their reason
    const changes = page.getByRole('region', { name: /^Changes in (consumption|production)$/ });
    await expect(changes.locator('li')).toHaveCount(4);
    // the social media column is a link card, no third-party script
    const timeline = page.getByRole('complementary', { name: 'News on social media' });
    await expect(timeline.getByRole('link', { name: 'Open our timeline' })).toHaveAttribute(
      'href',
      'https://x.com/demoenergia_example',
    );
    await page.waitForLoadState('networkidle');
    // none duplicated, one per widget at most: report options once, four chart requests for six chart widgets
    const count = (call: string) => calls.filter((made) => made === call).length;
    expect(count('GET /connector/v1/reportOptions')).toBe(1);
    expect(count('POST /connector/v1/webamr/chart')).toBe(4);
    expect(count('POST /connector/v1/webamr/consumptionChanges')).toBe(1);
    await expectNoSeriousAxeViolations(page);

    // another usage place reaches every widget: new chart calls, charts drawn again
    const chartCalls = () => calls.filter((call) => call.endsWith('/webamr/chart')).length;
    const before = chartCalls();
    await options.getByRole('combobox', { name: 'Usage place' }).click();
    await page.getByRole('option', { selected: false }).first().click();
    await expect.poll(chartCalls).toBeGreaterThanOrEqual(before + 4);
    await expect(
      page.getByRole('region', { name: /^Monthly consumption \((MWh|m3|kWh)\)$/ }).locator('canvas'),
    ).toBeVisible({ timeout: 30_000 });
  });

  test("the remotes' entries, the widgets' scripts and the page's texts are preloaded and fetched once each", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/remotes\/mf-(reports|billing)\/.+\.js$/.test(pathname)) scripts.push(pathname);
    });
    await openDashboard(page, 'demo1');
    for (const remote of ['mf-reports', 'mf-billing']) {
      const publication = await (await page.request.get(`/remotes/${remote}/portal-module.json`)).json();
      expect(publication.dashboardScripts.length).toBeGreaterThan(0);
      expect(publication.entryScripts).toContain('remoteEntry.js');
      // the reports module's texts come a chunk per language: the page's only
      if (remote === 'mf-reports') {
        expect(publication.languageScripts['en-US'].length).toBeGreaterThan(0);
        for (const other of ['fi-FI', 'sv-FI'])
          for (const file of publication.languageScripts[other] as string[])
            expect(scripts).not.toContain(`/remotes/${remote}/${file}`);
      }
      const published = [
        ...publication.entryScripts,
        ...publication.dashboardScripts,
        ...(publication.languageScripts?.['en-US'] ?? []),
      ].map((file: string) => `/remotes/${remote}/${file}`);
      const preloaded = await page
        .locator('head link[rel="preload"][as="script"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded).toEqual(expect.arrayContaining(published));
      // the remote's own chunk loading took each preloaded answer instead of asking again
      for (const file of published) expect(scripts.filter((requested) => requested === file)).toHaveLength(1);
    }
  });

  test('demo1 in the dark theme: the charts redraw in its colours without a reload, axe clean', async ({
    page,
  }) => {
    await openDashboard(page, 'demo1');
    const canvas = page
      .getByRole('region', { name: 'Monthly consumption (kWh)', exact: true })
      .locator('canvas');
    /** pixels of the canvas within 6 per channel of the colour (the axis text's glyphs) */
    const pixelsNear = (hex: string) =>
      canvas.evaluate((element, colour) => {
        const target = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
        const c = element as HTMLCanvasElement;
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let count = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i + 3]! > 200 && target.every((v, k) => Math.abs(data[i + k]! - v) <= 6)) count++;
        return count;
      }, hex);
    const textColour = () =>
      canvas.evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--colorNeutralForeground2').trim(),
      );
    const light = await textColour();
    expect(await pixelsNear(light)).toBeGreaterThan(20);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(textColour).not.toBe(light);
    const dark = await textColour();
    // the same canvas, no reload: its axis text is drawn in the dark theme's colour, none in the light one's
    await expect.poll(() => pixelsNear(dark), { timeout: 10_000 }).toBeGreaterThan(20);
    expect(await pixelsNear(light)).toBeLessThan(5);
    await expect(page.getByTestId('change-certain_week')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('nivos (spot widget, no timeline, no invoices): no latest invoice, no timeline', async ({ page }) => {
    await openDashboard(page, 'nivos');
    await expect(page.locator('[data-widget="reports.spotPrice"]')).toHaveCount(1);
    await expect(page.locator('[data-widget="billing.latestInvoice"]')).toHaveCount(0);
    await expect(page.getByTestId('timeline')).toHaveCount(0);
    const ids = await cellIds(page);
    expect(ids[0]).toBe('reports.reportOptions');
    await expectNoSeriousAxeViolations(page);
  });

  test('vimpelinvoima (spot widget off, invoices in the menu): no spot widget, the latest invoice shown', async ({
    page,
  }) => {
    await openDashboard(page, 'vimpelinvoima');
    await expect(page.locator('[data-widget="reports.spotPrice"]')).toHaveCount(0);
    await expect(
      page.locator('[data-widget="billing.latestInvoice"]').getByTestId('latest-invoice'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('timeline')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('jylhaos: the report options card first, the spot widget next; the daily date picker reloads the day', async ({
    page,
  }) => {
    const calls = await openDashboard(page, 'jylhaos');
    const ids = await cellIds(page);
    expect(ids.slice(0, 3)).toEqual([
      'reports.reportOptions',
      'reports.spotPrice',
      'reports.dailyConsumption',
    ]);
    const daily = page.getByRole('region', { name: 'Daily consumption (kWh)', exact: true });
    await expect(daily.locator('canvas')).toBeVisible({ timeout: 30_000 });
    const before = calls.filter((call) => call.endsWith('/webamr/chart')).length;
    await daily.getByRole('button', { name: /^Change the day/ }).click();
    const day = daily.getByRole('combobox', { name: 'Day' });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toLocaleDateString('en-US', {
      timeZone: 'Europe/Helsinki',
    });
    await day.fill(twoDaysAgo);
    await day.press('Tab');
    await expect(day).toHaveValue(twoDaysAgo);
    await expect.poll(() => calls.filter((call) => call.endsWith('/webamr/chart')).length).toBe(before + 1);
    await expect(daily.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(daily.getByText(twoDaysAgo, { exact: true })).toBeVisible();
  });
});
