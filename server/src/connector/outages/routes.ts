import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { createSimulator } from '../headend/simulator.js';
import { currentOutages } from './repository.js';
import { outageSchema, placePowerSchema } from './schemas.js';
import { powerOfUserPlaces } from './service.js';

/**
 * The customer's disturbance map (issue 16 §4): `GET /connector/v1/outages`, the instance's outages in
 * progress, and `GET /connector/v1/outages/mine`, whether each of the caller's places has power, asked
 * of the head-end (docs/maps.md, "Disturbance map").
 */
export async function outageRoutes(app: FastifyInstance): Promise<void> {
  // the head-end keeps its state in the database: this handle and the meter control's agree
  const headend = createSimulator(app.db, app.clock, app.config.headend);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles(['ROLE_USER']));

  app.get(
    '/v1/outages',
    {
      schema: {
        tags: ['connector'],
        summary: "The utility's outages in progress, each with its area, status and estimated end",
        response: { 200: { type: 'array', items: outageSchema }, ...errorResponses(401, 403) },
      },
    },
    async (request) => currentOutages(app.db, request.principal.instance, app.clock.now()),
  );

  app.get(
    '/v1/outages/mine',
    {
      schema: {
        tags: ['connector'],
        summary:
          "Whether each of the caller's electricity usage places has power, from its meter, and the outage that covers it",
        response: { 200: { type: 'array', items: placePowerSchema }, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      powerOfUserPlaces(
        app.db,
        headend,
        request.principal.instance,
        request.principal.userId,
        app.clock.now(),
      ),
  );
}
