import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GuardServiceLink } from '@portal/shared/api/meterReadings';
import { Refusal } from '../../http/refusal.js';
import { errorResponses } from '../../http/schemas.js';
import { guardLinkKey, PLACE_CODE_MAX, signGuardLink } from './link.js';
import { DEMO_PROVIDER_PATH } from './settings.js';

/** spec customer-area section 6: the client scope that turns the guard service on for an instance */
export const GUARD_SERVICE_SCOPE = 'guard_service';

interface LinkBody {
  locationCode: string;
}

const linkBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationCode'],
  properties: { locationCode: { type: 'string', minLength: 1, maxLength: PLACE_CODE_MAX } },
} as const;

/** `GuardServiceLink` of `@portal/shared/api/meterReadings` */
const linkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'expiresAt'],
  properties: { url: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
} as const;

async function requireGuardScope(request: FastifyRequest): Promise<void> {
  if (!request.principal.scopes.includes(GUARD_SERVICE_SCOPE))
    throw new Refusal(403, 'no_permission', `The client scope ${GUARD_SERVICE_SCOPE} is required`);
}

/** `POST /connector/v1/guard-service/link`: a signed, short-lived link to the guard-service provider. */
export async function guardServiceRoutes(app: FastifyInstance): Promise<void> {
  const settings = app.config.guardService;
  const key = await guardLinkKey(app.db, settings);
  const providerUrl = settings.providerUrl ?? `${app.config.publicOrigin}${DEMO_PROVIDER_PATH}`;

  app.post<{ Body: LinkBody }>(
    '/v1/guard-service/link',
    {
      // who the caller is and whether the instance has the service is settled before the body is parsed
      onRequest: [app.authenticate, app.requireRoles(['ROLE_USER']), requireGuardScope],
      schema: {
        tags: ['connector'],
        summary: "A signed link to the guard-service provider for one of the user's usage places",
        body: linkBodySchema,
        response: { 200: linkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<GuardServiceLink> => {
      const { instance, userId } = request.principal;
      const rows = await app.db.query<{ location_code: string }>(
        `SELECT up.location_code
           FROM usage_places up
           JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $2
          WHERE up.instance = $1 AND up.location_code = $3
          LIMIT 1`,
        [instance, userId, request.body.locationCode],
      );
      const place = rows[0];
      // the same answer for a place that does not exist and one of another customer
      if (!place) throw new Refusal(404, 'location_not_found');
      return signGuardLink(
        key,
        providerUrl,
        { instance, place: place.location_code },
        { now: app.clock.now(), ttlSeconds: settings.ttlSeconds },
      );
    },
  );
}
