import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../src/demo/seed.js';

/** POST /auth/oauth/token as the login form sends it. */
export function requestToken(
  app: FastifyInstance,
  fields: {
    username: string;
    password?: string;
    client_id?: string;
    instance?: string;
    grant_type?: string;
  } & Record<string, string | undefined>,
): Promise<LightMyRequestResponse> {
  const { instance = 'demo1', password = DEMO_PASSWORD, ...rest } = fields;
  const form = new URLSearchParams();
  form.set('grant_type', rest.grant_type ?? 'password');
  form.set('client_id', rest.client_id ?? `mimo_${instance}`);
  form.set('password', password);
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) form.set(key, value);
  return app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A JSON call with a bearer token, as the shell's API client makes it. */
export function callJson(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
