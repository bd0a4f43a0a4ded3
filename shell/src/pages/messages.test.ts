import { describe, expect, it } from 'vitest';
import { ALL_LANGUAGES, catalogueProblems } from '@portal/shared/testing';
import { authPagesMessages } from './messages';
import { sessionMessages } from '../session/messages';

describe('logged-out page texts', () => {
  it.each([
    ['auth pages', authPagesMessages],
    ['session notices', sessionMessages],
  ])('%s have fi-FI, sv-FI and en-US versions with the same keys and ICU arguments', (_name, messages) => {
    expect(Object.keys(messages['sv-FI']).sort()).toEqual(Object.keys(messages['fi-FI']).sort());
    expect(Object.keys(messages['en-US']).sort()).toEqual(Object.keys(messages['fi-FI']).sort());
    expect(catalogueProblems(messages)).toEqual([]);
    for (const text of ALL_LANGUAGES.flatMap((language) => Object.values(messages[language]))) {
      expect(text.trim()).not.toBe('');
    }
  });
});
