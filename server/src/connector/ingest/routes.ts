import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { Refusal } from '../../http/refusal.js';
import type { Delivery } from '../../metering/delivery.js';
import { ingestDelivery } from '../../metering/ingest.js';
import { machineClientOf } from '../../metering/machineClients.js';
import { DELIVERY_BODY_LIMIT, deliverySchema, ingestReportSchema } from './schemas.js';

/**
 * `POST /connector/v1/metering/deliveries` (issue 19 §2, docs/metering-store.md): a system of the utility
 * delivers metered series with its machine credential (`Authorization: Basic`), never a person's token.
 * The answer is the delivery's report: what was written and each refused series with its reason.
 */
export async function ingestRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Delivery }>(
    '/v1/metering/deliveries',
    {
      bodyLimit: DELIVERY_BODY_LIMIT,
      // the credential is checked before the body is read or validated
      onRequest: async (request) => {
        const client = await machineClientOf(app.db, request.headers.authorization);
        if (!client || client.role !== 'metering_ingest') throw new Refusal(401, 'unauthorized');
        request.machineClient = client;
      },
      schema: {
        tags: ['metering ingest'],
        summary: 'Deliver metered time series (a machine client; Authorization: Basic client id and secret)',
        security: [{ machineClient: [] }],
        body: deliverySchema,
        response: { 200: ingestReportSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const client = request.machineClient!;
      const report = await ingestDelivery(app.db, client.instance, request.body, {
        now: app.clock.now(),
        source: `client ${client.id}`,
      });
      reply.header('cache-control', 'no-store');
      return report;
    },
  );
}
