import { describe, expect, it } from 'vitest';
import { expectSameCatalogues } from '@portal/shared/testing';
import { billingMessages } from './messages';

describe('billing messages', () => {
  it('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments, all under billing.', () => {
    const fi = Object.keys(billingMessages['fi-FI']).sort();
    expect(Object.keys(billingMessages['sv-FI']).sort()).toEqual(fi);
    expect(Object.keys(billingMessages['en-US']).sort()).toEqual(fi);
    expectSameCatalogues(billingMessages);
    expect(fi.every((key) => key.startsWith('billing.'))).toBe(true);
  });

  it('no message is empty', () => {
    for (const messages of Object.values(billingMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
