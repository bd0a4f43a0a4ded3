import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LocationWithNotes, Note, NoteInput } from '../../../src/connector/notes/schemas.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** calls of the notes endpoints the way the bundles make them (bearer token or customerData header) */
export function notesClient(app: FastifyInstance) {
  const send = (method: Method, url: string, headers: Record<string, string>, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const bearer = (token: string | null): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const publicHeaders = (customerData: string | null, instance: string | null): Record<string, string> => ({
    ...(customerData === null ? {} : { 'x-customer-data': customerData }),
    ...(instance === null ? {} : { 'x-instance': instance }),
  });

  return {
    list: (token: string | null) => send('GET', '/connector/v1/notes', bearer(token)),
    create: (token: string | null, body: NoteInput | Record<string, unknown> | string) =>
      send('POST', '/connector/v1/notes', bearer(token), body),
    update: (token: string | null, id: number | string, body: NoteInput | Record<string, unknown>) =>
      send('PUT', `/connector/v1/notes/${id}`, bearer(token), body),
    remove: (token: string | null, id: number | string) =>
      send('DELETE', `/connector/v1/notes/${id}`, bearer(token)),
    share: (token: string | null, body?: Record<string, unknown>) =>
      send('POST', '/connector/v1/notes/share', bearer(token), body ?? {}),
    publicList: (customerData: string | null, instance: string | null) =>
      send('GET', '/connector/v1/public/notes', publicHeaders(customerData, instance)),
    publicCreate: (
      customerData: string | null,
      instance: string | null,
      body: NoteInput | Record<string, unknown>,
    ) => send('POST', '/connector/v1/public/notes', publicHeaders(customerData, instance), body),
    publicUpdate: (
      customerData: string | null,
      instance: string | null,
      id: number,
      body: NoteInput | Record<string, unknown>,
    ) => send('PUT', `/connector/v1/public/notes/${id}`, publicHeaders(customerData, instance), body),
    publicRemove: (customerData: string | null, instance: string | null, id: number) =>
      send('DELETE', `/connector/v1/public/notes/${id}`, publicHeaders(customerData, instance)),
  };
}

export const locationsOf = (response: LightMyRequestResponse): LocationWithNotes[] => {
  if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}: ${response.body}`);
  return response.json<LocationWithNotes[]>();
};

export const noteOf = (response: LightMyRequestResponse, status = 201): Note => {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json<Note>();
};

export const allNotes = (locations: LocationWithNotes[]): Note[] => locations.flatMap((l) => l.notes);
