// First-load JavaScript of the login page, and each remote's JavaScript when its page opens, gzip-measured.
//
// Needs a running server (it starts none):  npm start   (or any server on BASE_URL), then
//   node e2e/bench/first-load.mjs            BASE_URL defaults to http://localhost:8080
// Prints figures only; there is no pass/fail threshold (budgets live in the issues).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const LOGIN = `${BASE_URL}/demo1/fi-FI/login`;
// [name, address, a selector that is there once the page has drawn its data]
const REMOTE_PAGES = [
  ['Notes', `${BASE_URL}/demo1/fi-FI/online/notes`, 'main h2'],
  ['Energy report', `${BASE_URL}/demo1/fi-FI/online/energy-report`, 'main canvas'],
];
const USER = { username: 'customer', password: 'Demo-pass-2026' };

const isJavaScript = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(response.url());

/** Records the body of every JS response until `stop()`; sizes are measured, not taken from headers. */
function recordJavaScript(page) {
  const pending = [];
  const listener = (response) => {
    if (!isJavaScript(response) || response.status() >= 400) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    return (await Promise.all(pending)).filter(Boolean);
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

function printTable(title, chunks) {
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(64)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
  for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
    const name = chunk.url.startsWith(BASE_URL) ? chunk.url.slice(BASE_URL.length) : chunk.url;
    console.log(`${name.slice(0, 64).padEnd(64)} ${kb(chunk.raw)} ${kb(chunk.gzip)}`);
  }
  const total = chunks.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`${`total (${chunks.length} files)`.padEnd(64)} ${kb(total.raw)} ${kb(total.gzip)}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await (await browser.newContext()).newPage();

  const stopLogin = recordJavaScript(page);
  await page.goto(LOGIN, { waitUntil: 'networkidle' });
  await page.locator('input[name=username]').waitFor();
  const loginChunks = await stopLogin();
  printTable(`Login page first load: ${LOGIN}`, loginChunks);

  // Each remote in a fresh context: log in through the token call, then open the page directly and keep
  // what comes from /remotes/ (the shell's own chunks are the same for every page).
  for (const [name, url, ready] of REMOTE_PAGES) {
    const context = await browser.newContext();
    const remotePage = await context.newPage();
    const login = await remotePage.request.post(`${BASE_URL}/auth/oauth/token`, {
      form: { grant_type: 'password', ...USER, client_id: 'mimo_demo1' },
    });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
    const stop = recordJavaScript(remotePage);
    await remotePage.goto(url, { waitUntil: 'networkidle' });
    await remotePage.locator(ready).first().waitFor({ timeout: 30_000 });
    await remotePage.waitForLoadState('networkidle');
    const chunks = (await stop()).filter((chunk) => chunk.url.includes('/remotes/'));
    printTable(`${name}: the remote's JS when the page opens (files under /remotes/): ${url}`, chunks);
    await context.close();
  }
} finally {
  await browser.close();
}
