import { mkdirSync, mkdtempSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFile } from '../../src/plugins/static.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';

const INSTANCES_DIR = path.resolve(import.meta.dirname, '../../../instances');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('instance files', () => {
  it('/instances/<id>/instance.json is the validated instance', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/instances/demo1/instance.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(t.app.instances.get('demo1'))));
  });

  it('an unknown instance is a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/instances/nope/instance.json' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/instances/nope/logo.svg' })).statusCode).toBe(404);
  });

  it("serves the instance's own assets", async () => {
    const logo = t.app.instances.get('demo1')!.theme.logo;
    const response = await t.app.inject({ method: 'GET', url: `/instances/demo1/${logo}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/svg/);
  });

  it.each([
    '/instances/demo1/..%2f..%2fserver%2fpackage.json',
    '/instances/demo1/texts%2f..%2f..%2f..%2fpackage.json',
    '/instances/demo1/texts/..%2f..%2f..%2fpackage.json',
    '/instances/demo1/.hidden',
  ])('no path leaves the instance folder: %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name"');
  });

  it("an instance's texts arrive compiled to react-intl's syntax trees, revalidated by their ETag", async () => {
    const url = '/instances/demo1/texts/en-US.json';
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const onDisk = JSON.parse(readFileSync(path.join(INSTANCES_DIR, 'demo1', 'texts', 'en-US.json'), 'utf8'));
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(onDisk).sort());
    expect(response.json()['shell.welcome.heading']).toEqual([
      { type: 0, value: onDisk['shell.welcome.heading'] },
    ]);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/instances/demo1/texts/xx-XX.json' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/instances/nope/texts/en-US.json' })).statusCode).toBe(
      404,
    );
  });

  it('safeFile refuses traversal, hidden files and folders', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'safe-'));
    mkdirSync(path.join(root, 'sub'));
    writeFileSync(path.join(root, 'sub', 'a.txt'), 'a');
    expect(safeFile(root, 'sub/a.txt')).toBe(path.join(root, 'sub', 'a.txt'));
    expect(safeFile(root, 'sub')).toBeNull();
    expect(safeFile(root, '../etc/passwd')).toBeNull();
    expect(safeFile(root, 'sub/../sub/a.txt')).toBeNull();
    expect(safeFile(root, '.env')).toBeNull();
  });
});

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** a body well over the 1 KB threshold that compresses well */
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
// as the build writes them; the exact bytes tell the file on disk from on-the-fly compression (brotli 4, gzip 6)
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT, { level: 9 });

const NOTES_PUBLICATION = JSON.stringify({
  id: 'notes',
  routes: [{ endpoint: 'online/notes', titleKey: 'notes.title', roles: ['ROLE_USER'] }],
  widgets: [],
});

const publication = (id: string, endpoints: string[], widgets: unknown[] = []) => ({
  id,
  routes: endpoints.map((endpoint) => ({ endpoint, titleKey: `${id}.title`, roles: ['ROLE_USER'] })),
  widgets,
});
/** The shell build's record of the workspace remotes' routes (shell/build/remotePublications.mjs). */
const buildRecord = (notesWidgets: unknown[] = []) =>
  JSON.stringify({
    modules: {
      reports: publication('reports', ['online/energy-report']),
      notes: publication('notes', ['online/notes'], notesWidgets),
      metering: publication('metering', ['online/meter-reading-input', 'online/guard-service']),
      billing: publication('billing', ['online/invoices']),
      admin: publication('admin', ['admin/user-management']),
      map: publication('map', ['admin/location-map', 'online/disturbance-map']),
    },
  });

describe('the shell and remotes', () => {
  let shellApp: TestApp;
  let notesDist: string;
  let recordFile: string;
  beforeAll(async () => {
    // a repository copy with a built shell and remote, so the test does not depend on a build having run
    const repo = mkdtempSync(path.join(tmpdir(), 'repo-'));
    const shellDist = path.join(repo, 'shell', 'dist');
    notesDist = path.join(repo, 'mf-notes', 'dist');
    mkdirSync(path.join(shellDist, 'static'), { recursive: true });
    writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
    recordFile = path.join(shellDist, 'remote-publications.json');
    writeFileSync(recordFile, buildRecord());
    mkdirSync(path.join(shellDist, 'public'));
    writeFileSync(path.join(shellDist, 'public', 'index.html'), '<!doctype html><title>public</title>');
    // the page build's named chunks (shell/build/pagePreloads.mjs), each a file that is there
    const chunks = Object.fromEntries(
      ['messages-fi-FI', 'messages-sv-FI', 'messages-en-US', 'dark-theme'].map((name) => [
        name,
        [`/public/${name}.0123abcd.js`],
      ]),
    );
    for (const [file] of Object.values(chunks)) writeFileSync(path.join(shellDist, file!), SCRIPT);
    writeFileSync(path.join(shellDist, 'public', 'preloads.json'), JSON.stringify({ chunks }));
    // the pre-compressed copies the build writes next to each file (shared/build/precompress.mjs)
    const main = path.join(shellDist, 'static', 'main.0123abcd.js');
    writeFileSync(main, SCRIPT);
    writeFileSync(`${main}.br`, SCRIPT_BR);
    writeFileSync(`${main}.gz`, SCRIPT_GZ);
    mkdirSync(notesDist, { recursive: true });
    writeFileSync(path.join(notesDist, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(notesDist, 'portal-module.json'), NOTES_PUBLICATION);
    writeFileSync(path.join(notesDist, 'remoteEntry.js'), SCRIPT);
    writeFileSync(path.join(notesDist, 'remoteEntry.js.br'), SCRIPT_BR);
    shellApp = await buildTestApp({
      staticDirs: { shell: shellDist, remotes: { 'mf-notes': notesDist } },
    });
  });
  afterAll(async () => {
    await shellApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    shellApp.app.inject({ method: 'GET', url, headers });

  it('/{instance}/{language}/... answers the shell index.html, fetched anew on every load', async () => {
    const response = await get('/demo1/fi-FI/online/notes?x=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['welcome', 'login', 'reset-password', 'oauth2/redirect', 'login/'])(
    'the logged-out page /demo1/en-GB/%s answers the lean public/index.html, revalidated',
    async (page) => {
      const response = await get(`/demo1/en-GB/${page}?next=x`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>public</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('/demo1/sv-FI/login answers the logged-out page; sv-FI where the instance lacks it answers as any language it lacks (the shell turns it to the default)', async () => {
    expect((await get('/demo1/sv-FI/login')).body).toContain('<title>public</title>');
    for (const page of ['login', 'online/notes', 'no-such-page']) {
      const swedish = await get(`/jylhaos/sv-FI/${page}`);
      const unknown = await get(`/jylhaos/de-DE/${page}`);
      expect(swedish.statusCode).toBe(unknown.statusCode);
      const withoutNonce = (body: string) => body.replace(/content="[^"]*"/g, '');
      expect(withoutNonce(swedish.body)).toBe(withoutNonce(unknown.body));
    }
  });

  const preloads = (link: string | string[] | number | undefined) =>
    String(link ?? '')
      .split(', ')
      .filter((entry) => entry.length > 0)
      .map((entry) => {
        const [, url, rest] = /^<([^>]+)>; rel=preload; (.*)$/.exec(entry)!;
        return `${url} ${rest}`;
      });

  it('the login page names what its boot fetches before the first render (Link: rel=preload), so it arrives with the entry', async () => {
    const response = await get('/demo1/sv-FI/login');
    expect(preloads(response.headers.link)).toEqual([
      '/instances/demo1/instance.json as=fetch; crossorigin',
      '/instances/demo1/texts/sv-FI.json as=fetch; crossorigin',
      '/instances/demo1/notifications/login.sv-FI.txt as=fetch; crossorigin',
      '/public/messages-sv-FI.0123abcd.js as=script',
    ]);
  });

  it('every address a logged-out page preloads answers 200 with the caching of its kind', async () => {
    for (const page of ['/demo1/en-US/login', '/nivos/fi-FI/welcome', '/jylhaos/sv-FI/reset-password']) {
      const hinted = preloads((await get(page, { cookie: 'darkThemeOn=true' })).headers.link);
      expect(hinted.length).toBeGreaterThan(2);
      for (const entry of hinted) {
        const url = entry.split(' ')[0]!;
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe(
          url.startsWith('/public/') ? LONG_CACHE : 'no-cache',
        );
      }
    }
  });

  it("a language the instance lacks: the default language's texts, and the catalogues of both languages the page draws with", async () => {
    const response = await get('/jylhaos/sv-FI/login');
    expect(preloads(response.headers.link)).toEqual([
      '/instances/jylhaos/instance.json as=fetch; crossorigin',
      '/instances/jylhaos/texts/fi-FI.json as=fetch; crossorigin',
      '/public/messages-sv-FI.0123abcd.js as=script',
      '/public/messages-fi-FI.0123abcd.js as=script',
    ]);
    expect(preloads((await get('/jylhaos/de-DE/login')).headers.link)).toEqual([
      '/instances/jylhaos/instance.json as=fetch; crossorigin',
      '/instances/jylhaos/texts/fi-FI.json as=fetch; crossorigin',
      '/public/messages-fi-FI.0123abcd.js as=script',
    ]);
  });

  it('the login notice only on the login page; the dark theme only for a visitor who chose it', async () => {
    const welcome = preloads((await get('/demo1/fi-FI/welcome')).headers.link);
    expect(welcome.some((entry) => entry.includes('/notifications/'))).toBe(false);
    expect(welcome.some((entry) => entry.includes('dark-theme'))).toBe(false);
    const dark = preloads((await get('/demo1/fi-FI/welcome', { cookie: 'darkThemeOn=true' })).headers.link);
    expect(dark).toContain('/public/dark-theme.0123abcd.js as=script');
  });

  it.each([
    '/demo1/fi-FI/online/notes',
    '/demo1/fi-FI/',
    '/nosuchutility/fi-FI/login',
    '/demo1/en-US/no-such-page',
  ])('the federation host and 404 pages preload nothing: %s', async (url) => {
    expect((await get(url)).headers.link).toBeUndefined();
  });

  it.each(['/demo1/fi-FI/', '/demo1/fi-FI/online/login', '/demo1/fi-FI/login/more', '/demo1/login'])(
    '%s is not a logged-out page: the federation host answers',
    async (url) => {
      expect((await get(url)).body).toContain('<title>shell</title>');
    },
  );

  it.each([
    '/demo1',
    '/demo1/fi-FI',
    '/demo1/fi-FI/',
    '/demo1/en-US/login',
    '/demo1/en-US/oauth2/redirect',
    '/demo1/en-US/401',
    '/demo1/en-US/online/notes/',
    // a module whose files are not here at all (no mf-reports/dist): its page exists as the build published it
    '/demo1/en-US/online/energy-report',
    // content pages the instance's menu has (the retired-reporting notice: its flag)
    '/demo1/fi-FI/online/faq',
    '/demo1/en-US/online/customer-service',
    '/nivos/fi-FI/online/lowell',
    '/jylhaos/fi-FI/online/retired-reporting',
    // Swedish, where the instance enables it
    '/demo1/sv-FI/online/notes',
    '/demo1/sv-FI/online/faq',
    '/nivos/sv-FI/online/lowell',
  ])('a page the shell or an enabled module serves answers 200: %s', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });

  it.each([
    '/demo1/en-US/no-such-page',
    '/demo1/en-US/online/notes/extra',
    // a route the build's record does not list
    '/demo1/en-US/online/district-heating-report',
    // the dashboard, while no enabled module publishes a widget
    '/demo1/en-US/online/home',
    '/demo1/en-US/404',
    // content pages the instance does not offer
    '/demo1/en-US/online/lowell',
    '/nivos/en-US/online/customer-service',
    '/demo1/fi-FI/online/retired-reporting',
    '/karhulanenergia/fi-FI/online/pricing',
    '/nosuchutility/fi-FI/login',
    '/nosuchutility/fi-FI/',
  ])('an address nothing serves answers 404 with the shell, which shows its 404 page: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('a 404 page is not turned into 304 by a revalidation', async () => {
    const first = await get('/demo1/en-US/no-such-page');
    const again = await get('/demo1/en-US/no-such-page', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(404);
  });

  it("the dashboard answers 200 once an enabled module publishes a widget (a new build's record is read)", async () => {
    try {
      writeFileSync(recordFile, buildRecord([{ id: 'notes.latest', titleKey: 'x' }]));
      utimesSync(recordFile, new Date(), new Date(Date.now() + 5000));
      expect((await get('/demo1/en-US/online/home')).statusCode).toBe(200);
    } finally {
      writeFileSync(recordFile, buildRecord());
      utimesSync(recordFile, new Date(), new Date(Date.now() + 10000));
    }
    expect((await get('/demo1/en-US/online/home')).statusCode).toBe(404);
  });

  it("a remote whose files are unavailable: a reload or deep link to its page answers 200 with the shell (which shows the remote's retry card), not 404", async () => {
    const away = `${notesDist}.away`;
    renameSync(notesDist, away);
    try {
      expect((await get('/remotes/mf-notes/portal-module.json')).statusCode).toBe(404);
      const page = await get('/demo1/en-US/online/notes');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>shell</title>');
    } finally {
      renameSync(away, notesDist);
    }
  });

  it('a page exists by the build, not by the files of the moment: a record gone for a moment keeps the pages it listed', async () => {
    const away = `${recordFile}.away`;
    renameSync(recordFile, away);
    try {
      expect((await get('/demo1/en-US/online/notes')).statusCode).toBe(200);
      expect((await get('/demo1/en-US/no-such-page')).statusCode).toBe(404);
    } finally {
      renameSync(away, recordFile);
    }
  });

  it('an HTML page carries its own CSP nonce, so it has no ETag and is never a 304', async () => {
    const first = await get('/demo1/fi-FI/login');
    expect(first.headers.etag).toBeUndefined();
    const again = await get('/demo1/fi-FI/login', { 'if-none-match': '"anything"' });
    expect(again.statusCode).toBe(200);
  });

  it('content-hashed assets are cached for a year', async () => {
    const response = await get('/static/main.0123abcd.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('a client that accepts br gets the brotli file, which decodes to the asset', async () => {
    const response = await get('/static/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a client that accepts gzip only gets the gzip file, which decodes to the asset', async () => {
    const response = await get('/static/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload.equals(SCRIPT_GZ)).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a client that accepts no encoding gets the file itself', async () => {
    const response = await get('/static/main.0123abcd.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it("a remote's files are served under /remotes/<mf-name>/", async () => {
    const response = await get('/remotes/mf-notes/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("a remote's remoteEntry.js is revalidated, and pre-compressed like the rest", async () => {
    const response = await get('/remotes/mf-notes/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(SCRIPT_BR)).toBe(true);
  });

  it('a file without a pre-compressed copy is compressed on the fly', async () => {
    const response = await get('/remotes/mf-notes/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(SCRIPT_GZ)).toBe(false);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a missing asset is a 404, not the index page', async () => {
    expect((await get('/static/missing.js')).statusCode).toBe(404);
    expect((await get('/static/missing.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });

  it('/ redirects to /demo1/fi-FI/welcome', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/demo1/fi-FI/welcome');
  });

  it('unknown service paths are JSON 404s, not the shell', async () => {
    const response = await get('/auth/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});

describe('API answers', () => {
  it('a JSON answer over 1 KB is compressed for a client that accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/instances/demo1/instance.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await t.app.inject({
      method: 'GET',
      url: '/instances/demo1/instance.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('a small answer goes uncompressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/nothing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers that are never cached keep no-store when compressed', async () => {
    const token = await loginAs(t.app, 'demo1', 'customer');
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/userinfo',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the OpenAPI document (large JSON) arrives gzip-compressed and decodes to the same document', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('OpenAPI', () => {
  it('/docs/json lists the auth calls with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/oauth/token',
        '/auth/userinfo',
        '/auth/reset_password',
        '/auth/update_user',
      ]),
    );
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/instances'))).toBe(false);
  });

  it('/docs serves Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
  });
});
