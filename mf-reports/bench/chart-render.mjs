// Chart render benchmark: time from handing a year of 15-minute data (35,040 points a series) to the
// energy chart until it is painted, in Debian's Chromium. Prints figures; no thresholds.
// Run: pnpm --filter @portal/mf-reports bench   (or: node mf-reports/bench/chart-render.mjs [runs])
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');
const screenshots = process.argv.includes('--screenshot');
const exports = process.argv.includes('--exports');
const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 15);

mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, 'chartBenchPage.tsx')],
  bundle: true,
  format: 'iife',
  minify: process.env.BENCH_MINIFY !== '0',
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: join(out, 'bench.js'),
  logLevel: 'error',
});
writeFileSync(
  join(out, 'index.html'),
  '<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>chart bench</title></head>' +
    '<body><div id="root"></div><script src="bench.js"></script></body></html>',
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(pathToFileURL(join(out, 'index.html')).href);
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  if (screenshots) {
    for (const resolution of ['month', 'hour', 'minutes_15']) {
      await page.evaluate((r) => window.showChartSample(r), resolution);
      await page.screenshot({ path: join(out, `chart-${resolution}.png`), fullPage: true });
      console.log(`screenshot: ${join(out, `chart-${resolution}.png`)}`);
    }
  }
  if (exports) {
    // the export menu as a user clicks it; the files land in bench/dist for a look
    await page.evaluate(() => window.showChartSample('month'));
    for (const item of ['PNG-kuva', 'PDF-tiedosto', 'SVG-kuva']) {
      await page.getByRole('button', { name: 'Vie kaavio' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      const file = join(out, download.suggestedFilename());
      await download.saveAs(file);
      console.log(`export: ${file}`);
    }
  }
  for (const scenario of ['consumption', 'consumptionTwoTariffsSpot']) {
    const result = await page.evaluate((options) => window.runChartBench(options), { scenario, runs });
    const [first, ...rest] = result.times;
    console.log(
      `${scenario}: ${result.buckets} buckets a series, ${result.points} points in chart.js datasets, ` +
        `${result.drawn} drawn of the first after decimation`,
    );
    console.log(
      `  first (cold) run ${first.toFixed(1)} ms; median of the other ${rest.length}: ${median(rest).toFixed(1)} ms`,
    );
    console.log(`  runs (ms): ${result.times.map((t) => t.toFixed(1)).join(', ')}`);
    console.log(
      `  first run: React until chart.js starts ${result.beforeChart[0].toFixed(1)} ms, chart.js to first draw ` +
        `${result.chartJs[0].toFixed(1)} ms, first draw until painted ${result.toPaint[0].toFixed(1)} ms`,
    );
    console.log(
      `  medians: React until chart.js starts ${median(result.beforeChart).toFixed(1)} ms ` +
        `(of which buildChartData alone ${median(result.model).toFixed(1)} ms), ` +
        `chart.js construction to first draw ${median(result.chartJs).toFixed(1)} ms, ` +
        `first draw until painted ${median(result.toPaint).toFixed(1)} ms`,
    );
    console.log(
      `  mounted chart: redraw until painted ${median(result.redraw).toFixed(1)} ms, ` +
        `zoom step until painted ${median(result.zoom).toFixed(1)} ms (medians of ${result.zoom.length})`,
    );
  }
  if (errors.length) console.log(`page errors:\n${errors.join('\n')}`);
} finally {
  await browser.close();
}
