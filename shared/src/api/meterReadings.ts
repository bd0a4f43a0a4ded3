/**
 * Meter readings and the guard service (issue 17; spec customer-area sections 2-5): the wire types of
 * `/connector/v1/meter-readings` and `/connector/v1/guard-service`. The value and plausibility rules both the
 * form and the server run are in `meterReadingRules.ts`.
 */

/** spec section 3, "Measuring point": how its readings are collected */
export type AcquisitionMethod = 'Manuaalinen' | 'Automaattinen';

export type ReadingEnergyType = 'electricity' | 'heat' | 'water' | 'gas';

/** spec section 3, "Measuring point" (the spec's spelling `aquisitionMethod` kept on the wire) */
export interface MeasuringPoint {
  registerId: string;
  measuringPointType: string;
  measuringPointGroup: string;
  aquisitionMethod: AcquisitionMethod;
  /** null: not defined (the default rule: at most 11 integer digits) */
  integerDigitCount: number | null;
  /** null or 0: not defined */
  fractionDigitCount: number | null;
  unit: string;
  energyType: ReadingEnergyType;
}

/** spec section 3, "Meter reading location"; GET /connector/v1/meter-readings/locations answers a list */
export interface MeterReadingLocation {
  locationAddress: string;
  locationCode: string;
  locationName: string;
  locationGsrnCode: string | null;
  customerCode: string;
  customerSurname: string;
  communeMembershipType: string | null;
  /** YYYY-MM-DD: the series is read from here */
  salesContractValidFrom: string;
  measuringPoints: MeasuringPoint[];
}

/** spec section 3, "Time series entry" status list */
export type ReadingStatus = 'OK' | 'MANUALLY_UPDATED';

/** what a reading is beyond its value: a counter wrap or a new meter's first reading break the series */
export type ReadingKind = 'reading' | 'rollover' | 'meterChange';

/** why a reading was found implausible (`meterReadingRules.assessReading`) */
export type ReadingFlag = 'belowPrevious' | 'aboveNext' | 'outsideExpected';

export type ReviewStatus = 'pending' | 'accepted' | 'rejected';

export interface ReadingReview {
  status: ReviewStatus;
  flags: ReadingFlag[];
  /** staff's reason for accepting or rejecting */
  reason: string | null;
  decidedAt: string | null;
}

/** spec section 3, "Time series entry", with what issue 17 adds */
export interface TimeSeriesEntry {
  /** unix seconds of the reading instant; the entry's identity within its point */
  key: number;
  value: number;
  status: ReadingStatus[];
  note: string | null;
  /** ISO 8601 with offset */
  isoTimestamp: string;
  kind: ReadingKind;
  /** who entered it: the customer, the utility (a meter reader or staff) or automatic collection */
  source: 'customer' | 'utility' | 'automatic';
  /** null: a normal reading that needed no review */
  review: ReadingReview | null;
  hasPhoto: boolean;
}

/**
 * GET /connector/v1/meter-readings/series?locationCode=&registerId=&from=YYYY-MM-DD
 * `entries` newest first (descending key), from `from` (the location's salesContractValidFrom) on.
 * `history` holds the point's readings needed for the expected range and the neighbour checks that are
 * older than `from` (at most the last 400 days before the oldest entry); the client passes entries and
 * history together to the rules.
 */
export interface ReadingSeries {
  locationCode: string;
  registerId: string;
  entries: TimeSeriesEntry[];
  history: TimeSeriesEntry[];
}

/**
 * PUT /connector/v1/meter-readings/series, header `Idempotency-Key` (8-64 characters [A-Za-z0-9_-]).
 * A new reading, or with `replacesKey` the edit of that entry (a changed time moves it).
 * Answers 200 `SavedReading`; 400 `validations_fail` (details.fields[].field/rule: `value` with
 * decimalSchema / integerSchema / defaultSchema / required, `isoTimestamp` with future / invalid,
 * `kind` with rolloverDoesNotFit); 403 `automatic_measuring_point`; 404 `location_not_found` /
 * `measuring_point_not_found` / `reading_not_found`; 409 `reading_exists` (another entry at that instant),
 * 409 `reading_implausible` (details.flags: ReadingFlag[]) unless `sendForReview` is true;
 * 422 `idempotency_key_reused` when the key came with another body.
 */
export interface ReadingInput {
  locationCode: string;
  registerId: string;
  /** as typed; comma or dot as the decimal separator */
  value: string;
  isoTimestamp: string;
  note: string | null;
  kind: ReadingKind;
  replacesKey?: number;
  /** the customer confirmed an implausible reading: it is stored and waits for staff review */
  sendForReview?: boolean;
  /** a photo of the meter: `data:image/jpeg|png|webp;base64,...`, at most 3 MB decoded */
  photo?: string | null;
}

export interface SavedReading {
  entry: TimeSeriesEntry;
  /** true when this answer is a replay of an earlier save with the same Idempotency-Key */
  replayed: boolean;
}

/** DELETE /connector/v1/meter-readings/series?locationCode=&registerId=&key= answers 204 */

/** GET /connector/v1/meter-readings/photo?locationCode=&registerId=&key= answers the image (no-store) */

/** staff: GET /connector/v1/admin/meter-readings/reviews?status=pending|accepted|rejected */
export interface ReviewQueueItem {
  id: string;
  instance: string;
  userSub: string | null;
  customerCode: string;
  customerName: string;
  locationCode: string;
  locationAddress: string;
  registerId: string;
  unit: string;
  entry: TimeSeriesEntry;
  previous: TimeSeriesEntry | null;
}

/** staff: POST /connector/v1/admin/meter-readings/reviews/{id} answers the item */
export interface ReviewDecision {
  decision: 'accept' | 'reject';
  /** required for reject, at most 500 characters */
  reason: string | null;
}

/** POST /connector/v1/guard-service/link with `{ locationCode }` */
export interface GuardServiceLink {
  url: string;
  expiresAt: string;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const READING_NOTE_MAX = 500;
export const PHOTO_MAX_BYTES = 3 * 1024 * 1024;
