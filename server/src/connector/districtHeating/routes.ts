import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DistrictHeatingQuery } from '@portal/shared/api/districtHeating';
import { errorResponses, targetUserHeadersSchema } from '../../http/schemas.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import type { HeatScope } from './repository.js';
import {
  districtHeatCostsSchema,
  districtHeatingQuerySchema,
  districtHeatingReportSchema,
  districtHeatStructureSchema,
} from './schemas.js';
import { districtHeatCosts, districtHeatingReport, districtHeatStructure } from './service.js';

const TAGS = ['connector'];

type HeatRequest = FastifyRequest<{ Querystring: DistrictHeatingQuery }>;

/**
 * District heating (issue 9, docs/district-heating-report.md): `/connector/v1/districtHeatingReport`,
 * `districtHeatStructure` and `districtHeatCosts` of one of the caller's heat usage places; the
 * `/connector/v1/admin/...` variants the same for the `Target-User` of the instance.
 */
export async function districtHeatingRoutes(app: FastifyInstance): Promise<void> {
  const customer = { onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])] };
  const admin = {
    onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
    preHandler: app.resolveTargetUser({ required: true, reason: 'required', audit: 'reports.read' }),
  };
  const scopeOf = (request: FastifyRequest): HeatScope => ({
    instance: request.principal.instance,
    userId: request.targetUser?.userId ?? request.principal.userId,
  });

  const both = (
    name: string,
    summary: string,
    response: Record<string, unknown>,
    handler: (request: HeatRequest) => Promise<unknown>,
  ) => {
    const schema = {
      tags: TAGS,
      querystring: districtHeatingQuerySchema,
      response: { 200: response, ...errorResponses(400, 401, 403, 404) },
    };
    app.get<{ Querystring: DistrictHeatingQuery }>(
      `/v1/${name}`,
      { ...customer, schema: { ...schema, summary } },
      handler,
    );
    app.get<{ Querystring: DistrictHeatingQuery }>(
      `/v1/admin/${name}`,
      {
        ...admin,
        schema: {
          ...schema,
          summary: `${summary}, for staff of the same instance (header Target-User: the user's sub)`,
          headers: targetUserHeadersSchema,
        },
      },
      handler,
    );
  };

  both(
    'districtHeatingReport',
    'Yearly and monthly district heat usage of a heat usage place, measured and temperature-normalized',
    districtHeatingReportSchema,
    (request) => districtHeatingReport(app.readDb, scopeOf(request), request.query, app.clock.now()),
  );
  both(
    'districtHeatStructure',
    'The building and district heating contract of a heat usage place',
    districtHeatStructureSchema,
    (request) => districtHeatStructure(app.readDb, scopeOf(request), request.query),
  );
  both(
    'districtHeatCosts',
    'Invoiced district heating costs of a heat usage place per year and month, the last five years',
    districtHeatCostsSchema,
    (request) => districtHeatCosts(app.readDb, scopeOf(request), request.query, app.clock.now()),
  );
}
