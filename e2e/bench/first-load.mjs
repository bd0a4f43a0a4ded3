// First-load JavaScript of the login page and the notes remote's extra JavaScript, gzip-measured.
//
// Needs a running server (it starts none):  npm start   (or any server on BASE_URL), then
//   node e2e/bench/first-load.mjs            BASE_URL defaults to http://localhost:8080
// Prints figures only; there is no pass/fail threshold (budgets live in the issues).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const LOGIN = `${BASE_URL}/demo1/fi-FI/login`;
const NOTES = `${BASE_URL}/demo1/fi-FI/online/notes`;
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

  // from the login on: the landing page may already fetch the remote (a widget), the notes page the rest
  const stopNotes = recordJavaScript(page);
  await page.locator('input[name=username]').fill(USER.username);
  await page.locator('input[name=password]').fill(USER.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
  await page.waitForLoadState('networkidle');

  const exposed = page.waitForResponse((response) => response.url().includes('__federation_expose_module'), {
    timeout: 30_000,
  });
  await page.goto(NOTES, { waitUntil: 'networkidle' });
  await exposed.catch(() =>
    console.warn('\n(the notes remote was not loaded: is the user logged in and notes enabled?)'),
  );
  await page.waitForLoadState('networkidle');
  const seen = new Set(loginChunks.map((chunk) => chunk.url));
  const notesChunks = (await stopNotes()).filter((chunk) => !seen.has(chunk.url));
  const remoteChunks = notesChunks.filter((chunk) => chunk.url.includes('/remotes/'));
  printTable(`Notes remote's extra JS (files under /remotes/): ${NOTES}`, remoteChunks);
  if (remoteChunks.length !== notesChunks.length) {
    printTable(
      'Other JS fetched after the login (shell chunks of the logged-in pages)',
      notesChunks.filter((c) => !remoteChunks.includes(c)),
    );
  }
} finally {
  await browser.close();
}
