import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A usage place's `checksum`: an HMAC with a server key over what the place is and whose contract it is.
 * Only the server can make one, and it hands one out only to a caller who named the place's customer
 * number and contract identifier (or who has the place already), so a client cannot add a place it has
 * not proved it may see. The contract identifier is inside: a new contract on the place voids old ones.
 */
export interface ChecksumSubject {
  instance: string;
  locationCode: string;
  customerNumber: string;
  contractIdentifier: string | null;
}

/** binds the value to this use: the same key signing something else cannot be replayed here */
const PURPOSE = 'locationChecksum.v1';
/** 128 bits as 32 hex characters */
const LENGTH = 32;

export function locationChecksum(secret: Uint8Array, place: ChecksumSubject): string {
  // JSON keeps the parts apart: no two different places give the same text
  const text = JSON.stringify([
    PURPOSE,
    place.instance,
    place.locationCode,
    place.customerNumber,
    place.contractIdentifier ?? '',
  ]);
  return createHmac('sha256', secret).update(text).digest('hex').slice(0, LENGTH);
}

export function checksumMatches(secret: Uint8Array, place: ChecksumSubject, given: string): boolean {
  const expected = Buffer.from(locationChecksum(secret, place), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
