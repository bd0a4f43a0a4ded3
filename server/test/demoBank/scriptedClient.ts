import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  SignJWT,
  UnsecuredJWT,
  compactDecrypt,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/**
 * A browser-less relying party for the Demo Bank tests, written with jose alone: its own key pair (RS256
 * signing, RSA-OAEP-256 encryption), signed request objects, private_key_jwt assertions, a cookie jar for
 * the provider's cookies. It follows the flow step by step so each test can stop and tamper where it likes.
 */
export const ORIGIN = 'http://localhost:8080';
export const ISSUER = `${ORIGIN}/demo-bank`;
export const CALLBACK = `${ORIGIN}/auth/openid/callback`;
export const LOGGED_OUT = `${ORIGIN}/auth/openid/logged-out`;

export interface ClientKeys {
  sign: CryptoKey;
  decrypt: CryptoKey;
  jwks: { keys: JWK[] };
}

export async function makeClientKeys(): Promise<ClientKeys> {
  const sig = await generateKeyPair('RS256', { modulusLength: 2048 });
  const enc = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048 });
  return {
    sign: sig.privateKey,
    decrypt: enc.privateKey,
    jwks: {
      keys: [
        { ...(await exportJWK(sig.publicKey)), kid: 'test-sig-1', use: 'sig', alg: 'RS256' },
        { ...(await exportJWK(enc.publicKey)), kid: 'test-enc-1', use: 'enc', alg: 'RSA-OAEP-256' },
      ],
    },
  };
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** A cookie jar by path prefix: enough for the provider's path-scoped cookies. */
export class CookieJar {
  private cookies = new Map<string, { value: string; path: string }>();
  take(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const gone = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      const key = `${cookie.name}|${cookie.path ?? '/'}`;
      if (gone || cookie.value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }
  header(url: string): string {
    const path = new URL(url, ORIGIN).pathname;
    return [...this.cookies.entries()]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([key, c]) => `${key.split('|')[0]}=${c.value}`)
      .join('; ');
  }
}

export interface AuthorizationParams {
  clientId: string;
  redirectUri?: string;
  state?: string;
  nonce?: string;
  codeChallenge?: string | null;
  scope?: string;
  uiLocales?: string;
  [extra: string]: unknown;
}

export function requestClaims(params: AuthorizationParams): JWTPayload {
  const { clientId, redirectUri, state, nonce, codeChallenge, scope, uiLocales, ...extra } = params;
  return {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri ?? CALLBACK,
    scope: scope ?? 'openid profile',
    state: state ?? 'state-1',
    nonce: nonce ?? 'nonce-1',
    ...(codeChallenge === null ? {} : { code_challenge: codeChallenge, code_challenge_method: 'S256' }),
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
    ...extra,
  };
}

export async function signedRequestObject(
  keys: Pick<ClientKeys, 'sign'>,
  claims: JWTPayload,
  alg = 'RS256',
  kid = 'test-sig-1',
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, kid, typ: 'oauth-authz-req+jwt' })
    .setIssuer(String(claims.client_id))
    .setAudience(ISSUER)
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(keys.sign);
}

export const unsignedRequestObject = (claims: JWTPayload): string =>
  new UnsecuredJWT(claims)
    .setIssuer(String(claims.client_id))
    .setAudience(ISSUER)
    .setIssuedAt()
    .setExpirationTime('5m')
    .encode();

export async function clientAssertion(keys: ClientKeys, clientId: string, alg = 'RS256'): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg, kid: 'test-sig-1' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(ISSUER)
    .setIssuedAt()
    .setExpirationTime('1m')
    .setJti(randomUUID())
    .sign(keys.sign);
}

export const pathOf = (location: string): string => {
  const url = new URL(location, ORIGIN);
  return url.pathname + url.search;
};

export async function get(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: jar.header(url), ...headers } });
  jar.take(response);
  return response;
}

export async function postForm(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(url), ...headers },
  });
  jar.take(response);
  return response;
}

/** From the authorization request to the login page: the page's answer and the interaction's address. */
export async function startAuthorization(
  app: FastifyInstance,
  jar: CookieJar,
  clientId: string,
  request: string,
) {
  const query = new URLSearchParams({ client_id: clientId, request });
  const authorization = await get(app, jar, `/demo-bank/auth?${query}`);
  return authorization;
}

/** The token call with private_key_jwt. */
export async function tokenCall(
  app: FastifyInstance,
  keys: ClientKeys,
  clientId: string,
  form: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url: '/demo-bank/token',
    payload: new URLSearchParams({
      client_id: clientId,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await clientAssertion(keys, clientId),
      ...form,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Decrypts a JWE to the client's key and verifies the JWS inside against the provider's JWKS. */
export async function openNested(app: FastifyInstance, keys: ClientKeys, jwe: string, clientId: string) {
  const { plaintext, protectedHeader } = await compactDecrypt(jwe, keys.decrypt);
  const jwks = (await app.inject({ method: 'GET', url: '/demo-bank/jwks' })).json() as { keys: JWK[] };
  const jws = new TextDecoder().decode(plaintext);
  const verified = await jwtVerify(jws, createLocalJWKSet(jwks), {
    issuer: ISSUER,
    audience: clientId,
    algorithms: ['RS256'],
  });
  return { jws, jweHeader: protectedHeader, jwsHeader: verified.protectedHeader, claims: verified.payload };
}
