/**
 * Shared locations (spec customer-area 2, 4, 5, 6; admin-and-calls 5, 7, 8): the calls that map usage
 * places to a user by customer number and contract identifier, and the rules of the add-locations flow.
 * The same functions serve the customer (SELF) and an admin acting for a user (`targetUser(sub)`).
 */
import { apiRequest } from './client';
import type { ApiErrorData } from './errors';
import type { ReportOptionsResponse, UsagePlace } from './reports';
import { SELF, type Subject } from './subject';

/** One location request item (spec customer-area 3): locationCode is absent, never empty. */
export interface LocationRequestItem {
  usagePlaceDetails: { customerNumber: string; locationCode?: string; contractIdentifier: string };
}

/** POST /connector/v1/location/mappedByUser/fetch (admin: /connector/v1/admin/...) */
export interface FetchLocationsResponse {
  usagePlaces: UsagePlace[];
}

/** One place to map: what the fetch answered, with its server-made checksum. */
export interface AddLocationItem {
  customerNumber: string;
  locationCode: string;
  checksum: string;
}

export type AddLocationStatus = 'ok' | 'failed';

export interface AddLocationResult {
  customerNumber: string;
  locationCode: string;
  status: AddLocationStatus;
  /** why a row failed: invalid_checksum (a place the caller did not fetch, or changed since) */
  error?: string;
}

/** POST /connector/v1/location/mappedByUser/add */
export interface AddLocationsResponse {
  results: AddLocationResult[];
}

/** One place to unmap: POST /connector/v1/user/location/del takes a list of these. */
export interface RemoveLocationItem {
  customerNumber: string;
  locationCode: string;
}

/** the most items one call takes (server and client) */
export const MAX_LOCATION_ITEMS = 100;
/** spec admin-and-calls 5: customerNumber 3-20; usagePlaceNumber (the location code) 1-20 */
export const CUSTOMER_NUMBER_MAX_LENGTH = 20;
export const LOCATION_CODE_MAX_LENGTH = 20;
export const CONTRACT_IDENTIFIER_MAX_LENGTH = 64;
/** the multi-addition textarea shows exactly this many rows (spec customer-area 2) */
export const ADD_LOCATIONS_TEXTAREA_ROWS = 20;
/** the data error of a placeholder for a requested customer number that gave no place */
export const INVALID_INFORMATION = 'invalid_information';

export const fetchUserLocations = (subject: Subject = SELF, signal?: AbortSignal): Promise<UsagePlace[]> =>
  apiRequest<ReportOptionsResponse>({ path: '/connector/v1/reportOptions', subject, signal }).then(
    (answer) => answer.usagePlaces,
  );

export const fetchLocationsToAdd = (
  items: readonly LocationRequestItem[],
  subject: Subject = SELF,
): Promise<FetchLocationsResponse> =>
  apiRequest<FetchLocationsResponse>({
    method: 'POST',
    path: '/connector/v1/location/mappedByUser/fetch',
    body: items,
    subject,
  });

export const addLocations = (
  places: readonly UsagePlace[],
  subject: Subject = SELF,
): Promise<AddLocationsResponse> =>
  apiRequest<AddLocationsResponse>({
    method: 'POST',
    path: '/connector/v1/location/mappedByUser/add',
    body: places.map((place): AddLocationItem => ({
      customerNumber: place.customerInformation.customerNumber,
      locationCode: place.locationCode,
      checksum: place.checksum ?? '',
    })),
    subject,
  });

export const removeLocations = (
  items: readonly RemoveLocationItem[],
  subject: Subject = SELF,
): Promise<void> =>
  apiRequest<void>({
    method: 'POST',
    path: '/connector/v1/user/location/del',
    body: items.map(({ customerNumber, locationCode }) => ({ customerNumber, locationCode })),
    subject,
  });

/** The general form's values as one request item: a blank location code is left out. */
export function requestItemOf(values: {
  customerNumber: string;
  contractIdentifier: string;
  locationCode?: string;
}): LocationRequestItem {
  const locationCode = values.locationCode?.trim() ?? '';
  return {
    usagePlaceDetails: {
      customerNumber: values.customerNumber.trim(),
      contractIdentifier: values.contractIdentifier.trim(),
      ...(locationCode ? { locationCode } : {}),
    },
  };
}

/**
 * The multi-addition textarea (spec customer-area 5): each line split on whitespace is customerNumber,
 * contractIdentifier and an optional locationCode; a line with fewer than two tokens is ignored.
 * No items left: the caller shows forms.addLocationsTextAreaForm.errors.invalidParams.
 */
