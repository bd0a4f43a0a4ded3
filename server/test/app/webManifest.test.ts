import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/index.js';

const WORKER = `self.addEventListener('fetch', () => {});\n`;

let t: TestApp;
beforeAll(async () => {
  // a built shell with its worker, so the test does not depend on a build having run
  const shellDist = path.join(mkdtempSync(path.join(tmpdir(), 'sw-')), 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(shellDist, 'sw.js'), WORKER);
  t = await buildTestApp({ staticDirs: { shell: shellDist, remotes: {} } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web app manifest', () => {
  it.each(['karhulanenergia', 'leppakoski'])('%s (offline app on) has its own manifest', async (id) => {
    const instance = t.app.instances.get(id)!;
    expect(instance.flags.offlineApp).toBe(true);
    const response = await get(`/instances/${id}/manifest.webmanifest`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      id: `/${id}/`,
      name: `${instance.displayName} ${instance.titlePrefix}`,
      start_url: `/${id}/${instance.languages[0]}/`,
      scope: `/${id}/`,
      display: 'standalone',
      theme_color: instance.theme.primaryColor,
      background_color: '#ffffff',
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons).toEqual([
      { src: `/instances/${id}/${instance.theme.logo}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    // the icon it names is served
    expect((await get(manifest.icons[0].src)).statusCode).toBe(200);
  });

  it('the manifests differ per instance', async () => {
    const a = (await get('/instances/karhulanenergia/manifest.webmanifest')).json();
    const b = (await get('/instances/leppakoski/manifest.webmanifest')).json();
    expect(a.name).not.toBe(b.name);
    expect(a.theme_color).not.toBe(b.theme_color);
  });

  it('an instance without the offline app has none (404)', async () => {
    expect(t.app.instances.get('demo1')!.flags.offlineApp).toBe(false);
    const response = await get('/instances/demo1/manifest.webmanifest');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('an unknown instance and an oversized id are refused', async () => {
    expect((await get('/instances/nope/manifest.webmanifest')).statusCode).toBe(404);
    const long = await get(`/instances/${'a'.repeat(65)}/manifest.webmanifest`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });

  it('a NUL character in the id is refused with a 4xx', async () => {
    const response = await get('/instances/leppakoski%00/manifest.webmanifest');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('pages still allow the manifest and the worker (CSP)', async () => {
    const csp = (await get('/leppakoski/fi-FI/')).headers['content-security-policy'] as string;
    expect(csp).toContain(`manifest-src 'self'`);
    expect(csp).toContain(`worker-src 'self'`);
  });
});

describe('the service worker script', () => {
  it('is served at /sw.js, revalidated on every check, allowed any scope of the site', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WORKER);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });

  it('is a 404 when the shell is not built', async () => {
    const bare = await buildTestApp({ staticDirs: { shell: null, remotes: {} } });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
