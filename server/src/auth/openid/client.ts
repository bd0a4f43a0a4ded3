import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { InstanceConfig, OpenIdProviderConfig } from '@portal/instances';
import type { OpenIdClientKeys } from './clientKeys.js';

/** The bundled test provider's issuer value in instance.json (server/src/demoBank). */
export const BUNDLED_DEMO_BANK = 'bundled:demo-bank';
export const DEFAULT_SCOPES = ['openid', 'profile'] as const;
/** The Finnish Trust Network's levels of assurance a strong login may carry: substantial and high. */
export const FTN_ACR_VALUES = ['http://ftn.ficora.fi/2017/loa2', 'http://ftn.ficora.fi/2017/loa3'] as const;

export const callbackPath = '/auth/openid/callback';
export const loggedOutPath = '/auth/openid/logged-out';

/** One provider of one instance, as the client uses it. */
export interface ResolvedProvider {
  instance: InstanceConfig;
  provider: OpenIdProviderConfig;
  issuer: URL;
  clientId: string;
  scopes: string[];
  acrValues: string[];
}

export function resolveProvider(
  instance: InstanceConfig,
  providerId: string,
  publicOrigin: string,
): ResolvedProvider | null {
  const provider = instance.openid?.providers.find((p) => p.id === providerId);
  if (!provider) return null;
  const issuer = new URL(
    provider.issuer === BUNDLED_DEMO_BANK ? `${publicOrigin}/demo-bank` : provider.issuer,
  );
  return {
    instance,
    provider,
    issuer,
    clientId: provider.clientId ?? `mimo_${instance.id}`,
    scopes: provider.scopes ?? [...DEFAULT_SCOPES],
    acrValues: provider.acrValues ?? [...FTN_ACR_VALUES],
  };
}

/**
 * The client registration of the Finnish Trust Network profile: private_key_jwt (RS256), signed request
 * objects, ID token and userinfo signed RS256 and encrypted RSA-OAEP-256 / A256GCM.
 */
const clientMetadata = (redirectUri: string): Partial<client.ClientMetadata> => ({
  redirect_uris: [redirectUri],
  response_types: ['code'],
  token_endpoint_auth_method: 'private_key_jwt',
  token_endpoint_auth_signing_alg: 'RS256',
  request_object_signing_alg: 'RS256',
  id_token_signed_response_alg: 'RS256',
  id_token_encrypted_response_alg: 'RSA-OAEP-256',
  id_token_encrypted_response_enc: 'A256GCM',
  userinfo_signed_response_alg: 'RS256',
  userinfo_encrypted_response_alg: 'RSA-OAEP-256',
  userinfo_encrypted_response_enc: 'A256GCM',
});

/**
 * HTTP for openid-client: a request to the server's own public origin (the bundled Demo Bank) goes through
 * `app.inject`, so it works wherever the server listens; anything else is a real fetch.
 */
export function inProcessFetch(app: FastifyInstance, publicOrigin: string): client.CustomFetch {
  return async (url, options) => {
    if (!url.startsWith(`${publicOrigin}/`)) return fetch(url, options as RequestInit);
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = options.body;
    let payload: string | Buffer | undefined;
    if (typeof body === 'string') payload = body;
    else if (body instanceof URLSearchParams) payload = body.toString();
    else if (body instanceof ArrayBuffer || ArrayBuffer.isView(body))
      payload = Buffer.from(body as ArrayBuffer);
    else if (body !== undefined && body !== null)
      payload = await new Response(body as ConstructorParameters<typeof Response>[0]).text();
    const answer = await app.inject({
      method: options.method as 'GET',
      url: target.pathname + target.search,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

const METADATA_TTL_MS = 10 * 60_000;

export interface OpenIdClients {
  /** a Configuration of openid-client for this provider with the keys of now (new each time: keys rotate) */
  configuration(provider: ResolvedProvider, keys: OpenIdClientKeys): Promise<client.Configuration>;
  /** keeps the provider's JWKS that a Configuration fetched, for the next one */
  remember(provider: ResolvedProvider, config: client.Configuration): void;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

/** Discovery results cached per issuer (10 minutes); the provider's JWKS cache kept between calls. */
export function openIdClients(options: { publicOrigin: string; fetch: client.CustomFetch }): OpenIdClients {
  const redirectUri = `${options.publicOrigin}${callbackPath}`;
  const postLogoutRedirectUri = `${options.publicOrigin}${loggedOutPath}`;
  const metadata = new Map<string, { server: client.ServerMetadata; at: number }>();
  const jwksCaches = new Map<string, client.ExportedJWKSCache>();

  const serverMetadata = async (p: ResolvedProvider): Promise<client.ServerMetadata> => {
    const key = p.issuer.href;
    const cached = metadata.get(key);
    if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.server;
    const discovered = await client.discovery(p.issuer, p.clientId, undefined, undefined, {
      [client.customFetch]: options.fetch,
      execute: p.issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
    });
    const server = { ...discovered.serverMetadata() };
    metadata.set(key, { server, at: Date.now() });
    return server;
  };

  return {
    redirectUri,
    postLogoutRedirectUri,
    configuration: async (p, keys) => {
      const server = await serverMetadata(p);
      const config = new client.Configuration(
        server,
        p.clientId,
        clientMetadata(redirectUri),
        client.PrivateKeyJwt({ key: keys.signing.privateKey, kid: keys.signing.kid }),
      );
      config[client.customFetch] = options.fetch;
      if (p.issuer.protocol === 'http:') client.allowInsecureRequests(config);
      client.enableDecryptingResponses(
        config,
        ['A256GCM'],
        ...keys.decryption.map((key) => ({ key: key.privateKey, kid: key.kid, alg: key.alg })),
      );
      const jwks = jwksCaches.get(p.issuer.href);
      if (jwks) client.setJwksCache(config, jwks);
      return config;
    },
    remember: (p, config) => {
      const jwks = client.getJwksCache(config);
      if (jwks) jwksCaches.set(p.issuer.href, jwks);
    },
  };
}
