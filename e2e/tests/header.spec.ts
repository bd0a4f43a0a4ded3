import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

test.describe('header', () => {
  test('the language selector rewrites the language segment of the address', async ({ page }) => {
    await page.goto('/demo1/fi-FI/login');
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Kieli|Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('the dark theme choice survives a reload', async ({ page }) => {
    await page.goto('/demo1/en-US/login');
    // drawn first: read earlier, the light colour was the bare body's, and "dark" then the light theme's
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    const background = () =>
      page.evaluate(
        () =>
          getComputedStyle(document.querySelector('.fui-FluentProvider') ?? document.body).backgroundColor,
      );
    const light = await background();
    await page
      .getByRole('switch', { name: 'Dark theme' })
      .or(page.getByRole('button', { name: 'Dark theme' }))
      .click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    expect(await background()).toBe(dark);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'darkThemeOn')?.value).toBe('true');
    await expectNoSeriousAxeViolations(page);
  });

  test('opening the notifications bell marks every notification seen', async ({ page }) => {
    await page.goto('/demo1/en-US/login');
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect(bell).toHaveAccessibleName(/unread/);
    await bell.click();
    await expect(page.getByText('Service break').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(page.getByRole('button', { name: /Notifications/ })).toHaveAccessibleName('Notifications');
  });

  test('the title of a 404-restricted instance links to the 404 page and there is no login link', async ({
    page,
  }) => {
    await page.goto('/vimpelinvoima/fi-FI/login');
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kirjaudu sisään' })).toHaveCount(0);
    const title = page.getByRole('banner').getByRole('link').first();
    await expect(title).toHaveAttribute('href', /\/vimpelinvoima\/fi-FI\/404$/);
  });

  test('the user menu shows the first name and logs out to the login page', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/notes');
    const userMenu = page.getByRole('button', { name: /User menu/ });
    await expect(userMenu).toBeVisible();
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/login$/);
    const me = await page.request.get('/auth/userinfo');
    expect(me.status()).toBe(401);
  });

  test('on a phone the header keeps to two rows: the shared places link and the user menu show their icons, named', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/notes');
    const link = page.getByRole('link', { name: 'Shared locations' });
    await expect(link).toBeVisible();
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
    // one row is the menu button and the brand, one the actions (with every label: three, about 130 px)
    const height = await page.locator('header').evaluate((header) => header.getBoundingClientRect().height);
    expect(height).toBeLessThan(110);
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(link).toContainText('Shared locations');
    expect(await link.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(100);
  });
});
