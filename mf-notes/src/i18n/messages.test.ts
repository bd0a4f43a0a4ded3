import { describe, expect, it } from 'vitest';
import { expectSameCatalogues } from '@portal/shared/testing';
import { notesMessages } from './messages';

describe('notes messages', () => {
  it('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments, all under notes.', () => {
    const fi = Object.keys(notesMessages['fi-FI']).sort();
    expect(Object.keys(notesMessages['sv-FI']).sort()).toEqual(fi);
    expect(Object.keys(notesMessages['en-US']).sort()).toEqual(fi);
    expectSameCatalogues(notesMessages);
    expect(fi.every((key) => key.startsWith('notes.'))).toBe(true);
  });

  it('no message is empty', () => {
    for (const messages of Object.values(notesMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
