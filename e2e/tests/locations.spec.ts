import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demoPassword, logInWithApi } from '../support/session';

interface Place {
  locationCode: string;
  mappedByUser: boolean;
  customerInformation: { customerNumber: string };
}

/** Removes what an earlier run of this file added, so a reused data folder starts the same. */
async function removeAddedPlaces(page: Page): Promise<void> {
  const answer = await page.request.get('/connector/v1/reportOptions');
  expect(answer.status()).toBe(200);
  const places = ((await answer.json()) as { usagePlaces: Place[] }).usagePlaces.filter(
    (p) => p.mappedByUser,
  );
  if (places.length === 0) return;
  const removed = await page.request.post('/connector/v1/user/location/del', {
    data: places.map((p) => ({
      customerNumber: p.customerInformation.customerNumber,
      locationCode: p.locationCode,
    })),
  });
  expect(removed.status()).toBe(204);
}

test.describe('shared locations', () => {
  test('a user without places adds two through the preview, sees per-row results and the reports list them, then removes them', async ({
    page,
    request,
  }) => {
    // the pairs printed on customer2's invoices: their places' contract identifiers, read as customer2
    const token = await request.post('/auth/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'customer2',
        password: demoPassword,
        client_id: 'mimo_demo1',
      },
    });
    expect(token.status()).toBe(200);
    const owned = await request.get('/connector/v1/reportOptions');
    const identifiers = (
      (await owned.json()) as { usagePlaces: { contractIdentifier: string }[] }
    ).usagePlaces
      .map((place) => place.contractIdentifier)
      .sort();
    expect(identifiers).toHaveLength(2);
    const [first, second] = identifiers as [string, string];

    // the servant has ROLE_USER and no usage places of their own
    await logInWithApi(page, 'demo1', 'servant');
    await removeAddedPlaces(page);

    await page.goto('/demo1/en-US/online/energy-report');
    await expect(
      page.getByText('None of your usage places has measurement data to report yet.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Add a usage place' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/account\/locations$/);
    await expect(page.getByRole('heading', { name: 'My locations', level: 2 })).toBeVisible();
    await expect(page.getByText('You have no usage places yet.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shared locations' })).toBeVisible();

    // the general form: both required fields say so
    await page.getByRole('button', { name: 'Find usage places' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);

    await page.getByRole('switch', { name: 'Multi addition' }).check();
    const lines = page.getByRole('textbox', { name: /Usage places, one per line/ });
    await expect(lines).toHaveAttribute('rows', '20');
    // the identifier in any case; a pair that finds nothing and a line without one are named by line
    await lines.fill(
      `100002 ${first}\n\n100002   ${second.toLowerCase()}\n100777 XXXXXXXXXX\nonly-one-token`,
    );
    await page.getByRole('button', { name: 'Find usage places' }).click();
    await expect(page.getByText('Line 5: the contract identifier is missing.')).toBeVisible();

    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toBeVisible();
    const table = preview.getByRole('table', { name: 'Usage places found' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByText('Invalid information')).toBeVisible();
    await expect(table.getByText('Can be added')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);

    // save one row from the row, the other from the toolbar after selecting it
    const saveRow = preview.getByRole('button', { name: /^Save .*, \d{7}$/ });
    await expect(saveRow).toHaveCount(2);
    await saveRow.first().click();
    await expect(table.getByText('Saved')).toHaveCount(1);
    await preview.getByRole('checkbox', { name: 'Select all rows' }).check();
    await preview.getByRole('button', { name: 'Save selected (1)' }).click();
    await expect(table.getByText('Saved')).toHaveCount(2);
    await expect(preview.getByText('The usage places were saved. Each row shows its result.')).toBeVisible();
    // the placeholder row cannot be chosen
    await expect(preview.getByRole('checkbox', { name: /^Select 100777/ })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    // export: every row, as CSV
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Usage places.csv');
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(csv).toContain('Invalid information');
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
    // the form starts again with the lines that were not added, each still saying why
    await expect(lines).toHaveValue('100777 XXXXXXXXXX\nonly-one-token');
    await expect(page.getByText(/^Line 1: no usage place/)).toBeVisible();
    await expect(page.getByText('Line 2: the contract identifier is missing.')).toBeVisible();

    const mine = page.getByRole('table', { name: 'Your usage places' });
    await expect(mine.getByRole('row')).toHaveCount(3);
    await expect(mine.getByText('You', { exact: true })).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);

    // the reports see the new places
    await page.goto('/demo1/en-US/online/energy-report');
    await expect(
      page.getByText('None of your usage places has measurement data to report yet.'),
    ).toBeHidden();
    await expect(page.getByRole('combobox').first()).toBeVisible();

    // remove both
    await page.goto('/demo1/en-US/account/locations');
    await mine.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the usage places?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('The usage places were removed.')).toBeVisible();
    await expect(page.getByText('You have no usage places yet.')).toBeVisible();
  });

  test('a place the utility mapped cannot be selected for removal', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/account/locations');
    const mine = page.getByRole('table', { name: 'Your usage places' });
    await expect(mine.getByText('The utility')).toHaveCount(3);
    const boxes = mine.getByRole('checkbox', { name: /cannot be removed here/ });
    await expect(boxes).toHaveCount(3);
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
  });

  test('where manual mapping is off, the notice has no add-location button and the tab no form', async ({
    page,
  }) => {
    // nivos: sharedLocations on, allowUserMappedLocationsManually off
    await logInWithApi(page, 'nivos', 'servant');
    await page.goto('/nivos/en-US/online/energy-report');
    await expect(
      page.getByText('None of your usage places has measurement data to report yet.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a usage place' })).toHaveCount(0);

    await page.goto('/nivos/en-US/account/locations');
    await expect(page.getByText(/Adding usage places yourself is not available/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find usage places' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
