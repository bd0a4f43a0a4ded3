import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import { openIdClientKeys } from '../../src/auth/openid/clientKeys.js';
import {
  CookieJar,
  get,
  makeClientKeys,
  pathOf,
  pkcePair,
  postForm,
  requestClaims,
  signedRequestObject,
  startAuthorization,
} from './scriptedClient.js';

/**
 * The app as `npm start` builds it: the Demo Bank knows the portal's clients by the OpenID client's own
 * published keys (auth/openid/clientKeys.ts), and registers only the instances that name it.
 */
const CLIENT = 'mimo_karhulanenergia';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('Demo Bank: the app wiring', () => {
  it("takes a request object signed with the OpenID client's current key", async () => {
    const client = await openIdClientKeys(t.db);
    const keys = { sign: client.signing.privateKey };
    const claims = requestClaims({ clientId: CLIENT, codeChallenge: pkcePair().challenge });
    const request = await signedRequestObject(keys, claims, 'RS256', client.signing.kid);
    const jar = new CookieJar();
    const response = await startAuthorization(t.app, jar, CLIENT, request);
    expect(response.statusCode).toBe(303);
    const interaction = pathOf(response.headers.location as string);
    expect(interaction).toMatch(/^\/demo-bank\/interaction\//);

    // the portal's session cookie beside the bank's: its forms still post (no JSON-only rule here)
    const page = await get(t.app, jar, interaction);
    expect(page.statusCode).toBe(200);
    const chosen = await postForm(
      t.app,
      jar,
      `${interaction}/cancel`,
      {},
      {
        cookie: `${jar.header(`${interaction}/cancel`)}; token=some.portal.token`,
        origin: 'http://localhost:8080',
      },
    );
    expect(chosen.statusCode).toBe(303);
  });

  it('refuses a key the OpenID client does not publish', async () => {
    const stranger = await makeClientKeys();
    const claims = requestClaims({ clientId: CLIENT, codeChallenge: pkcePair().challenge });
    const response = await startAuthorization(
      t.app,
      new CookieJar(),
      CLIENT,
      await signedRequestObject(stranger, claims),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('invalid_request_object');
  });

  it('knows no client of an instance without a Demo Bank provider', async () => {
    const query = new URLSearchParams({ client_id: 'mimo_not_an_instance', request: 'x' });
    const response = await get(t.app, new CookieJar(), `/demo-bank/auth?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('invalid_client');
  });
});
