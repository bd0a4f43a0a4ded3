import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPABILITIES } from '@portal/instances';
import type {
  AssignLocationsRequest,
  LocationDetailRequest,
  LocationSearch,
  LocationSortField,
} from '@portal/shared/api/locationManagement';
import { decodeAccessReason, type AccessReason } from '@portal/shared/api/subject';
import { auditActorOf, recordAudit } from '../../audit/audit.js';
import type { PageQuerystring } from '../../http/paging.js';
import { Refusal } from '../../http/refusal.js';
import {
  accessReasonHeaderSchema,
  errorResponses,
  targetUserHeadersSchema,
  type TargetUserHeaders,
} from '../../http/schemas.js';
import { toAdminContract } from '../contractSearch/service.js';
import * as repo from './repository.js';
import {
  assignBodySchema,
  assignResponseSchema,
  locationContractsSchema,
  locationDetailBodySchema,
  locationMetersSchema,
  locationPageSchema,
  locationSearchBodySchema,
  locationSearchQuerySchema,
  locationRowsBodySchema,
  locationRowsSchema,
  markerListSchema,
} from './schemas.js';
import {
  assignPlaces,
  filledLocationSearchFields,
  locationFilterOf,
  rowsOfPlaces,
  searchLocations,
  searchMarkers,
  toLocationMeter,
} from './service.js';

const TAGS = ['connector'];

export const reasonHeadersSchema = {
  type: 'object',
  properties: { 'x-access-reason': accessReasonHeaderSchema },
} as const;

/** The optional `X-Access-Reason` of a staff read; one that does not parse is refused like a bad field. */
export function accessReasonOf(request: FastifyRequest): AccessReason | null {
  const header = request.headers['x-access-reason'];
  const reason = decodeAccessReason(typeof header === 'string' ? header : undefined);
  if (header !== undefined && reason === null)
    throw new Refusal(400, 'validations_fail', 'X-Access-Reason is not a valid reason', {
      in: 'headers',
      fields: [{ field: 'x-access-reason', rule: 'access_reason' }],
    });
  return reason;
}

/**
 * Location management (spec admin-and-calls sections 2, 5, 7; docs/location-management.md): the places of
 * the caller's instance with their meter in use, a page at a time, and one place's contracts and meters.
 * Staff with the location management right only; every call is on the audit trail.
 */
export async function locationManagementRoutes(app: FastifyInstance): Promise<void> {
  const onRequest = [app.authenticate, app.requireRoles(CAPABILITIES.locationManagement)];

  app.post<{ Body: LocationSearch; Querystring: PageQuerystring<LocationSortField> }>(
    '/v1/admin/location-management',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Usage places of the instance with their meter in use, by location number or GSRN, meter number, customer, address, install dates and measuring types, paged',
        querystring: locationSearchQuerySchema,
        body: locationSearchBodySchema,
        response: { 200: locationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const search = request.body;
      const now = app.clock.now();
      const filter = locationFilterOf(request.principal.instance, search, now);
      const fields = filledLocationSearchFields(search);
      await recordAudit(app.db, {
        ...auditActorOf(request),
        at: now,
        action: 'locations.search',
        target: fields.length > 0 ? fields.join(',') : null,
        details: {
          fields,
          onlyActive: search.onlyActive !== false,
          onlyInvalid: search.onlyInvalid === true,
        },
      });
      return searchLocations(app.db, filter, request.query, now);
    },
  );

  app.post<{ Body: LocationSearch }>(
    '/v1/admin/location-management/markers',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Every usage place the location search finds, as the map draws it (at most 20,000), with the count',
        body: locationSearchBodySchema,
        response: { 200: markerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const search = request.body;
      const now = app.clock.now();
      const filter = locationFilterOf(request.principal.instance, search, now);
      const fields = filledLocationSearchFields(search);
      await recordAudit(app.db, {
        ...auditActorOf(request),
        at: now,
        action: 'locations.search',
        target: fields.length > 0 ? fields.join(',') : null,
        details: {
          fields,
          map: true,
          onlyActive: search.onlyActive !== false,
          onlyInvalid: search.onlyInvalid === true,
        },
      });
      return searchMarkers(app.db, filter);
    },
  );

  app.post<{ Body: { locationNumbers: string[] } }>(
    '/v1/admin/location-management/rows',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "The location search's rows of these usage places of the instance (what the map selected), at most 200",
        body: locationRowsBodySchema,
        response: { 200: locationRowsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const codes = request.body.locationNumbers;
      await recordAudit(app.db, {
        ...auditActorOf(request),
        at: now,
        action: 'locations.search',
        target: 'locationNumbers',
        details: { fields: ['locationNumbers'], count: codes.length },
      });
      return rowsOfPlaces(app.db, request.principal.instance, codes, now);
    },
  );

  app.post<{ Body: AssignLocationsRequest; Headers: TargetUserHeaders }>(
    '/v1/admin/location-management/assign',
    {
      // mapping places to a user is managing the user's locations (spec section 6): not meter control staff
      onRequest: [app.authenticate, app.requireRoles(CAPABILITIES.manageUsers)],
      preHandler: app.resolveTargetUser({ required: true, audit: false }),
      schema: {
        tags: TAGS,
        summary:
          "Map usage places of the instance to a user (header Target-User: the user's sub), at most 200; a result per place: saved, ok or failed",
        headers: targetUserHeadersSchema,
        body: assignBodySchema,
        response: { 200: assignResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      assignPlaces(
        app.db,
        request.principal.instance,
        request.targetUser!.userId,
        request.body.locationNumbers,
        {
          ...auditActorOf(request),
          at: app.clock.now(),
          subject: { userId: request.targetUser!.userId, sub: request.targetUser!.sub },
          reason: request.targetUser!.reason,
        },
      ),
  );

  /** the place the body names, of the caller's instance, with the read on the audit trail */
  const placeOf = async (request: FastifyRequest<{ Body: LocationDetailRequest }>, what: string) => {
    const reason = accessReasonOf(request);
    const { instance } = request.principal;
    const place = await repo.findPlace(app.db, instance, request.body);
    await recordAudit(app.db, {
      ...auditActorOf(request),
      at: app.clock.now(),
      subject: place ? await repo.subjectOfPlace(app.db, instance, place.id) : null,
      action: 'locations.read',
      target: request.body.locationNumber,
      reason,
      details: { read: what, found: place !== null },
    });
    // a place of another instance is as unknown as one that does not exist
    if (!place) throw new Refusal(404, 'location_not_found');
    return place;
  };

  app.post<{ Body: LocationDetailRequest }>(
    '/v1/admin/location-management/contracts',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "A usage place's contracts, the latest first",
        headers: reasonHeadersSchema,
        body: locationDetailBodySchema,
        response: { 200: locationContractsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const place = await placeOf(request, 'contracts');
      return (await repo.contractsOfPlace(app.db, place.id)).map(toAdminContract);
    },
  );

  app.post<{ Body: LocationDetailRequest }>(
    '/v1/admin/location-management/meters',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "A usage place's meters: the one in use first, then the removed ones, the newest first",
        headers: reasonHeadersSchema,
        body: locationDetailBodySchema,
        response: { 200: locationMetersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const place = await placeOf(request, 'meters');
      return (await repo.metersOfPlace(app.db, place.id)).map(toLocationMeter);
    },
  );
}
