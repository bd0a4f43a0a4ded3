import type { InstanceConfig, Role } from '@portal/instances';
import type {
  AddLocationItem,
  AddLocationResult,
  AddLocationsResponse,
  FetchLocationsResponse,
  LocationRequestItem,
  RemoveLocationItem,
} from '@portal/shared/api/locations';
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
 * the others are added.
 */
export async function addPlaces(
  db: Database,
  secret: Uint8Array,
  scope: LocationsScope,
  items: readonly AddLocationItem[],
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
  });
}
