import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SummaryRequest } from '@portal/shared/api/summary';
import { errorResponses } from '../../http/schemas.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import { chartHeadersSchema, type ChartHeaders } from '../chart/schemas.js';
import type { ChartScope } from '../chart/repository.js';
import { summaryRequestSchema, summaryResponseSchema } from './schemas.js';
import { buildSummary } from './service.js';

const TAGS = ['connector'];
type SummaryHttpRequest = FastifyRequest<{ Body: SummaryRequest; Headers: ChartHeaders }>;

/**
 * The summary report (issue 9, docs/summary-report.md): `POST /connector/v1/webamr/summary` with the chart's
 * place headers, and `/connector/v1/admin/webamr/summary` for staff (Target-User optional, as the chart's).
 */
export async function summaryRoutes(app: FastifyInstance): Promise<void> {
  const schema = (summary: string) => ({
    tags: TAGS,
    summary,
    headers: chartHeadersSchema,
    body: summaryRequestSchema,
    response: { 200: summaryResponseSchema, ...errorResponses(400, 401, 403, 404) },
  });
  const summarize = (request: SummaryHttpRequest, scope: ChartScope) =>
    buildSummary(
      app.readDb,
      scope,
      {
        customerNumber: request.headers['x-customer-code'],
        locationCode: request.headers['x-location-code'],
        gridId: Number(request.headers['x-grid-id']),
      },
      request.body,
      app.clock.now(),
    );

  app.post<{ Body: SummaryRequest; Headers: ChartHeaders }>(
    '/v1/webamr/summary',
    {
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])],
      schema: schema("Totals, highest and lowest of a usage place's main quantity over a period"),
    },
    async (request) => {
      const { instance, userId } = request.principal;
      return summarize(request, { kind: 'user', instance, userId });
    },
  );

  app.post<{ Body: SummaryRequest; Headers: ChartHeaders }>(
    '/v1/admin/webamr/summary',
    {
      onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
      preHandler: app.resolveTargetUser({ required: false, reason: 'required', audit: 'reports.read' }),
      schema: schema('The summary of a usage place, for an admin (Target-User optional)'),
    },
    async (request) => {
      const { instance } = request.principal;
      const target = request.targetUser;
      return summarize(
        request,
        target ? { kind: 'user', instance, userId: target.userId } : { kind: 'instance', instance },
      );
    },
  );
}
