import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses, targetUserHeadersSchema } from '../../http/schemas.js';
import { ADMIN_ROLES } from '../../plugins/auth.js';
import {
  dayQuerySchema,
  rangeQuerySchema,
  spotPriceAnswerSchema,
  type DayQuerystring,
  type RangeQuerystring,
} from './schemas.js';
import { spotPricesOfDay, spotPricesOfRange, type SpotScope } from './service.js';

const TAGS = ['connector'];

/**
 * Spot prices (issue 9, docs/spot-prices.md): `/connector/v1/spotPrices` (one Helsinki day) and
 * `/connector/v1/spotPrices/range` for a customer; `/connector/v1/admin/spotPrices...` the same for staff of
 * the instance showing a Target-User's dashboard. Prices are the FI area's; the margin is the token's
 * instance's, and a `locationCode` must be one of the (target) user's places.
 */
export async function spotPriceRoutes(app: FastifyInstance): Promise<void> {
  const customer = { onRequest: [app.authenticate, app.requireRoles(['ROLE_USER'])] };
  const admin = {
    onRequest: [app.authenticate, app.requireRoles(ADMIN_ROLES)],
    preHandler: app.resolveTargetUser({ required: true, audit: 'spotPrices.read' }),
  };
  const scopeOf = (request: FastifyRequest): SpotScope => {
    const instance = request.principal.instance;
    const margin = app.instances.get(instance)?.pricing?.spotMarginSntPerKwh;
    return {
      instance,
      userId: request.targetUser?.userId ?? request.principal.userId,
      marginSnt: margin ?? null,
    };
  };
  const response = { 200: spotPriceAnswerSchema, ...errorResponses(400, 401, 403, 404) };

  for (const [prefix, hooks, extra] of [
    ['/v1', customer, {}],
    ['/v1/admin', admin, { headers: targetUserHeadersSchema }],
  ] as const) {
    const who = prefix === '/v1' ? '' : ', for staff of the same instance (header Target-User)';
    app.get(
      `${prefix}/spotPrices`,
      {
        ...hooks,
        schema: {
          tags: TAGS,
          summary: `FI spot prices of one Helsinki day in snt/kWh at 15 minutes or hour${who}`,
          querystring: dayQuerySchema,
          response,
          ...extra,
        },
      },
      async (request) =>
        spotPricesOfDay(app.readDb, scopeOf(request), request.query as DayQuerystring, app.clock.now()),
    );
    app.get(
      `${prefix}/spotPrices/range`,
      {
        ...hooks,
        schema: {
          tags: TAGS,
          summary: `FI spot prices of Helsinki days start..end (a year at hour, a month at 15 minutes)${who}`,
          querystring: rangeQuerySchema,
          response,
          ...extra,
        },
      },
      async (request) =>
        spotPricesOfRange(app.readDb, scopeOf(request), request.query as RangeQuerystring, app.clock.now()),
    );
  }
}
