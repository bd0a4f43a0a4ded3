import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // see rspack.config.mjs: xlsx comes from mf-reports' install until it is a dependency here
  resolve: {
    alias: { xlsx: realpathSync(fileURLToPath(new URL('../mf-reports/node_modules/xlsx', import.meta.url))) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/testing/setup'],
    pool: 'threads',
    maxWorkers: 1,
    // Fluent UI in jsdom is slow on a shared 2-core machine
    testTimeout: 30000,
  },
});
