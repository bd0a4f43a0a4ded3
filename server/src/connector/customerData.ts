import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The public notes page's `customerData`: `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`.
 * It names one customer of one instance and expires, so it cannot be forged or reused forever
 * (DESIGN.md section 6: not plain base64 that anyone could forge).
 */
export interface CustomerDataClaims {
  instance: string;
  customerNumber: string;
}

export interface SignedCustomerData {
  customerData: string;
  expiresAt: string;
}

export type CustomerDataResult =
  | { ok: true; claims: CustomerDataClaims; expiresAt: Date }
  | { ok: false; error: 'invalid_customer_data' | 'expired_customer_data' };

export const CUSTOMER_DATA_DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

/** longer values are refused before any work is done on them */
const MAX_LENGTH = 1024;
const VERSION = 1;
/** binds the signature to this use, so the same secret signing something else cannot be replayed here */
const PURPOSE = 'customerData.v1.';

interface Payload {
  v: number;
  i: string;
  c: string;
  exp: number;
}

const sign = (secret: string | Uint8Array, encodedPayload: string): Buffer =>
  createHmac('sha256', secret).update(PURPOSE).update(encodedPayload).digest();

export function signCustomerData(
  secret: string | Uint8Array,
  claims: CustomerDataClaims,
  options: { now?: Date; ttlSeconds?: number } = {},
): SignedCustomerData {
  const now = options.now ?? new Date();
  const ttl = options.ttlSeconds ?? CUSTOMER_DATA_DEFAULT_TTL_SECONDS;
  const exp = Math.floor(now.getTime() / 1000) + ttl;
  const payload: Payload = { v: VERSION, i: claims.instance, c: claims.customerNumber, exp };
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return {
    customerData: `${encoded}.${sign(secret, encoded).toString('base64url')}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const isPayload = (value: unknown): value is Payload => {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    p.v === VERSION &&
    typeof p.i === 'string' &&
    p.i.length > 0 &&
    typeof p.c === 'string' &&
    p.c.length > 0 &&
    typeof p.exp === 'number' &&
    Number.isInteger(p.exp)
  );
};

export function verifyCustomerData(
  secret: string | Uint8Array,
  value: string | undefined,
  now: Date = new Date(),
): CustomerDataResult {
  const invalid = { ok: false, error: 'invalid_customer_data' } as const;
  if (!value || value.length > MAX_LENGTH) return invalid;
  const parts = value.split('.');
  if (parts.length !== 2) return invalid;
  const [encoded, signature] = parts as [string, string];
  if (!BASE64URL.test(encoded) || !BASE64URL.test(signature)) return invalid;

  // compare the text, not decoded bytes, so no second spelling of a signature is accepted
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(sign(secret, encoded).toString('base64url'), 'utf8');
  // timingSafeEqual needs equal lengths; the length of a correct signature is public anyway
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (!isPayload(payload)) return invalid;
  if (payload.exp * 1000 <= now.getTime()) return { ok: false, error: 'expired_customer_data' };
  return {
    ok: true,
    claims: { instance: payload.i, customerNumber: payload.c },
    expiresAt: new Date(payload.exp * 1000),
  };
}
