import type {
  AssignLocationResult,
  AssignLocationsResponse,
  LocationMeter,
  LocationSearch,
  LocationSearchRow,
  LocationSortField,
  MeasuringType,
  MeterRemoteState,
} from '@portal/shared/api/locationManagement';
import {
  cleanLocationSearch,
  locationSearchIssues,
  MAP_MARKER_LIMIT,
  type MarkerList,
} from '@portal/shared/api/locationManagement';
import type { PageOf } from '@portal/shared/api/paging';
import { helsinkiDay } from '@portal/shared/calendar';
import { limitOffset, pageOf, type PageQuerystring } from '../../http/paging.js';
import { validationsFail } from '../../http/refusal.js';
import type { Database } from '../../plugins/database.js';
import { wordPrefixQuery } from '../contractSearch/service.js';
import * as repo from './repository.js';
import { placesByCode } from '../locations/repository.js';
import { recordAudit, type AuditEvent } from '../../audit/audit.js';

/** The fields a search used (not their values: the audit trail must not copy what staff typed). */
export function filledLocationSearchFields(search: LocationSearch): string[] {
  const clean = cleanLocationSearch(search);
  return (Object.keys(clean) as (keyof LocationSearch)[]).filter(
    (field) => field !== 'onlyActive' && field !== 'onlyInvalid',
  );
}

/** The search as filters, checked against the form's rules (400 validations_fail). */
export function locationFilterOf(
  instance: string,
  search: LocationSearch,
  now: Date,
): repo.LocationFilter | null {
  const issues = locationSearchIssues(search);
  if (issues.length > 0)
    throw validationsFail(
      issues.map((issue) => ({ ...issue, field: `/${issue.field}` })),
      { in: 'body', description: 'Invalid location search' },
    );
  const clean = cleanLocationSearch(search);
  const filter: repo.LocationFilter = {
    instance,
    installFrom: clean.meterInstallDateStart,
    installTo: clean.meterInstallDateEnd,
    onlyInvalid: clean.onlyInvalid === true,
  };
  if (clean.locationNumberOrGSRN !== undefined) filter.placePrefix = clean.locationNumberOrGSRN;
  if (clean.meterNumber !== undefined) filter.meterPrefix = clean.meterNumber;
  if (clean.customer !== undefined)
    filter.customer = { words: wordPrefixQuery(clean.customer), prefix: clean.customer };
  if (clean.locationAddress !== undefined) {
    const words = wordPrefixQuery(clean.locationAddress);
    if (words === null) return null;
    filter.addressWords = words;
  }
  if (clean.measuringTypes !== undefined) filter.measuringTypes = [...clean.measuringTypes];
  if (clean.onlyActive !== false) filter.activeOn = helsinkiDay(now);
  return filter;
}

export async function searchLocations(
  db: Database,
  filter: repo.LocationFilter | null,
  query: PageQuerystring<LocationSortField>,
  now: Date,
): Promise<PageOf<LocationSearchRow>> {
  if (filter === null) return pageOf([], 0, query);
  const { rows, total } = await repo.searchLocations(db, filter, {
    sort: query.sort ?? 'locationNumber',
    direction: query.direction ?? 'asc',
    ...limitOffset(query),
    today: helsinkiDay(now),
  });
  return pageOf(rows.map(toRow), total, query);
}

/** Every place the search finds, as the map draws it (at most MAP_MARKER_LIMIT, with the whole count). */
export async function searchMarkers(db: Database, filter: repo.LocationFilter | null): Promise<MarkerList> {
  if (filter === null) return { markers: [], total: 0 };
  const { rows, total } = await repo.searchMarkers(db, filter, MAP_MARKER_LIMIT);
  return {
    markers: rows.map((row) => ({
      locationNumber: row.location_code,
      lat: row.latitude,
      long: row.longitude,
      address: row.full_address,
      gsrn: row.gsrn_code,
      customer: row.customer_name,
      meterNumber: row.meter_number,
    })),
    total,
  };
}

