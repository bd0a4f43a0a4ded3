import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demoPassword } from '../support/session';

test.describe('Swedish (sv-FI)', () => {
  test('a customer of demo1 switches to Svenska, logs in and walks home, energy report, notes and invoices in Swedish', async ({
    page,
  }) => {
    await page.goto('/demo1/fi-FI/welcome');
    await page.getByRole('button', { name: 'FI, Kieli: Suomi' }).click();
    const items = page.getByRole('menuitemradio');
    await expect(items).toHaveText(['Suomi', 'Svenska', 'English']);
    await page.getByRole('menuitemradio', { name: 'Svenska' }).click();
    await expect(page).toHaveURL(/\/demo1\/sv-FI\/welcome$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-FI');
    // the instance's own Swedish texts
    await expect(page.getByRole('heading', { name: 'Välkommen till Demo Energia Online' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SV, Språk: Svenska' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Logga in' }).first().click();
    await expect(page).toHaveURL(/\/demo1\/sv-FI\/login$/);
    await expect(page).toHaveTitle('Online - Logga in');
    await page.getByLabel('Användarnamn').fill('customer');
    await page.getByLabel('Lösenord').fill(demoPassword);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();

    await expect(page).toHaveURL(/\/demo1\/sv-FI\/online\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-FI');
    await expect(page.getByRole('heading', { name: 'Startsida', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(nav.getByRole('link', { name: 'Startsida' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await nav.getByRole('button', { name: 'Rapporter' }).click();
    await nav.getByRole('link', { name: 'Energirapport' }).click();
    await expect(page).toHaveURL(/\/demo1\/sv-FI\/online\/energy-report$/);
    await expect(page.getByRole('heading', { name: 'Energirapport', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Online - Energirapport');
    await expect(page.getByRole('img', { name: /^Energirapportens diagram/ })).toBeVisible({
      timeout: 30_000,
    });
    // dates the Finnish way: d.M.yyyy
    await expect(page.getByLabel('Startdatum')).toHaveValue(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-FI');
    await expectNoSeriousAxeViolations(page);

    await nav.getByRole('link', { name: 'Anteckningar' }).click();
    await expect(page).toHaveURL(/\/demo1\/sv-FI\/online\/notes$/);
    await expect(page.getByRole('heading', { name: 'Anteckningar', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Lägg till anteckning för / }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await nav.getByRole('button', { name: 'Fakturor och avtal' }).click();
    await nav.getByRole('link', { name: 'Fakturor', exact: true }).click();
    await expect(page).toHaveURL(/\/demo1\/sv-FI\/online\/invoices$/);
    await expect(page.getByRole('heading', { name: 'Fakturor', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Fakturor' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('columnheader', { name: /Förfallodag/ })).toBeVisible();
    // amounts the Finnish way: 12,50 €
    await expect(table.getByText(/^\d[\d\s]*,\d{2}\s€$/).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-FI');
    await expectNoSeriousAxeViolations(page);
  });

  test('an instance without Swedish does not list it, and its sv-FI address turns to its default language', async ({
    page,
  }) => {
    await page.goto('/jylhaos/fi-FI/login');
    await page.getByRole('button', { name: 'FI, Kieli: Suomi' }).click();
    await expect(page.getByRole('menuitemradio')).toHaveText(['Suomi', 'English']);
    await page.keyboard.press('Escape');

    await page.goto('/jylhaos/sv-FI/login');
    await expect(page).toHaveURL(/\/jylhaos\/fi-FI\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  });
});
