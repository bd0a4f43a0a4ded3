import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { issuerOf, verifyAccessToken } from '../auth/tokens.js';

export type { Principal } from '../auth/principal.js';

export const TOKEN_COOKIE = 'token';

/** The token from `Authorization: Bearer` (preferred) or the `token` cookie. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
    return match?.[1] ?? null;
  }
  return request.cookies[TOKEN_COOKIE] || null;
}

interface UserRow {
  id: number;
  username: string;
  disabled: boolean;
  tokens_not_before: Date | null;
  revoked: boolean;
}

/**
 * Decorates `app.authenticate`. A token counts only when its signature, issuer, audience (its own instance's
 * client), expiry and shape are right, its jti is not revoked, and its user still exists and is enabled.
 * The tenant of the request is the token's client id; nothing in the path can change it.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('principal', null as unknown as Principal);
    app.decorateRequest('tokenInfo', null);
    const issuer = issuerOf(app.config.publicOrigin);

    const refuse = (reply: FastifyReply) =>
      reply.code(401).send({ error: 'invalid_token', error_description: 'A valid access token is required' });

    app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
      const token = tokenFrom(request);
      if (!token) return refuse(reply);
      const now = app.clock.now();
      const verified = await verifyAccessToken(token, {
        keys: app.keys,
        issuer,
        instances: app.instances,
        now,
      });
      if (!verified) return refuse(reply);
      const rows = await app.db.query<UserRow>(
        `SELECT u.id, u.username, u.disabled, u.tokens_not_before,
                EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $3) AS revoked
           FROM users u WHERE u.sub = $1 AND u.instance = $2`,
        [verified.sub, verified.instance, verified.jti],
      );
      const user = rows[0];
      if (!user || user.disabled || user.revoked) return refuse(reply);
      if (
        user.tokens_not_before &&
        verified.issuedAt.getTime() < Math.floor(user.tokens_not_before.getTime() / 1000) * 1000
      ) {
        return refuse(reply);
      }
      request.principal = {
        userId: user.id,
        sub: verified.sub,
        username: user.username,
        instance: verified.instance,
        roles: verified.roles,
        scopes: verified.scopes,
      };
      request.tokenInfo = { jti: verified.jti, expiresAt: verified.expiresAt };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
