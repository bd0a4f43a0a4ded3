import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import type { InstanceConfig } from '@portal/instances';
import { loadSettings } from '../../src/config.js';
import { DEMO_BANK_PERSONS } from '../../src/demoBank/persons.js';
import { demoBankClientIds } from '../../src/demoBank/plugin.js';
import { FTN_LOA_SUBSTANTIAL } from '../../src/demoBank/provider.js';
import {
  CALLBACK,
  CookieJar,
  ISSUER,
  LOGGED_OUT,
  get,
  makeClientKeys,
  openNested,
  pathOf,
  pkcePair,
  postForm,
  requestClaims,
  signedRequestObject,
  startAuthorization,
  tokenCall,
  unsignedRequestObject,
  type ClientKeys,
} from './scriptedClient.js';

// an external-only instance (its buttons name the Demo Bank) and its client
const CLIENT = 'mimo_karhulanenergia';
const aino = DEMO_BANK_PERSONS[0]!;

let t: TestApp;
let keys: ClientKeys;

beforeAll(async () => {
  keys = await makeClientKeys();
  t = await buildTestApp({ demoBankClientJwks: async () => keys.jwks });
});
afterAll(async () => t?.close());

/** the authorization request up to the login page: its HTML, the interaction's address, the jar */
async function toLoginPage(claims = {}) {
  const pkce = pkcePair();
  const jar = new CookieJar();
  const request = await signedRequestObject(
    keys,
    requestClaims({ clientId: CLIENT, codeChallenge: pkce.challenge, ...claims }),
  );
  const authorization = await startAuthorization(t.app, jar, CLIENT, request);
  expect(authorization.statusCode).toBe(303);
  const interaction = pathOf(authorization.headers.location as string);
  expect(interaction).toMatch(/^\/demo-bank\/interaction\/[\w-]+$/);
  const page = await get(t.app, jar, interaction);
  return { jar, pkce, interaction, page };
}

/**
 * The error of a refused authorization request: at the client's callback when the provider could trust the
 * redirect_uri, else on its own error page (a request object it could not verify).
 */
function authorizationError(response: LightMyRequestResponse): string | null {
  const location = response.headers.location as string | undefined;
  if (location) return new URL(location).searchParams.get('error');
  expect(response.statusCode).toBe(400);
  return /<code>([a-z_]+)<\/code>/.exec(response.body)?.[1] ?? null;
}

/** the login page's form, then the provider's redirects, to the client's callback */
async function choosePerson(jar: CookieJar, interaction: string, sub: string) {
  const chosen = await postForm(t.app, jar, `${interaction}/login`, { person: sub });
  expect(chosen.statusCode).toBe(303);
  const resume = await get(t.app, jar, pathOf(chosen.headers.location as string));
  expect(resume.statusCode).toBe(303);
  return new URL(resume.headers.location as string);
}

