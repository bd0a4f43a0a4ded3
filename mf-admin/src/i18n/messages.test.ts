import { describe, expect, it } from 'vitest';
import { expectSameCatalogues } from '@portal/shared/testing';
import { adminMessages } from './messages';

describe('admin messages', () => {
  it('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments, all under admin.', () => {
    expectSameCatalogues(adminMessages);
    const ids = Object.keys(adminMessages['en-US']);
    expect(ids.filter((id) => !id.startsWith('admin.'))).toEqual([]);
  });

  it('Finnish and Swedish are translations, not English copies', () => {
    // words that are the same in the language (the contracts page of mf-billing names the type so too)
    const sameWord: Partial<Record<string, string>> = { 'admin.contractSearch.type.distribution': 'sv-FI' };
    const english = adminMessages['en-US'];
    for (const language of ['fi-FI', 'sv-FI'] as const) {
      const copies = Object.entries(adminMessages[language]).filter(
        ([id, text]) => text === english[id] && /[a-z]{4}/i.test(text) && sameWord[id] !== language,
      );
      expect(copies, language).toEqual([]);
    }
  });
});
