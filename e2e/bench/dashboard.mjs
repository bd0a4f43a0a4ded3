// The home dashboard: time from the login form's submit to every widget painted (median of RUNS, each in a
// fresh browser context, so nothing is cached), the API calls the dashboard makes (duplicates listed), and
// the JavaScript beyond the shell it loads (files under /remotes/, gzip -9 of each body).
//
// Needs a running server (it starts none):  npm start   (or any server on BASE_URL), then
//   node e2e/bench/dashboard.mjs             BASE_URL defaults to http://localhost:8080
//   BENCH_INSTANCE=nivos RUNS=10 node e2e/bench/dashboard.mjs
// Figures: docs/dashboard.md.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const INSTANCE = process.env.BENCH_INSTANCE ?? 'demo1';
const RUNS = Number(process.env.RUNS ?? 10);
const USER = { username: 'customer', password: 'Demo-pass-2026' };
const BUDGET_KB = 120;

/**
 * Every widget cell that shows something is painted: no spinner or busy region left, and each chart widget
 * has its canvas (the spot price widget, the consumption charts) or its content (tiles, invoice, a message).
 */
function allPainted() {
  const cells = [...document.querySelectorAll('[data-widget]')].filter((cell) => cell.childElementCount > 0);
  if (cells.length === 0) return false;
  if (document.querySelector('[data-widget] .fui-Spinner, [data-widget] [aria-busy="true"]')) return false;
  return cells.every((cell) => {
    const id = cell.getAttribute('data-widget');
    if (id === 'reports.reportOptions') return cell.querySelector('select') !== null;
    if (id === 'reports.consumptionChanges') return cell.querySelector('[data-testid^="change-"]') !== null;
    if (id?.startsWith('reports.'))
      return cell.querySelector('canvas') !== null || cell.querySelector('.fui-MessageBar') !== null;
    return cell.textContent.trim().length > 0;
  });
}

const isJavaScript = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(response.url());

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  const times = [];
  let lastCalls = [];
  let remoteJs = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/${INSTANCE}/fi-FI/login`, { waitUntil: 'networkidle' });
    await page.locator('input[name=username]').fill(USER.username);
    await page.locator('input[name=password]').fill(USER.password);
    const calls = [];
    const js = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/connector/') || pathname.startsWith('/auth/'))
        calls.push(`${request.method()} ${pathname}`);
    });
    page.on('response', (response) => {
      if (isJavaScript(response) && response.url().includes('/remotes/') && response.status() < 400)
        js.push(
          response
            .body()
            .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
        );
    });
    const started = Date.now();
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/online\/home$/, { timeout: 60_000 });
    await page.waitForFunction(allPainted, undefined, { timeout: 60_000, polling: 50 });
    times.push(Date.now() - started);
    await page.waitForLoadState('networkidle');
    lastCalls = calls;
    remoteJs = await Promise.all(js);
    await context.close();
  }
  console.log(`Dashboard ${BASE_URL}/${INSTANCE}/fi-FI/online/home, ${RUNS} runs in fresh contexts`);
  console.log(
    `login submit -> every widget painted: median ${median(times)} ms (min ${Math.min(...times)}, max ${Math.max(...times)})`,
  );
  console.log(`runs: ${times.join(', ')} ms`);
  const counts = new Map();
  for (const call of lastCalls) counts.set(call, (counts.get(call) ?? 0) + 1);
  console.log(`\nAPI calls after the submit (last run): ${lastCalls.length}`);
  for (const [call, count] of counts) console.log(`  ${String(count).padStart(2)} x ${call}`);
  const duplicated = [...counts].filter(([call, count]) => count > 1 && !call.includes('/webamr/chart'));
  console.log(
    duplicated.length
      ? `  repeated: ${duplicated.map(([call]) => call).join(', ')}`
      : '  no call repeated (chart calls differ by body)',
  );
  const byRemote = new Map();
  for (const { url, gzip } of remoteJs) {
    const remote = url.match(/\/remotes\/([^/]+)\//)?.[1] ?? 'other';
    byRemote.set(remote, (byRemote.get(remote) ?? 0) + gzip);
  }
  console.log(`\nJS beyond the shell (files under /remotes/, gzip -9), last run: ${remoteJs.length} files`);
  for (const [remote, bytes] of byRemote)
    console.log(`  ${remote.padEnd(12)} ${(bytes / 1024).toFixed(1)} KB`);
  const total = remoteJs.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  console.log(
    `  total        ${total.toFixed(1)} KB (goal <= ${BUDGET_KB} KB: ${total <= BUDGET_KB ? 'within' : 'OVER'})`,
  );
  for (const { url, gzip } of [...remoteJs].sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${(gzip / 1024).toFixed(1).padStart(6)} KB ${url.slice(BASE_URL.length)}`);
} finally {
  await browser.close();
}
