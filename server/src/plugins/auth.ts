import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type Role } from '@portal/instances';
import type { Principal } from '../auth/principal.js';
import { decodeAccessReason, type AccessReason } from '@portal/shared/api/subject';
import { findTargetBySub } from '../auth/repository.js';
import { recordAudit } from '../audit/audit.js';
import { issuerOf, verifyAccessToken } from '../auth/tokens.js';
import { AuthCache, endedBySessionCutoff } from '../auth/sessions.js';
import { Refusal } from '../http/refusal.js';

export type { Principal } from '../auth/principal.js';

/**
 * The session cookie's name: over https `__Host-token`, which a browser keeps only when Secure, Path=/ and
 * without Domain (no subdomain or plain-http page can plant or shadow it); over http (development) `token`.
 */
/** the NOTIFY channel replicas tell each other what to forget of their verified tokens on (auth/sessions.ts) */
export const AUTH_CACHE_CHANNEL = 'portal_auth_cache';

export const tokenCookieName = (secure: boolean): string => (secure ? '__Host-token' : 'token');

/** Who may act for another user with `Target-User` (spec admin-and-calls sections 6-7): the staff roles. */
export const ADMIN_ROLES: readonly Role[] = STAFF_ROLES;

/** The user an admin call is about: `request.targetUser`, set by `app.resolveTargetUser`. */
export interface TargetUser {
  userId: number;
  sub: string;
  /** the reason the staff member gave (`X-Access-Reason`), when sent */
  reason: AccessReason | null;
}

export interface ResolveTargetUserOptions {
  required: boolean;
  /**
   * 'required': a read of the customer's consumption or billing data; without a valid `X-Access-Reason` it is
   * refused 400 `access_reason_required` (docs/staff-platform.md, "Audit"). Default 'optional'.
   */
  reason?: 'required' | 'optional';
  /**
   * The audit action written before the handler runs, e.g. 'reports.read' (default 'data.read'); `false` when
   * the handler writes its own row (a change, recorded with what changed in the change's transaction).
   */
  audit?: string | false;
}

/**
 * A user is censored to a staff member who may not open them: one with a protection mark (turvakielto) or a
 * superuser, for anyone but a superuser (docs/staff-platform.md).
 */
export const censoredFor = (
  viewerRoles: readonly Role[],
  target: { censored: boolean; superuser: boolean },
): boolean => (target.censored || target.superuser) && !viewerRoles.includes('ROLE_SUPERUSER');

/**
 * What a staff call touched: the method and path (with its parameters, e.g. the invoice number; the schema
 * has checked them by now), and the usage place when the call names one.
 */
function auditTargetOf(request: FastifyRequest): string {
  const place =
    request.headers['x-location-code'] ?? (request.query as Record<string, unknown> | null)?.locationCode;
  const route = `${request.method} ${request.url.split('?')[0]}`;
  return typeof place === 'string' && place !== '' ? `${route} ${place}` : route;
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
    // replicas on one database tell each other what to forget (a logout here ends the token there too)
    if (app.db.listen) {
      const unlisten = await app.db.listen(
        AUTH_CACHE_CHANNEL,
        (message) => cache.forgetRemote(message),
        (up) => {
          cache.setShared(up);
          app.log.warn(
            up ? 'auth cache channel back' : 'auth cache channel lost: caching nothing until it is back',
          );
        },
      );
      cache.publish = (message) => {
        app.db.query('SELECT pg_notify($1, $2)', [AUTH_CACHE_CHANNEL, message]).catch((error: unknown) => {
          // the others cannot be told: they must not trust what they cached
          app.log.error({ err: error }, 'auth cache: could not tell the other replicas');
        });
      };
      app.addHook('onClose', async () => unlisten());
    } else {
      // a database that cannot tell the other replicas: cache nothing
      cache.setShared(false);
    }

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
      const since = cache.generation;
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
      cache.set(token, { principal: request.principal, tokenInfo: request.tokenInfo }, now, since);
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
      ({ required, reason: reasonRule = 'optional', audit = 'data.read' }: ResolveTargetUserOptions) =>
        async function resolveTargetUser(request: FastifyRequest) {
          const header = request.headers['target-user'];
          const sub = typeof header === 'string' ? header : '';
          // honoured only for staff, whatever route it is put on
          if (!request.principal?.roles.some((role) => ADMIN_ROLES.includes(role))) {
            if (sub === '' && !required) return;
            throw new Refusal(403, 'no_permission', describeRoles(ADMIN_ROLES));
          }
          const reasonHeader = request.headers['x-access-reason'];
          const reason = decodeAccessReason(typeof reasonHeader === 'string' ? reasonHeader : undefined);
          if (reasonHeader !== undefined && reason === null)
            throw new Refusal(400, 'validations_fail', 'X-Access-Reason is not a valid reason', {
              in: 'headers',
              fields: [{ field: 'x-access-reason', rule: 'access_reason' }],
            });
          if (reasonRule === 'required' && reason === null)
            throw new Refusal(400, 'access_reason_required', 'Give the reason for opening the customer data');
          let subject: { userId: number; sub: string } | null = null;
          if (sub !== '' || required) {
            // a subject of another instance is as unknown here as one that does not exist
            const target = await findTargetBySub(app.db, request.principal.instance, sub);
            if (target === null) throw new Refusal(404, 'user_not_found');
            if (censoredFor(request.principal.roles, target))
              throw new Refusal(403, 'no_permission', 'The user is protected');
            subject = { userId: target.id, sub: sub.toLowerCase() };
            request.targetUser = { ...subject, reason };
          }
          // before the handler: a read is on the record even when its answer never arrives
          if (audit !== false)
            await recordAudit(app.db, {
              instance: request.principal.instance,
              at: app.clock.now(),
              actor: {
                userId: request.principal.userId,
                sub: request.principal.sub,
                roles: request.principal.roles,
              },
              subject,
              action: audit,
              target: auditTargetOf(request),
              reason,
              requestId: request.id,
            });
        },
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
