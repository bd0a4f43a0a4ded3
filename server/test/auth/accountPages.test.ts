import { describe, expect, it } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import { PageAddresses } from '../../src/plugins/pageAddresses.js';

// no modules: only what the shell serves itself answers 200
const instance = { id: 'demo1', modules: [] } as unknown as InstanceConfig;
const addresses = new PageAddresses(null);

describe('page addresses of the account page (route account/{tab})', () => {
  it.each([
    'account',
    'account/general',
    'account/security',
    'account/locations',
    'account/activity',
    'account/general/',
  ])('%s is served (200)', (endpoint) => {
    expect(addresses.statusOf(instance, endpoint)).toBe(200);
  });

  it.each(['account/other', 'account/general/extra', 'account/Security', 'accounts'])(
    'an unknown tab or address is 404: %s',
    (endpoint) => {
      expect(addresses.statusOf(instance, endpoint)).toBe(404);
    },
  );
});
