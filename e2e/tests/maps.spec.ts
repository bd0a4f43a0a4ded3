import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

// The map remote (issue 16 §4, docs/maps.md): OpenLayers drawing the offline basemap in Chromium, the
// customer's disturbance map and the staff's location map with its layers, tools and the list beside it.

test.describe.configure({ timeout: 120_000 });

/** the map's canvas, once OpenLayers has drawn into it */
const mapOf = (page: Page) => page.getByRole('application');

async function drawn(page: Page): Promise<Buffer> {
  const map = mapOf(page);
  await expect(map.locator('canvas').first()).toBeVisible();
  // the basemap arrives by its own request: let OpenLayers render it
  await page.waitForTimeout(1000);
  return map.screenshot();
}

test.describe('disturbance map', () => {
  test('a customer sees the outages in progress and asks whether their own power is out', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/disturbance-map');
    await expect(page.getByRole('heading', { level: 1, name: 'Disturbance map' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Outages in progress (2)' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Outages in progress' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Investigating');
    await expect(cards.nth(1)).toContainText('Being repaired');
    await drawn(page);
    await page.getByRole('button', { name: 'Check my places' }).click();
    // the demo feed puts one outage over the customer's electricity place: its meter has no voltage
    await expect(page.getByText(/power cut, outage DEMO-\d+-1\. Estimated repair/)).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousAxeViolations(page);
  });

  test('the menu links the built-in map where the instance has it', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/fi-FI/online/home');
    await page
      .getByRole('navigation', { name: 'Päävalikko' })
      .getByRole('link', { name: 'Häiriökartta' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Häiriökartta' })).toBeVisible();
    await expect(page).toHaveURL(/\/demo1\/fi-FI\/online\/disturbance-map$/);
  });
});
