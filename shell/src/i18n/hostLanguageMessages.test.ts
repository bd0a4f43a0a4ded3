import type { Language } from '@portal/instances';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../pages/account/accountMessages';
import * as every from './mergeMessages';

// every text but the account page's, which that page brings with its chunk (accountMessages.ts)
const withoutAccount = (texts: Record<string, string>, language: Language): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([id]) => !(id in accountMessages[language])));

// a fresh copy of the stand-in per test: it keeps what it loaded in module state
const standIn = async () => {
  vi.resetModules();
  return import('./hostLanguageMessages');
};

describe("the host's build: the shell's texts one language at a time", () => {
  it.each(['fi-FI', 'sv-FI', 'en-US'] as const)(
    "%s: nothing before loading, then exactly the texts of every language at once but the account page's",
    async (language) => {
      const { baseMessages, loadBaseMessages, mergeMessages } = await standIn();
      expect(baseMessages(language)).toEqual({});
      await loadBaseMessages(language);
      expect(baseMessages(language)).toEqual(withoutAccount(every.baseMessages(language), language));
      const merged = mergeMessages(language, { 'shell.login.title': 'M' }, { 'shell.login.submit': 'I' });
      expect(merged).toEqual(
        withoutAccount(
          every.mergeMessages(language, { 'shell.login.title': 'M' }, { 'shell.login.submit': 'I' }),
          language,
        ),
      );
      // the account page's texts are the ones the source has, in every language
      expect(Object.keys(accountMessages[language]).length).toBeGreaterThan(50);
      for (const [id, text] of Object.entries(accountMessages[language]))
        expect(every.baseMessages(language)[id]).toEqual(text);
    },
  );

  it('each language is its own chunk: loading one brings no other', async () => {
    const { baseMessages, loadBaseMessages } = await standIn();
    await loadBaseMessages('sv-FI');
    // until en-US has loaded, its words are the last loaded language's
    expect(baseMessages('en-US')).toEqual(withoutAccount(every.baseMessages('sv-FI'), 'sv-FI'));
    await loadBaseMessages('en-US');
    expect(baseMessages('en-US')).toEqual(withoutAccount(every.baseMessages('en-US'), 'en-US'));
  });
});
