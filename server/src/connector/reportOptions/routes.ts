import type { FastifyInstance } from 'fastify';
import { errorResponses, targetUserHeadersSchema, type TargetUserHeaders } from '../../http/schemas.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import { reportOptionsResponseSchema } from './schemas.js';
import { reportOptions } from './service.js';

const TAGS = ['connector'];

/**
 * `GET /connector/v1/reportOptions`: the caller's usage places in the token's instance, with what each
 * measures; `GET /connector/v1/admin/reportOptions`: the same for the `Target-User` of the same instance.
 */
export async function reportOptionsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/reportOptions',
    {
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])],
      schema: {
        tags: TAGS,
        summary: "The user's usage places with their energy types, quantities and additional information",
        response: { 200: reportOptionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reportOptions(app.db, request.principal, app.keys.locationChecksumSecret),
  );

  app.get<{ Headers: TargetUserHeaders }>(
    '/v1/admin/reportOptions',
    {
      onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
      // the user management page lists a user's places without a reason
      preHandler: app.resolveTargetUser({ required: true, audit: 'locations.read' }),
      schema: {
        tags: TAGS,
        summary:
          "A user's report options, for staff of the same instance (header Target-User: the user's sub)",
        headers: targetUserHeadersSchema,
        response: { 200: reportOptionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      reportOptions(
        app.db,
        { instance: request.principal.instance, userId: request.targetUser!.userId },
        app.keys.locationChecksumSecret,
      ),
  );
}
