import { describe, expect, it } from 'vitest';
import { expectSameCatalogues } from '@portal/shared/testing';
import { meteringMessages } from './messages';
import { guardMessages, reviewMessages } from './partMessages';

const catalogues = { module: meteringMessages, guard: guardMessages, review: reviewMessages };

describe('metering messages', () => {
  it.each(Object.entries(catalogues))(
    '%s: fi-FI, sv-FI and en-US have the same keys with the same ICU arguments, all under metering.',
    (_, messages) => {
      const fi = Object.keys(messages['fi-FI']).sort();
      expect(Object.keys(messages['sv-FI']).sort()).toEqual(fi);
      expect(Object.keys(messages['en-US']).sort()).toEqual(fi);
      expectSameCatalogues(messages);
      expect(fi.every((key) => key.startsWith('metering.'))).toBe(true);
    },
  );

  it('no message is empty, and no key is in two catalogues', () => {
    const seen = new Set<string>();
    for (const messages of Object.values(catalogues)) {
      for (const texts of Object.values(messages))
        expect(Object.values(texts).filter((text) => !text.trim())).toEqual([]);
      for (const key of Object.keys(messages['fi-FI'])) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });
});
