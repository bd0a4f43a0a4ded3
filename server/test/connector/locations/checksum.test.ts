import { describe, expect, it } from 'vitest';
import { checksumMatches, locationChecksum } from '../../../src/connector/locations/checksum.js';

const secret = Buffer.alloc(32, 7);
const place = {
  instance: 'demo1',
  locationCode: '2000001',
  customerNumber: '100001',
  contractIdentifier: 'A9FJTW4N6E',
};

describe('location checksum', () => {
  it('is 32 hex characters, the same for the same place and key', () => {
    expect(locationChecksum(secret, place)).toMatch(/^[0-9a-f]{32}$/);
    expect(locationChecksum(secret, { ...place })).toBe(locationChecksum(secret, place));
    expect(checksumMatches(secret, place, locationChecksum(secret, place))).toBe(true);
  });

  it('changes with each part and with the key', () => {
    const base = locationChecksum(secret, place);
    for (const changed of [
      { ...place, instance: 'nivos' },
      { ...place, locationCode: '2000002' },
      { ...place, customerNumber: '100002' },
      { ...place, contractIdentifier: 'A9FJTW4N6F' },
      { ...place, contractIdentifier: null },
      // parts cannot be shifted from one field to the next
      { ...place, locationCode: '2000001"', customerNumber: '100001' },
    ])
      expect(locationChecksum(secret, changed), JSON.stringify(changed)).not.toBe(base);
    expect(locationChecksum(Buffer.alloc(32, 8), place)).not.toBe(base);
  });

  it('does not match a wrong, shortened or longer value', () => {
    const good = locationChecksum(secret, place);
    expect(checksumMatches(secret, place, good.slice(0, 31))).toBe(false);
    expect(checksumMatches(secret, place, `${good}0`)).toBe(false);
    expect(checksumMatches(secret, place, good.toUpperCase())).toBe(false);
    expect(checksumMatches(secret, place, '')).toBe(false);
  });
});
