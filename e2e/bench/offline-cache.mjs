// The offline app's cached bytes per instance (docs/offline.md): for each instance with flags.offlineApp,
// a fresh browser visits its pages (logged in where the instance allows a local login), then the bytes in
// CacheStorage are summed from the page, by part: the shell, the instance's files, each remote.
//
// Needs a running server (it starts none); BASE_URL defaults to http://localhost:8080:
//   node e2e/bench/offline-cache.mjs
import { chromium } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const PASSWORD = 'Demo-pass-2026';
const PAGES = ['online/home', 'online/energy-report', 'online/invoices', 'online/notes'];

const partOf = (path) => {
  if (path === '/index.html' || /^\/[^/]+\.js$/.test(path)) return 'shell';
  if (path.startsWith('/public/')) return 'shell, logged-out entry';
  if (path.startsWith('/instances/')) return 'instance files';
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  return remote ? `remote ${remote[1]}` : `other ${path}`;
};

async function measure(browser, instance) {
  const context = await browser.newContext({ locale: 'fi-FI' });
  const page = await context.newPage();
  const token = await page.request.post(`${BASE_URL}/auth/oauth/token`, {
    form: {
      grant_type: 'password',
      username: 'customer',
      password: PASSWORD,
      client_id: `mimo_${instance.id}`,
    },
  });
  const loggedIn = token.ok();
  const language = instance.languages[0];
  await page.goto(`${BASE_URL}/${instance.id}/${language}/${loggedIn ? '' : 'login'}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const visited = [];
  for (const endpoint of loggedIn ? PAGES : ['login', 'welcome']) {
    await page.goto(`${BASE_URL}/${instance.id}/${language}/${endpoint}`);
    await page.waitForLoadState('networkidle');
    visited.push(endpoint);
  }
  // the worker saves a remote's set in the background: give it a moment to finish
  await page.waitForTimeout(3000);
  const entries = await page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push({ path: new URL(request.url).pathname, bytes: (await response.arrayBuffer()).byteLength });
      }
    }
    return out;
  });
  await context.close();
  const parts = {};
  for (const { path, bytes } of entries) {
    const part = partOf(path);
    parts[part] ??= { files: 0, bytes: 0 };
    parts[part].files += 1;
    parts[part].bytes += bytes;
  }
  return {
    loggedIn,
    visited,
    parts,
    total: entries.reduce((sum, e) => sum + e.bytes, 0),
    files: entries.length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const id of (process.env.BENCH_INSTANCES ?? 'leppakoski,karhulanenergia').split(',')) {
    const instance = await (await fetch(`${BASE_URL}/instances/${id}/instance.json`)).json();
    if (!instance.flags.offlineApp) {
      console.log(`${id}: no offline app`);
      continue;
    }
    const result = await measure(browser, instance);
    console.log(
      `\n${id} (${result.loggedIn ? 'logged in' : 'logged out'}; visited ${result.visited.join(', ')}): ` +
        `${result.files} files, ${kb(result.total)} decoded in CacheStorage`,
    );
    for (const [part, { files, bytes }] of Object.entries(result.parts).sort()) {
      console.log(`  ${part.padEnd(22)} ${String(files).padStart(4)} files  ${kb(bytes).padStart(10)}`);
    }
  }
} finally {
  await browser.close();
}
