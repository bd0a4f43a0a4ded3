// Run with: node --test shared/build
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { collectUsedExports, importedNames, workspaceSourceDirs } from './usedExports.mjs';
import {
  ROUTER,
  RUNTIME_KEYS,
  createBundleConfig,
  fluentUsedExports,
  sharedSingletons,
  treeShakenExports,
} from './federation.mjs';

const FLUENT = '@fluentui/react-components';

test('named value imports are listed by their exported name; type-only imports are left out', () => {
  const source = `
    import { Button, Field as FormField, type ButtonProps } from '${FLUENT}';
    import type { Theme } from '${FLUENT}';
    export { Spinner } from '${FLUENT}';
    import { useState } from 'react';`;
  assert.deepEqual(importedNames('a.tsx', source, FLUENT), {
    names: ['Button', 'Field', 'Spinner'],
    whole: false,
  });
});

test('a namespace import or a dynamic import needs the whole library', () => {
  assert.equal(importedNames('a.ts', `import * as F from '${FLUENT}';`, FLUENT).whole, true);
  assert.equal(importedNames('a.ts', `const f = () => import('${FLUENT}');`, FLUENT).whole, true);
});

function workspace() {
  const root = mkdtempSync(join(tmpdir(), 'used-exports-'));
  const write = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('shell/src/App.tsx', `import { Button } from '${FLUENT}';`);
  write('shared/src/form/Field.tsx', `import { Field, Input } from '${FLUENT}';`);
  write('mf-notes/src/NoteCard.tsx', `import { Card, Button } from '${FLUENT}';`);
  write('mf-notes/src/NoteCard.test.tsx', `import { Tooltip } from '${FLUENT}';`);
  write('mf-notes/test/helpers.ts', `import { Dialog } from '${FLUENT}';`);
  write('server/src/x.ts', `import { Toast } from '${FLUENT}';`);
  return root;
}

test('the list is the union over shell, shared and every remote, without tests or other packages', () => {
  const root = workspace();
  assert.deepEqual(
    workspaceSourceDirs(root).map((dir) => dir.slice(root.length + 1)),
    ['shell/src', 'shared/src', 'mf-notes/src'],
  );
  const result = collectUsedExports({ packageName: FLUENT, root });
  assert.deepEqual(result.exports, ['Button', 'Card', 'Field', 'Input']);
  assert.deepEqual(result.files, [
    'mf-notes/src/NoteCard.tsx',
    'shared/src/form/Field.tsx',
    'shell/src/App.tsx',
  ]);
});

test('every shared singleton is listed, and Fluent UI and the router are tree-shaken to the scanned lists', () => {
  const shared = sharedSingletons({
    packageDir: join(import.meta.dirname, '..', '..', 'shell'),
    usedExports: ['Button'],
    treeShaken: { [ROUTER]: ['Routes'] },
  });
  for (const key of [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react-router-dom',
    'react-redux',
    'redux',
    'redux-saga',
    '@reduxjs/toolkit',
    'react-intl',
    FLUENT,
    '@portal/shared',
    '@portal/shared/form',
    '@portal/shared/tabs',
    'final-form',
    'react-final-form',
    'yup',
  ]) {
    assert.equal(shared[key]?.singleton, true, key);
    assert.equal(shared[key]?.eager, false, key);
  }
  assert.deepEqual(shared[FLUENT].treeShaking, { mode: 'runtime-infer', usedExports: ['Button'] });
  assert.deepEqual(shared[ROUTER].treeShaking, { mode: 'runtime-infer', usedExports: ['Routes'] });
  // react is `npm:@preact/compat@^18.3.2` (docs/preact.md): the range is the alias package's
  assert.equal(shared['react/jsx-runtime'].requiredVersion, '^18.3.2');
  assert.equal(shared['react/jsx-runtime'].version, '18.3.2');
  assert.equal(shared['@portal/shared'].requiredVersion, '^0.1.0');
  assert.equal(shared['@portal/shared/form'].requiredVersion, '^0.1.0');
  // the host brings the UI runtime; a remote never does, so one page has one Preact
  for (const key of RUNTIME_KEYS) if (key !== 'react-dom') assert.equal(shared[key].import, undefined, key);
  // react-dom is a module of its own in the host, or Module Federation gives it no provider (reactDom.mjs)
  assert.match(String(shared['react-dom'].import), /reactDom\.mjs$/);
  const remote = sharedSingletons({
    packageDir: join(import.meta.dirname, '..', '..', 'mf-map'),
    usedExports: ['Button'],
    treeShaken: { [ROUTER]: ['Routes'] },
    remote: true,
  });
  for (const key of RUNTIME_KEYS) assert.equal(remote[key].import, false, key);
  assert.equal(remote[FLUENT].import, undefined);
});

