import { describe, expect, it } from 'vitest';
import { notesMessages } from './messages';

describe('notes messages', () => {
  it('fi-FI and en-US have the same keys, all under notes.', () => {
    const fi = Object.keys(notesMessages['fi-FI']).sort();
    expect(fi).toEqual(Object.keys(notesMessages['en-US']).sort());
    expect(fi.every((key) => key.startsWith('notes.'))).toBe(true);
  });

  it('no message is empty', () => {
    for (const messages of Object.values(notesMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
