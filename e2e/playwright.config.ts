import { defineConfig } from '@playwright/test';
import { baseUrl } from './support/server';

// Debian's Chromium: the machines reach no browser download site, so Playwright never downloads a browser here.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One server process with one PGlite connection and 2 cores: run the files one after another.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test also writes a JSON report, from which it names the tests that passed only on retry (flaky)
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: baseUrl,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // recording a trace of every test costs about a fifth of the run (2.9 -> 2.3 min for two specs, 2 cores); under
    // CI a failed test runs again with the trace on, so a red run still has its trace
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
