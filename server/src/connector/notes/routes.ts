import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal } from '../../http/refusal.js';
import { errorResponses as refusals } from '../../http/schemas.js';
import { verifyCustomerData } from '../customerData.js';
import type { NotesScope } from './repository.js';
import {
  customerDataHeadersSchema,
  listResponseSchema,
  noteIdParamsSchema,
  noteInputSchema,
  noteSchema,
  shareBodySchema,
  shareResponseSchema,
  type CustomerDataHeaders,
  type NoteIdParams,
  type NoteInput,
  type ShareBody,
} from './schemas.js';
import {
  createNote,
  deleteNote,
  listLocationsWithNotes,
  parseNoteId,
  shareCustomerData,
  updateNote,
} from './service.js';

const TAGS = ['connector'];
/** the public page needs no token (the document's default is bearer or cookie) */
const NO_TOKEN: [] = [];
/** the public page is reachable without login, so it is rate limited per address (@fastify/rate-limit) */
const PUBLIC_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const errorResponses = refusals(400, 401, 403, 404);

const userScope = (request: FastifyRequest): Extract<NotesScope, { kind: 'user' }> => {
  const { instance, userId } = request.principal;
  return { kind: 'user', instance, userId };
};

/**
 * `/connector/v1/notes`: the logged-in user's notes on their own usage places in the token's instance;
 * `/connector/v1/public/notes`: the public notes page, scoped by the signed `X-Customer-Data` value.
 */
export async function notesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(privateNotesRoutes, { prefix: '/v1/notes' });
  await app.register(publicNotesRoutes, { prefix: '/v1/public/notes' });
}

async function privateNotesRoutes(app: FastifyInstance): Promise<void> {
  // who the caller is is settled before the body is even parsed, so strangers learn nothing from validation
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles(['ROLE_USER']));

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: "The user's usage places, each with its notes newest first",
        response: { 200: listResponseSchema, ...errorResponses },
      },
    },
    async (request) => listLocationsWithNotes(app.db, userScope(request)),
  );

  app.post<{ Body: NoteInput }>(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: "Add a note to one of the user's usage places",
        body: noteInputSchema,
        response: { 201: noteSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const note = await createNote(
        app.db,
        userScope(request),
        request.body,
        request.principal.username,
        app.clock.now(),
      );
      return reply.code(201).send(note);
    },
  );

  app.post<{ Body: ShareBody }>(
    '/share',
    {
      // a browser posts no body (or an empty one with the JSON type the CSRF rule asks for): nothing chosen;
      // a JSON `null` is a body of the wrong type, refused by the schema
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schema: {
        tags: TAGS,
        summary: "The signed, expiring customerData of the user's customer for the public notes page",
        body: shareBodySchema,
        response: { 200: shareResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      shareCustomerData(
        app.db,
        userScope(request),
        app.keys.customerDataSecret,
        request.body.customerNumber,
        { now: app.clock.now() },
      ),
  );

  app.put<{ Params: NoteIdParams; Body: NoteInput }>(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Change one of the user's notes",
        params: noteIdParamsSchema,
        body: noteInputSchema,
        response: { 200: noteSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateNote(app.db, userScope(request), parseNoteId(request.params.id), request.body, app.clock.now()),
  );

  app.delete<{ Params: NoteIdParams }>(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Delete one of the user's notes",
        params: noteIdParamsSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteNote(app.db, userScope(request), parseNoteId(request.params.id));
      return reply.code(204).send();
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set on the public notes routes from a valid `X-Customer-Data` */
    customerScope?: Extract<NotesScope, { kind: 'customer' }>;
  }
}

async function publicNotesRoutes(app: FastifyInstance): Promise<void> {
  // preParsing: after the rate limit (a route onRequest hook) and before the body is parsed or validated
  app.addHook(
    'preParsing',
    async (request: FastifyRequest<{ Headers: CustomerDataHeaders }>, _reply, payload) => {
      const { 'x-customer-data': customerData, 'x-instance': instance } = request.headers;
      const result = verifyCustomerData(
        app.keys.customerDataSecret,
        typeof customerData === 'string' ? customerData : undefined,
        app.clock.now(),
      );
      if (!result.ok) throw new Refusal(401, result.error);
      // a value signed for one instance never opens another instance's page
      if (result.claims.instance !== instance) throw new Refusal(401, 'invalid_customer_data');
      request.customerScope = { kind: 'customer', ...result.claims };
      return payload;
    },
  );

  const customerScope = (request: FastifyRequest): Extract<NotesScope, { kind: 'customer' }> => {
    if (!request.customerScope) throw new Error('public notes route reached without customerData');
    return request.customerScope;
  };
  const headers = customerDataHeadersSchema;
  const config = PUBLIC_RATE_LIMIT;

  app.get(
    '/',
    {
      config,
      schema: {
        tags: TAGS,
        summary: "The customer's usage places, each with its notes newest first",
        headers,
        security: NO_TOKEN,
        response: { 200: listResponseSchema, ...errorResponses },
      },
    },
    async (request) => listLocationsWithNotes(app.db, customerScope(request)),
  );

  app.post<{ Body: NoteInput }>(
    '/',
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Add a note to one of the customer's usage places",
        headers,
        security: NO_TOKEN,
        body: noteInputSchema,
        response: { 201: noteSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const note = await createNote(app.db, customerScope(request), request.body, null, app.clock.now());
      return reply.code(201).send(note);
    },
  );

  app.put<{ Params: NoteIdParams; Body: NoteInput }>(
    '/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Change one of the customer's notes",
        headers,
        security: NO_TOKEN,
        params: noteIdParamsSchema,
        body: noteInputSchema,
        response: { 200: noteSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateNote(
        app.db,
        customerScope(request),
        parseNoteId(request.params.id),
        request.body,
        app.clock.now(),
      ),
  );

  app.delete<{ Params: NoteIdParams }>(
    '/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Delete one of the customer's notes",
        headers,
        security: NO_TOKEN,
        params: noteIdParamsSchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteNote(app.db, customerScope(request), parseNoteId(request.params.id));
      return reply.code(204).send();
    },
  );
}
