import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/instances';
import { ALL_LANGUAGES, catalogueProblems } from '@portal/shared/testing';
import { federationMessages } from '../federation/messages';
import { authPagesMessages } from '../pages/messages';
import { sessionMessages } from '../session/messages';
import { baseMessages } from './mergeMessages';
import { shellMessages } from './shellMessages';

const sets: Record<string, Record<Language, Record<string, string>>> = {
  shell: shellMessages,
  federation: federationMessages,
  session: sessionMessages,
  authPages: authPagesMessages,
};

const sortedKeys = (messages: Record<string, string>) => Object.keys(messages).sort();

describe('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments', () => {
  for (const [name, set] of Object.entries(sets)) {
    it(`in the ${name} messages`, () => {
      expect(sortedKeys(set['sv-FI'])).toEqual(sortedKeys(set['fi-FI']));
      expect(sortedKeys(set['en-US'])).toEqual(sortedKeys(set['fi-FI']));
      expect(catalogueProblems(set)).toEqual([]);
    });
  }
  it('in the merged set the shell provides', () => {
    expect(sortedKeys(baseMessages('sv-FI'))).toEqual(sortedKeys(baseMessages('fi-FI')));
    expect(sortedKeys(baseMessages('en-US'))).toEqual(sortedKeys(baseMessages('fi-FI')));
    expect(
      catalogueProblems({
        'fi-FI': baseMessages('fi-FI'),
        'sv-FI': baseMessages('sv-FI'),
        'en-US': baseMessages('en-US'),
      }),
    ).toEqual([]);
  });
  it('names every language in its own name, the same in every catalogue', () => {
    const names = { 'fi-FI': 'Suomi', 'sv-FI': 'Svenska', 'en-US': 'English' };
    for (const language of ALL_LANGUAGES)
      for (const named of ALL_LANGUAGES)
        expect(baseMessages(language)[`shell.language.${named}`]).toBe(names[named]);
  });
  it('with no empty texts', () => {
    for (const language of ALL_LANGUAGES) {
      const empty = Object.entries(baseMessages(language)).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    }
  });
});
