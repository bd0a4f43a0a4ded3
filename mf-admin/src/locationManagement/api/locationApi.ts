import { apiRequest, pageQuery, STAFF, type PageOf, type PageRequest, type Subject } from '@portal/shared';
import type {
  AssignLocationsResponse,
  DisconnectionCheck,
  LocationContract,
  LocationDetailRequest,
  LocationMeter,
  LocationSearch,
  LocationSearchRow,
  LocationSortField,
  MeterActionRequest,
  MeterCheck,
  MeterCommand,
  MeterEvent,
  MeterRegisterReading,
  RegisterListRequest,
  VoltageCurrentReading,
} from '@portal/shared/api/locationManagement';

// spec admin-and-calls section 8: a 401 on the location search or the admin location calls is access denied
const statusErrors = { 401: 'accessDeniedError' };
const meterPath = (meterNumber: string, tail: string) =>
  `/connector/v1/riot/meter/${encodeURIComponent(meterNumber)}/${tail}`;

/** `POST /connector/v1/admin/location-management?page&pageSize&sort&direction` (STAFF) */
export const searchLocations = (
  search: LocationSearch,
  page: PageRequest<LocationSortField>,
  signal?: AbortSignal,
): Promise<PageOf<LocationSearchRow>> =>
  apiRequest<PageOf<LocationSearchRow>>({
    method: 'POST',
    path: `/connector/v1/admin/location-management?${pageQuery(page)}`,
    subject: STAFF,
    body: search,
    signal,
    statusErrors,
  });

/** `POST /connector/v1/admin/location-management/rows` (STAFF): the search rows of these places (at most 200) */
export const fetchLocationRows = (locationNumbers: string[], signal?: AbortSignal) =>
  apiRequest<LocationSearchRow[]>({
    method: 'POST',
    path: '/connector/v1/admin/location-management/rows',
    subject: STAFF,
    body: { locationNumbers },
    signal,
    statusErrors,
  });

export const fetchLocationContracts = (body: LocationDetailRequest, signal?: AbortSignal) =>
  apiRequest<LocationContract[]>({
    method: 'POST',
    path: '/connector/v1/admin/location-management/contracts',
    subject: STAFF,
    body,
    signal,
    statusErrors,
  });

/** the first meter is the one in use (spec section 4, "Meter history") */
export const fetchLocationMeters = (body: LocationDetailRequest, signal?: AbortSignal) =>
  apiRequest<LocationMeter[]>({
    method: 'POST',
    path: '/connector/v1/admin/location-management/meters',
    subject: STAFF,
    body,
    signal,
    statusErrors,
  });

export const checkMeter = (meterNumber: string, signal?: AbortSignal) =>
  apiRequest<MeterCheck>({ path: meterPath(meterNumber, 'check'), subject: STAFF, signal, statusErrors });

export const fetchMeterEvents = (meterNumber: string, signal?: AbortSignal) =>
  apiRequest<MeterEvent[]>({
    path: meterPath(meterNumber, 'transactions'),
    subject: STAFF,
    signal,
    statusErrors,
  });

export const fetchDisconnectionCheck = (meterNumber: string, signal?: AbortSignal) =>
  apiRequest<DisconnectionCheck>({
    path: meterPath(meterNumber, 'disconnection'),
    subject: STAFF,
    signal,
    statusErrors,
  });

export function fetchRegisterList(
  body: RegisterListRequest & { action: 'READ_METER_ELECTRICITY_REGISTERS' },
  signal?: AbortSignal,
): Promise<MeterRegisterReading[]>;
export function fetchRegisterList(
  body: RegisterListRequest & { action: 'READ_METER_ELECTRICITY_VOLTAGES' },
  signal?: AbortSignal,
): Promise<VoltageCurrentReading[]>;
export function fetchRegisterList(body: RegisterListRequest, signal?: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>({
    method: 'POST',
    path: '/connector/v1/riot/meter/register/list',
    subject: STAFF,
    body,
    signal,
    statusErrors,
  });
}

/** 202 with the command; the same `Idempotency-Key` answers the same command (a retry sends nothing twice) */
export const sendMeterAction = (request: MeterActionRequest, idempotencyKey: string) =>
  apiRequest<MeterCommand>({
    method: 'POST',
    path: '/connector/v1/riot/meter/action',
    subject: STAFF,
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    statusErrors,
  });

export const fetchMeterCommand = (commandId: string, signal?: AbortSignal) =>
  apiRequest<MeterCommand>({
    path: `/connector/v1/riot/meter/commands/${encodeURIComponent(commandId)}`,
    subject: STAFF,
    signal,
    statusErrors,
  });

/**
 * `POST /connector/v1/admin/location-management/assign` (the user as `Target-User`): map these places (at most
 * 200) to the user; a result per number.
 */
export const assignLocations = (subject: Subject, locationNumbers: string[]) =>
  apiRequest<AssignLocationsResponse>({
    method: 'POST',
    path: '/connector/v1/admin/location-management/assign',
    subject,
    body: { locationNumbers },
    statusErrors,
  });
