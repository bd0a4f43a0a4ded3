import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFile } from '../../src/plugins/static.js';
import { buildTestApp, type TestApp } from '../helpers/index.js';

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

describe('the shell and remotes', () => {
  let shellApp: TestApp;
  beforeAll(async () => {
    // a repository copy with a built shell and remote, so the test does not depend on a build having run
    const repo = mkdtempSync(path.join(tmpdir(), 'repo-'));
    mkdirSync(path.join(repo, 'shell', 'dist', 'static'), { recursive: true });
    writeFileSync(path.join(repo, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(repo, 'shell', 'dist', 'static', 'main.0123abcd.js'), 'console.log(1)');
    mkdirSync(path.join(repo, 'mf-notes', 'dist'), { recursive: true });
    writeFileSync(path.join(repo, 'mf-notes', 'dist', 'mf-manifest.json'), '{}');
    shellApp = await buildTestApp({
      staticDirs: {
        shell: path.join(repo, 'shell', 'dist'),
        remotes: { 'mf-notes': path.join(repo, 'mf-notes', 'dist') },
      },
    });
  });
  afterAll(async () => {
    await shellApp.close();
  });

  it('/{instance}/{language}/... answers the shell index.html, revalidated on every load', async () => {
    const response = await shellApp.app.inject({ method: 'GET', url: '/demo1/fi-FI/online/notes?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('content-hashed assets are cached for a year', async () => {
    const response = await shellApp.app.inject({ method: 'GET', url: '/static/main.0123abcd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset is a 404, not the index page', async () => {
    expect((await shellApp.app.inject({ method: 'GET', url: '/static/missing.js' })).statusCode).toBe(404);
  });

  it("a remote's files are served under /remotes/<mf-name>/", async () => {
    const response = await shellApp.app.inject({ method: 'GET', url: '/remotes/mf-notes/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('/ redirects to /demo1/fi-FI/welcome', async () => {
    const response = await shellApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/demo1/fi-FI/welcome');
  });

  it('unknown service paths are JSON 404s, not the shell', async () => {
    const response = await shellApp.app.inject({ method: 'GET', url: '/auth/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
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
