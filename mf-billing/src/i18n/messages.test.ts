import { describe, expect, it } from 'vitest';
import { billingMessages } from './messages';

describe('billing messages', () => {
  it('fi-FI and en-US have the same keys, all under billing.', () => {
    const fi = Object.keys(billingMessages['fi-FI']).sort();
    expect(fi).toEqual(Object.keys(billingMessages['en-US']).sort());
    expect(fi.every((key) => key.startsWith('billing.'))).toBe(true);
  });

  it('no message is empty', () => {
    for (const messages of Object.values(billingMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
