import { describe, expect, it } from 'vitest';
import { expectSameCatalogues } from '@portal/shared/testing';
import { meteringMessages } from './messages';

describe('metering messages', () => {
  it('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments, all under metering.', () => {
    const fi = Object.keys(meteringMessages['fi-FI']).sort();
    expect(Object.keys(meteringMessages['sv-FI']).sort()).toEqual(fi);
    expect(Object.keys(meteringMessages['en-US']).sort()).toEqual(fi);
    expectSameCatalogues(meteringMessages);
    expect(fi.every((key) => key.startsWith('metering.'))).toBe(true);
  });

  it('no message is empty', () => {
    for (const messages of Object.values(meteringMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
