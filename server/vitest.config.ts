import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // builds one migrated, seeded database that every test file copies (PGlite tarball or PostgreSQL template)
    globalSetup: ['test/helpers/globalSetup.ts'],
    // Date starts at TEST_NOW in every test file (docs/testing.md, 'A fixed clock')
    setupFiles: ['test/helpers/setupClock.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
