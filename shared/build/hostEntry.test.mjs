import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOST_ENTRY_FILE, createPageConfig, hostEntryScripts, hostFirstScripts } from './federation.mjs';

test('hostEntryScripts: the src of every script of the built host page, in order', () => {
  const html =
    '<!doctype html><html><head><link rel="icon" href="data:,"><script defer src="/main.13d13d1d.js"></script>' +
    '<script>inline()</script><script type="module" src="/other.1234abcd.js" async></script></head></html>';
  assert.deepEqual(hostEntryScripts(html), ['/main.13d13d1d.js', '/other.1234abcd.js']);
  assert.deepEqual(hostEntryScripts('<html></html>'), []);
});

test('createPageConfig with prefetchHost: built after the host, and writes the list', () => {
  const config = createPageConfig({
    name: 'page',
    packageDir: '/tmp/somewhere',
    entry: './src/page.tsx',
    prefetchHost: { name: 'host', html: 'dist/index.html' },
  });
  assert.deepEqual(config.dependencies, ['host']);
  assert.ok(config.plugins?.some((plugin) => plugin?.constructor?.name === 'HostEntryPlugin'));
  assert.equal(HOST_ENTRY_FILE, 'host-entry.json');
  const without = createPageConfig({ name: 'page', packageDir: '/tmp/somewhere', entry: './src/page.tsx' });
  assert.equal(without.dependencies, undefined);
  assert.ok(!without.plugins?.some((plugin) => plugin?.constructor?.name === 'HostEntryPlugin'));
});

test("hostFirstScripts: the host page's scripts, then its first-load list, each once", () => {
  const html = '<html><head><script defer src="/main.1.js"></script></head></html>';
  assert.deepEqual(hostFirstScripts(html, { scripts: ['/main.1.js', '/6.2.js', '/4695.3.js'] }), [
    '/main.1.js',
    '/6.2.js',
    '/4695.3.js',
  ]);
  // a missing or broken list: the entry alone, as before the list existed
  assert.deepEqual(hostFirstScripts(html, undefined), ['/main.1.js']);
  assert.deepEqual(hostFirstScripts(html, { scripts: 'nope' }), ['/main.1.js']);
  assert.deepEqual(hostFirstScripts(html, { scripts: ['/a.js', 7] }), ['/main.1.js', '/a.js']);
});
