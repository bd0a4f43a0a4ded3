import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
};

async function phone(browser: Browser, userAgent: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({
    userAgent,
    locale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

const banner = (page: Page, name = 'Install the app') => page.getByRole('region', { name });

test.describe('add-to-home-screen banner', () => {
  test('Android: shown once the browser offers the install prompt; the button opens it', async ({
    browser,
  }) => {
    const page = await phone(browser, UA.android);
    await page.goto('/leppakoski/en-US/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // what Chrome does when the app is installable: an event with prompt() and userChoice
    const defaultPrevented = await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      (window as unknown as { prompted: number }).prompted = 0;
      event.prompt = async () => {
        (window as unknown as { prompted: number }).prompted += 1;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(defaultPrevented).toBe(true);
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted))
      .toBe(1);
    await expect(banner(page)).toHaveCount(0);
    await page.context().close();
  });

  for (const [device, userAgent, text] of [
    ['iPhone', UA.iphone, 'tap the Share button, then choose Add to Home Screen'],
    ['iPod', UA.ipod, 'tap the Share button, then choose Add to Home Screen'],
    ['iPad', UA.ipad, 'tap the Share button in the top bar, then choose Add to Home Screen'],
  ] as const) {
    test(`${device} Safari: the share-then-add instructions; closed, it stays closed`, async ({
      browser,
    }) => {
      const page = await phone(browser, userAgent);
      await page.goto('/leppakoski/en-US/login');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(text);
      await expect(banner(page).getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await banner(page).getByRole('button', { name: 'Close the install notice' }).click();
      await expect(banner(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await page.context().close();
    });
  }

  test('in Finnish on an iPhone', async ({ browser }) => {
    const page = await phone(browser, UA.iphone, 'fi-FI');
    await page.goto('/karhulanenergia/fi-FI/login');
    await expect(banner(page, 'Asenna sovellus')).toContainText('napauta Jaa-painiketta');
    await page.context().close();
  });

  test('no banner on a desktop browser, nor on an instance without the offline app', async ({
    browser,
    page,
  }) => {
    await page.goto('/leppakoski/en-US/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    const iphone = await phone(browser, UA.iphone);
    await iphone.goto('/demo1/en-US/login');
    await expect(iphone.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(iphone)).toHaveCount(0);
    await iphone.context().close();
  });
});
