import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs } from '../../helpers/index.js';
import { userOf } from '../../helpers/audit.js';
import type { Database } from '../../../src/plugins/database.js';
import { issuerOf, signAccessToken } from '../../../src/auth/tokens.js';

/** Logins of the staff tests: demo1's every role, and nivos's admin and customer (another instance). */
export const LOGINS = {
  admin: ['demo1', 'admin'],
  superuser: ['demo1', 'superuser'],
  servant: ['demo1', 'servant'],
  ssnviewer: ['demo1', 'ssnviewer'],
  metercontrol: ['demo1', 'metercontrol'],
  customer: ['demo1', 'customer'],
  nivosAdmin: ['nivos', 'admin'],
  nivosCustomer: ['nivos', 'customer'],
} as const;

export type LoginName = keyof typeof LOGINS | 'seller';

/**
 * A token of every login, and of demo1's seller: ROLE_SELLER alone cannot log in (invalid_authorities), so
 * its token is signed here, as the token call would sign it, to show the role alone opens nothing.
 */
export async function loginAll(app: FastifyInstance, db: Database): Promise<Record<LoginName, string>> {
  const tokens = {} as Record<LoginName, string>;
  for (const [name, [instance, username]] of Object.entries(LOGINS))
    tokens[name as LoginName] = await loginAs(app, instance, username);
  const seller = await userOf(db, 'demo1', 'seller');
  tokens.seller = (
    await signAccessToken(
      app.keys,
      issuerOf(app.config.publicOrigin),
      { sub: seller.sub, instance: 'demo1', roles: ['ROLE_SELLER'], scopes: [] },
      new Date(),
    )
  ).token;
  return tokens;
}

/** A staff call as mf-admin makes it: bearer token, JSON, `Target-User` when the call is about one user. */
export function staffCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  options: { body?: unknown; target?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(options.target ? { 'target-user': options.target } : {}),
      ...options.headers,
    },
    ...(options.body === undefined
      ? {}
      : { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
}

export const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