describe('Demo Bank: discovery', () => {
  it('describes the FTN profile: private_key_jwt only, signed request objects, S256, encrypted ID tokens', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/demo-bank/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(doc.token_endpoint).toBe(`${ISSUER}/token`);
    expect(doc.jwks_uri).toBe(`${ISSUER}/jwks`);
    expect(doc.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    expect(doc.token_endpoint_auth_methods_supported).toEqual(['private_key_jwt']);
    expect(doc.token_endpoint_auth_signing_alg_values_supported).toEqual(['RS256', 'PS256']);
    expect(doc.request_object_signing_alg_values_supported).toEqual(['RS256', 'PS256']);
    expect(doc.require_signed_request_object).toBe(true);
    expect(doc.request_parameter_supported).toBe(true);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.grant_types_supported).toEqual(['authorization_code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.id_token_signing_alg_values_supported).toEqual(['RS256']);
    expect(doc.id_token_encryption_alg_values_supported).toEqual(['RSA-OAEP-256']);
    expect(doc.id_token_encryption_enc_values_supported).toEqual(['A256GCM']);
    expect(doc.userinfo_encryption_alg_values_supported).toEqual(['RSA-OAEP-256']);
    expect(doc.acr_values_supported).toEqual([FTN_LOA_SUBSTANTIAL]);
    expect(doc.scopes_supported).toEqual(['openid', 'profile']);
    expect(doc.claims_parameter_supported).toBe(false);
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining([
        'sub',
        'name',
        'given_name',
        'family_name',
        'birthdate',
        'personal_identity_code',
      ]),
    );
    expect(doc.pushed_authorization_request_endpoint).toBeUndefined();
  });

  it('publishes its signing key (public parts only)', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/demo-bank/jwks' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe('Demo Bank: the code flow', () => {
  it('runs from a signed request object through the login page to an encrypted, signed ID token', async () => {
    const { jar, pkce, interaction, page } = await toLoginPage({ nonce: 'n-0S6_WzA2Mj' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(
      /default-src 'none'; style-src 'nonce-[^']+'; form-action 'self'/,
    );
    expect(page.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain('DEMO BANK – test identification, not a real bank');
    expect(page.body).not.toContain('<script');
    for (const person of DEMO_BANK_PERSONS) expect(page.body).toContain(person.personalIdentityCode);

    const callback = await choosePerson(jar, interaction, aino.sub);
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.get('iss')).toBe(ISSUER);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const token = await tokenCall(t.app, keys, CLIENT, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: pkce.verifier,
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const body = token.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.id_token.split('.')).toHaveLength(5); // a JWE

    const idToken = await openNested(t.app, keys, body.id_token, CLIENT);
    expect(idToken.jweHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'test-enc-1' });
    expect(idToken.jwsHeader.alg).toBe('RS256');
    expect(idToken.claims).toMatchObject({
      sub: aino.sub,
      nonce: 'n-0S6_WzA2Mj',
      acr: FTN_LOA_SUBSTANTIAL,
      name: 'Aino Testaaja',
      given_name: 'Aino',
      family_name: 'Testaaja',
      birthdate: '1994-05-01',
      personal_identity_code: '010594Y9032',
    });

    // userinfo: signed and encrypted the same way
    const userinfo = await t.app.inject({
      method: 'GET',
      url: '/demo-bank/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.headers['content-type']).toMatch(/^application\/jwt/);
    const info = await openNested(t.app, keys, userinfo.body, CLIENT);
    expect(info.claims).toMatchObject({ sub: aino.sub, personal_identity_code: '010594Y9032' });

    // the code is single use
    const replay = await tokenCall(t.app, keys, CLIENT, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: pkce.verifier,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
  });

  it('speaks the language of ui_locales', async () => {
    const { page } = await toLoginPage({ uiLocales: 'sv-FI en' });
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain('DEMO BANK – testidentifiering, ingen riktig bank');
    const english = await toLoginPage({ uiLocales: 'en' });
    expect(english.page.body).toContain('<html lang="en">');
    expect(english.page.body).toContain('Choose the test person');
  });

  it('answers cancel with access_denied at the client', async () => {
    const { jar, interaction } = await toLoginPage();
    const cancelled = await postForm(t.app, jar, `${interaction}/cancel`, {});
    expect(cancelled.statusCode).toBe(303);
    const resume = await get(t.app, jar, pathOf(cancelled.headers.location as string));
    const callback = new URL(resume.headers.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses the login page without the browser that started it', async () => {
    const { interaction } = await toLoginPage();
    const stranger = await get(t.app, new CookieJar(), interaction);
    expect(stranger.statusCode).toBe(400);
    const posted = await postForm(t.app, new CookieJar(), `${interaction}/login`, { person: aino.sub });
    expect(posted.statusCode).toBe(400);
  });

  it('ends the session by RP-initiated logout and returns to the registered address', async () => {
    const { jar, pkce, interaction } = await toLoginPage();
    const callback = await choosePerson(jar, interaction, aino.sub);
    const token = await tokenCall(t.app, keys, CLIENT, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: CALLBACK,
      code_verifier: pkce.verifier,
    });
    const query = new URLSearchParams({
      client_id: CLIENT,
      post_logout_redirect_uri: LOGGED_OUT,
      state: 'bye',
      // the hint the provider can read: the signed ID token inside the encrypted one
      id_token_hint: (await openNested(t.app, keys, token.json().id_token, CLIENT)).jws,
    });
    const confirm = await get(t.app, jar, `/demo-bank/session/end?${query}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    expect(xsrf).toBeTruthy();
    const done = await postForm(t.app, jar, '/demo-bank/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${LOGGED_OUT}?state=bye`);

    // the next authorization asks for a person again
    const again = await startAuthorization(
      t.app,
      jar,
      CLIENT,
      await signedRequestObject(
        keys,
        requestClaims({ clientId: CLIENT, codeChallenge: pkcePair().challenge }),
      ),
    );
    expect(pathOf(again.headers.location as string)).toMatch(/^\/demo-bank\/interaction\//);
  });
});

describe('Demo Bank: logout as the portal sends it', () => {
  it('takes client_id and post_logout_redirect_uri without an id_token_hint', async () => {
    const { jar, interaction } = await toLoginPage();
    await choosePerson(jar, interaction, aino.sub);
    const query = new URLSearchParams({ client_id: CLIENT, post_logout_redirect_uri: LOGGED_OUT });
    const confirm = await get(t.app, jar, `/demo-bank/session/end?${query}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('DEMO BANK');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    const done = await postForm(t.app, jar, '/demo-bank/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(LOGGED_OUT);
  });

  it('refuses a post_logout_redirect_uri that is not registered', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT,
      post_logout_redirect_uri: 'https://evil.example/',
    });
    const response = await get(t.app, new CookieJar(), `/demo-bank/session/end?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('Demo Bank: what the profile forbids', () => {
  it('refuses an unsigned request object', async () => {
    const jar = new CookieJar();
    const request = unsignedRequestObject(
      requestClaims({ clientId: CLIENT, codeChallenge: pkcePair().challenge }),
    );
    const response = await startAuthorization(t.app, jar, CLIENT, request);
    expect(authorizationError(response)).toBe('invalid_request_object');
    expect(response.headers.location ?? '').not.toContain('code=');
  });

  it('refuses plain authorization parameters without a request object', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT,
      response_type: 'code',
      scope: 'openid profile',
      redirect_uri: CALLBACK,
      state: 's',
      nonce: 'n',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const response = await get(t.app, new CookieJar(), `/demo-bank/auth?${query}`);
    expect(response.statusCode).toBe(303);
    const callback = new URL(response.headers.location as string);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/Request Object/i);
  });

  it('refuses an authorization request without PKCE', async () => {
    const jar = new CookieJar();
    const request = await signedRequestObject(keys, requestClaims({ clientId: CLIENT, codeChallenge: null }));
    const response = await startAuthorization(t.app, jar, CLIENT, request);
    expect(response.statusCode).toBe(303);
    const callback = new URL(response.headers.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a redirect_uri that is not registered, without redirecting to it', async () => {
    const jar = new CookieJar();
    const request = await signedRequestObject(
      keys,
      requestClaims({
        clientId: CLIENT,
        codeChallenge: pkcePair().challenge,
        redirectUri: 'https://evil.example/cb',
      }),
    );
    const response = await startAuthorization(t.app, jar, CLIENT, request);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('invalid_redirect_uri');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('refuses a request object signed by another key', async () => {
    const other = await makeClientKeys();
    const request = await signedRequestObject(
      other,
      requestClaims({ clientId: CLIENT, codeChallenge: pkcePair().challenge }),
    );
    const response = await startAuthorization(t.app, new CookieJar(), CLIENT, request);
    expect(authorizationError(response)).toBe('invalid_request_object');
  });

  describe('the token call', () => {
    let code: string;
    let verifier: string;
    beforeAll(async () => {
      const { jar, pkce, interaction } = await toLoginPage();
      const callback = await choosePerson(jar, interaction, aino.sub);
      code = callback.searchParams.get('code')!;
      verifier = pkce.verifier;
    });
    const form = () => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    });

    it('refuses client_secret_post', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/demo-bank/token',
        payload: new URLSearchParams({ ...form(), client_id: CLIENT, client_secret: 'secret' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('invalid_client');
    });

    it('refuses client_secret_basic', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/demo-bank/token',
        payload: new URLSearchParams(form()).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${CLIENT}:secret`).toString('base64')}`,
        },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('invalid_client');
    });

    it('refuses a wrong redirect_uri and a wrong code_verifier', async () => {
      const wrongRedirect = await tokenCall(t.app, keys, CLIENT, {
        ...form(),
        redirect_uri: `${CALLBACK}/other`,
      });
      expect(wrongRedirect.statusCode).toBe(400);
      expect(wrongRedirect.json().error).toBe('invalid_grant');
      const wrongVerifier = await tokenCall(t.app, keys, CLIENT, {
        ...form(),
        code_verifier: pkcePair().verifier,
      });
      expect(wrongVerifier.statusCode).toBe(400);
      expect(wrongVerifier.json().error).toBe('invalid_grant');
    });

    it('refuses a client assertion signed by another key', async () => {
      const other = await makeClientKeys();
      const response = await tokenCall(t.app, other, CLIENT, form());
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('invalid_client');
    });
  });
});

describe('Demo Bank: the setting', () => {
  it('is on by default and off with DEMO_BANK=false', async () => {
    expect(loadSettings({}).demoBank).toBe(true);
    expect(loadSettings({ DEMO_BANK: 'false' }).demoBank).toBe(false);
    expect(() => loadSettings({ DEMO_BANK: 'maybe' })).toThrow(/Invalid setting DEMO_BANK/);
    const off = await buildTestApp({ env: { DEMO_BANK: 'false' }, demoBankClientJwks: keys.jwks });
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/demo-bank/.well-known/openid-configuration',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('registers the instances whose openid providers name the bundled Demo Bank', () => {
    const instance = (id: string, openid?: unknown) =>
      ({ id, ...(openid ? { openid } : {}) }) as unknown as InstanceConfig;
    // before any instance has an openid section: every instance
    expect(demoBankClientIds([instance('a'), instance('b')])).toEqual(['mimo_a', 'mimo_b']);
    expect(
      demoBankClientIds([
        instance('a', { providers: [{ id: 'bank', issuer: 'bundled:demo-bank' }] }),
        instance('b', { providers: [{ id: 'broker', issuer: 'https://broker.example' }] }),
        instance('c', { providers: [{ id: 'bank', issuer: 'bundled:demo-bank', clientId: 'custom_c' }] }),
        instance('d'),
      ]),
    ).toEqual(['mimo_a', 'custom_c']);
  });
});
