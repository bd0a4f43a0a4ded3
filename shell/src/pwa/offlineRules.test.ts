import { describe, expect, it } from 'vitest';
import { cacheName, cachePrefix, instanceOfScope, offlineRoute, remoteSetFiles } from './offlineRules';

const own = { origin: 'https://portal.example', instanceId: 'leppakoski' };
const route = (path: string, mode = 'cors', method = 'GET', origin = own.origin) =>
  offlineRoute(new URL(path, origin), { method, mode }, own);

describe('what the worker does with a request', () => {
  it('never touches the services, the API docs, the worker or other sites', () => {
    expect(route('/auth/userinfo')).toBe('network');
    expect(route('/auth/oauth/token', 'cors', 'POST')).toBe('network');
    expect(route('/connector/leppakoski/invoices')).toBe('network');
    expect(route('/connector')).toBe('network');
    expect(route('/docs/json')).toBe('network');
    expect(route('/sw.js')).toBe('network');
    expect(route('/main.0123abcd.js', 'cors', 'GET', 'https://cdn.example')).toBe('network');
    expect(route('/instances/leppakoski/instance.json', 'cors', 'POST')).toBe('network');
  });

  it("answers the instance's pages from the network, or the saved shell offline", () => {
    expect(route('/leppakoski/fi-FI/online/home', 'navigate')).toBe('page');
    expect(route('/demo1/fi-FI/', 'navigate')).toBe('network');
    // a page address that is not a navigation (a fetch of it) is no page
    expect(route('/leppakoski/fi-FI/', 'cors')).toBe('network');
  });

  it('keeps content-hashed files, revalidates the rest', () => {
    expect(route('/main.fb3f2036.js')).toBe('immutable');
    expect(route('/remotes/mf-reports/784.1a91cb77.js')).toBe('immutable');
    expect(route('/public/main.0123abcd.js')).toBe('immutable');
    expect(route('/instances/leppakoski/instance.json')).toBe('revalidate');
    expect(route('/instances/leppakoski/texts/fi-FI.json')).toBe('revalidate');
    expect(route('/instances/leppakoski/logo.svg')).toBe('revalidate');
    expect(route('/remotes/mf-reports/portal-module.json')).toBe('revalidate');
  });

  it("never keeps another instance's files", () => {
    expect(route('/instances/demo1/instance.json')).toBe('network');
    expect(route('/instances/leppakoskiX/instance.json')).toBe('network');
  });

  it("treats a remote's manifest and entry as one set", () => {
    expect(route('/remotes/mf-reports/mf-manifest.json')).toBe('remoteManifest');
    expect(route('/remotes/mf-reports/remoteEntry.js')).toBe('remoteEntry');
  });
});

describe('names', () => {
  it('reads the instance from the scope', () => {
    expect(instanceOfScope('https://portal.example/leppakoski/')).toBe('leppakoski');
  });
  it("one cache per instance and shell version, all under the instance's prefix", () => {
    expect(cacheName('leppakoski', 'abc')).toBe('portal-offline:leppakoski:abc');
    expect(cacheName('leppakoski', 'abc').startsWith(cachePrefix('leppakoski'))).toBe(true);
    expect(cacheName('leppakoski2', 'abc').startsWith(cachePrefix('leppakoski'))).toBe(false);
  });
});

describe("a remote's set", () => {
  it("is its entry and its exposed module's chunks, not the shared packages' own copies", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { assets: { js: { sync: ['784.1a91cb77.js'], async: [] }, css: { sync: [], async: [] } } },
        {
          assets: { js: { sync: ['452.256e7191.js', '523.94c4d17d.js'], async: [] } },
          fallback: 'x/share.js',
        },
      ],
      exposes: [
        {
          path: './module',
          assets: { js: { sync: ['__federation_expose_module.b237318d.js'], async: ['29.29682eb3.js'] } },
        },
      ],
    };
    expect(remoteSetFiles('https://portal.example/remotes/mf-reports/mf-manifest.json', manifest)).toEqual([
      '/remotes/mf-reports/29.29682eb3.js',
      '/remotes/mf-reports/__federation_expose_module.b237318d.js',
      '/remotes/mf-reports/remoteEntry.js',
    ]);
  });

  it('never reaches outside the remote or to another site', () => {
    const manifest = {
      exposes: [
        { assets: { js: ['../../auth/userinfo.js', 'https://evil.example/x.js', 'ok.0123abcd.js'] } },
      ],
    };
    expect(remoteSetFiles('https://portal.example/remotes/mf-notes/mf-manifest.json', manifest)).toEqual([
      '/remotes/mf-notes/ok.0123abcd.js',
    ]);
  });
});