export function parseLocationLines(text: string): LocationRequestItem[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const [customerNumber, contractIdentifier, locationCode] = line.trim().split(/\s+/);
    if (!customerNumber || !contractIdentifier) return [];
    return [requestItemOf({ customerNumber, contractIdentifier, locationCode })];
  });
}

/** A stable row id of a place (a location code is unique within an instance). */
export const locationKey = (place: {
  locationCode: string;
  customerInformation: { customerNumber: string };
}) => `${place.customerInformation.customerNumber}:${place.locationCode}`;

/**
 * The preview's rows (spec admin-and-calls 8): the fetched places, plus for each requested customer
 * number that gave no place, a placeholder with dataErrors ['invalid_information'], when fewer places
 * came back than were requested.
 */
export function withPlaceholders(
  requested: readonly LocationRequestItem[],
  fetched: readonly UsagePlace[],
  instance: string,
): UsagePlace[] {
  if (fetched.length >= requested.length) return [...fetched];
  const found = new Set(fetched.map((place) => place.customerInformation.customerNumber));
  const missing = [...new Set(requested.map((item) => item.usagePlaceDetails.customerNumber))].filter(
    (customerNumber) => !found.has(customerNumber),
  );
  return [
    ...fetched,
    ...missing.map((customerNumber, index): UsagePlace => ({
      validity: { startDate: null, endDate: null },
      address: { fullAddress: '', parts: { street: '', zipCode: '', city: '', locationName: '' } },
      // unique and never a real code (codes are digits): the preview's row id
      locationCode: `-missing-${index + 1}`,
      gsrnCode: null,
      customerInformation: { customerNumber, firstName: '', lastName: '', fullName: '' },
      communeMembershipType: null,
      gridId: 0,
      instance,
      mappedByUser: false,
      checksum: null,
      contractIdentifier:
        requested.find((item) => item.usagePlaceDetails.customerNumber === customerNumber)?.usagePlaceDetails
          .contractIdentifier ?? null,
      energyTypes: [],
      additionalInformations: [],
      dataErrors: [INVALID_INFORMATION],
    })),
  ];
}

/**
 * Which of the chosen places are added (spec customer-area 4): only those with a non-empty checksum that
 * the user does not have already.
 */
export function placesToAdd(chosen: readonly UsagePlace[], present: readonly UsagePlace[]): UsagePlace[] {
  const have = new Set(present.map(locationKey));
  const seen = new Set<string>();
  return chosen.filter((place) => {
    const key = locationKey(place);
    if (!place.checksum || have.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** May the row be chosen in the preview? Placeholders and places without a checksum cannot be added. */
export const canAddPlace = (place: UsagePlace): boolean =>
  Boolean(place.checksum) && !place.dataErrors.includes(INVALID_INFORMATION);

/** Account locations table (spec customer-area 5): only rows the user mapped may be selected for delete. */
export const canRemovePlace = (place: UsagePlace): boolean => place.mappedByUser;

/**
 * The message of a failed add-locations call (spec admin-and-calls 8): HTTP 400 -> errors.invalidValues,
 * a detail containing 'invalid ssn value' -> errors.invalidSSN, otherwise the answer's own message id.
 */
export function addLocationsErrorId(data: ApiErrorData): string {
  const text = [data.description, JSON.stringify(data.details ?? '')].join(' ').toLowerCase();
  if (text.includes('invalid ssn value')) return 'errors.invalidSSN';
  if (data.httpStatusCode === 400) return 'errors.invalidValues';
  return `errors.${data.errorCode}`;
}

/**
 * Another part of the portal changed the user's usage places: pages that list them (the reports' usage
 * place selects) load them again. A window event, so the shell and every remote can listen without
 * sharing a store.
 */
export const USAGE_PLACES_CHANGED = 'portal:usage-places-changed';

/** the page's window (absent where the server compiles this file: Node has no window) */
const pageWindow = (): EventTarget | undefined => (globalThis as { window?: EventTarget }).window;

export function notifyUsagePlacesChanged(): void {
  pageWindow()?.dispatchEvent(new Event(USAGE_PLACES_CHANGED));
}

/** Calls `listener` after each change; answers the unsubscribe. */
export function onUsagePlacesChanged(listener: () => void): () => void {
  const target = pageWindow();
  if (!target) return () => undefined;
  target.addEventListener(USAGE_PLACES_CHANGED, listener);
  return () => target.removeEventListener(USAGE_PLACES_CHANGED, listener);
}
