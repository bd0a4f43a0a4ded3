import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorResponses,
  noContent,
  targetUserHeadersSchema,
  type TargetUserHeaders,
} from '../../http/schemas.js';
import { auditActorOf } from '../../audit/audit.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import {
  addBodySchema,
  addResponseSchema,
  fetchBodySchema,
  fetchResponseSchema,
  removeBodySchema,
  type AddLocationItem,
  type LocationRequestItem,
  type RemoveLocationItem,
} from './schemas.js';
import {
  addPlaces,
  fetchPlaces,
  removePlaces,
  requireManualMapping,
  type ChangeAudit,
  type PairAttempts,
} from './service.js';

const TAGS = ['connector'];
const refusals = errorResponses(400, 401, 403, 404, 429);
/**
 * A customer number and contract identifier pair opens a place, so guessing pairs is slowed down per user
 * (@fastify/rate-limit, counted after authentication, so refusals and invalid bodies do not count); a
 * person adding their places by hand stays far below it.
 */
export const FETCH_PER_MINUTE = 60;
/**
 * A customer's pairs that found nothing, per rolling hour, on every replica together (counted from the audit
 * log): a person mistyping a few lines from their invoices stays below it; a guesser gets 480 tries a day
 * against identifiers of 4 x 10^13 values (docs/locations.md, "Guessing pairs").
 */
export const PAIR_FAILURES_PER_HOUR = 20;
const PAIR_LIMIT = { failures: PAIR_FAILURES_PER_HOUR, windowMs: 60 * 60 * 1000 };
const FETCH_RATE_LIMIT = {
  rateLimit: {
    max: FETCH_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `locations:${request.principal.instance}:${request.principal.sub}`,
  },
};

/**
 * Shared locations (spec customer-area 2, 4-6; admin-and-calls 7): the user maps usage places by customer
 * number and contract identifier, and unmaps the ones they mapped. Staff do the same for a `Target-User`.
 */
export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  const manualMappingAllowed = async (request: FastifyRequest) =>
    requireManualMapping(app.instances.get(request.principal.instance), request.principal.roles);
  const secret = () => app.keys.locationChecksumSecret;
  const pairAttempts = (request: FastifyRequest, limit: PairAttempts['limit']): PairAttempts => {
    const { actor, ...rest } = auditActorOf(request);
    return { audit: { ...rest, actor: actor!, at: app.clock.now() }, limit };
  };
  /** a staff change of the Target-User's places: its audit row, written with the change */
  const staffChange = (request: FastifyRequest): ChangeAudit => ({
    ...auditActorOf(request),
    at: app.clock.now(),
    subject: { userId: request.targetUser!.userId, sub: request.targetUser!.sub },
    reason: request.targetUser!.reason,
  });

  app.post<{ Body: LocationRequestItem[] }>(
    '/v1/location/mappedByUser/fetch',
    {
      config: FETCH_RATE_LIMIT,
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER']), manualMappingAllowed],
      schema: {
        tags: TAGS,
        summary:
          'The usage places matching customer numbers and contract identifiers, to preview and add; an answer per item (found, not_found, invalid, rate_limited)',
        body: fetchBodySchema,
        response: { 200: fetchResponseSchema, ...refusals },
      },
    },
    async (request) =>
      fetchPlaces(app.db, secret(), request.principal, request.body, pairAttempts(request, PAIR_LIMIT)),
  );

  app.post<{ Body: AddLocationItem[] }>(
    '/v1/location/mappedByUser/add',
    {
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER']), manualMappingAllowed],
      schema: {
        tags: TAGS,
        summary: 'Map fetched usage places (each with its checksum) to the user; a result per place',
        body: addBodySchema,
        response: { 200: addResponseSchema, ...refusals },
      },
    },
    async (request) => addPlaces(app.db, secret(), request.principal, request.body),
  );

  app.post<{ Body: RemoveLocationItem[] }>(
    '/v1/user/location/del',
    {
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])],
      schema: {
        tags: TAGS,
        summary: 'Unmap usage places the user mapped themselves (all or none)',
        body: removeBodySchema,
        response: { 204: noContent, ...refusals },
      },
    },
    async (request, reply) => {
      await removePlaces(app.db, request.principal, request.body);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: LocationRequestItem[]; Headers: Partial<TargetUserHeaders> }>(
    '/v1/admin/location/mappedByUser/fetch',
    {
      config: FETCH_RATE_LIMIT,
      onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
      // optional: with it, mappedByUser tells whether the target user has the place already
      preHandler: app.resolveTargetUser({ required: false, audit: 'locations.lookup' }),
      schema: {
        tags: TAGS,
        summary:
          'The usage places matching customer numbers and contract identifiers, for staff; an answer per item',
        body: fetchBodySchema,
        response: { 200: fetchResponseSchema, ...refusals },
      },
    },
    async (request) =>
      fetchPlaces(
        app.db,
        secret(),
        { instance: request.principal.instance, userId: request.targetUser?.userId ?? null },
        request.body,
        // staff are not limited: the contract search shows them every identifier of their instance
        pairAttempts(request, null),
      ),
  );

  app.post<{ Body: AddLocationItem[]; Headers: TargetUserHeaders }>(
    '/v1/admin/location/mappedByUser/add',
    {
      onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
      preHandler: app.resolveTargetUser({ required: true, audit: false }),
      schema: {
        tags: TAGS,
        summary:
          "Map fetched usage places to a user of the same instance (header Target-User: the user's sub)",
        headers: targetUserHeadersSchema,
        body: addBodySchema,
        response: { 200: addResponseSchema, ...refusals },
      },
    },
    async (request) =>
      addPlaces(
        app.db,
        secret(),
        { instance: request.principal.instance, userId: request.targetUser!.userId },
        request.body,
        staffChange(request),
      ),
  );

  app.post<{ Body: RemoveLocationItem[]; Headers: TargetUserHeaders }>(
    '/v1/admin/user/location/del',
    {
      onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
      preHandler: app.resolveTargetUser({ required: true, audit: false }),
      schema: {
        tags: TAGS,
        summary: "Unmap a user's hand-mapped usage places (header Target-User: the user's sub)",
        headers: targetUserHeadersSchema,
        body: removeBodySchema,
        response: { 204: noContent, ...refusals },
      },
    },
    async (request, reply) => {
      await removePlaces(
        app.db,
        { instance: request.principal.instance, userId: request.targetUser!.userId },
        request.body,
        staffChange(request),
      );
      return reply.code(204).send();
    },
  );
}
