import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { Refusal } from '../../http/refusal.js';
import { errorResponses, noContent } from '../../http/schemas.js';
import type { AuthDeps, LoginResult } from '../service.js';
import { openIdClientKeys } from './clientKeys.js';
import { inProcessFetch, openIdClients, type OpenIdClients } from './client.js';
import {
  callbackPagePath,
  endSessionUrl,
  exchangeLoginCode,
  finishLogin,
  landingOfState,
  newBrowserBinding,
  OpenIdFailure,
  startLogin,
  TRANSACTION_TTL_MS,
  type OpenIdDeps,
} from './service.js';

export interface OpenIdRoutesOptions {
  deps: AuthDeps;
  /** sets the session cookie exactly as the password login does (auth/routes.ts) */
  setSession(reply: FastifyReply, result: LoginResult): void;
  tokenPerMinute: number;
  /** openid-client's HTTP (tests: a fake provider); default: the in-process Demo Bank through app.inject */
  fetch?: Parameters<typeof openIdClients>[0]['fetch'];
}

/** The binding between a login's start, its callback and its one-time code: one random value per browser. */
const BROWSER_COOKIE = 'openid_browser';
const browserCookieName = (secure: boolean): string =>
  secure ? `__Secure-${BROWSER_COOKIE}` : BROWSER_COOKIE;

const purposes = ['login', 'forgot-username'] as const;

/**
 * The OpenID Connect client routes under /auth/openid (docs/openid-login.md): start, callback, the one-time
 * code exchange, the logged-out landing and the client's JWKS. Returns the end-session lookup logout uses.
 */
export function openIdRoutes(
  app: FastifyInstance,
  options: OpenIdRoutesOptions,
): { endSessionUrl(jti: string): Promise<string | null> } {
  const { publicOrigin, secure } = app.config;
  const clients: OpenIdClients = openIdClients({
    publicOrigin,
    fetch: options.fetch ?? inProcessFetch(app, publicOrigin),
  });
  const deps: OpenIdDeps = { ...options.deps, clients };
  const cookieName = browserCookieName(secure);
  const browserOf = (request: FastifyRequest): string | null => {
    const value = request.cookies[cookieName];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  };
  const loginError = (reply: FastifyReply, failure: OpenIdFailure) => {
    if (!failure.instance) {
      return reply.code(400).send({ error: failure.code, error_description: failure.message });
    }
    return reply.redirect(
      callbackPagePath(failure.instance, failure.language ?? '', { openid_error: failure.code }),
      302,
    );
  };

  app.get<{
    Querystring: { instance: string; button: string; language?: string; purpose?: (typeof purposes)[number] };
  }>(
    '/openid/start',
    {
      config: { rateLimit: { max: options.tokenPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: "Starts a login at the button's OpenID provider (302 to its authorization endpoint)",
        tags: ['auth'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['instance', 'button'],
          properties: {
            instance: { type: 'string', maxLength: 64 },
            button: { type: 'string', maxLength: 64 },
            language: { type: 'string', maxLength: 8 },
            purpose: { type: 'string', enum: purposes },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const browser = browserOf(request) ?? newBrowserBinding();
      try {
        const { location } = await startLogin(deps, request.query, browser);
        reply.setCookie(cookieName, browser, {
          httpOnly: true,
          secure,
          sameSite: 'lax',
          path: '/auth/openid',
          maxAge: TRANSACTION_TTL_MS / 1000,
        });
        return reply.redirect(location, 302);
      } catch (error) {
        if (error instanceof OpenIdFailure) return loginError(reply, error);
        request.log.error({ err: error }, 'openid start failed');
        const landing = deps.instances.get(request.query.instance);
        if (!landing) throw error;
        return loginError(
          reply,
          new OpenIdFailure('general_error', landing.id, request.query.language ?? null, 'start failed'),
        );
      }
    },
  );

  app.get('/openid/callback', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const current = new URL(request.url, publicOrigin);
    try {
      const result = await finishLogin(deps, current, browserOf(request), request.log);
      request.log.info({ instance: result.instance }, 'openid login: one-time code issued');
      const query: Record<string, string> = { code: result.code };
      if (result.purpose !== 'login') query.purpose = result.purpose;
      return reply.redirect(callbackPagePath(result.instance, result.language, query), 302);
    } catch (error) {
      if (error instanceof OpenIdFailure) {
        request.log.info(
          { code: error.code, instance: error.instance },
          `openid login refused: ${error.message}`,
        );
        return loginError(reply, error);
      }
      request.log.error({ err: error }, 'openid callback failed');
      const landing = landingOfState(deps, current.searchParams.get('state') ?? undefined);
      if (!landing) throw error;
      return loginError(
        reply,
        new OpenIdFailure('general_error', landing.instance, landing.language, 'failed'),
      );
    }
  });

  app.post<{ Body: { code: string } }>(
    '/openid/exchange',
    {
      config: { rateLimit: { max: options.tokenPerMinute, timeWindow: 60_000 } },
      schema: {
        summary:
          "Trades the callback's one-time code (single use, 60 s, this browser) for the session cookie",
        tags: ['auth'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 204: noContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const result = await exchangeLoginCode(deps, request.body.code, browserOf(request));
      if (!result) throw new Refusal(400, 'invalid_token', 'The login code is invalid, used or expired');
      request.log.info({ instance: result.instance.id, provider: result.provider }, 'openid login');
      options.setSession(reply, result);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { state?: string } }>(
    '/openid/logged-out',
    { schema: { hide: true } },
    async (request, reply) => {
      const landing = landingOfState(deps, request.query.state);
      return reply.redirect(landing ? `/${landing.instance}/${landing.language}/login` : '/', 302);
    },
  );

  app.get(
    '/openid/jwks.json',
    { schema: { summary: "The OpenID client's public keys (JWKS)", tags: ['auth'] } },
    async (_request, reply) => {
      const keys = await openIdClientKeys(deps.db, deps.clock.now());
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/jwk-set+json')
        .send(JSON.stringify(keys.jwks));
    },
  );

  app.get(
    '/openid/jwks.jws',
    { schema: { summary: 'The same JWKS signed with the current signing key', tags: ['auth'] } },
    async (_request, reply) => {
      const keys = await openIdClientKeys(deps.db, deps.clock.now());
      const issuer = `${publicOrigin}/auth/openid`;
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      const jws = await new SignJWT({ keys: keys.jwks.keys })
        .setProtectedHeader({ alg: 'RS256', kid: keys.signing.kid, typ: 'jwk-set+jwt' })
        .setIssuer(issuer)
        .setSubject(issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + 24 * 3600)
        .sign(keys.signing.privateKey);
      return reply.header('Cache-Control', 'public, max-age=300').type('application/jwk-set+jwt').send(jws);
    },
  );

  return { endSessionUrl: (jti) => endSessionUrl(deps, jti) };
}
