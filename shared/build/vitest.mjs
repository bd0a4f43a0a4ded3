/**
 * The vitest config of every jsdom package (shell, shared, mf-*): one place for what they share.
 *
 * Fluent and the testing library are bundled once into a file each by vitest's optimizer (esbuild)
 * instead of thousands of files loaded again for every test file: the shell's suite went 247 s -> 195 s.
 * Adding final-form or redux-saga here makes two copies of a module and breaks the forms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

export const prebundled = [
  '@fluentui/react-components',
  '@fluentui/react-icons',
  'react-intl',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router-dom',
  '@testing-library/react',
  '@testing-library/dom',
];

// vitest keeps react external (one copy, loaded by Node); preact/compat's own imports must stay external too
const PREACT = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/client',
  'preact/test-utils',
  'preact/jsx-runtime',
];

/** The test files below `dir` that mock a module (`vi.mock`, `vi.doMock`), relative to `root`. */
export function filesMockingModules(root, dir = join(root, 'src')) {
  const found = [];
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesMockingModules(root, path));
    else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?mock\(/.test(readFileSync(path, 'utf8')))
      found.push(relative(root, path).split('\\').join('/'));
  }
  return found;
}

/**
 * `test` options override the shared ones (e.g. `include`, `setupFiles`); `isolated` names more test files
 * that must run in a fresh module graph (they keep state at module level that another file would see).
 *
 * Two projects: files that mock modules (a module mock only applies to a graph that has not loaded the
 * module yet) and the `isolated` ones run each in a fresh graph, as vitest does by default; every other file
 * runs in one graph shared by the worker (`isolate: false`), which spares loading Fluent, React and the
 * package's modules again for each file: mf-admin's suite 148 s -> about 60 s.
 */
export function jsdomConfig(test = {}, { isolated = [] } = {}) {
  const root = process.cwd();
  const fresh = [...new Set([...filesMockingModules(root), ...isolated])];
  const common = {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/testing/setup'],
    // one worker: on the 2-core machine npm test runs two suites at once
    maxWorkers: 1,
    // Fluent UI in jsdom is slow on a shared 2-core machine
    testTimeout: 30000,
    deps: { optimizer: { client: { enabled: true, include: prebundled, exclude: PREACT } } },
    ...test,
  };
  // react-dom is preact/compat (docs/preact.md), which has no test-utils: the testing library's act()
  const resolve = { alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }] };
  // each project spelled out whole: `extends: true` would add the root's include to the isolated one's
  return defineConfig({
    resolve,
    test: {
      maxWorkers: common.maxWorkers,
      projects: [
        ...(fresh.length > 0 ? [{ resolve, test: { ...common, name: 'isolated', include: fresh } }] : []),
        { resolve, test: { ...common, name: 'shared graph', exclude: fresh, isolate: false } },
      ],
    },
  });
}
