/**
 * The vitest config of every jsdom package (shell, shared, mf-*): one place for what they share.
 *
 * Fluent, React and the testing library are bundled once into a file each by vitest's optimizer (esbuild)
 * instead of thousands of files loaded again for every test file: the shell's suite went 247 s -> 195 s.
 * Adding final-form or redux-saga here makes two copies of a module and breaks the forms.
 */
import { defineConfig } from 'vitest/config';

export const prebundled = [
  '@fluentui/react-components',
  '@fluentui/react-icons',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-intl',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router-dom',
  '@testing-library/react',
  '@testing-library/dom',
];

/** `test` options override the shared ones (e.g. `include`, `setupFiles`). */
export function jsdomConfig(test = {}) {
  return defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['@portal/shared/testing/setup'],
      // one worker: on the 2-core machine npm test runs two suites at once
      maxWorkers: 1,
      // Fluent UI in jsdom is slow on a shared 2-core machine
      testTimeout: 30000,
      deps: { optimizer: { client: { enabled: true, include: prebundled } } },
      ...test,
    },
  });
}
