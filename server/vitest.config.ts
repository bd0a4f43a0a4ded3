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
    // a test that builds its own app (a PGlite copy) waits for it: generous, since two suites share the cores
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
