import { defineConfig } from 'vitest/config';
import { filesMockingModules } from '@portal/shared/build/vitest.mjs';

const root = import.meta.dirname;
// a module mock applies only to a module graph that has not loaded the module yet: these files get their own
const fresh = [...filesMockingModules(root, `${root}/test`), ...filesMockingModules(root, `${root}/src`)];

const common = {
  environment: 'node',
  // builds one migrated, seeded database that every test file copies (PGlite tarball or PostgreSQL template)
  globalSetup: ['test/helpers/globalSetup.ts'],
  // Date starts at TEST_NOW in every test file (docs/testing.md, 'A fixed clock')
  setupFiles: ['test/helpers/setupClock.ts'],
  pool: 'forks' as const,
  // a test that builds its own app (a PGlite copy) waits for it: generous, since two suites share the cores
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Every other file runs in the module graph its worker already has (`isolate: false`): loading the
    // server's modules (Fastify, oidc-provider, PGlite, pdfkit...) took ~5 s per file, over half the suite.
    projects: [
      { test: { ...common, name: 'isolated', include: fresh } },
      {
        test: {
          ...common,
          name: 'shared graph',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: fresh,
          isolate: false,
        },
      },
    ],
  },
});
