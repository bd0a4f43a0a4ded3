import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

test.describe('a remote whose files are unavailable (docs/module-federation.md)', () => {
  test('a deep link or reload to its page answers with the shell and the retry card, not the 404 page; Try again loads it', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    // every file of the notes remote is unreachable, its publication (portal-module.json) included
    const unavailable = '**/remotes/mf-notes/**';
    await page.route(unavailable, (route) => route.abort('connectionrefused'));

    const response = await page.goto('/demo1/en-US/online/notes');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/notes$/);
    // its menu item stays: the page exists, its files are what is missing
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Notes' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 30_000 });

    // the files are back: Try again loads the page without a reload
    await page.unroute(unavailable);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  });
});
