import type { InstanceConfig, Role } from '@portal/instances';
import type {
  AddLocationItem,
  AddLocationResult,
  AddLocationsResponse,
  FetchLocationsResponse,
  LocationRequestItem,
  RemoveLocationItem,
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
 * The places matching each item's customer number and contract identifier (and location code, when
 * given), each with the checksum that lets the caller add it. A wrong pair finds nothing: the answer
 * does not say whether the customer number exists.
 */
export async function fetchPlaces(
  db: Database,
  secret: Uint8Array,
  scope: { instance: string; userId: number | null },
  items: readonly LocationRequestItem[],
): Promise<FetchLocationsResponse> {
  const rows = await repo.findPlaces(
    db,
    scope.instance,
    scope.userId,
    items.map(({ usagePlaceDetails: d }) => ({
      customerNumber: d.customerNumber,
      contractIdentifier: d.contractIdentifier,
      locationCode: d.locationCode ?? '',
    })),
  );
  const points = await listQuantities(
    db,
    rows.map((row) => row.id),
  );
  return {
    usagePlaces: rows.map((row) =>
      toUsagePlace(
        row,
        points.filter((point) => point.usage_place_id === row.id),
        secret,
      ),
    ),
  };
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
