import { describe, expect, it, vi } from 'vitest';
import * as every from './mergeMessages';

// a fresh copy of the stand-in per test: it keeps what it loaded in module state
const standIn = async () => {
  vi.resetModules();
  return import('./hostLanguageMessages');
};

describe("the host's build: the shell's texts one language at a time", () => {
  it.each(['fi-FI', 'sv-FI', 'en-US'] as const)(
    '%s: nothing before loading, then exactly the texts of every language at once',
    async (language) => {
      const { baseMessages, loadBaseMessages, mergeMessages } = await standIn();
      expect(baseMessages(language)).toEqual({});
      await loadBaseMessages(language);
      expect(baseMessages(language)).toEqual(every.baseMessages(language));
      const merged = mergeMessages(language, { 'shell.login.title': 'M' }, { 'shell.login.submit': 'I' });
      expect(merged).toEqual(
        every.mergeMessages(language, { 'shell.login.title': 'M' }, { 'shell.login.submit': 'I' }),
      );
    },
  );

  it('each language is its own chunk: loading one brings no other', async () => {
    const { baseMessages, loadBaseMessages } = await standIn();
    await loadBaseMessages('sv-FI');
    // until en-US has loaded, its words are the last loaded language's
    expect(baseMessages('en-US')).toEqual(every.baseMessages('sv-FI'));
    await loadBaseMessages('en-US');
    expect(baseMessages('en-US')).toEqual(every.baseMessages('en-US'));
  });
});
