import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { logInWithForm } from '../support/session';

// The server's CSP allows style elements with the page's nonce only (docs/security.md): every style
// Griffel and FluentProvider write must carry it, or the page loses its styles.
const collectViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return violations;
};

test('login and the energy report load with styles and no CSP violation, without unsafe-inline', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const response = await page.goto('/demo1/en-US/login');
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).not.toContain('unsafe-inline');
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;

  const submit = page.locator('button[type=submit]');
  await expect(submit).toBeVisible();
  // Fluent's primary button is filled with the brand colour only when Griffel's styles applied
  await expect(submit).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const styles = page.locator('head style');
  expect(await styles.count()).toBeGreaterThan(0);
  // the nonce attribute is hidden from the DOM after parsing; the property keeps it
  const nonces = await styles.evaluateAll((elements) => elements.map((e) => (e as HTMLStyleElement).nonce));
  expect(new Set(nonces)).toEqual(new Set([nonce]));

  await logInWithForm(page, 'demo1', 'customer');
  await page.goto('/demo1/en-US/online/energy-report');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('the chart exports (PNG, PDF, SVG) and the table exports raise no CSP violation; the SVG keeps its fonts', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await logInWithForm(page, 'demo1', 'customer');
  await page.goto('/demo1/en-US/online/energy-report');
  await expect(page.getByRole('img', { name: /^Energy report chart:/ })).toBeVisible({ timeout: 60_000 });

  const exported: Record<string, string> = {};
  for (const [kind, item] of [
    ['png', 'PNG image'],
    ['pdf', 'PDF document'],
    ['svg', 'SVG image'],
  ] as const) {
    await page.getByRole('button', { name: 'Export chart' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${kind}$`));
    exported[kind] = await readFile((await file.path())!, 'utf8');
  }
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);

  // every text of the SVG names its font (svgcanvas read it from a style attribute the CSP refused)
  const fonts = [...exported.svg!.matchAll(/<text [^>]*font-family="([^"]*)"/g)].map((m) => m[1]);
  expect(fonts.length).toBeGreaterThan(5);
  expect(fonts.filter((font) => !font)).toEqual([]);
  // the shared table's Excel export (the summary report's)
  await page.goto('/demo1/en-US/online/summary-report');
  await expect(page.getByRole('table', { name: 'Consumption per period' })).toBeVisible({ timeout: 60_000 });
  const [summaryXlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(summaryXlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  // a moment for a late report
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
