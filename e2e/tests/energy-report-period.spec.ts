import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

const REPORT = '/demo1/fi-FI/online/energy-report';
const NOTES = '/demo1/fi-FI/online/notes';

// An English browser in another time zone on a Finnish page: the dates must follow the page, in Helsinki time.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const chart = (page: Page) => page.getByRole('img', { name: /^Energiaraportin kaavio/ });
const label = (page: Page) => page.getByTestId('report-interval');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Seuraava jakso' });

/** a Helsinki calendar day as the Finnish page writes it, `offset` days from today */
function helsinkiDay(offset: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + offset, 12));
  return `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`;
}

const DAY = /\d{1,2}\.\d{1,2}\.\d{4}/g;
const daysIn = (text: string | null) => (text ?? '').match(DAY) ?? [];

async function openReport(page: Page) {
  await logInWithApi(page, 'demo1', 'customer');
  await page.goto(REPORT);
  await expect(chart(page)).toBeVisible({ timeout: 30_000 });
}

test.describe('energy report period', () => {
  test('the date inputs write d.M.yyyy with a Finnish calendar, Monday first, whatever the browser language', async ({
    page,
  }) => {
    await openReport(page);
    const start = page.getByRole('combobox', { name: 'Alkupäivä' });
    const end = page.getByRole('combobox', { name: 'Loppupäivä' });
    await expect(start).toHaveValue(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    // 1 year ends with yesterday
    await expect(end).toHaveValue(helsinkiDay(-1));
    await start.click();
    const calendar = page.getByRole('grid').first();
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('th').first()).toHaveAttribute('title', 'Maanantai');
    await expect(page.getByRole('button', { name: 'Siirry tähän päivään' })).toBeVisible();
    await expect(
      page.getByText(
        /^(Tammikuu|Helmikuu|Maaliskuu|Huhtikuu|Toukokuu|Kesäkuu|Heinäkuu|Elokuu|Syyskuu|Lokakuu|Marraskuu|Joulukuu) \d{4}$/,
      ),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
  });

  test('1 day is yesterday: the label, the chart and the table agree; next reaches today and then stops, saying why', async ({
    page,
  }) => {
    await openReport(page);
    await page.getByRole('button', { name: '1 päivä' }).click();
    await expect(chart(page)).toHaveAccessibleName(/tunneittain/);
    const yesterday = helsinkiDay(-1);
    await expect(label(page)).toHaveText(`${yesterday} (eilen)`);
    expect(new Set(daysIn(await chart(page).getAttribute('aria-label')))).toEqual(new Set([yesterday]));
    const rows = page.getByRole('table', { name: /^Mittaustiedot taulukkona/ }).locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(23);
    expect(count).toBeLessThanOrEqual(25);
    expect(daysIn(await rows.first().innerText())).toContain(yesterday);
    // the summary names no day outside the period
    const summary = page.locator('[data-tour="summary"]');
    if (await summary.count()) {
      for (const day of daysIn(await summary.innerText())) expect(day).toBe(yesterday);
    }

    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();
    await expect(label(page)).toHaveText(`${helsinkiDay(0)} (tänään tähän mennessä)`);
    await expect(nextButton(page)).toHaveAttribute('aria-disabled', 'true');
    await nextButton(page).hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Jakso ulottuu tähän päivään; myöhempiä tietoja ei ole.',
    );
    await nextButton(page).click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a refused date edit shows its error at the input and leaves the label and the chart as they were', async ({
    page,
  }) => {
    await openReport(page);
    const shownLabel = await label(page).innerText();
    const chartName = await chart(page).getAttribute('aria-label');
    const days = daysIn(shownLabel);
    expect(days).toHaveLength(2);
    expect(daysIn(chartName)).toEqual(days);

    const end = page.getByRole('combobox', { name: 'Loppupäivä' });
    await end.fill('1.1.2001');
    await end.press('Tab');
    await expect(page.getByText('Loppupäivä on ennen alkupäivää.')).toBeVisible();
    await expect(end).toHaveValue('1.1.2001');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(label(page)).toHaveText(shownLabel);
    await expect(chart(page)).toHaveAttribute('aria-label', chartName!);

    // emptying the start says it is required, and the earlier message is gone
    const start = page.getByRole('combobox', { name: 'Alkupäivä' });
    await start.fill('');
    await start.press('Tab');
    await expect(page.getByText('Tämä kenttä on pakollinen.').first()).toBeVisible();
    await expect(page.getByText('Loppupäivä on ennen alkupäivää.')).toHaveCount(0);
    await expect(label(page)).toHaveText(shownLabel);
    await expect(chart(page)).toHaveAttribute('aria-label', chartName!);
  });

  test('a note takes a Finnish date and a 24-hour time', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto(NOTES);
    const place = 'Vapaa-ajan asunto';
    await page.getByRole('button', { name: `Lisää muistiinpano käyttöpaikalle ${place}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lisää muistiinpano käyttöpaikalle ${place}` });
    await expect(dialog).toBeVisible();
    const day = dialog.getByRole('combobox', { name: 'Alkaa', exact: true });
    await day.fill('2.3.2026');
    await day.press('Tab');
    await expect(day).toHaveValue('2.3.2026');
    const time = dialog.getByRole('combobox', { name: 'Alkaa, kellonaika' });
    await expect(time).toHaveValue('00.00');
    await time.click();
    const options = await dialog.getByRole('option').allInnerTexts();
    expect(options).toContain('13.30');
    expect(options).toContain('23.30');
    expect(options.some((text) => /AM|PM/i.test(text))).toBe(false);
    await dialog.getByRole('option', { name: '14.30' }).click();
    await expect(time).toHaveValue('14.30');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Peruuta' }).click();
    await expect(dialog).toBeHidden();
  });
});