test("the router's scanned exports are what the sources import from it", () => {
  const exports = treeShakenExports(ROUTER);
  assert.ok(exports, 'no file imports the whole router');
  for (const name of ['BrowserRouter', 'Routes', 'Route', 'useNavigate', 'useLocation'])
    assert.ok(exports.includes(name), name);
  // framework mode and the data routers are not imported, so they stay out of the shared copy
  for (const name of ['createBrowserRouter', 'RouterProvider', 'HydratedRouter'])
    assert.ok(!exports.includes(name), name);
});

test('a remote exposes ./module only, uses publicPath auto and is named mf_<id>', () => {
  const packageDir = join(import.meta.dirname, '..', '..', 'mf-notes');
  const config = createBundleConfig({
    kind: 'remote',
    name: 'mf_notes',
    packageDir,
    exposes: { './module': './src/module.tsx' },
    usedExports: [],
  });
  assert.equal(config.output?.publicPath, 'auto');
  assert.throws(
    () =>
      createBundleConfig({
        kind: 'remote',
        name: 'mf_notes',
        packageDir,
        exposes: { './module': 'a', './other': 'b' },
      }),
    /exposes '.\/module' only/,
  );
  assert.throws(
    () => createBundleConfig({ kind: 'remote', name: 'notes', packageDir, exposes: { './module': 'a' } }),
    /mf_<module id>/,
  );
});

test('the host serves from / and has no build-time remotes', () => {
  const packageDir = join(import.meta.dirname, '..', '..', 'shell');
  const config = createBundleConfig({
    kind: 'host',
    name: 'shell',
    packageDir,
    entry: './src/index.ts',
    usedExports: [],
  });
  assert.equal(config.output?.publicPath, '/');
  const federation = config.plugins?.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
  assert.ok(federation);
  assert.deepEqual(federation._options.remotes, {});
  assert.equal(federation._options.shareStrategy, 'loaded-first');
  // what two shared modules of the first load both import is one chunk, not a copy in each (hostFirstLoad.mjs)
  const groups = config.optimization?.splitChunks && config.optimization.splitChunks.cacheGroups;
  assert.deepEqual(Object.keys(groups ?? {}).sort(), ['griffel', 'iconsCore', 'preact', 'reduxSaga']);
});

test('Redux Toolkit and react-intl are shared tree-shaken to what the sources import, like the router', () => {
  const shared = sharedSingletons({ packageDir: join(import.meta.dirname, '..', '..', 'shell') });
  const kept = (key) => shared[key].treeShaking?.usedExports ?? [];
  for (const name of ['configureStore', 'createSlice'])
    assert.ok(kept('@reduxjs/toolkit').includes(name), name);
  assert.ok(!kept('@reduxjs/toolkit').includes('createListenerMiddleware'));
  for (const name of ['IntlProvider', 'useIntl']) assert.ok(kept('react-intl').includes(name), name);
  assert.ok(
    !kept('react-intl').includes('injectIntl'),
    'injectIntl brings react-is and hoist-non-react-statics',
  );
  assert.ok(kept(ROUTER).includes('Routes'));
});

test('the shared Fluent copy leaves out what only some pages draw, or what they get elsewhere', () => {
  const union = fluentUsedExports() ?? [];
  assert.ok(union.includes('Button'), 'the scan works');
  // tabs come from @portal/shared/tabs, toggle buttons are PressedButton, the welcome page brings its Image and
  // the dark theme chunk its generator (docs/module-federation.md, docs/first-load.md)
  for (const name of ['Tab', 'TabList', 'ToggleButton', 'Image', 'createDarkTheme'])
    assert.ok(!union.includes(name), `${name} is imported from @fluentui/react-components again`);
});
