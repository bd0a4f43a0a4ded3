// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-reports', 'mf-billing', 'mf-notes', 'mf-metering', 'mf-admin', 'mf-map'];

/** A remote never imports another remote or the shell; shared and instances import no bundle at all. */
const boundaries = (owner) => {
  const forbidden = ['shell', ...remotes].filter((name) => name !== owner);
  return {
    files: [`${owner}/**/*.{ts,tsx,mts,mjs,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.flatMap((name) => [
            {
              group: [`@portal/${name}`, `@portal/${name}/*`],
              message: `${owner} must not import ${name}: put shared code in @portal/shared.`,
            },
            { group: [`**/${name}/**`, `**/${name}`], message: `${owner} must not reach into ${name}.` },
          ]),
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
  ...remotes.map(boundaries),
  boundaries('shared'),
  boundaries('instances'),
);
