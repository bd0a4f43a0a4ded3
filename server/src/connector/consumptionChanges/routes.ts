import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChartScope } from '../chart/repository.js';
import type { ChartHeaders } from '../chart/schemas.js';
import { errorResponses } from '../../http/schemas.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import {
  consumptionChangesHeadersSchema,
  consumptionChangesRequestSchema,
  consumptionChangesResponseSchema,
  type ConsumptionChangesBody,
} from './schemas.js';
import { buildConsumptionChanges, type PlaceCodes } from './service.js';

const TAGS = ['connector'];

const codesOf = (headers: ChartHeaders): PlaceCodes => ({
  customerNumber: headers['x-customer-code'],
  locationCode: headers['x-location-code'],
  gridId: Number(headers['x-grid-id']),
});

const schema = (summary: string) => ({
  tags: TAGS,
  summary,
  headers: consumptionChangesHeadersSchema,
  body: consumptionChangesRequestSchema,
  response: { 200: consumptionChangesResponseSchema, ...errorResponses(400, 401, 403, 404) },
});

type Request = FastifyRequest<{ Body: ConsumptionChangesBody; Headers: ChartHeaders }>;

/**
 * `/connector/v1/webamr/consumptionChanges`: the dashboard's consumption-changes card of one of the
 * caller's usage places (the chart call's place headers); `/connector/v1/admin/webamr/consumptionChanges`:
 * the same for an admin, of a Target-User's places (or, without Target-User, any place of the instance).
 */
export async function consumptionChangesRoutes(app: FastifyInstance): Promise<void> {
  const build = (request: Request, scope: ChartScope) =>
    buildConsumptionChanges(app.readDb, scope, codesOf(request.headers), request.body, app.clock.now());

  app.post<{ Body: ConsumptionChangesBody; Headers: ChartHeaders }>(
    '/v1/webamr/consumptionChanges',
    {
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])],
      schema: schema("Consumption changes of one of the user's usage places"),
    },
    async (request) => {
      const { instance, userId } = request.principal;
      return build(request, { kind: 'user', instance, userId });
    },
  );

  app.post<{ Body: ConsumptionChangesBody; Headers: ChartHeaders }>(
    '/v1/admin/webamr/consumptionChanges',
    {
      onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
      preHandler: app.resolveTargetUser({ required: false, reason: 'required', audit: 'reports.read' }),
      schema: schema('Consumption changes of a usage place, for an admin (Target-User optional)'),
    },
    async (request) => {
      const { instance } = request.principal;
      const target = request.targetUser;
      return build(
        request,
        target ? { kind: 'user', instance, userId: target.userId } : { kind: 'instance', instance },
      );
    },
  );
}
