import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/instances';
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

describe('fi-FI and en-US have the same keys', () => {
  for (const [name, set] of Object.entries(sets)) {
    it(`in the ${name} messages`, () => {
      expect(sortedKeys(set['fi-FI'])).toEqual(sortedKeys(set['en-US']));
    });
  }
  it('in the merged set the shell provides', () => {
    expect(sortedKeys(baseMessages('fi-FI'))).toEqual(sortedKeys(baseMessages('en-US')));
  });
  it('with no empty texts', () => {
    for (const language of ['fi-FI', 'en-US'] as const) {
      const empty = Object.entries(baseMessages(language)).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    }
  });
});
