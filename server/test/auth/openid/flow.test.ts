import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { compactDecrypt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { manualClock } from '../../../src/clock.js';
import { openIdClientKeys, openIdClientPublicJwks } from '../../../src/auth/openid/clientKeys.js';
import type { InstanceConfig } from '@portal/instances';
import { buildTestApp, type TestApp } from '../../helpers/index.js';

/**
 * The whole OpenID login against the bundled Demo Bank in the same app, driven like a browser without one:
 * the start, the provider's redirects and its person form, our callback, the one-time code's exchange.
 */
const clock = manualClock(new Date());
let t: TestApp;

const AINO = 'db-5c0d6f2e-aino'; // nivos `customer`
const EINO = 'db-8a41b7c3-eino'; // nivos `customer2`
const VILLE = 'db-3b8f5e27-ville'; // nobody
const LOA_SUBSTANTIAL = 'http://ftn.ficora.fi/2017/loa2';
const LOA_HIGH = 'http://ftn.ficora.fi/2017/loa3';
// nivos as the app sees it: a test may change its provider for a moment
let nivos: InstanceConfig;

beforeAll(async () => {
  t = await buildTestApp({
    clock,
    demoBankClientJwks: () => openIdClientPublicJwks(t.db, clock.now()),
    instances: (shipped) =>
      shipped.map((config) => {
        if (config.id === 'nivos') nivos = config;
        if (config.id === 'demo1') {
          // a second instance with a bank button that creates accounts
          config.openid = {
            providers: [{ id: 'demo-bank', issuer: 'bundled:demo-bank', createAccounts: true }],
          };
          config.login.externalButtons = [
            {
              id: 'bank',
              kind: 'bank',
              labelKey: 'shell.login.external.bank',
              enabled: true,
              provider: 'demo-bank',
              strongAuth: true,
            },
          ];
        }
        return config;
      }),
  });
});
afterAll(async () => {
  await t?.close();
});

/** A cookie jar and redirects: just enough of a browser. */
class Browser {
  private cookies = new Map<string, { value: string; path: string }>();
  constructor(private app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private header(path: string): string {
    return [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private keep(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    body?: { form?: Record<string, string>; json?: unknown },
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, 'http://localhost:8080');
    const headers: Record<string, string> = { cookie: this.header(target.pathname) };
    let payload: string | undefined;
    if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const response = await this.app.inject({
      method,
      url: target.pathname + target.search,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    this.keep(response);
    return response;
  }

  /** GETs and follows redirects while they stay on the server (the provider and /auth); answers the last one. */
  async follow(url: string): Promise<{ response: LightMyRequestResponse; url: string; redirects: number }> {
    let current = url;
    let redirects = 0;
    for (;;) {
      const response = await this.request('GET', current);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') {
        return { response, url: current, redirects };
      }
      const next = new URL(location, 'http://localhost:8080');
      redirects += 1;
      if (!/^\/(demo-bank|auth)\//.test(next.pathname)) return { response, url: next.href, redirects };
      current = next.href;
    }
  }
}

const startUrl = (instance: string, button = 'bank', language = 'fi-FI') =>
  `/auth/openid/start?instance=${instance}&button=${button}&language=${language}`;

/** Start to the provider's person page: the interaction address. */
async function toProvider(browser: Browser, instance = 'nivos'): Promise<string> {
  const { response, url } = await browser.follow(startUrl(instance));
  expect(response.statusCode, response.body).toBe(200);
  expect(url).toMatch(/\/demo-bank\/interaction\//);
  return new URL(url).pathname;
}

/** The person chosen at the provider: answers where the provider sends the browser (our callback's address). */
async function choosePerson(browser: Browser, interaction: string, person: string): Promise<string> {
  const chosen = await browser.request('POST', `${interaction}/login`, { form: { person } });
  expect(chosen.statusCode, chosen.body).toBe(303);
  let location = chosen.headers.location as string;
  // the provider's resume step, until it sends the browser to the client's redirect_uri
  while (!new URL(location, 'http://localhost:8080').pathname.startsWith('/auth/openid/callback')) {
    const next = await browser.request('GET', location);
    expect([302, 303]).toContain(next.statusCode);
    location = next.headers.location as string;
  }
  return location;
}

/** The callback and where it lands: `/{instance}/{language}/oauth2/redirect?...`. */
async function callback(browser: Browser, location: string): Promise<URL> {
  const answer = await browser.request('GET', location);
  expect(answer.statusCode, answer.body).toBe(302);
  expect(answer.headers['cache-control']).toBe('no-store');
  return new URL(answer.headers.location as string, 'http://localhost:8080');
}

async function loginCode(browser: Browser, person: string, instance = 'nivos'): Promise<URL> {
  const interaction = await toProvider(browser, instance);
  return callback(browser, await choosePerson(browser, interaction, person));
}

const exchange = (browser: Browser, code: string) =>
  browser.request('POST', '/auth/openid/exchange', { json: { code } });

describe('the OpenID login against the Demo Bank', () => {
  it('start: a 302 to the provider with a signed request object, PKCE and the browser-binding cookie', async () => {
    const browser = new Browser(t.app);
    const start = await browser.request('GET', startUrl('nivos'));
    expect(start.statusCode).toBe(302);
    expect(start.headers['cache-control']).toBe('no-store');
    const location = new URL(start.headers.location as string);
    expect(location.origin + location.pathname).toMatch(/^http:\/\/localhost:8080\/demo-bank\//);
    expect(location.searchParams.get('client_id')).toBe('mimo_nivos');
    const request = location.searchParams.get('request')!;
    expect(decodeProtectedHeader(request)).toMatchObject({ alg: 'RS256' });
    // everything else is inside the signed request object
    expect(location.searchParams.get('state')).toBeNull();
    const jwks = await openIdClientPublicJwks(t.db);
    const sig = jwks.keys.find((key) => key.use === 'sig')!;
    const { payload } = await jwtVerify(request, await importJWK(sig, 'RS256'));
    expect(payload).toMatchObject({
      client_id: 'mimo_nivos',
      redirect_uri: 'http://localhost:8080/auth/openid/callback',
      response_type: 'code',
      scope: 'openid profile',
      code_challenge_method: 'S256',
      ui_locales: 'fi',
      acr_values: `${LOA_SUBSTANTIAL} ${LOA_HIGH}`,
    });
    expect(payload.nonce).toEqual(expect.any(String));
    expect(payload.state).toMatch(/^nivos~fi-FI~/);
    const cookie = start.cookies.find((c) => c.name === 'openid_browser')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/openid', maxAge: 600 });
  });

  it('the full flow: the bank, the person, the one-time code, the session cookie as the password login sets it', async () => {
    const browser = new Browser(t.app);
    const landing = await loginCode(browser, AINO);
    expect(landing.pathname).toBe('/nivos/fi-FI/oauth2/redirect');
    const code = landing.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...landing.searchParams.keys()]).toEqual(['code']);

    const exchanged = await exchange(browser, code);
    expect(exchanged.statusCode, exchanged.body).toBe(204);
    expect(exchanged.headers['cache-control']).toBe('no-store');
    const token = exchanged.cookies.find((c) => c.name === 'token')!;
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 8 * 3600 });

    const me = await browser.request('GET', '/auth/userinfo');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'customer', instance: 'nivos' });

    // a replayed code
    const again = await exchange(browser, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_token');
  });

  it('logout of a bank session answers the provider logout address; logged-out lands on the login page', async () => {
    const browser = new Browser(t.app);
    const code = (await loginCode(browser, AINO)).searchParams.get('code')!;
    expect((await exchange(browser, code)).statusCode).toBe(204);
    const out = await browser.request('POST', '/auth/logout', { json: {} });
    expect(out.statusCode, out.body).toBe(200);
    const logoutUrl = new URL(out.json().logoutUrl as string);
    expect(logoutUrl.href).toMatch(/^http:\/\/localhost:8080\/demo-bank\//);
    expect(logoutUrl.searchParams.get('client_id')).toBe('mimo_nivos');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://localhost:8080/auth/openid/logged-out',
    );
    const state = logoutUrl.searchParams.get('state')!;
    const landed = await browser.request('GET', `/auth/openid/logged-out?state=${encodeURIComponent(state)}`);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/nivos/fi-FI/login');
    // the session is over
    expect((await browser.request('GET', '/auth/userinfo')).statusCode).toBe(401);
  });

  it('an expired one-time code (60 s) is refused', async () => {
    const browser = new Browser(t.app);
    const code = (await loginCode(browser, AINO)).searchParams.get('code')!;
    clock.advance(61_000);
    const late = await exchange(browser, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_token');
  });

  it('a one-time code from another browser is refused, and spent', async () => {
    const browser = new Browser(t.app);
    const code = (await loginCode(browser, AINO)).searchParams.get('code')!;
    const thief = new Browser(t.app);
    const stolen = await exchange(thief, code);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe('invalid_token');
    expect(stolen.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect((await exchange(browser, code)).statusCode).toBe(400);
  });

  it('a wrong state, or the right state in another browser: openid_error=invalid_state', async () => {
    const browser = new Browser(t.app);
    const interaction = await toProvider(browser);
    const location = await choosePerson(browser, interaction, AINO);
    const callbackUrl = new URL(location, 'http://localhost:8080');

    const other = new Browser(t.app);
    const elsewhere = await callback(other, callbackUrl.pathname + callbackUrl.search);
    expect(elsewhere.pathname).toBe('/nivos/fi-FI/oauth2/redirect');
    expect(elsewhere.searchParams.get('openid_error')).toBe('invalid_state');

    callbackUrl.searchParams.set('state', 'nivos~fi-FI~made-up');
    const wrong = await callback(browser, callbackUrl.pathname + callbackUrl.search);
    expect(wrong.searchParams.get('openid_error')).toBe('invalid_state');
  });

  it('cancel at the provider: openid_error=access_denied', async () => {
    const browser = new Browser(t.app);
    const interaction = await toProvider(browser);
    const cancelled = await browser.request('POST', `${interaction}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    let location = cancelled.headers.location as string;
    while (!location.includes('/auth/openid/callback')) {
      location = (await browser.request('GET', location)).headers.location as string;
    }
    const landing = await callback(browser, location);
    expect(landing.pathname).toBe('/nivos/fi-FI/oauth2/redirect');
    expect(landing.searchParams.get('openid_error')).toBe('access_denied');
  });

  it("a code the provider issued to another instance's client is refused: invalid_token", async () => {
    const browser = new Browser(t.app);
    const nivosInteraction = await toProvider(browser, 'nivos');
    const nivosCallback = new URL(
      await choosePerson(browser, nivosInteraction, AINO),
      'http://localhost:8080',
    );
    // a code the provider gave demo1's client (another browser: this one's provider session would sign in at once)
    const other = new Browser(t.app);
    const demo1Interaction = await toProvider(other, 'demo1');
    const demo1Callback = new URL(await choosePerson(other, demo1Interaction, AINO), 'http://localhost:8080');
    // demo1's code with nivos's state: our client redeems it as mimo_nivos
    const swapped = new URL(nivosCallback);
    swapped.searchParams.set('code', demo1Callback.searchParams.get('code')!);
    const landing = await callback(browser, swapped.pathname + swapped.search);
    expect(landing.pathname).toBe('/nivos/fi-FI/oauth2/redirect');
    expect(landing.searchParams.get('openid_error')).toBe('invalid_token');
  });

  it('a wrong nonce (the ID token answers another login): openid_error=invalid_token', async () => {
    const browser = new Browser(t.app);
    const interaction = await toProvider(browser);
    const location = await choosePerson(browser, interaction, AINO);
    await t.db.query("UPDATE openid_transactions SET nonce = 'another-login'");
    const landing = await callback(browser, location);
    expect(landing.searchParams.get('openid_error')).toBe('invalid_token');
  });

  /** The callback with the provider's token answer rewritten on the way: where it lands. */
  async function callbackWithIdToken(rewrite: (idToken: string) => Promise<string> | string): Promise<URL> {
    const browser = new Browser(t.app);
    const interaction = await toProvider(browser);
    const location = await choosePerson(browser, interaction, AINO);
    // openid-client's calls to the in-process provider go through app.inject
    const inject = t.app.inject.bind(t.app);
    const spy = vi.spyOn(t.app, 'inject').mockImplementation((async (options: InjectOptions) => {
      const answer = await inject(options);
      if (!String(options.url).includes('/token') || answer.statusCode !== 200) return answer;
      const body = answer.json() as { id_token: string };
      const changed = JSON.stringify({ ...body, id_token: await rewrite(body.id_token) });
      return Object.assign(Object.create(Object.getPrototypeOf(answer) as object) as object, answer, {
        body: changed,
        payload: changed,
        rawPayload: Buffer.from(changed),
        json: () => JSON.parse(changed) as unknown,
      });
    }) as never);
    try {
      const landing = await callback(browser, location);
      const calls = spy.mock.calls as unknown as Array<[InjectOptions]>;
      expect(calls.some(([options]) => String(options.url).includes('/token'))).toBe(true);
      return landing;
    } finally {
      spy.mockRestore();
    }
  }

  it('a tampered ID token (one byte of its ciphertext changed on the way): openid_error=invalid_token', async () => {
    const landing = await callbackWithIdToken((idToken) => {
      const parts = idToken.split('.');
      const cipher = Buffer.from(parts[3]!, 'base64url');
      cipher[0] = cipher[0]! ^ 0x01;
      parts[3] = cipher.toString('base64url');
      return parts.join('.');
    });
    expect(landing.searchParams.get('openid_error')).toBe('invalid_token');
  });

  it("a signed but unencrypted ID token (the provider's own valid signature): invalid_token", async () => {
    let inner = '';
    const landing = await callbackWithIdToken(async (idToken) => {
      const keys = await openIdClientKeys(t.db, clock.now());
      const { plaintext } = await compactDecrypt(idToken, keys.decryption[0]!.privateKey);
      inner = new TextDecoder().decode(plaintext);
      return inner;
    });
    // the nested token is a good JWS of the provider: only the missing encryption refuses it
    expect(inner.split('.')).toHaveLength(3);
    expect(decodeProtectedHeader(inner)).toMatchObject({ alg: 'RS256' });
    expect(landing.searchParams.get('openid_error')).toBe('invalid_token');
  });

  it('a level of assurance below what the instance asks (substantial where high is required): invalid_token', async () => {
    const provider = nivos.openid!.providers.find((p) => p.id === 'demo-bank')!;
    provider.acrValues = [LOA_HIGH];
    try {
      const browser = new Browser(t.app);
      const { url } = await browser.follow(startUrl('nivos'));
      // the Demo Bank logs everyone in at substantial, whatever was asked
      const landing = await callback(browser, await choosePerson(browser, new URL(url).pathname, AINO));
      expect(landing.searchParams.get('openid_error')).toBe('invalid_token');
    } finally {
      delete provider.acrValues;
    }
  });

  it('no account: refused with user_not_found where the provider creates none', async () => {
    const landing = await loginCode(new Browser(t.app), VILLE, 'nivos');
    expect(landing.searchParams.get('openid_error')).toBe('user_not_found');
  });

  it('no account: a ROLE_USER account (external, no local login, trusted) where the provider creates them', async () => {
    const browser = new Browser(t.app);
    const landing = await loginCode(browser, VILLE, 'demo1');
    expect(landing.pathname).toBe('/demo1/fi-FI/oauth2/redirect');
    expect((await exchange(browser, landing.searchParams.get('code')!)).statusCode).toBe(204);
    const me = (await browser.request('GET', '/auth/userinfo')).json();
    expect(me).toMatchObject({
      instance: 'demo1',
      provider: 'external',
      allowLocalLogin: false,
      trustedAccount: true,
      roles: ['ROLE_USER'],
      firstName: 'Ville',
    });
    const rows = await t.db.query<{ identity_provider: string; password_hash: string | null }>(
      'SELECT identity_provider, password_hash FROM users WHERE sub = $1',
      [me.sub],
    );
    expect(rows[0]).toEqual({ identity_provider: 'demo1:demo-bank', password_hash: null });
    // the second login finds the same account through the SSN blind index
    const second = new Browser(t.app);
    const again = await loginCode(second, VILLE, 'demo1');
    expect((await exchange(second, again.searchParams.get('code')!)).statusCode).toBe(204);
    expect((await second.request('GET', '/auth/userinfo')).json().sub).toBe(me.sub);
  });

  it('a disabled user: openid_error=user_is_disabled', async () => {
    await t.db.query("UPDATE users SET disabled = true WHERE instance = 'nivos' AND username = 'customer2'");
    const landing = await loginCode(new Browser(t.app), EINO, 'nivos');
    expect(landing.searchParams.get('openid_error')).toBe('user_is_disabled');
  });

  it('forgot-username: the strong login lands with purpose=forgot-username, then signs in like any login', async () => {
    const browser = new Browser(t.app);
    const { url } = await browser.follow(`${startUrl('nivos', 'bank', 'sv-FI')}&purpose=forgot-username`);
    const landing = await callback(browser, await choosePerson(browser, new URL(url).pathname, AINO));
    expect(landing.pathname).toBe('/nivos/sv-FI/oauth2/redirect');
    expect(landing.searchParams.get('purpose')).toBe('forgot-username');
    expect((await exchange(browser, landing.searchParams.get('code')!)).statusCode).toBe(204);
    expect((await browser.request('GET', '/auth/userinfo')).json().username).toBe('customer');
  });

  it('forgot-username never makes an account, even where the provider creates them: user_not_found', async () => {
    // Ville's bank account (made by an earlier test, or not) no longer found by his identity code
    await t.db.query(
      "UPDATE users SET ssn_blind_index = NULL WHERE instance = 'demo1' AND provider = 'external'",
    );
    const count = async () =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE instance = 'demo1'"))[0]!
        .n;
    const before = await count();
    const browser = new Browser(t.app);
    const { url } = await browser.follow(`${startUrl('demo1')}&purpose=forgot-username`);
    const landing = await callback(browser, await choosePerson(browser, new URL(url).pathname, VILLE));
    expect(landing.searchParams.get('openid_error')).toBe('user_not_found');
    expect(await count()).toBe(before);
  });

  it('an unknown button lands on the login page with invalid_request; an unknown instance is a 400', async () => {
    const browser = new Browser(t.app);
    const bad = await browser.request('GET', startUrl('nivos', 'nope'));
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe('/nivos/fi-FI/oauth2/redirect?openid_error=invalid_request');
    expect((await browser.request('GET', startUrl('nowhere'))).statusCode).toBe(400);
  });
});

describe("the client's published keys", () => {
  it('jwks.json: the public sig and enc keys; jwks.jws: the same, signed with the current sig key', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/auth/openid/jwks.json' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('public, max-age=300');
    const jwks = JSON.parse(json.body) as { keys: Array<{ use: string; d?: string }> };
    expect(jwks.keys.map((key) => key.use).sort()).toEqual(['enc', 'sig']);
    expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);

    const jws = await t.app.inject({ method: 'GET', url: '/auth/openid/jwks.jws' });
    expect(jws.statusCode).toBe(200);
    const sig = (await openIdClientPublicJwks(t.db)).keys.find((key) => key.use === 'sig')!;
    const { payload, protectedHeader } = await jwtVerify(jws.body, await importJWK(sig, 'RS256'));
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: sig.kid, typ: 'jwk-set+jwt' });
    expect(payload.keys).toEqual(jwks.keys);
  });
});
