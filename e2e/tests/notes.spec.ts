import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { restartServer } from '../support/server';
import { logInWithApi, logInWithForm } from '../support/session';

async function openAddDialog(page: Page, locationName: string) {
  await page.getByRole('button', { name: `Add note to ${locationName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add note to ${locationName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('notes', () => {
  test('a customer logs in, sees exactly the allowed menu, and notes added and edited survive a server restart', async ({
    page,
  }) => {
    await logInWithForm(page, 'demo1', 'customer');
    // the first active menu item is Home (the dashboard: billing publishes its latest-invoice widget)
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/home$/);

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await nav.getByRole('button').allInnerTexts()).toEqual(['Reports', 'Invoices and contracts']);
    // a group opens on click
    await nav.getByRole('button', { name: 'Reports' }).click();
    await expect(nav.getByRole('link', { name: 'Energy report' })).toBeVisible();
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links.map((t) => t.split('\n')[0]!.trim())).toEqual([
      'Home',
      'Energy report',
      'Summary report',
      'District heating report',
      'Notes',
      'Meter reading input',
      'Guard service',
      'Customer service',
      'FAQ',
      'Contact us',
      'Contact details',
      'Energy saving tips',
      'Pricing',
      // the built-in disturbance map (mf-map) instead of the link to the utility's outage map
      'Disturbance map',
      'Website',
    ]);
    await nav.getByRole('link', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/notes$/);
    await expect(page).toHaveTitle('Online - Notes');

    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
    const emptyPlace = 'Vapaa-ajan asunto';
    await expect(page.getByRole('heading', { name: emptyPlace })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const dialog = await openAddDialog(page, emptyPlace);
    await dialog
      .getByRole('textbox', { name: 'Note', exact: true })
      .fill('Replace the sauna heater with a heat pump');
    await dialog.getByRole('textbox', { name: 'Written by' }).fill('E2E tester');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Replace the sauna heater with a heat pump')).toBeVisible();

    const item = page.getByRole('listitem').filter({ hasText: 'Replace the sauna heater with a heat pump' });
    await item.getByRole('button', { name: /^Edit note created/ }).click();
    const edit = page.getByRole('dialog', { name: `Edit note of ${emptyPlace}` });
    await edit
      .getByRole('textbox', { name: 'Note', exact: true })
      .fill('Replace the sauna heater with an air-to-water heat pump');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Replace the sauna heater with an air-to-water heat pump')).toBeVisible();

    await restartServer();
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`Show notes of ${emptyPlace}$`) }).click();
    await expect(page.getByText('Replace the sauna heater with an air-to-water heat pump')).toBeVisible();
  });

  test('deleting the last note of a location collapses its card, and the deletion persists', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer2');
    await page.goto('/demo1/en-US/online/notes');
    const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeVisible();
    const placeName = (await heading.innerText()).trim();

    const dialog = await openAddDialog(page, placeName);
    await dialog.getByRole('textbox', { name: 'Note', exact: true }).fill('Only note on this place');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const toggle = page.getByRole('button', { name: new RegExp(`(Show|Hide) notes of ${placeName}$`) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const items = page.getByRole('list', { name: `Notes of ${placeName}` }).getByRole('listitem');
    const before = await items.count();
    for (let i = 0; i < before; i += 1) {
      await items
        .first()
        .getByRole('button', { name: /^Delete note created/ })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Delete note?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(items).toHaveCount(before - i - 1);
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(`Show notes of ${placeName}$`) })).toBeVisible();
    await expect(page.getByRole('list', { name: `Notes of ${placeName}` })).toHaveCount(0);
  });

  test('invalid input gets a localized message and keeps what was typed', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/fi-FI/online/notes');
    const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const placeName = (await heading.innerText()).trim();
    await page
      .getByRole('button', { name: new RegExp(placeName) })
      .filter({ hasText: 'Lisää muistiinpano' })
      .click();
    const dialog = page.getByRole('dialog');
    const long = 'x'.repeat(1001);
    await dialog.getByRole('textbox', { name: 'Muistiinpano', exact: true }).fill(long);
    await dialog.getByRole('textbox', { name: 'Muistiinpano', exact: true }).blur();
    await expect(dialog.getByRole('alert')).toHaveText('Muistiinpanon enimmäispituus on 1000 merkkiä.');
    await expect(dialog.getByRole('textbox', { name: 'Muistiinpano', exact: true })).toHaveValue(long);
  });

  test('when the notes bundle cannot be loaded, a localized error card with retry shows and the rest keeps working', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    // the bundle fails; its publication (portal-module.json, read at boot) still says the page exists
    const bundle = (url: URL) =>
      url.pathname.startsWith('/remotes/mf-notes/') && !url.pathname.endsWith('/portal-module.json');
    await page.route(bundle, (route) => route.abort());
    await page.goto('/demo1/en-US/online/notes');
    await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
    await page.unroute(bundle);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  });

  test('the public notes page opens with a signed customerData link and refuses a forged one', async ({
    page,
    browser,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    const share = await page.request.post('/connector/v1/notes/share', { data: {} });
    expect(share.status()).toBe(200);
    const { customerData } = (await share.json()) as { customerData: string };

    const anonymous = await browser.newPage();
    await anonymous.goto(`/demo1/en-US/online/notes?customerData=${encodeURIComponent(customerData)}`);
    await expect(anonymous.getByText('You are viewing notes through a shared link.')).toBeVisible();
    await expect(anonymous.getByRole('heading', { name: 'Koti' })).toBeVisible();

    const forged = customerData.slice(0, -4) + (customerData.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await anonymous.goto(`/demo1/en-US/online/notes?customerData=${encodeURIComponent(forged)}`);
    await expect(anonymous.getByRole('alert')).toBeVisible();
    await expect(anonymous.getByRole('heading', { name: 'Koti' })).toHaveCount(0);
    await anonymous.close();
  });
});

test.describe('notes in a browser outside Finland', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("a note's times show on Helsinki time, and the edit dialog reads the same time", async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer2');
    const places = (await (await page.request.get('/connector/v1/notes')).json()) as {
      locationFk: number;
      name: string;
    }[];
    const place = places[0]!;
    // 14.30 in Helsinki on 2 March (UTC+2), 07.30 in New York
    const added = await page.request.post('/connector/v1/notes', {
      data: {
        locationFk: place.locationFk,
        note: 'Helsinki time check',
        variant: 'info',
        startDate: '2026-03-02T12:30:00.000Z',
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const { id } = (await added.json()) as { id: number };
    try {
      await page.goto('/demo1/en-US/online/notes');
      const toggle = page.getByRole('button', { name: new RegExp(`(Show|Hide) notes of ${place.name}$`) });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      const item = page
        .getByRole('list', { name: `Notes of ${place.name}` })
        .getByRole('listitem')
        .filter({ hasText: 'Helsinki time check' });
      await expect(item).toContainText('3/2/2026, 14:30');
      await item.getByRole('button', { name: /^Edit note created/ }).click();
      const dialog = page.getByRole('dialog', { name: `Edit note of ${place.name}` });
      await expect(dialog.getByRole('combobox', { name: 'Start', exact: true })).toHaveValue('3/2/2026');
      await expect(dialog.getByRole('combobox', { name: 'Start, time' })).toHaveValue('14:30');
    } finally {
      await page.request.delete(`/connector/v1/notes/${id}`);
    }
  });
});
