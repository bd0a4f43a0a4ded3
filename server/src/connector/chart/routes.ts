import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChartScope } from './repository.js';
import {
  chartHeadersSchema,
  chartRequestSchema,
  chartResponseSchema,
  type ChartBody,
  type ChartHeaders,
} from './schemas.js';
import { apiErrorRef, errorResponses } from '../../http/schemas.js';
import { ConcurrencyLimit } from '../../plugins/concurrencyLimit.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import { buildChart, serializeChart, type PlaceCodes } from './service.js';

const TAGS = ['connector'];

/**
 * Charts at a time per process (both routes together), a short line, and 503 + Retry-After beyond it: a
 * year at hour is tens of milliseconds of CPU, and without a limit 100 clients at once all slowed down
 * past their timeouts (docs/server-performance.md, "Chart throughput").
 */
export const chartLimit = new ConcurrencyLimit({
  maxActive: 4,
  maxQueued: 48,
  maxWaitMs: 3000,
  retryAfterSeconds: 1,
});
const limitHooks = {
  onResponse: chartLimit.hooks.onResponse,
  onRequestAbort: chartLimit.hooks.onRequestAbort,
};

const codesOf = (headers: ChartHeaders): PlaceCodes => ({
  customerNumber: headers['x-customer-code'],
  locationCode: headers['x-location-code'],
  gridId: Number(headers['x-grid-id']),
});

const schema = (summary: string) => ({
  tags: TAGS,
  summary,
  headers: chartHeadersSchema,
  body: chartRequestSchema,
  response: { 200: chartResponseSchema, ...errorResponses(400, 401, 403, 404), 503: apiErrorRef },
});

type ChartRequest = FastifyRequest<{ Body: ChartBody; Headers: ChartHeaders }>;

/**
 * `/connector/v1/webamr/chart`: the energy report of one of the caller's usage places;
 * `/connector/v1/admin/webamr/chart`: the same for an admin, of a Target-User's places (or, without
 * Target-User, any place of the token's instance).
 */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  /**
   * The answer goes out as the bytes serializeChart made (the categories' bytes cached with the window), so
   * Fastify's serializer never sees it: fast-json-stringify, which the 200 schema would switch on, took twice
   * as long as JSON.stringify on the long nullable-number arrays (year at hour: 3.8 ms against 1.9 ms). The
   * schema stays declared for OpenAPI, and the API tests check real answers against it.
   */
  const chart = async (request: ChartRequest, reply: FastifyReply, scope: ChartScope) => {
    const answer = await buildChart(
      app.readDb,
      scope,
      codesOf(request.headers),
      request.body,
      app.clock.now(),
    );
    return reply.type('application/json; charset=utf-8').send(serializeChart(answer));
  };

  app.post<{ Body: ChartBody; Headers: ChartHeaders }>(
    '/v1/webamr/chart',
    {
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])],
      preHandler: chartLimit.hooks.preHandler,
      ...limitHooks,
      schema: schema("The energy report chart of one of the user's usage places"),
    },
    async (request, reply) => {
      const { instance, userId } = request.principal;
      return chart(request, reply, { kind: 'user', instance, userId });
    },
  );

  app.post<{ Body: ChartBody; Headers: ChartHeaders }>(
    '/v1/admin/webamr/chart',
    {
      onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
      preHandler: [
        app.resolveTargetUser({ required: false, reason: 'required', audit: 'reports.read' }),
        chartLimit.hooks.preHandler,
      ],
      ...limitHooks,
      schema: schema('The energy report chart of a usage place, for an admin (Target-User optional)'),
    },
    async (request, reply) => {
      const { instance } = request.principal;
      const target = request.targetUser;
      return chart(
        request,
        reply,
        target ? { kind: 'user', instance, userId: target.userId } : { kind: 'instance', instance },
      );
    },
  );
}
