import type { InstanceConfig, Role } from '@portal/instances';
import {
  locationItemIssues,
  type AddLocationItem,
  type AddLocationResult,
  type AddLocationsResponse,
  type FetchLocationsResponse,
  type LocationLookupResult,
  type LocationRequestItem,
  type RemoveLocationItem,
} from '@portal/shared/api/locations';
import { recordAudit, type AuditEvent } from '../../audit/audit.js';
import { Refusal } from '../../http/refusal.js';
import type { Database } from '../../plugins/database.js';
import { listQuantities } from '../reportOptions/repository.js';
import { toUsagePlace } from '../reportOptions/service.js';
import { checksumMatches } from './checksum.js';
import * as repo from './repository.js';

export interface LocationsScope {
  instance: string;
  /** whose places: the caller, or an admin's target user */
  userId: number;
}

/**
 * Who changes whose places, for a staff change: its audit row is written in the change's transaction, so
 * the row and the change exist together or not at all. Null for a user's own change.
 */
export type ChangeAudit = Omit<AuditEvent, 'action' | 'target' | 'details'> | null;

async function auditChange(
  tx: Database,
  audit: ChangeAudit,
  action: 'locations.add' | 'locations.remove',
  locationCodes: readonly string[],
): Promise<void> {
  if (audit === null || locationCodes.length === 0) return;
  await recordAudit(tx, {
    ...audit,
    action,
    target: locationCodes.join(','),
    details: { locationCodes: [...locationCodes] },
  });
}

/**
 * Spec customer-area 6 / admin-and-calls 6: a user maps places by hand only where the instance allows it
 * (allowUserMappedLocationsManually) or as a superuser.
 */
export function mayMapManually(instance: InstanceConfig | undefined, roles: readonly Role[]): boolean {
  return Boolean(instance?.flags.allowUserMappedLocationsManually) || roles.includes('ROLE_SUPERUSER');
}

export function requireManualMapping(instance: InstanceConfig | undefined, roles: readonly Role[]): void {
  if (!mayMapManually(instance, roles))
    throw new Refusal(403, 'no_permission', 'This service does not allow adding locations by hand');
}

/**
 * Who tries pairs (the audit row's actor and request) and the limit of their failed pairs: null for staff,
 * who see every contract identifier of their instance in the contract search anyway.
 */
export interface PairAttempts {
  audit: Pick<AuditEvent, 'instance' | 'actor' | 'requestId' | 'at'> & {
    actor: NonNullable<AuditEvent['actor']>;
  };
  limit: { failures: number; windowMs: number } | null;
}

/**
 * The places matching each item's customer number and contract identifier (and location code, when
 * given), each with the checksum that lets the caller add it, and an answer per item (docs/locations.md):
 * - an item breaking a rule (`locationItemIssues`) is `invalid` and not looked up;
 * - every other item is one pair tried: an audit row `locations.add_attempt` with its outcome (the customer
 *   number and location code asked, never the contract identifier), `found` or `not_found`; a wrong pair is
 *   the same answer and the same work whether or not the customer number exists;
 * - with a limit, the caller's failed pairs of the window are counted: none left is 429
 *   `too_many_requests`, and the items after the failure that spends the last one are `rate_limited`
 *   (not answered, not recorded), so a list of 100 guesses tries no more than the limit allows.
 */
export async function fetchPlaces(
  db: Database,
  secret: Uint8Array,
  scope: { instance: string; userId: number | null },
  items: readonly LocationRequestItem[],
  attempts: PairAttempts,
): Promise<FetchLocationsResponse> {
  const results: LocationLookupResult[] = items.map(({ usagePlaceDetails }) => ({
    status: 'invalid',
    issues: locationItemIssues(usagePlaceDetails),
  }));
  const lookups = items.flatMap(({ usagePlaceDetails: d }, index) =>
    results[index]!.issues!.length > 0
      ? []
      : [
          {
            index,
            query: {
              customerNumber: d.customerNumber,
              contractIdentifier: d.contractIdentifier,
              locationCode: d.locationCode ?? '',
            },
          },
        ],
  );
  if (lookups.length === 0) return { usagePlaces: [], results };
  const { audit, limit } = attempts;
  return db.transaction(async (tx) => {
    const budget = limit ? await failuresLeft(tx, audit, limit) : Infinity;
    const rows = await repo.findPlaces(
      tx,
      scope.instance,
      scope.userId,
      lookups.map((lookup) => lookup.query),
    );
    const answered = new Set<number>();
    let failed = 0;
    for (const [position, { index, query }] of lookups.entries()) {
      if (failed >= budget) {
        results[index] = { status: 'rate_limited' };
        continue;
      }
      const found = rows.filter((row) => row.query === position);
      if (found.length === 0) failed++;
      else answered.add(position);
      results[index] =
        found.length === 0
          ? { status: 'not_found' }
          : { status: 'found', locationCodes: [...new Set(found.map((row) => row.location_code))] };
      await recordAudit(tx, {
        ...audit,
        action: 'locations.add_attempt',
        target: query.customerNumber,
        details: {
          outcome: found.length === 0 ? 'failure' : 'success',
          ...(query.locationCode ? { locationCode: query.locationCode } : {}),
          places: found.length,
        },
      });
    }
    // in the query's order (address, location code), each place once
    const places = [
      ...new Map(rows.filter((row) => answered.has(row.query)).map((row) => [row.id, row])).values(),
    ];
    const points = await listQuantities(
      tx,
      places.map((place) => place.id),
    );
    return {
      usagePlaces: places.map((place) =>
        toUsagePlace(
          place,
          points.filter((point) => point.usage_place_id === place.id),
          secret,
        ),
      ),
      results,
    };
  });
}

