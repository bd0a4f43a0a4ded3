// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-reports', 'mf-billing', 'mf-notes', 'mf-metering', 'mf-admin', 'mf-map'];

const packages = ['shell', ...remotes, 'shared', 'instances', 'server', 'e2e'];

/** `../../shared/src/x`, `../server/test/y`: a path that climbs out of a package into another one's files */
const crossPackagePath = {
  regex: `^(\\.\\./)+(${packages.join('|')})/(src|test|tests|build|bench)(/|$)`,
  message: 'Import another workspace package through its package exports (@portal/<name>/...), not by path.',
};

/** What the server takes from shared (api/*, calendar) must stay free of the browser's libraries. */
const browserLibraries = {
  group: ['react', 'react-*', 'react/*', '@fluentui/*', 'redux', 'redux-*', '@reduxjs/*'],
  message:
    'shared/src/api and shared/src/calendar are imported by the server: no React or browser state here.',
};

/**
 * A remote never imports another remote or the shell; shared and instances import no bundle at all; no
 * package reaches into another one's files by relative path.
 */
const boundaries = (owner, extra = [], files = [`${owner}/**/*.{ts,tsx,mts,mjs,js}`]) => {
  const forbidden = ['shell', ...remotes].filter((name) => name !== owner);
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.flatMap((name) => [
              {
                group: [`@portal/${name}`, `@portal/${name}/*`],
                message: `${owner} must not import ${name}: put shared code in @portal/shared.`,
              },
              { group: [`**/${name}/**`, `**/${name}`], message: `${owner} must not reach into ${name}.` },
            ]),
            crossPackagePath,
            ...extra,
          ],
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.outbox/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', 'shell/src/**/*.ts', 'shared/src/**/*.ts', 'mf-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...remotes.map((remote) => boundaries(remote)),
  boundaries('shell'),
  boundaries('shared'),
  boundaries(
    'shared',
    [browserLibraries],
    [
      'shared/src/api/**/*.ts',
      'shared/src/calendar/**/*.ts',
      'shared/src/reports/**/*.ts',
      'shared/src/billing/**/*.ts',
    ],
  ),
  boundaries('instances'),
  boundaries('server'),
  boundaries('e2e'),
);
