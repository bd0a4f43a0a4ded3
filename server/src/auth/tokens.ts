import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { Role } from '@portal/instances';
import type { ServerKeys } from '../keys.js';
import { clientIdOf, type InstanceRegistry } from '../instances/registry.js';

/** A working day: there is no refresh token, and logout revokes the token server-side. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

const ROLES: readonly Role[] = [
  'ROLE_USER',
  'ROLE_ADMIN',
  'ROLE_SUPERUSER',
  'ROLE_SERVANT',
  'ROLE_SELLER',
  'ROLE_SSN_VIEWER',
  'ROLE_METER_CONTROL',
];
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/**
 * A private claim: the issue instant in milliseconds. `iat` has whole seconds only, and a password change
 * must end a token issued earlier in the same second while keeping one issued just after (docs/security.md).
 */
export const ISSUED_AT_MS_CLAIM = 'iat_ms';

export const issuerOf = (publicOrigin: string): string => `${publicOrigin}/auth`;

export interface TokenSubject {
  sub: string;
  instance: string;
  roles: Role[];
  scopes: string[];
}

export interface IssuedToken {
  token: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export async function signAccessToken(
  keys: ServerKeys,
  issuer: string,
  subject: TokenSubject,
  now: Date,
): Promise<IssuedToken> {
  const jti = randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    authorities: subject.roles,
    scope: subject.scopes.join(' '),
    client_id: clientIdOf(subject.instance),
    instance: subject.instance,
    [ISSUED_AT_MS_CLAIM]: now.getTime(),
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: keys.signing.kid })
    .setIssuer(issuer)
    .setAudience(clientIdOf(subject.instance))
    .setSubject(subject.sub)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.signing.privateKey);
  return { token, jti, issuedAt: now, expiresAt: new Date(exp * 1000) };
}

export interface VerifiedToken extends TokenSubject {
  jti: string;
  /** to the millisecond; a token without the private claim counts from the start of its `iat` second */
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Verifies signature (EdDSA only), issuer, audience (the client of the instance the token names), expiry
 * and the claims' shape. Returns null for any token that fails; revocation is checked by the caller.
 */
export async function verifyAccessToken(
  token: string,
  options: { keys: ServerKeys; issuer: string; instances: InstanceRegistry; now: Date },
): Promise<VerifiedToken | null> {
  let clientId: unknown;
  try {
    clientId = decodeJwt(token).client_id;
  } catch {
    return null;
  }
  const instance = typeof clientId === 'string' ? options.instances.byClientId(clientId) : undefined;
  if (!instance) return null;
  try {
    const { payload } = await jwtVerify(token, options.keys.signing.publicKey, {
      algorithms: ['EdDSA'],
      issuer: options.issuer,
      audience: instance.oauth.clientId,
      currentDate: options.now,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    });
    const { authorities, scope } = payload;
    if (payload.instance !== instance.id || payload.client_id !== instance.oauth.clientId) return null;
    if (!Array.isArray(authorities) || !authorities.every(isRole) || typeof scope !== 'string') return null;
    const iat = payload.iat as number;
    const iatMs = payload[ISSUED_AT_MS_CLAIM];
    if (iatMs !== undefined && (typeof iatMs !== 'number' || Math.floor(iatMs / 1000) !== iat)) return null;
    return {
      sub: payload.sub as string,
      instance: instance.id,
      roles: authorities,
      scopes: scope.split(' ').filter(Boolean),
      jti: payload.jti as string,
      issuedAt: new Date(typeof iatMs === 'number' ? iatMs : iat * 1000),
      expiresAt: new Date((payload.exp as number) * 1000),
    };
  } catch {
    return null;
  }
}
