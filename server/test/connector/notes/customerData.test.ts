import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_DATA_DEFAULT_TTL_SECONDS,
  signCustomerData,
  verifyCustomerData,
} from '../../../src/connector/customerData.js';

const secret = randomBytes(32);
const claims = { instance: 'demo1', customerNumber: '100001' };
const now = new Date('2026-02-01T12:00:00Z');

describe('customerData of the public notes page', () => {
  it('is a compact <payload>.<signature> in base64url that names the instance and the customer', () => {
    const { customerData } = signCustomerData(secret, claims, { now });
    expect(customerData).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const result = verifyCustomerData(secret, customerData, now);
    expect(result).toMatchObject({ ok: true, claims });
  });

  it('expires 30 days after it was made by default', () => {
    const { customerData, expiresAt } = signCustomerData(secret, claims, { now });
    expect(new Date(expiresAt).getTime() - now.getTime()).toBe(CUSTOMER_DATA_DEFAULT_TTL_SECONDS * 1000);
    expect(CUSTOMER_DATA_DEFAULT_TTL_SECONDS).toBe(30 * 24 * 3600);
    const justBefore = new Date(new Date(expiresAt).getTime() - 1000);
    expect(verifyCustomerData(secret, customerData, justBefore).ok).toBe(true);
    expect(verifyCustomerData(secret, customerData, new Date(expiresAt))).toEqual({
      ok: false,
      error: 'expired_customer_data',
    });
  });

  it('a value with a changed payload is refused as invalid_customer_data', () => {
    const { customerData } = signCustomerData(secret, claims, { now });
    const [, signature] = customerData.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ v: 1, i: 'demo1', c: '100002', exp: Math.floor(now.getTime() / 1000) + 3600 }),
    ).toString('base64url');
    expect(verifyCustomerData(secret, `${forgedPayload}.${signature}`, now)).toEqual({
      ok: false,
      error: 'invalid_customer_data',
    });
  });

  it('a value signed with another secret is refused as invalid_customer_data', () => {
    const { customerData } = signCustomerData(randomBytes(32), claims, { now });
    expect(verifyCustomerData(secret, customerData, now)).toEqual({
      ok: false,
      error: 'invalid_customer_data',
    });
  });

  it('an expired value whose signature is wrong is invalid, not expired', () => {
    const { customerData } = signCustomerData(randomBytes(32), claims, { now, ttlSeconds: 1 });
    const later = new Date(now.getTime() + 10_000);
    expect(verifyCustomerData(secret, customerData, later)).toEqual({
      ok: false,
      error: 'invalid_customer_data',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    [
      'plain base64 of the customer number (the old, forgeable form)',
      Buffer.from('100001').toString('base64'),
    ],
    ['three parts', 'a.b.c'],
    ['a flipped signature character', 'FLIP'],
    ['oversized', 'a'.repeat(5000)],
  ])('a %s value is refused as invalid_customer_data', (_label, value) => {
    let candidate = value;
    if (value === 'FLIP') {
      const { customerData } = signCustomerData(secret, claims, { now });
      const last = customerData.at(-1) === 'A' ? 'B' : 'A';
      candidate = customerData.slice(0, -1) + last;
    }
    expect(verifyCustomerData(secret, candidate, now)).toEqual({ ok: false, error: 'invalid_customer_data' });
  });
});
