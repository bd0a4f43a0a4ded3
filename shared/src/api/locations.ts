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

/** A field of a request item (or the textarea line as a whole) and the rule it breaks. */
export interface LocationIssue {
  field: 'customerNumber' | 'contractIdentifier' | 'locationCode' | 'line';
  /** required, min_length, max_length, whitespace; the line: too_many_values */
  rule: 'required' | 'min_length' | 'max_length' | 'whitespace' | 'too_many_values';
}

/**
 * What the server did with one request item: `found` (its places are in `usagePlaces`, their codes in
 * `locationCodes`), `not_found` (no place has that customer number and contract identifier: the same answer
 * whether or not the customer number exists), `invalid` (breaks a rule of `locationItemIssues`, not looked
 * up) or `rate_limited` (not looked up: the caller's failed pairs reached the limit, docs/locations.md).
 */
export type LocationLookupStatus = 'found' | 'not_found' | 'invalid' | 'rate_limited';

export interface LocationLookupResult {
  status: LocationLookupStatus;
  /** found: the location codes of the item's places */
  locationCodes?: string[];
  /** invalid: what is wrong */
  issues?: LocationIssue[];
}

/**
 * POST /connector/v1/location/mappedByUser/fetch (admin: /connector/v1/admin/...): the places found, and
 * `results[i]` for the request's item i, so one bad item never costs the others their answer.
 */
export interface FetchLocationsResponse {
  usagePlaces: UsagePlace[];
  results: LocationLookupResult[];
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
export const CUSTOMER_NUMBER_MIN_LENGTH = 3;
export const CUSTOMER_NUMBER_MAX_LENGTH = 20;
export const LOCATION_CODE_MAX_LENGTH = 20;
export const CONTRACT_IDENTIFIER_MAX_LENGTH = 64;
/**
 * The longest value the fetch call's JSON schema lets through to the item checks: a longer one is a malformed
 * request (400), a shorter one that breaks a rule is that item's `invalid` answer.
 */
export const LOCATION_VALUE_WIRE_MAX_LENGTH = 256;
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

const lengthIssue = (
  field: LocationIssue['field'],
  value: string,
  min: number,
  max: number,
): LocationIssue | null => {
  const length = [...value].length;
  if (length === 0) return min > 0 ? { field, rule: 'required' } : null;
  if (/\s/.test(value)) return { field, rule: 'whitespace' };
  if (length < min) return { field, rule: 'min_length' };
  if (length > max) return { field, rule: 'max_length' };
  return null;
};

/**
 * The rules of one request item (spec admin-and-calls 5), checked by the form per field or line and by the
 * server per item: customerNumber 3-20, contractIdentifier 1-64, locationCode absent or 1-20, none holding
 * white space.
 */
export function locationItemIssues(details: LocationRequestItem['usagePlaceDetails']): LocationIssue[] {
  return [
    lengthIssue(
      'customerNumber',
      details.customerNumber,
      CUSTOMER_NUMBER_MIN_LENGTH,
      CUSTOMER_NUMBER_MAX_LENGTH,
    ),
    lengthIssue('contractIdentifier', details.contractIdentifier, 1, CONTRACT_IDENTIFIER_MAX_LENGTH),
    details.locationCode === undefined
      ? null
      : lengthIssue('locationCode', details.locationCode, 1, LOCATION_CODE_MAX_LENGTH),
  ].filter((issue): issue is LocationIssue => issue !== null);
}

/** One non-blank line of the multi-addition textarea, checked on its own. */
export interface LocationLine {
  /** 1-based, counting blank lines too: the number the user sees */
  line: number;
  /** the line's values joined by one space: the same pair typed with other spacing is the same line */
  text: string;
  /** the request item, when the line breaks no rule */
  item: LocationRequestItem | null;
  issues: LocationIssue[];
}

/**
 * The multi-addition textarea (spec customer-area 5): each line split on white space is customerNumber,
 * contractIdentifier and an optional locationCode. Blank lines are skipped; every other line is checked on
 * its own (a missing contract identifier, a fourth value, the item rules), so one bad line never holds up
 * the others.
 */
export function checkLocationLines(text: string): LocationLine[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const tokens = raw.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) return [];
    const [customerNumber = '', contractIdentifier = '', locationCode] = tokens;
    const item = requestItemOf({ customerNumber, contractIdentifier, locationCode });
    const issues: LocationIssue[] = [
      ...(tokens.length > 3 ? [{ field: 'line', rule: 'too_many_values' } as const] : []),
      ...locationItemIssues(item.usagePlaceDetails),
    ];
    return [{ line: index + 1, text: tokens.join(' '), item: issues.length ? null : item, issues }];
  });
}

/** The request items of the textarea's lines that break no rule. */
export const parseLocationLines = (text: string): LocationRequestItem[] =>
  checkLocationLines(text).flatMap((line) => (line.item ? [line.item] : []));

/** A stable row id of a place (a location code is unique within an instance). */
export const locationKey = (place: {
  locationCode: string;
  customerInformation: { customerNumber: string };
}) => `${place.customerInformation.customerNumber}:${place.locationCode}`;

/**
 * The preview's rows (spec admin-and-calls 8): the fetched places, plus a placeholder with dataErrors
 * ['invalid_information'] for each requested item the server answered `not_found`. (The spec adds them
 * when fewer places come back than were asked; the server's answer per item says exactly which.)
 */
export function withPlaceholders(
  requested: readonly LocationRequestItem[],
  answer: FetchLocationsResponse,
  instance: string,
): UsagePlace[] {
  const seen = new Set<string>();
  const missing = requested.filter((item, index) => {
    const key = JSON.stringify(item.usagePlaceDetails);
    if (answer.results[index]?.status !== 'not_found' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [
    ...answer.usagePlaces,
    ...missing.map(({ usagePlaceDetails: details }, index): UsagePlace => ({
      validity: { startDate: null, endDate: null },
      address: { fullAddress: '', parts: { street: '', zipCode: '', city: '', locationName: '' } },
      // unique and never a real code (codes are digits): the preview's row id
      locationCode: `-missing-${index + 1}`,
      gsrnCode: null,
      customerInformation: {
        customerNumber: details.customerNumber,
        firstName: '',
        lastName: '',
        fullName: '',
      },
      communeMembershipType: null,
      gridId: 0,
      instance,
      mappedByUser: false,
      checksum: null,
      contractIdentifier: details.contractIdentifier,
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
