import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { startServer, stopServer } from '../support/server';
import { logInWithApi } from '../support/session';

/** Every cached request of the page's origin, as [cache name, path]. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: Array<[string, string]> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) out.push([name, new URL(request.url).pathname]);
    }
    return out;
  });

const paths = async (page: Page) => (await cachedPaths(page)).map(([, path]) => path);

test.describe('offline app (leppakoski has flags.offlineApp)', () => {
  test('after a first visit the portal opens offline and says so; back online works; logout clears the caches', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logInWithApi(page, 'leppakoski', 'customer');
    await page.goto('/leppakoski/en-US/');
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(new URL(scope).pathname).toBe('/leppakoski/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/instances/leppakoski/manifest.webmanifest',
    );

    // the second load goes through the worker: the instance files and the opened remotes are kept
    await page.reload();
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
    await expect
      .poll(
        async () => {
          const cached = await paths(page);
          return {
            shellPage: cached.includes('/index.html'),
            instance: cached.includes('/instances/leppakoski/instance.json'),
            remoteSet: cached.some((p) => /^\/remotes\/[^/]+\/mf-manifest\.json$/.test(p)),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ shellPage: true, instance: true, remoteSet: true });

    const cached = await cachedPaths(page);
    // one cache, of this instance and this shell version
    expect(new Set(cached.map(([name]) => name)).size).toBe(1);
    expect(cached[0]![0]).toMatch(/^portal-offline:leppakoski:[0-9a-f]{12}$/);
    // no personal data: no service answer, no page but the worker's own copy of the shell page
    expect(cached.filter(([, p]) => /^\/(auth|connector)\//.test(p))).toEqual([]);
    expect(cached.filter(([, p]) => p.startsWith('/leppakoski/'))).toEqual([]);
    // a remote's manifest is saved only with every file it names
    for (const manifestPath of cached.map(([, p]) => p).filter((p) => p.endsWith('/mf-manifest.json'))) {
      const manifest = await (await page.request.get(manifestPath)).json();
      const entry = manifestPath.replace('mf-manifest.json', 'remoteEntry.js');
      expect(cached.map(([, p]) => p)).toContain(entry);
      const exposed: string[] = manifest.exposes.flatMap(
        (e: { assets: { js: { sync: string[] } } }) => e.assets.js.sync,
      );
      for (const file of exposed)
        expect(cached.map(([, p]) => p)).toContain(manifestPath.replace('mf-manifest.json', file));
    }

    // offline for real: the browser's network and the server are both gone
    const loggedInPage = page.url();
    expect(loggedInPage).not.toMatch(/\/(login|welcome)$/);
    await page.context().setOffline(true);
    await stopServer();
    try {
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByText('You are offline')).toBeVisible();
      // no answer is not "logged out": the shell, the user last confirmed and what was cached; never the
      // login form and an error
      await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      expect(page.url()).toBe(loggedInPage);
      await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toHaveCount(0);
      await expect(page.locator('input[type=password]')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      // the kept user holds no contact details
      const kept = await page.evaluate(() => localStorage.getItem('portal.offlineUser'));
      expect(JSON.parse(kept ?? '{}')).toMatchObject({
        instance: 'leppakoski',
        email: null,
        phoneNumber: null,
      });
    } finally {
      await startServer();
      await page.context().setOffline(false);
    }

    // back online: the session is still there, and the server confirms it
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/auth/userinfo') && r.status() === 200);
    await page.goto('/leppakoski/en-US/');
    await confirmed;
    const userMenu = page.getByRole('button', { name: /User menu/ });
    await expect(userMenu).toBeVisible();
    await expect(page.getByText('You are offline')).toHaveCount(0);

    // logout clears the instance's caches (the external logout page is stood in for)
    await page.route('https://www.leppakoski.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bye</title><p>bye</p>' }),
    );
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('https://www.leppakoski.example/');
    // a page of the origin outside the worker's scope reads the caches without refilling them
    await page.goto('/instances/leppakoski/logo.svg');
    const afterLogout = await paths(page);
    expect(afterLogout.filter((p) => p.startsWith('/remotes/') || p.startsWith('/instances/'))).toEqual([]);
    expect(afterLogout).not.toContain('/index.html');
    expect(await page.evaluate(() => localStorage.getItem('portal.offlineUser'))).toBeNull();
  });

  test('an instance without the flag registers no worker and links no manifest', async ({ page }) => {
    await page.goto('/demo1/en-US/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the set-up runs after the first render; give it the time a registration would take
    await page.waitForTimeout(1500);
    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    );
    expect(scopes).not.toContain('/demo1/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect((await page.request.get('/instances/demo1/manifest.webmanifest')).status()).toBe(404);
  });

  test('an instance that turned the flag off unregisters the worker left from before', async ({ page }) => {
    await page.goto('/demo1/en-US/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // a worker an earlier version of the portal registered for this instance
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/demo1/' });
      const cache = await caches.open('portal-offline:demo1:old');
      await cache.put('/instances/demo1/instance.json', new Response('{}'));
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
        ),
      )
      .not.toContain('/demo1/');
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('portal-offline:demo1:old');
  });
});
