import { expect, test, type Page } from '@playwright/test';
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
