/**
 * The metering remote's calls (issue 17), one per operation, each about a `Subject` (docs/adding-a-remote.md
 * step 4). The wire types and error codes are the shared contract's (`@portal/shared/api/meterReadings`).
 */
import { apiRequest, fetchUserLocations, type Subject, type UsagePlace } from '@portal/shared';
import type {
  GuardServiceLink,
  MeterReadingLocation,
  ReadingInput,
  ReadingSeries,
  SavedReading,
} from '@portal/shared/api/meterReadings';

export const METER_READINGS_PATH = '/connector/v1/meter-readings';
export const SERIES_PATH = `${METER_READINGS_PATH}/series`;
export const GUARD_SERVICE_LINK_PATH = '/connector/v1/guard-service/link';

const query = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** the subject's meter reading locations with their measuring points */
export const fetchMeterReadingLocations = (subject: Subject, signal?: AbortSignal) =>
  apiRequest<MeterReadingLocation[]>({ subject, path: `${METER_READINGS_PATH}/locations`, signal });

export interface SeriesRequest {
  locationCode: string;
  registerId: string;
  /** YYYY-MM-DD: the location's salesContractValidFrom */
  from: string;
}

export const seriesPath = ({ locationCode, registerId, from }: SeriesRequest): string =>
  `${SERIES_PATH}?${query({ locationCode, registerId, from })}`;

/** a point's readings from `from` on (newest first) and the older history the rules need */
export const fetchReadingSeries = (subject: Subject, request: SeriesRequest, signal?: AbortSignal) =>
  apiRequest<ReadingSeries>({ subject, path: seriesPath(request), signal });

/**
 * Stores a reading (or, with `replacesKey`, an edit). `idempotencyKey` is made once per save attempt and
 * sent again when the same attempt is retried, so a PUT whose answer was lost stores one reading.
 */
export const saveReading = (subject: Subject, input: ReadingInput, idempotencyKey: string) =>
  apiRequest<SavedReading>({
    subject,
    method: 'PUT',
    path: SERIES_PATH,
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export interface ReadingRef {
  locationCode: string;
  registerId: string;
  key: number;
}

export const deleteReadingPath = (ref: ReadingRef): string => `${SERIES_PATH}?${query({ ...ref })}`;

export const deleteReading = (subject: Subject, ref: ReadingRef) =>
  apiRequest<void>({ subject, method: 'DELETE', path: deleteReadingPath(ref) });

/** the address of a reading's photo (a link the signed-in customer opens; the cookie authorizes it) */
export const readingPhotoPath = (ref: ReadingRef): string =>
  `${METER_READINGS_PATH}/photo?${query({ ...ref })}`;

/** the guard service's places: the subject's usage places */
export const fetchGuardServicePlaces = (subject: Subject, signal?: AbortSignal): Promise<UsagePlace[]> =>
  fetchUserLocations(subject, signal);

/** a signed, short-lived link to the guard-service provider for one place */
export const fetchGuardServiceLink = (subject: Subject, locationCode: string) =>
  apiRequest<GuardServiceLink>({
    subject,
    method: 'POST',
    path: GUARD_SERVICE_LINK_PATH,
    body: { locationCode },
  });

/** a fresh Idempotency-Key (32 hex characters, within the contract's [A-Za-z0-9_-]{8,64}) */
export const newIdempotencyKey = (): string => crypto.randomUUID().replace(/-/g, '');
