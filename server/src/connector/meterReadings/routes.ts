import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPABILITIES } from '@portal/instances';
import type { ReadingInput, ReviewDecision } from '@portal/shared/api/meterReadings';
import {
  apiErrorRef,
  errorResponses,
  targetUserHeadersSchema,
  type TargetUserHeaders,
} from '../../http/schemas.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import type { ReadingScope } from './repository.js';
import {
  SAVE_BODY_LIMIT,
  entryQuerySchema,
  idempotencyHeadersSchema,
  locationsResponseSchema,
  photoResponseSchema,
  readingInputSchema,
  reviewDecisionSchema,
  reviewIdParamsSchema,
  reviewItemSchema,
  reviewListSchema,
  reviewQuerySchema,
  savedReadingSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  type EntryQuery,
  type IdempotencyHeaders,
  type ReviewIdParams,
  type ReviewQuery,
  type SeriesQuery,
} from './schemas.js';
import {
  decideReview,
  deleteReading,
  listLocations,
  listReviews,
  readPhoto,
  readSeries,
  saveReading,
  type StaffActor,
} from './service.js';

const TAGS = ['connector'];

const own = (request: FastifyRequest): ReadingScope => ({
  instance: request.principal.instance,
  userId: request.principal.userId,
});

const staffOf = (request: FastifyRequest): StaffActor => ({
  instance: request.principal.instance,
  userId: request.principal.userId,
  sub: request.principal.sub,
  roles: request.principal.roles,
  requestId: request.id,
});

/**
 * Meter readings (issue 17, docs/meter-readings.md): `/connector/v1/meter-readings` for a customer's own usage
 * places, `/connector/v1/admin/meter-readings` for staff (the review queue; a user's readings with Target-User).
 */
export async function meterReadingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(customerRoutes, { prefix: '/v1/meter-readings' });
  await app.register(staffRoutes, { prefix: '/v1/admin/meter-readings' });
}

async function customerRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles(['ROLE_USER']));

  app.get(
    '/locations',
    {
      schema: {
        tags: TAGS,
        summary: "The user's usage places that have a meter reading register, with their measuring points",
        response: { 200: locationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listLocations(app.db, own(request)),
  );

  app.get<{ Querystring: SeriesQuery }>(
    '/series',
    {
      schema: {
        tags: TAGS,
        summary:
          "A measuring point's readings from the contract's start, newest first, and the history the rules need",
        querystring: seriesQuerySchema,
        response: { 200: seriesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readSeries(app.db, own(request), request.query),
  );

  app.put<{ Body: ReadingInput; Headers: IdempotencyHeaders }>(
    '/series',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Save a reading (or edit one with replacesKey), once per Idempotency-Key',
        headers: idempotencyHeadersSchema,
        body: readingInputSchema,
        response: { 200: savedReadingSchema, ...errorResponses(400, 401, 403, 404, 409), 422: apiErrorRef },
      },
    },
    async (request, reply) => {
      const outcome = await saveReading(
        app.db,
        { ...own(request), sub: request.principal.sub },
        request.body,
        request.headers['idempotency-key'],
        app.clock.now(),
      );
      if (outcome.kind === 'keyReused')
        return reply.code(422).send({
          error: 'idempotency_key_reused',
          error_description: 'This Idempotency-Key came with another reading',
        });
      return outcome.answer;
    },
  );

  app.delete<{ Querystring: EntryQuery }>(
    '/series',
    {
      schema: {
        tags: TAGS,
        summary: "Delete one of the user's own readings",
        querystring: entryQuerySchema,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteReading(app.db, own(request), request.query);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: EntryQuery }>(
    '/photo',
    {
      schema: {
        tags: TAGS,
        summary: 'The photo of the meter stored with a reading',
        querystring: entryQuerySchema,
        response: { 200: photoResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const photo = await readPhoto(app.db, own(request), request.query);
      return reply.type(photo.contentType).send(photo.bytes);
    },
  );
}

async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  const reviewer = app.requireRoles(CAPABILITIES.manageUsers);
  app.get<{ Querystring: ReviewQuery }>(
    '/reviews',
    {
      onRequest: reviewer,
      schema: {
        tags: TAGS,
        summary: "The instance's meter readings waiting for review (or accepted or rejected ones)",
        querystring: reviewQuerySchema,
        response: { 200: reviewListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReviews(app.db, staffOf(request), request.query.status, app.clock.now()),
  );

  app.post<{ Params: ReviewIdParams; Body: ReviewDecision }>(
    '/reviews/:id',
    {
      onRequest: reviewer,
      schema: {
        tags: TAGS,
        summary: 'Accept or reject a reading waiting for review (a reason is required to reject)',
        params: reviewIdParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: reviewItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideReview(app.db, staffOf(request), request.params.id, request.body, app.clock.now()),
  );

  // what the customer sees, for staff of the same instance (header Target-User: the user's sub)
  const forTarget = {
    onRequest: app.requireRoles(ADMIN_ROLES),
    preHandler: app.resolveTargetUser({ required: true, audit: 'meterReadings.read' }),
  };
  const target = (request: FastifyRequest): ReadingScope => ({
    instance: request.principal.instance,
    userId: request.targetUser!.userId,
  });

  app.get<{ Headers: TargetUserHeaders }>(
    '/locations',
    {
      ...forTarget,
      schema: {
        tags: TAGS,
        summary: "A user's meter reading locations, for staff",
        headers: targetUserHeadersSchema,
        response: { 200: locationsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listLocations(app.db, target(request)),
  );

  app.get<{ Headers: TargetUserHeaders; Querystring: SeriesQuery }>(
    '/series',
    {
      ...forTarget,
      schema: {
        tags: TAGS,
        summary: "A user's readings of one measuring point, for staff",
        headers: targetUserHeadersSchema,
        querystring: seriesQuerySchema,
        response: { 200: seriesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readSeries(app.db, target(request), request.query),
  );

  app.get<{ Headers: TargetUserHeaders; Querystring: EntryQuery }>(
    '/photo',
    {
      ...forTarget,
      schema: {
        tags: TAGS,
        summary: "The photo stored with a user's reading (a review's evidence), for staff",
        headers: targetUserHeadersSchema,
        querystring: entryQuerySchema,
        response: { 200: photoResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const photo = await readPhoto(app.db, target(request), request.query);
      return reply.type(photo.contentType).send(photo.bytes);
    },
  );
}
