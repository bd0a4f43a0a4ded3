import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@portal/instances';
import { tokenCookieName } from '../plugins/auth.js';
import type { Mailer } from '../mail/mailer.js';
import { issuerOf, TOKEN_TTL_SECONDS } from './tokens.js';
import { Refusal } from '../http/refusal.js';
import { errorResponses, noContent } from '../http/schemas.js';
import * as service from './service.js';
import * as s from './schemas.js';
import { loadCheckedSsnKeys } from './ssn.js';
import { adminRoutes } from './admin/routes.js';
import { openIdRoutes } from './openid/routes.js';

export interface AuthRoutesOptions {
  mailer: Mailer;
  /** per replica, per client address */
  rateLimits: { tokenPerMinute: number; resetPerMinute: number };
}

const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure }) as const;

/**
 * logout and delete_user take no body: none at all counts as the empty object their schema allows. Only none:
 * a JSON `null` is a body of the wrong type and meets the schema's refusal like any other.
 */
const noBody = async (request: { body: unknown }) => {
  if (request.body === undefined) request.body = {};
};

/** The auth service, mounted at `/auth` (docs/contracts.md). */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const deps: service.AuthDeps = {
    db: app.db,
    clock: app.clock,
    keys: app.keys,
    issuer: issuerOf(app.config.publicOrigin),
    instances: app.instances,
    mailer: options.mailer,
    publicOrigin: app.config.publicOrigin,
    lockout: app.config.lockout,
    cache: app.authCache,
    ssnKeys: await loadCheckedSsnKeys(app.config, app.db),
  };
  const cookie = cookieOptions(app.config.secure);
  const cookieName = tokenCookieName(app.config.secure);
  const tokenAnswer = (result: service.LoginResult) => ({
    access_token: result.issued.token,
    token_type: 'bearer' as const,
    expires_in: TOKEN_TTL_SECONDS,
    scope: result.scopes.join(' '),
  });
  const minute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
  // the session cookie of a login, the same for the password and the OpenID login
  const setSession = (reply: FastifyReply, result: service.LoginResult) =>
    reply.setCookie(cookieName, result.issued.token, { ...cookie, maxAge: TOKEN_TTL_SECONDS });
  // the OpenID Connect client (docs/openid-login.md)
  const openId = openIdRoutes(app, {
    deps,
    setSession,
    tokenPerMinute: options.rateLimits.tokenPerMinute,
  });

  app.post<{ Body: { grant_type: 'password'; username: string; password: string; client_id: string } }>(
    '/oauth/token',
    {
      config: minute(options.rateLimits.tokenPerMinute),
      schema: {
        summary: 'Password grant of the instance client mimo_<instance> (form-encoded)',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: s.tokenRequest,
        response: { 200: s.tokenResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const result = await service.login(deps, {
        clientId: request.body.client_id,
        username: request.body.username,
        password: request.body.password,
      });
      setSession(reply, result);
      return tokenAnswer(result);
    },
  );

  app.get(
    '/userinfo',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The logged-in user',
        tags: ['auth'],
        response: { 200: s.userInfoRef, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await service.userInfo(deps, request.principal);
      if (!user) throw new Refusal(401, 'invalid_token', 'The user no longer exists');
      return user;
    },
  );

  app.post(
    '/logout',
    {
      preValidation: noBody,
      preHandler: app.authenticate,
      schema: {
        summary:
          "Revokes the token and clears the cookie; a session of an OpenID login answers the provider's logout address",
        tags: ['auth'],
        body: s.emptyBody,
        response: { 200: s.logoutResponse, 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await service.logout(deps, request.tokenInfo!);
      app.authCache.forgetToken(request.tokenInfo!.jti);
      const logoutUrl = await openId.endSessionUrl(request.tokenInfo!.jti);
      reply.clearCookie(cookieName, cookie);
      return logoutUrl ? reply.code(200).send({ logoutUrl }) : reply.code(204).send();
    },
  );

  app.post<{ Body: { username: string; clientId: string; language: Language } }>(
    '/reset_password',
    {
      config: minute(options.rateLimits.resetPerMinute),
      schema: {
        summary: 'Mails a one-time reset link when the user exists; the answer is the same either way',
        tags: ['auth'],
        body: s.resetRequest,
        response: { 200: s.resetResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const result = service.requestPasswordReset(deps, request.body);
      // the lookup, the code and the mail all start after the answer: it is the same work for any name
      app.background.afterResponse(request, 'reset_password mail', result.run, {
        instance: result.instance,
      });
      return { status: 'sent' as const };
    },
  );

  app.post<{ Body: service.ResetConfirmInput }>(
    '/reset_password/confirm',
    {
      config: minute(options.rateLimits.resetPerMinute),
      schema: {
        summary:
          'Sets a new password with a reset or invitation code; a user invited with the SSN toggle gives the social security number too',
        tags: ['auth'],
        body: s.resetConfirmRequest,
        response: { 204: noContent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await service.confirmPasswordReset(deps, request.body);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/change_password',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          "Changes the user's own password and ends every session; answers this session's new token (and cookie)",
        tags: ['auth'],
        body: s.changePasswordRequest,
        response: { 200: s.tokenResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const result = await service.changePassword(deps, request.principal, request.body);
      // a cookie session goes on with the new token in its cookie; a bearer client takes it from the answer
      if (!request.headers.authorization && request.cookies[cookieName]) {
        reply.setCookie(cookieName, result.issued.token, { ...cookie, maxAge: TOKEN_TTL_SECONDS });
      }
      return tokenAnswer(result);
    },
  );

  app.post<{ Body: service.ProfileInput }>(
    '/update_user',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Updates the user's own profile",
        tags: ['auth'],
        body: s.updateUserRequest,
        response: { 200: s.userInfoRef, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.updateProfile(deps, request.principal, request.body ?? {}),
  );

  app.post(
    '/delete_user',
    {
      preValidation: noBody,
      preHandler: app.authenticate,
      schema: {
        summary: "Deletes the user's own account and logs out",
        tags: ['auth'],
        body: s.emptyBody,
        response: { 204: noContent, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await service.deleteOwnAccount(deps, request.principal, request.tokenInfo!);
      return reply.clearCookie(cookieName, cookie).code(204).send();
    },
  );

  // the staff calls (docs/contracts.md, "Auth service: staff calls")
  await app.register(adminRoutes, { deps });
}
