// How long the location map takes to draw many places (issue 16 §5: 10,000 markers), in Chromium: the page's
// markers call is answered with MARKERS generated places (a Tampere-sized area, 1 in 12 without coordinates),
// and the time runs from that answer to the second animation frame after the counter shows them all (the
// clusters are computed and drawn in OpenLayers' render frame). Then the time of a pan by the keyboard, to
// the second frame after it. RUNS (default 3) runs, each and the median. Prints figures; nothing fails.
//
// Needs a running server (it starts none):  npm start, then
//   node e2e/bench/map-markers.mjs            BASE_URL defaults to http://localhost:8080
import { chromium } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const MARKERS = Number(process.env.MARKERS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function markers(count) {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => {
    const missing = i % 12 === 0;
    return {
      locationNumber: String(3_000_000 + i),
      lat: missing ? null : 61.4 + random() * 0.25,
      long: missing ? null : 23.5 + random() * 0.5,
      address: `Testikatu ${i}, 33100 Tampere`,
      gsrn: `64300000${String(i).padStart(10, '0')}`,
      customer: `Asiakas ${i}`,
      meterNumber: `M${i}`,
    };
  });
}

async function run(browser, body) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/demo1/fi-FI/login`);
    await page.locator('input[name=username]').fill('servant');
    await page.locator('input[name=password]').fill('Demo-pass-2026');
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    // the login page hands over to the host with a page load: a goto before the host is up aborts it
    await page
      .getByRole('button', { name: /^(User menu|Käyttäjävalikko|Användarmeny): / })
      .waitFor({ timeout: 30_000 });
    let answered = 0;
    await page.route('**/connector/v1/admin/location-management/markers', async (route) => {
      await route.fulfill({
        contentType: 'application/json',
        body,
        headers: { 'cache-control': 'no-store' },
      });
      answered = await page.evaluate(() => performance.now()).catch(() => 0);
    });
    await page.goto(`${BASE_URL}/demo1/fi-FI/admin/location-map`);
    const count = new RegExp(`Kaikki: ${String(MARKERS).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?')}`);
    await page.getByText(count).waitFor({ timeout: 120_000 });
    const frames = () =>
      page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
          ),
      );
    const drawn = await frames();
    const map = page.getByRole('application');
    await map.focus();
    const before = await page.evaluate(() => performance.now());
    await page.keyboard.press('ArrowLeft');
    const panned = await frames();
    return { draw: drawn - answered, pan: panned - before };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
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
  const body = JSON.stringify({ markers: markers(MARKERS), total: MARKERS });
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await run(browser, body);
    results.push(result);
    console.log(
      `run ${i + 1}: ${MARKERS} markers drawn in ${result.draw.toFixed(0)} ms after the answer; a pan ${result.pan.toFixed(0)} ms`,
    );
  }
  console.log(
    `median of ${RUNS}: draw ${median(results.map((r) => r.draw)).toFixed(0)} ms, pan ${median(results.map((r) => r.pan)).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
}
