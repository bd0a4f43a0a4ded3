import { expectPortalModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import meteringModule from './module';
import { meteringMessages } from './i18n/messages';

describe('metering module contract', () => {
  it('keeps the module contract and naming rules', () => {
    expectPortalModule(meteringModule);
  });

  it('declares the meter reading input for ROLE_USER and the guard service for ROLE_USER with the guard_service scope', () => {
    expect(meteringModule.id).toBe('metering');
    expect(meteringModule.routes.map(({ component: _component, ...route }) => route)).toEqual([
      { endpoint: 'online/meter-reading-input', titleKey: 'metering.readings.title', roles: ['ROLE_USER'] },
      {
        endpoint: 'online/guard-service',
        titleKey: 'metering.guard.title',
        roles: ['ROLE_USER'],
        scopes: ['guard_service'],
      },
    ]);
    expect(meteringModule.widgets ?? []).toEqual([]);
  });

  it('brings its messages in the three languages and no store slice (the pages keep their own state)', () => {
    expect(meteringModule.messages).toBe(meteringMessages);
    expect(meteringModule.messages['fi-FI']['metering.readings.title']).toBe('Mittarilukemat');
    expect(meteringModule.messages['sv-FI']['metering.guard.title']).toBe('Bevakningstjänst');
    expect(meteringModule.reducers ?? {}).toEqual({});
    expect(meteringModule.saga).toBeUndefined();
  });
});
