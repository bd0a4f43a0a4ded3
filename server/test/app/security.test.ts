import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withNonceMeta } from '../../src/plugins/security.js';
import { BODY_LIMIT } from '../../src/app.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson, requestToken } from '../helpers/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('every response carries CSP, nosniff, the referrer policy and frame-ancestors none', async () => {
    for (const url of ['/auth/userinfo', '/instances/demo1/instance.json', '/nothing/here.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // no inline style anywhere: pages allow their own nonce only (below)
      expect(csp).toContain("style-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('every answer of the auth and connector services is Cache-Control: no-store, refusals too', async () => {
    const token = await loginAs(t.app, 'demo1', 'customer');
    const calls: Array<[string, string, string | null]> = [
      ['GET', '/connector/v1/notes', token],
      ['GET', '/connector/v1/reportOptions', token],
      ['POST', '/connector/v1/notes/share', token],
      ['GET', '/connector/v1/notes', null],
      ['GET', '/connector/v1/public/notes', null],
      ['GET', '/auth/userinfo', token],
    ];
    for (const [method, url, bearer] of calls) {
      const response = await callJson(
        t.app,
        method as 'GET' | 'POST',
        url,
        bearer,
        method === 'POST' ? {} : undefined,
      );
      expect(response.headers['cache-control'], `${method} ${url} (${response.statusCode})`).toBe('no-store');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/instances/demo1/instance.json' });
    expect(asset.headers['cache-control']).not.toBe('no-store');
  });

  it('only Swagger UI under /docs keeps inline styles (its page has style attributes)', async () => {
    for (const url of ['/docs', '/docs/json']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("script-src 'self'");
    }
    const elsewhere = await t.app.inject({ method: 'GET', url: '/docsx' });
    expect(String(elsewhere.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('the CSP allows exactly the remote manifest origins and tile origins the instance files name', () => {
    const demo1 = t.app.instances.get('demo1')!;
    const csp = contentSecurityPolicy([
      {
        ...demo1,
        modules: [{ id: 'notes', manifest: 'https://cdn.example.com/mf-notes/mf-manifest.json' }],
        map: { center: [25, 60], tiles: { background: 'https://tiles.example.org/{z}/{x}/{y}.png' } },
      },
    ]);
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("img-src 'self' data: https://tiles.example.org;");
  });
});

describe('a CSP nonce per HTML page (styles without unsafe-inline)', () => {
  let pages: TestApp;
  beforeAll(async () => {
    const shell = mkdtempSync(path.join(tmpdir(), 'portal-csp-'));
    mkdirSync(path.join(shell, 'public'));
    const html = (title: string) =>
      `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>${title}</title></head><body><div id="root"></div></body></html>`;
    writeFileSync(path.join(shell, 'index.html'), html('shell'));
    writeFileSync(path.join(shell, 'public', 'index.html'), html('public'));
    pages = await buildTestApp({ staticDirs: { shell, remotes: {} } });
  });
  afterAll(async () => {
    await pages.close();
  });

  const nonceOf = (response: { headers: Record<string, unknown>; body: string }) => {
    const header = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(
      String(response.headers['content-security-policy']),
    );
    const meta = /<meta name="csp-nonce" content="([^"]+)">/.exec(response.body);
    return { header: header?.[1], meta: meta?.[1] };
  };

  it.each(['/demo1/fi-FI/login', '/demo1/fi-FI/online/notes', '/demo1/fi-FI/no-such-page', '/index.html'])(
    '%s: the header allows style elements with the nonce the page names in its head, and nothing inline',
    async (url) => {
      const response = await pages.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const nonce = nonceOf(response);
      expect(nonce.header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonce.meta).toBe(nonce.header);
      expect(response.body).toMatch(/^<!doctype html><html lang="fi"><head><meta name="csp-nonce"/);
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    },
  );

  it('every answer gets a new nonce', async () => {
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) {
      seen.add(nonceOf(await pages.app.inject({ method: 'GET', url: '/demo1/en-US/welcome' })).header);
    }
    expect(seen.size).toBe(5);
  });

  it('the meta goes first in the head, or after the doctype when there is no head', () => {
    expect(withNonceMeta('<!DOCTYPE html><html><head lang="x"><title>a</title>', 'N')).toBe(
      '<!DOCTYPE html><html><head lang="x"><meta name="csp-nonce" content="N"><title>a</title>',
    );
    expect(withNonceMeta('<!doctype html><title>a</title>', 'N')).toBe(
      '<!doctype html><meta name="csp-nonce" content="N"><title>a</title>',
    );
  });
});

describe('over https', () => {
  let https: TestApp;
  // built once here: a second app takes long on a loaded machine, and hooks may take longer than tests
  beforeAll(async () => {
    https = await buildTestApp({ env: { PUBLIC_ORIGIN: 'https://portal.example.fi' } });
  });
  afterAll(async () => {
    await https.close();
  });
  const userinfoWith = (name: string, value: string) =>
    https.app.inject({ method: 'GET', url: '/auth/userinfo', cookies: { [name]: value } });

  it('the cookie is Secure and responses carry HSTS', async () => {
    const response = await requestToken(https.app, { username: 'customer' });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('the session cookie is __Host-token (Secure, Path=/, no Domain), accepted under that name only', async () => {
    const login = await requestToken(https.app, { username: 'customer' });
    const setCookie = String(login.headers['set-cookie']);
    const token = login.json().access_token as string;
    expect(setCookie.startsWith(`__Host-token=${token};`)).toBe(true);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect((await userinfoWith('__Host-token', token)).statusCode).toBe(200);
    expect((await userinfoWith('token', token)).statusCode).toBe(401);

    // the CSRF rule knows the cookie under its name
    const form = await https.app.inject({
      method: 'POST',
      url: '/auth/update_user',
      cookies: { '__Host-token': token },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=x',
    });
    expect(form.statusCode).toBe(403);
    expect(form.json().error).toBe('csrf_check_failed');

    const logout = await https.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { '__Host-token': token },
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-token=;/);
  });
});

describe('the session cookie name', () => {
  const userinfoWith = (app: TestApp['app'], name: string, value: string) =>
    app.inject({ method: 'GET', url: '/auth/userinfo', cookies: { [name]: value } });

  it('over http it stays token, and a __Host- cookie is not taken', async () => {
    const login = await requestToken(t.app, { username: 'customer' });
    const token = login.json().access_token as string;
    expect(String(login.headers['set-cookie']).startsWith(`token=${token};`)).toBe(true);
    expect((await userinfoWith(t.app, 'token', token)).statusCode).toBe(200);
    expect((await userinfoWith(t.app, '__Host-token', token)).statusCode).toBe(401);
  });
});

describe('CSRF defence for the cookie-carried token', () => {
  it('a cookie-authenticated state change without a JSON content type is refused', async () => {
    const token = await loginAs(t.app, 'demo1', 'customer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      cookies: { token },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'currentPassword=Demo-pass-2026&newPassword=Hacked-pass-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('csrf_check_failed');
  });

  it('a state change from another origin is refused', async () => {
    const token = await loginAs(t.app, 'demo1', 'customer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { token },
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('csrf_check_failed');
  });

  it('a login posted from another origin is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'grant_type=password&username=customer&password=Demo-pass-2026&client_id=mimo_demo1',
    });
    expect(response.statusCode).toBe(403);
  });

  it('the own origin (PUBLIC_ORIGIN or the request host) and JSON pass', async () => {
    const token = await loginAs(t.app, 'demo1', 'customer');
    for (const origin of ['http://localhost:8080', 'http://localhost:80']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/update_user',
        cookies: { token },
        headers: { 'content-type': 'application/json', origin, host: 'localhost:80' },
        // a profile the account rules accept (names of 2 characters or more: admin-and-calls section 5)
        payload: JSON.stringify({
          firstName: 'Aino',
          lastName: 'Aalto',
          username: 'customer',
          email: 'a@example.com',
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ lastName: 'Aalto', email: 'a@example.com' });
    }
  });
});

describe('request validation', () => {
  it('malformed JSON is validations_fail, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/reset_password',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validations_fail');
  });

  it('a body over the limit is 413 payload_too_large (an ApiError), on an auth and a connector route', async () => {
    const expected = { error: 'payload_too_large', error_description: expect.any(String) };
    const auth = await callJson(t.app, 'POST', '/auth/reset_password', null, {
      username: 'x'.repeat(BODY_LIMIT + 10),
      clientId: 'mimo_demo1',
      language: 'fi-FI',
    });
    expect(auth.statusCode).toBe(413);
    expect(auth.json()).toEqual(expected);

    const form = await requestToken(t.app, { username: 'customer', password: 'x'.repeat(BODY_LIMIT + 10) });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual(expected);

    const token = await loginAs(t.app, 'demo1', 'customer');
    const connector = await callJson(t.app, 'POST', '/connector/v1/notes', token, {
      text: 'x'.repeat(BODY_LIMIT + 10),
    });
    expect(connector.statusCode).toBe(413);
    expect(connector.json()).toEqual(expected);
    // just under the limit is judged by the route's own rules instead
    const under = await callJson(t.app, 'POST', '/connector/v1/notes', token, { text: 'x'.repeat(2000) });
    expect(under.statusCode).toBe(400);
  });

  it('an unsupported content type is 415 unsupported_media_type', async () => {
    // text/plain too: no route reads it, and it is the type a cross-site form or beacon may send
    for (const [type, payload] of [
      ['text/xml', '<a/>'],
      ['text/plain', 'username=customer'],
      ['text/plain; charset=utf-8', '{"username":"customer"}'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/reset_password',
        headers: { 'content-type': type! },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error).toBe('unsupported_media_type');
    }
    const token = await loginAs(t.app, 'demo1', 'customer');
    const note = await t.app.inject({
      method: 'POST',
      url: '/connector/v1/notes',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'a note',
    });
    expect(note.statusCode).toBe(415);
  });

  it('a __proto__ key in JSON is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/reset_password',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","clientId":"mimo_demo1","language":"fi-FI","__proto__":{"x":1}}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('the token call is rate limited per client address: too_many_requests', async () => {
    const limited = await buildTestApp({ rateLimits: { tokenPerMinute: 2, resetPerMinute: 2 } });
    try {
      await requestToken(limited.app, { username: 'nobody', password: 'x' });
      await requestToken(limited.app, { username: 'nobody', password: 'x' });
      const third = await requestToken(limited.app, { username: 'nobody', password: 'x' });
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe('too_many_requests');
      const reset = () =>
        callJson(limited.app, 'POST', '/auth/reset_password', null, {
          username: 'a',
          clientId: 'mimo_demo1',
          language: 'fi-FI',
        });
      await reset();
      await reset();
      expect((await reset()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
