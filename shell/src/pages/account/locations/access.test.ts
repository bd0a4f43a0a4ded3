import { describe, expect, it } from 'vitest';
import { testInstance, testUser } from '@portal/shared/testing';
import { mayAddLocations } from './access';

describe('who may add locations by hand (spec customer-area 6)', () => {
  it('the instance flag, or a superuser where it is off', () => {
    const on = testInstance({ flags: { allowUserMappedLocationsManually: true } });
    const off = testInstance({ flags: { allowUserMappedLocationsManually: false } });
    expect(mayAddLocations(on, testUser())).toBe(true);
    expect(mayAddLocations(off, testUser())).toBe(false);
    expect(mayAddLocations(off, testUser({ roles: ['ROLE_USER', 'ROLE_SUPERUSER'] }))).toBe(true);
    expect(mayAddLocations(on, null)).toBe(false);
  });
});
