import { describe, expect, it } from 'vitest';
import { expectSameCatalogues } from '@portal/shared/testing';
import { mapMessages } from './messages';

describe('map messages', () => {
  it('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments, all under map.', () => {
    const fi = Object.keys(mapMessages['fi-FI']).sort();
    expect(Object.keys(mapMessages['sv-FI']).sort()).toEqual(fi);
    expect(Object.keys(mapMessages['en-US']).sort()).toEqual(fi);
    expectSameCatalogues(mapMessages);
    expect(fi.every((key) => key.startsWith('map.'))).toBe(true);
  });

  it('no message is empty', () => {
    for (const messages of Object.values(mapMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
