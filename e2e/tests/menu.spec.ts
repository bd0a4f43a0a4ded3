import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logInWithApi } from '../support/session';

test.describe('left menu', () => {
  test('every section shown has an item under it (no empty section heading)', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/energy-report');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Energy report' })).toBeVisible();
    await page.screenshot({ path: '/tmp/d-menu-wide.png', fullPage: false });
    // what a reader sees: a section heading followed directly by another heading or the end is empty
    const emptyHeadings = await nav.evaluate((root) => {
      const blocks = [...root.querySelectorAll('.fui-NavSectionHeader, .fui-NavDivider, a, button')];
      const isHeading = (el: Element | undefined) => el?.matches('.fui-NavSectionHeader') ?? false;
      return blocks
        .filter(
          (el, i) =>
            isHeading(el) &&
            (!blocks[i + 1] || isHeading(blocks[i + 1]) || blocks[i + 1]!.matches('.fui-NavDivider')),
        )
        .map((el) => el.textContent);
    });
    expect(emptyHeadings).toEqual([]);
  });

  test('a closed group opens on click and on Enter, and its pages can be reached', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/notes');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const group = nav.getByRole('button', { name: 'Invoices and contracts' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/invoices$/);
    const reports = nav.getByRole('button', { name: 'Reports' });
    if ((await reports.getAttribute('aria-expanded')) === 'true') await reports.click();
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await reports.focus();
    await page.keyboard.press('Enter');
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Energy report' })).toBeVisible();
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu is a modal drawer (a dialog with the navigation inside) with a labelled close button', async ({
      page,
    }) => {
      await logInWithApi(page, 'demo1', 'customer');
      await page.goto('/demo1/en-US/online/energy-report');
      await expect(page.getByRole('heading', { name: 'Energy report', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Main menu' });
      await expect(drawer).toBeVisible();
      const nav = drawer.getByRole('navigation', { name: 'Main menu' });
      await expect(nav.getByRole('link', { name: 'Energy report' })).toBeVisible();
      expect(await nav.getAttribute('aria-modal')).toBeNull();
      await expectNoSeriousAxeViolations(page);
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toHaveCount(0);

      // Finnish labels too
      await page.goto('/demo1/fi-FI/online/energy-report');
      await page.getByRole('button', { name: 'Avaa valikko' }).click();
      await page
        .getByRole('dialog', { name: 'Päävalikko' })
        .getByRole('button', { name: 'Sulje valikko' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Päävalikko' })).toHaveCount(0);
    });
  });
});
