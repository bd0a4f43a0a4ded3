import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer.js';
import { notesRoutes } from './notes/routes.js';
import { reportOptionsRoutes } from './reportOptions/routes.js';
import { chartRoutes } from './chart/routes.js';
import { billingRoutes } from './billing/routes.js';
import { contactRoutes } from './contact/routes.js';
import { consumptionChangesRoutes } from './consumptionChanges/routes.js';
import { districtHeatingRoutes } from './districtHeating/routes.js';
import { summaryRoutes } from './summary/routes.js';
import { locationsRoutes } from './locations/routes.js';
import { spotPriceRoutes } from './spotPrices/routes.js';
import { contractSearchRoutes } from './contractSearch/routes.js';
import { dataAccessLogRoutes } from './dataAccessLog/routes.js';
import { locationManagementRoutes } from './locationManagement/routes.js';
import { meterControlRoutes } from './headend/routes.js';
import { mapRoutes } from './map/routes.js';
import { outageRoutes } from './outages/routes.js';
import { meterReadingRoutes } from './meterReadings/routes.js';
import { guardServiceRoutes } from './guardService/routes.js';
import { ingestRoutes } from './ingest/routes.js';

/** The connector service, mounted at `/connector`: every call is scoped to the token's instance and user. */
export async function connectorService(app: FastifyInstance, options: { mailer: Mailer }): Promise<void> {
  await app.register(notesRoutes);
  await app.register(reportOptionsRoutes);
  await app.register(chartRoutes);
  await app.register(billingRoutes);
  await app.register(contactRoutes, { mailer: options.mailer });
  await app.register(consumptionChangesRoutes);
  await app.register(districtHeatingRoutes);
  await app.register(summaryRoutes);
  await app.register(locationsRoutes);
  await app.register(spotPriceRoutes);
  await app.register(contractSearchRoutes);
  await app.register(dataAccessLogRoutes);
  await app.register(locationManagementRoutes);
  await app.register(meterControlRoutes);
  await app.register(mapRoutes);
  await app.register(outageRoutes);
  await app.register(meterReadingRoutes);
  await app.register(guardServiceRoutes);
  await app.register(ingestRoutes);
}
