import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type Role } from '@portal/instances';
import type { Principal } from '../auth/principal.js';
import { findUserIdBySub } from '../auth/repository.js';
import { issuerOf, verifyAccessToken } from '../auth/tokens.js';
import { AuthCache, endedBySessionCutoff } from '../auth/sessions.js';
import { Refusal } from '../http/refusal.js';

export type { Principal } from '../auth/principal.js';

/**
 * The session cookie's name: over https `__Host-token`, which a browser keeps only when Secure, Path=/ and
 * without Domain (no subdomain or plain-http page can plant or shadow it); over http (development) `token`.
 */
export const tokenCookieName = (secure: boolean): string => (secure ? '__Host-token' : 'token');

/** Who may act for another user with `Target-User` (spec admin-and-calls sections 6-7): the staff roles. */
export const ADMIN_ROLES: readonly Role[] = STAFF_ROLES;

/** The user an admin call is about: `request.targetUser`, set by `app.resolveTargetUser`. */
export interface TargetUser {
  userId: number;
  sub: string;
}

const describeRoles = (roles: readonly Role[]): string =>
  roles.length === 1
    ? `${roles[0]} is required`
    : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)} is required`;

/** The token from `Authorization: Bearer` (preferred) or the session cookie, under the name it is issued. */
export function tokenFrom(request: FastifyRequest, cookieName: string): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
    return match?.[1] ?? null;
  }
  return request.cookies[cookieName] || null;
}

interface UserRow {
  id: number;
  username: string;
  disabled: boolean;
  tokens_not_before: Date | null;
  revoked: boolean;
}

/**
 * Decorates the route kit's hooks: `app.authenticate`, `app.requireRoles(roles)` and
 * `app.resolveTargetUser({ required })` (docs/server.md, "Route kit"). A token counts only when its signature, issuer, audience (its own instance's
 * client), expiry and shape are right, its jti is not revoked, and its user still exists and is enabled.
 * The tenant of the request is the token's client id; nothing in the path can change it.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('principal', null as unknown as Principal);
    app.decorateRequest('tokenInfo', null);
    app.decorateRequest('targetUser', null);
    const issuer = issuerOf(app.config.publicOrigin);
    const cookieName = tokenCookieName(app.config.secure);
    const cache = new AuthCache();
    app.decorate('authCache', cache);

    const invalidToken = () => new Refusal(401, 'invalid_token', 'A valid access token is required');

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = tokenFrom(request, cookieName);
      if (!token) throw invalidToken();
      const now = app.clock.now();
      const cached = cache.get(token, now);
      if (cached) {
        request.principal = cached.principal;
        request.tokenInfo = cached.tokenInfo;
        return;
      }
      const verified = await verifyAccessToken(token, {
        keys: app.keys,
        issuer,
        instances: app.instances,
        now,
      });
      if (!verified) throw invalidToken();
      const rows = await app.db.query<UserRow>(
        `SELECT u.id, u.username, u.disabled, u.tokens_not_before,
                EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $3) AS revoked
           FROM users u WHERE u.sub = $1 AND u.instance = $2`,
        [verified.sub, verified.instance, verified.jti],
      );
      const user = rows[0];
      if (!user || user.disabled || user.revoked) throw invalidToken();
      if (endedBySessionCutoff(verified.issuedAt, user.tokens_not_before)) throw invalidToken();
      request.principal = {
        userId: user.id,
        sub: verified.sub,
        username: user.username,
        instance: verified.instance,
        roles: verified.roles,
        scopes: verified.scopes,
      };
      request.tokenInfo = { jti: verified.jti, expiresAt: verified.expiresAt };
      cache.set(token, { principal: request.principal, tokenInfo: request.tokenInfo }, now);
    });

    app.decorate('requireRoles', (roles: readonly Role[]) => {
      const description = describeRoles(roles);
      return async function requireRoles(request: FastifyRequest) {
        if (!request.principal?.roles.some((role) => roles.includes(role)))
          throw new Refusal(403, 'no_permission', description);
      };
    });

    app.decorate(
      'resolveTargetUser',
      ({ required }: { required: boolean }) =>
        async function resolveTargetUser(request: FastifyRequest) {
          const header = request.headers['target-user'];
          const sub = typeof header === 'string' ? header : '';
          if (sub === '' && !required) return;
          // honoured only for staff, whatever route it is put on
          if (!request.principal?.roles.some((role) => ADMIN_ROLES.includes(role)))
            throw new Refusal(403, 'no_permission', describeRoles(ADMIN_ROLES));
          // a subject of another instance is as unknown here as one that does not exist
          const userId = await findUserIdBySub(app.db, request.principal.instance, sub);
          if (userId === null) throw new Refusal(404, 'user_not_found');
          request.targetUser = { userId, sub: sub.toLowerCase() };
        },
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
