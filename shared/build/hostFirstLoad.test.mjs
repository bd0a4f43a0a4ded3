import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstLoadFiles, modulesInSeveralChunks, shareKeyOf } from './hostFirstLoad.mjs';

/**
 * A small host: main (entry: index.ts with import('./bootstrap'), a provide-module offering every shared
 * library from its own chunks), bootstrap (consumes react and the barrel, and lazily imports the account
 * page), the barrel's chunk (consumes react), and the account page's chunk (consumes the form library). A
 * consumed module's fallback is in other chunks than its provider's: the provider's are the ones loaded.
 */
function host() {
  const chunk = (name, ...files) => ({ name, files: new Set(files), modules: [] });
  const main = chunk('main', 'main.js');
  const bootstrap = chunk('bootstrap', 'bootstrap.js');
  const bootstrapVendors = chunk('bootstrap-vendors', 'vendors.js');
  const react = chunk('react', 'react.js');
  const barrel = chunk('barrel', 'barrel.js', 'barrel.css');
  const account = chunk('account', 'account.js');
  const form = chunk('form', 'form.js');
  const consumeOnly = chunk('consumes'); // a chunk of consume modules only: no file
  const fallback = chunk('fallback', 'fallback.js'); // the consuming side's copy, never loaded by the host
  const groups = new Map();
  const block = (...chunks) => {
    const b = {};
    groups.set(b, chunks);
    return b;
  };
  const code = (...blocks) => ({ type: 'javascript/auto', identifier: () => 'src/file.ts', blocks });
  const consume = (key) => ({
    type: 'consume-shared-module',
    identifier: () => `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /x.js)`,
    blocks: [block(fallback)],
  });
  const provide = (key, ...chunks) => ({
    type: 'provide-module',
    identifier: () => `provide shared module (default) ${key}@1.0.1 = /x.js`,
    blocks: [block(...chunks)],
  });
  const index = code(block(bootstrap, bootstrapVendors));
  main.modules = [
    index,
    provide('@scope/form', form),
    provide('react', react),
    provide('@scope/barrel', barrel),
  ];
  main.entryModules = [index];
  bootstrap.modules = [code(block(account, consumeOnly)), consume('react'), consume('@scope/barrel')];
  bootstrapVendors.modules = [code()];
  barrel.modules = [consume('react'), code(block(account))];
  account.modules = [consume('@scope/form')];
  consumeOnly.modules = [consume('@scope/form')];
  const graph = {
    modulesOf: (c) => c.modules,
    entryModulesOf: (c) => c.entryModules ?? [],
    chunksOf: (b) => groups.get(b),
  };
  return { main, graph };
}

test('firstLoadFiles: the entry, the async boundary and what they consume, transitively, once each', () => {
  const { main, graph } = host();
  assert.deepEqual(firstLoadFiles([main], graph), [
    'main.js',
    'bootstrap.js',
    'vendors.js',
    'react.js',
    'barrel.js',
  ]);
});

test("firstLoadFiles: not a lazy import's chunk, nor what only a provide-module offers", () => {
  const { main, graph } = host();
  const files = firstLoadFiles([main], graph);
  assert.ok(!files.includes('account.js'), 'the account page is fetched when shown');
  assert.ok(!files.includes('form.js'), 'the form library is consumed by the account page only');
  assert.ok(!files.includes('barrel.css'), 'scripts only');
  assert.ok(!files.includes('fallback.js'), "the consuming side's fallback: the provider's copy is loaded");
});

test('shareKeyOf: scope and key of a provide- or consume-shared module, scoped packages and subpaths too', () => {
  assert.equal(
    shareKeyOf(
      'provide shared module (default) @portal/shared/form@0.1.0 = /work/main/shared/src/form/index.ts',
    ),
    'default:@portal/shared/form',
  );
  assert.equal(
    shareKeyOf('consume shared module (default) react-dom/client@^19.2.0 (strict) (fallback: /x/client.js)'),
    'default:react-dom/client',
  );
  assert.equal(shareKeyOf('builtin:swc-loader!/work/main/shell/src/index.ts'), undefined);
});

test('modulesInSeveralChunks: a module two first-load chunks carry, inside a concatenation too; each once', () => {
  const module = (id, type = 'javascript/esm') => ({ type, identifier: () => id, blocks: [] });
  const concatenated = (...modules) => ({ ...module('concatenated'), modules });
  const chunks = [
    { files: new Set(['react.js']), modules: [module('preact.mjs'), module('compat.mjs')] },
    { files: new Set(['jsx.js']), modules: [concatenated(module('jsxRuntime.mjs'), module('preact.mjs'))] },
    {
      files: new Set(['bootstrap.js']),
      modules: [module('jsxRuntime.mjs'), module('react', 'consume-shared-module')],
    },
    { files: new Set(['barrel.js']), modules: [module('react', 'consume-shared-module')] },
  ];
  assert.deepEqual(
    modulesInSeveralChunks(chunks, (chunk) => chunk.modules),
    ['preact.mjs', 'jsxRuntime.mjs'],
    'consume modules are references to the shared copy, not its bytes',
  );
  assert.deepEqual(
    modulesInSeveralChunks(chunks.slice(2, 4), (chunk) => chunk.modules),
    [],
  );
});
