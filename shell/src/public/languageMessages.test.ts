import { describe, expect, it, vi } from 'vitest';
import { sharedMessages } from '@portal/shared/i18n/sharedMessages';
import { federationMessages } from '../federation/messages';
import * as host from '../i18n/mergeMessages';
import { authPagesMessages } from '../pages/messages';
import { sessionMessages } from '../session/messages';
import { loggedOutShellMessages } from './loggedOutShellMessages';

// a fresh copy of the stand-in per test: it keeps what it loaded in module state
const standIn = async () => {
  vi.resetModules();
  return import('./languageMessages');
};

describe('the logged-out pages entry: one language at a time', () => {
  it.each(['fi-FI', 'sv-FI', 'en-US'] as const)(
    '%s: after loading, the host texts without the logged-in ones, in the same precedence',
    async (language) => {
      const { baseMessages, loadBaseMessages, mergeMessages } = await standIn();
      expect(baseMessages(language)).toEqual({});
      await loadBaseMessages(language);
      expect(baseMessages(language)).toEqual({
        ...sharedMessages[language],
        ...loggedOutShellMessages[language],
        ...federationMessages[language],
        ...sessionMessages[language],
        ...authPagesMessages[language],
      });
      // module and instance texts still win, as in the host
      const merged = mergeMessages(language, { 'shell.login.title': 'M' }, { 'shell.login.submit': 'I' });
      expect(merged['shell.login.title']).toBe('M');
      expect(merged['shell.login.submit']).toBe('I');
    },
  );

  it('the host itself has every language at once: loadBaseMessages resolves and changes nothing', async () => {
    const before = host.baseMessages('sv-FI');
    await host.loadBaseMessages('sv-FI');
    expect(host.baseMessages('sv-FI')).toEqual(before);
  });

  it('while a chosen language loads, the last loaded one keeps the loader in words', async () => {
    const { baseMessages, loadBaseMessages } = await standIn();
    await loadBaseMessages('fi-FI');
    const switching = loadBaseMessages('en-US');
    expect(baseMessages('en-US')['shell.loader.loading']).toBe(
      loggedOutShellMessages['fi-FI']['shell.loader.loading'],
    );
    await switching;
    expect(baseMessages('en-US')['shell.loader.loading']).toBe(
      loggedOutShellMessages['en-US']['shell.loader.loading'],
    );
  });

  it('a language chunk that fails to load is asked for again on the next call', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('./languages/sv-FI', async (importOriginal) => {
      if (fail) throw new Error('chunk failed');
      return importOriginal();
    });
    const { baseMessages, loadBaseMessages } = await import('./languageMessages');
    await expect(loadBaseMessages('sv-FI')).rejects.toThrow();
    fail = false;
    vi.resetModules();
    await loadBaseMessages('sv-FI');
    expect(baseMessages('sv-FI')['shell.login.submit']).toBe(
      authPagesMessages['sv-FI']['shell.login.submit'],
    );
    vi.doUnmock('./languages/sv-FI');
  });
});
