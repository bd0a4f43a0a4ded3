import { describe, expect, it } from 'vitest';
import { authPagesMessages } from './messages';
import { sessionMessages } from '../session/messages';

describe('logged-out page texts', () => {
  it.each([
    ['auth pages', authPagesMessages],
    ['session notices', sessionMessages],
  ])('%s have fi-FI and en-US versions with the same keys', (_name, messages) => {
    expect(Object.keys(messages['fi-FI']).sort()).toEqual(Object.keys(messages['en-US']).sort());
    for (const text of [...Object.values(messages['fi-FI']), ...Object.values(messages['en-US'])]) {
      expect(text.trim()).not.toBe('');
    }
  });
});
