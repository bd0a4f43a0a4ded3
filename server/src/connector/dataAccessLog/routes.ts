import type { FastifyInstance } from 'fastify';
import type { PageQuerystring } from '../../http/paging.js';
import { errorResponses } from '../../http/schemas.js';
import { dataAccessLogQuerySchema, dataAccessPageSchema } from './schemas.js';
import { dataAccessLog } from './service.js';

/**
 * 'Who has viewed my data' (issue 21, docs/staff-platform.md "Audit"): `GET /connector/v1/dataAccessLog`,
 * the caller's rows of the audit trail (each staff read of their reports, SSN reveal, change to their
 * account or places) with the staff member's role and reason, newest first, a page at a time.
 */
export async function dataAccessLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuerystring }>(
    '/v1/dataAccessLog',
    {
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])],
      schema: {
        tags: ['connector'],
        summary: "What staff did with the user's data: time, role, action and reason, newest first, paged",
        querystring: dataAccessLogQuerySchema,
        response: { 200: dataAccessPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      dataAccessLog(
        app.db,
        { instance: request.principal.instance, userId: request.principal.userId },
        request.query,
      ),
  );
}
