import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/testing/setup'],
    restoreMocks: true,
    // Fluent, React and the testing library bundled once into a file each (esbuild) instead of thousands of
    // files loaded again for every test file: the suite 247 s -> 195 s. Adding final-form or redux-saga here
    // makes two copies of a module and breaks the forms, so the list stays at these.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
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
          ],
        },
      },
    },
  },
});
