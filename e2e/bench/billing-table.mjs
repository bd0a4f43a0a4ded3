// The invoices table with many rows in a real browser: time to draw it after a search, to sort it, to show
// 200 rows a page, to export every row (xlsx, first click fetches SheetJS; second click warm). The invoices
// answer is replaced by N synthetic invoices (page.route), so only the browser's work is measured.
//
// Needs a running server with the demo data (it starts none), then
//   node e2e/bench/billing-table.mjs          BASE_URL defaults to http://localhost:8080, ROWS to 1000
// Figures: docs/billing-ui.md.
import { chromium } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const ROWS = Number(process.env.ROWS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 3);

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** N invoices over 10 locations, due dates spread over 8 years, amounts with cents, a 54-digit barcode. */
function invoices(count) {
  return Array.from({ length: count }, (_, i) => {
    const due = new Date(Date.UTC(2018, 0, 1) + ((i * 7919) % 2900) * 86_400_000).toISOString().slice(0, 10);
    return {
      customerNumber: '100001',
      locationCode: `LOC${pad(i % 10)}`,
      locationAddress: `Benchkatu ${i % 10}, 33100 Tampere`,
      status: ['paid', 'unpaid', 'credit', 'unknown'][i % 4],
      amount: Math.round(((i * 37) % 50_000) + 1) / 100,
      currency: 'EUR',
      invoiceNumber: `B${pad(i, 7)}`,
      dueDate: due,
      postingDate: due,
      virtualBarCode: `4${pad(i, 53)}`,
      referenceNumber: '12345',
      gsrnCode: null,
      periodStart: due,
      periodEnd: due,
    };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const figures = { render: [], sort: [], pageSize200: [], exportCold: [], exportWarm: [] };
try {
  const body = JSON.stringify({ invoices: invoices(ROWS) });
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    const login = await page.request.post(`${BASE_URL}/auth/oauth/token`, {
      form: {
        grant_type: 'password',
        username: 'customer',
        password: 'Demo-pass-2026',
        client_id: 'mimo_demo1',
      },
    });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);
    await page.route(/\/connector\/v1\/invoices\?/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.goto(`${BASE_URL}/demo1/en-US/online/invoices`);
    await page.getByRole('table', { name: 'Invoices' }).waitFor({ timeout: 60_000 });

    // search again: from the click to the first page drawn (the answer is already in the browser's hands)
    figures.render.push(
      await page.evaluate(async () => {
        const start = performance.now();
        document.querySelector('form[aria-label="Invoice search"] button[type=submit]').click();
        await new Promise((resolve) => {
          const check = () =>
            document.querySelector('main [aria-busy]') === null &&
            document.querySelectorAll('main table tbody tr').length >= 50
              ? requestAnimationFrame(() => resolve())
              : requestAnimationFrame(check);
          requestAnimationFrame(check);
        });
        return performance.now() - start;
      }),
    );

    const timeUntilChanged = (action) =>
      page.evaluate(async (what) => {
        const firstRow = () => document.querySelector('main table tbody tr:nth-child(2)')?.textContent;
        const rows = () => document.querySelectorAll('main table tbody tr').length;
        const before = { first: firstRow(), rows: rows() };
        const start = performance.now();
        if (what === 'sort')
          [...document.querySelectorAll('main th [role=button]')]
            .find((el) => el.textContent.trim() === 'Amount')
            .click();
        await new Promise((resolve) => {
          const check = () => {
            const changed = what === 'sort' ? firstRow() !== before.first : rows() > before.rows + 100;
            if (changed) requestAnimationFrame(() => resolve());
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        return performance.now() - start;
      }, action);

    figures.sort.push(await timeUntilChanged('sort'));
    // 200 rows a page: the select is changed from here, then the rows counted in the page
    const pageSize = page.getByRole('combobox', { name: 'Rows per page' });
    const grown = timeUntilChanged('rows');
    await pageSize.selectOption('200');
    figures.pageSize200.push(await grown);

    for (const key of ['exportCold', 'exportWarm']) {
      const start = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      figures[key].push(Date.now() - start);
      await download.delete();
    }
    await context.close();
  }
} finally {
  await browser.close();
}

console.log(`Invoices table, ${ROWS} rows, ${RUNS} runs (median, then each run) in ms:`);
for (const [name, values] of Object.entries(figures))
  console.log(
    `${name.padEnd(12)} ${median(values).toFixed(0).padStart(6)}   [${values.map((v) => v.toFixed(0)).join(', ')}]`,
  );
