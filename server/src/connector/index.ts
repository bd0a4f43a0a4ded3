import type { FastifyInstance } from 'fastify';
import { notesRoutes } from './notes/routes.js';
import { reportOptionsRoutes } from './reportOptions/routes.js';
import { chartRoutes } from './chart/routes.js';
import { billingRoutes } from './billing/routes.js';
import { districtHeatingRoutes } from './districtHeating/routes.js';
import { summaryRoutes } from './summary/routes.js';
import { consumptionChangesRoutes } from './consumptionChanges/routes.js';
import { spotPriceRoutes } from './spotPrices/routes.js';

/** The connector service, mounted at `/connector`: every call is scoped to the token's instance and user. */
export async function connectorService(app: FastifyInstance): Promise<void> {
  await app.register(notesRoutes);
  await app.register(reportOptionsRoutes);
  await app.register(chartRoutes);
  await app.register(billingRoutes);
  await app.register(districtHeatingRoutes);
  await app.register(summaryRoutes);
  await app.register(consumptionChangesRoutes);
  await app.register(spotPriceRoutes);
}
