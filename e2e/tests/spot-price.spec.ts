import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

interface SpotAnswer {
  date: string;
  resolution: string;
  vat: boolean;
  points: Array<{ time: string; price: number | null }>;
}

const SPOT_CALL = '/connector/v1/spotPrices';
const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Helsinki',
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
};

const helsinkiDay = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });
const shownDay = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-US', DAY_FORMAT);

const isSpotCall = (r: Response) => new URL(r.url()).pathname === SPOT_CALL && r.request().method() === 'GET';
const nextSpotAnswer = (page: Page, wanted: (query: URLSearchParams) => boolean = () => true) =>
  page
    .waitForResponse((r) => isSpotCall(r) && wanted(new URL(r.url()).searchParams), { timeout: 30_000 })
    .then(async (r) => ({ query: new URL(r.url()).searchParams, answer: (await r.json()) as SpotAnswer }));

/** Opens demo1's dashboard in English and returns the spot widget and its first answer. */
async function openWidget(page: Page) {
  const spotCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === SPOT_CALL) spotCalls.push(url.search);
  });
  await logInWithApi(page, 'demo1', 'customer');
  const first = nextSpotAnswer(page);
  await page.goto('/demo1/en-US/online/home');
  const widget = page.getByRole('region', { name: 'Spot price (c/kWh)' });
  await expect(widget.getByRole('img', { name: /^Spot prices on/ })).toBeVisible({ timeout: 30_000 });
  return { widget, first: await first, spotCalls };
}

test.describe('spot price widget', () => {
  // far east of Helsinki: the browser's own date is often a day ahead, the widget's limit is not
  test.use({ timezoneId: 'Pacific/Kiritimati', locale: 'en-US' });

  test('starts at today in Helsinki and never goes past it; previous and next move a day and reload', async ({
    page,
  }) => {
    const { widget, first, spotCalls } = await openWidget(page);
    expect(first.query.get('date')).toBe(helsinkiDay(0));
    // the day-ahead market knows the whole of today: every interval has its price
    expect(first.answer.points.length).toBeGreaterThanOrEqual(23);
    expect(first.answer.points.filter((p) => p.price === null)).toEqual([]);
    await expect(widget.getByTestId('spot-price-day')).toHaveText(shownDay(0));

    const next = widget.getByRole('button', { name: 'Next day' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Prices are shown up to today.');
    await expect(next).toHaveAccessibleDescription('Prices are shown up to today.');
    await next.click({ force: true });
    await page.waitForTimeout(300);
    expect(spotCalls).toHaveLength(1);

    const yesterday = nextSpotAnswer(page, (q) => q.get('date') === helsinkiDay(-1));
    await widget.getByRole('button', { name: 'Previous day' }).click();
    expect((await yesterday).answer.date).toBe(helsinkiDay(-1));
    await expect(widget.getByTestId('spot-price-day')).toHaveText(shownDay(-1));
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');

    const back = nextSpotAnswer(page, (q) => q.get('date') === helsinkiDay(0));
    await next.click();
    await back;
    await expect(widget.getByTestId('spot-price-day')).toHaveText(shownDay(0));
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // the chip: a colour and words that say the same
    const chip = widget.getByTestId('spot-price-chip');
    await expect(chip).toHaveText(/(average|Now) .*c\/kWh/);
    await expect(chip).toHaveAttribute('data-colour', /^(success|error|primary)$/);
  });

  test('15 min and VAT toggles reload; the table shows the answer', async ({ page }) => {
    const { widget, first } = await openWidget(page);
    expect(first.query.get('resolution')).toBe('hour');
    expect(first.query.get('vat')).toBe('true');

    const quarters = nextSpotAnswer(page, (q) => q.get('resolution') === 'minutes_15');
    await widget.getByRole('radio', { name: '15 min' }).check();
    const byQuarter = (await quarters).answer;
    expect([92, 96, 100]).toContain(byQuarter.points.length);

    await widget.getByRole('button', { name: 'Show as a table' }).click();
    const table = widget.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(byQuarter.points.length);
    await expect(table.locator('tbody tr').nth(1).locator('td').first()).toHaveText('00.15');

    const noVat = nextSpotAnswer(page, (q) => q.get('vat') === 'false');
    await widget.getByRole('switch', { name: 'Including VAT' }).uncheck();
    const plain = (await noVat).answer;
    expect(plain.vat).toBe(false);
    const firstPrice = plain.points[0]!.price!;
    await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(
      `${firstPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} c/kWh`,
    );
    // a positive price with VAT is 25.5 % more than without
    const withVat = byQuarter.points.findIndex((p) => (p.price ?? 0) > 1);
    if (withVat >= 0 && plain.points[withVat]!.price! > 0)
      expect(byQuarter.points[withVat]!.price!).toBeCloseTo(plain.points[withVat]!.price! * 1.255, 2);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('energy report in euros', () => {
  test.use({ locale: 'en-US' });

  test('"Show as" euros asks for the usage price and draws it as the main series in chart and table', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/energy-report');
    const chart = page.getByRole('img', { name: /^Energy report chart:/ });
    await expect(chart).toBeVisible({ timeout: 60_000 });
    // the first place whose contract prices its electricity (as the page asks the server)
    const options = (await (await page.request.get('/connector/v1/reportOptions')).json()) as {
      filteredUsagePlacesByEnergyType: Array<{
        locationCode: string;
        address: { fullAddress: string };
        energyTypes: Array<{ key: string }>;
        additionalInformations: Array<{ key: string; disabled: boolean }>;
      }>;
    };
    const place = options.filteredUsagePlacesByEnergyType.find(
      (p) =>
        p.energyTypes.some((type) => type.key === 'electricity') &&
        p.additionalInformations.some((info) => info.key === 'usagePriceVat' && !info.disabled),
    );
    expect(place, 'a priced electricity place').toBeTruthy();
    await page.getByRole('combobox', { name: 'Usage place' }).click();
    await page
      .getByRole('option', { name: `${place!.address.fullAddress} (${place!.locationCode})` })
      .click();
    const energyType = page.getByRole('combobox', { name: 'Energy type' });
    if ((await energyType.innerText()).trim() !== 'Electricity') {
      await energyType.click();
      await page.getByRole('option', { name: 'Electricity' }).click();
    }
    await expect(chart).toHaveAccessibleName(new RegExp(place!.locationCode), { timeout: 60_000 });
    const table = page.getByRole('table', { name: /^Metering data as a table/ });
    await expect(table.getByRole('columnheader', { name: /\(kWh\)$/ }).first()).toBeVisible();

    const euros = page.waitForResponse(
      (r) =>
        r.url().endsWith('/connector/v1/webamr/chart') &&
        (
          r.request().postDataJSON() as { selectedAdditionalInformation: string[] }
        ).selectedAdditionalInformation.includes('usagePriceVat'),
      { timeout: 60_000 },
    );
    await page
      .getByRole('radiogroup', { name: 'Show as' })
      .getByRole('radio', { name: '€ (incl. VAT)' })
      .check();
    const answer = (await (await euros).json()) as {
      series: Array<{
        chart: { quantity: string; data: { tariffs: Array<{ data: Array<number | null> }> } };
      }>;
    };
    const priced = answer.series.find((s) => s.chart.quantity === 'usagePriceVat');
    expect(priced?.chart.data.tariffs[0]?.data.some((v) => v !== null && v > 0)).toBe(true);
    await expect(table.getByRole('columnheader', { name: /€ \(incl\. VAT\)/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(table.getByRole('columnheader', { name: /\(kWh\)$/ })).toHaveCount(0);
    await expect(chart).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