/** How many more pairs the caller may get wrong in the window; 429 when none. */
async function failuresLeft(
  tx: Database,
  audit: PairAttempts['audit'],
  limit: NonNullable<PairAttempts['limit']>,
): Promise<number> {
  await repo.lockAttemptsOf(tx, audit.instance, audit.actor.userId);
  const since = new Date(audit.at.getTime() - limit.windowMs);
  const failures = await repo.countFailures(tx, audit.instance, audit.actor.userId, since);
  if (failures < limit.failures) return limit.failures - failures;
  const freed = await repo.failureAt(
    tx,
    audit.instance,
    audit.actor.userId,
    since,
    failures - limit.failures,
  );
  const waitMs = (freed ? freed.getTime() : since.getTime()) + limit.windowMs - audit.at.getTime();
  throw new Refusal(
    429,
    'too_many_requests',
    'Too many customer number and contract identifier pairs found nothing; try again later',
    { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  );
}

/**
 * Maps the places whose checksum the server made for exactly that place and contract. A row whose
 * checksum does not match (forged, of another instance, or from before a contract change) fails alone;
 * the others are added. A staff change is audited when it adds any place.
 */
export async function addPlaces(
  db: Database,
  secret: Uint8Array,
  scope: LocationsScope,
  items: readonly AddLocationItem[],
  audit: ChangeAudit = null,
): Promise<AddLocationsResponse> {
  return db.transaction(async (tx) => {
    const places = await repo.placesByCode(
      tx,
      scope.instance,
      items.map((item) => item.locationCode),
    );
    const byCode = new Map(places.map((place) => [place.location_code, place]));
    const toMap = new Set<number>();
    const results = items.map((item): AddLocationResult => {
      const place = byCode.get(item.locationCode);
      const valid =
        place !== undefined &&
        place.customer_number === item.customerNumber &&
        checksumMatches(
          secret,
          {
            instance: scope.instance,
            locationCode: place.location_code,
            customerNumber: place.customer_number,
            contractIdentifier: place.contract_identifier,
          },
          item.checksum,
        );
      const row = { customerNumber: item.customerNumber, locationCode: item.locationCode };
      if (!valid) return { ...row, status: 'failed', error: 'invalid_checksum' };
      toMap.add(place.id);
      return { ...row, status: 'ok' };
    });
    await repo.mapPlaces(tx, scope.userId, [...toMap]);
    const added = results.filter((result) => result.status === 'ok').map((result) => result.locationCode);
    await auditChange(tx, audit, 'locations.add', [...new Set(added)]);
    return { results };
  });
}

/**
 * Unmaps places the user mapped themselves (spec customer-area 6). Nothing is removed when any item is
 * not one of the user's places (404 location_not_found) or was mapped by the utility (403
 * not_mapped_by_user).
 */
export async function removePlaces(
  db: Database,
  scope: LocationsScope,
  items: readonly RemoveLocationItem[],
  audit: ChangeAudit = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const mappings = await repo.userMappings(tx, scope.instance, scope.userId, items);
    const byKey = new Map(mappings.map((m) => [`${m.customer_number}:${m.location_code}`, m]));
    for (const item of items) {
      const mapping = byKey.get(`${item.customerNumber}:${item.locationCode}`);
      if (!mapping) throw new Refusal(404, 'location_not_found', `No location ${item.locationCode} of yours`);
      if (!mapping.mapped_by_user)
        throw new Refusal(403, 'not_mapped_by_user', `Location ${item.locationCode} was not added by you`);
    }
    await repo.unmapPlaces(
      tx,
      scope.userId,
      mappings.map((m) => m.usage_place_id),
    );
    await auditChange(tx, audit, 'locations.remove', [...new Set(mappings.map((m) => m.location_code))]);
  });
}
