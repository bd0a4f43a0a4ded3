import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChartScope } from './repository.js';
import { findUserIdBySubject } from './repository.js';
import {
  chartHeadersSchema,
  chartRequestSchema,
  errorResponses,
  type ChartBody,
  type ChartHeaders,
} from './schemas.js';
import { ChartError, buildChart, type PlaceCodes } from './service.js';

const TAGS = ['connector'];
const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT'] as const;

const codesOf = (headers: ChartHeaders): PlaceCodes => ({
  customerNumber: headers['x-customer-code'],
  locationCode: headers['x-location-code'],
  gridId: Number(headers['x-grid-id']),
});

async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChartError)
      return reply
        .code(error.statusCode)
        .send(error.details ? { error: error.code, details: error.details } : { error: error.code });
    throw error;
  }
}

const schema = (summary: string) => ({
  tags: TAGS,
  summary,
  headers: chartHeadersSchema,
  body: chartRequestSchema,
  response: { ...errorResponses },
});

/**
 * `/connector/v1/webamr/chart`: the energy report of one of the caller's usage places;
 * `/connector/v1/admin/webamr/chart`: the same for an admin, of a Target-User's places (or, without
 * Target-User, any place of the token's instance).
 */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', app.authenticate);
    scoped.addHook('onRequest', async (request, reply) => {
      if (!request.principal?.roles.includes('ROLE_USER'))
        return reply.code(403).send({ error: 'no_permission', error_description: 'ROLE_USER is required' });
    });
    scoped.post<{ Body: ChartBody; Headers: ChartHeaders }>(
      '/v1/webamr/chart',
      { schema: schema("The energy report chart of one of the user's usage places") },
      async (request, reply) =>
        answer(reply, () => {
          const principal = request.principal!;
          const scope: ChartScope = { kind: 'user', instance: principal.instance, userId: principal.userId };
          return buildChart(app.db, scope, codesOf(request.headers), request.body, app.clock.now());
        }),
    );
  });

  await app.register(async (scoped) => {
    scoped.addHook('onRequest', app.authenticate);
    scoped.addHook('onRequest', async (request, reply) => {
      const roles = request.principal?.roles ?? [];
      if (!ADMIN_ROLES.some((role) => roles.includes(role)))
        return reply
          .code(403)
          .send({ error: 'no_permission', error_description: 'an admin role is required' });
    });
    scoped.post<{ Body: ChartBody; Headers: ChartHeaders }>(
      '/v1/admin/webamr/chart',
      { schema: schema('The energy report chart of a usage place, for an admin (Target-User optional)') },
      async (request, reply) => answer(reply, async () => buildAdminChart(app, request)),
    );
  });
}

async function buildAdminChart(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: ChartBody; Headers: ChartHeaders }>,
) {
  const principal = request.principal!;
  const target = request.headers['target-user'];
  let scope: ChartScope = { kind: 'instance', instance: principal.instance };
  if (target !== undefined && target !== '') {
    // a subject of another instance is as unknown here as one that does not exist
    const userId = await findUserIdBySubject(app.db, principal.instance, target);
    if (userId === null) throw new ChartError(404, 'target_user_not_found');
    scope = { kind: 'user', instance: principal.instance, userId };
  }
  return buildChart(app.db, scope, codesOf(request.headers), request.body, app.clock.now());
}
