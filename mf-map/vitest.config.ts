import { defineConfig } from 'vitest/config';

export default defineConfig({
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