/** The search rows of these places of the instance (what the map selected), in location number order. */
export async function rowsOfPlaces(
  db: Database,
  instance: string,
  codes: readonly string[],
  now: Date,
): Promise<LocationSearchRow[]> {
  return (await repo.rowsByLocationCode(db, instance, codes, helsinkiDay(now))).map(toRow);
}

/**
 * Maps the places to the user as the utility's mapping (`mapped_by_user` false), in one transaction: a
 * result per number in the order asked, `saved` for a new mapping, `ok` for one the user had, `failed` for
 * a number no place of the instance has. One audit row names the places newly mapped.
 */
export async function assignPlaces(
  db: Database,
  instance: string,
  userId: number,
  codes: readonly string[],
  audit: Omit<AuditEvent, 'action' | 'target' | 'details'>,
): Promise<AssignLocationsResponse> {
  return db.transaction(async (tx) => {
    const places = await placesByCode(tx, instance, codes);
    const byCode = new Map(places.map((place) => [place.location_code, place.id]));
    const inserted = await tx.query<{ usage_place_id: number }>(
      `INSERT INTO user_usage_places (user_id, usage_place_id, mapped_by_user)
       SELECT $1, id, false FROM unnest($2::int[]) AS id
       ON CONFLICT (user_id, usage_place_id) DO NOTHING
       RETURNING usage_place_id`,
      [userId, [...byCode.values()]],
    );
    const saved = new Set(inserted.map((row) => row.usage_place_id));
    const results = codes.map((code): AssignLocationResult => {
      const id = byCode.get(code);
      if (id === undefined) return { locationNumber: code, status: 'failed', error: 'location_not_found' };
      return { locationNumber: code, status: saved.has(id) ? 'saved' : 'ok' };
    });
    const savedCodes = results.filter((r) => r.status === 'saved').map((r) => r.locationNumber);
    await recordAudit(tx, {
      ...audit,
      action: 'locations.add',
      target: savedCodes.join(',') || null,
      details: {
        locationCodes: savedCodes,
        asked: codes.length,
        saved: savedCodes.length,
        failed: results.filter((r) => r.status === 'failed').length,
      },
    });
    return { results };
  });
}

function toRow(row: repo.LocationRow): LocationSearchRow {
  return {
    gridId: row.grid_id,
    gridName: row.grid_name,
    customer: row.customer_name,
    customerNumber: row.customer_number,
    locationName: row.location_name,
    locationAddress: row.full_address,
    locationFuseSize: row.fuse_size,
    locationNumber: row.location_code,
    locationPossessorCode: row.possessor_location_code,
    locationGsrnNumber: row.gsrn_code,
    gsrnNumber: row.gsrn_code,
    meterNumber: row.meter_number,
    meterInstallDate: row.install_date,
    measuringType: row.measuring_types.join(','),
    locationLat: row.latitude,
    locationLong: row.longitude,
    contractValidFrom: row.valid_from,
    contractValidTo: row.valid_to,
    sub: row.sub,
    remoteControllable: row.remote_controllable,
    dataErrors: row.data_errors,
  };
}

export const toLocationMeter = (row: repo.MeterRow): LocationMeter => ({
  meterNumber: row.meter_number,
  meterInstallDate: row.install_date,
  meterRemovedDate: row.removed_on,
  manufacturingYear: row.manufacturing_year,
  remoteControllable: row.remote_controllable,
  remoteState: row.remote_controllable ? ((row.output_state as MeterRemoteState | null) ?? null) : null,
  connectionQuality: row.connection_quality,
  state: row.removed_on === null ? 'in_use' : 'removed',
  lastReadDate: row.last_read_at === null ? null : new Date(row.last_read_at).toISOString(),
  measuringTypes: row.measuring_types as MeasuringType[],
});
