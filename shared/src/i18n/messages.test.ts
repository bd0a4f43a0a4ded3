import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ApiError } from '../api/errors';
import { formatApiError } from './errorMessage';
import { ERROR_CATALOGUE_CODES } from './messages';
import { sharedMessages } from './sharedMessages';
import { ALL_LANGUAGES, catalogueProblems } from '../testing/catalogues';

describe('shared messages', () => {
  it('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments', () => {
    expect(Object.keys(sharedMessages['sv-FI']).sort()).toEqual(Object.keys(sharedMessages['fi-FI']).sort());
    expect(Object.keys(sharedMessages['en-US']).sort()).toEqual(Object.keys(sharedMessages['fi-FI']).sort());
    expect(catalogueProblems(sharedMessages)).toEqual([]);
  });

  it('a message without arguments reads the same with and without values (react-intl skips the ICU parser without them)', () => {
    const differ: string[] = [];
    for (const language of ALL_LANGUAGES) {
      let failed = false;
      const intl = createIntl({
        locale: language,
        messages: sharedMessages[language],
        onError: () => {
          failed = true;
        },
      });
      for (const id of Object.keys(sharedMessages[language])) {
        failed = false;
        const parsed = intl.formatMessage({ id }, {});
        if (failed) continue;
        if (intl.formatMessage({ id }) !== parsed)
          differ.push(`${language} ${id}: ${intl.formatMessage({ id })}`);
      }
    }
    expect(differ).toEqual([]);
    const intl = createIntl({ locale: 'en-US', messages: sharedMessages['en-US'] });
    expect(intl.formatMessage({ id: 'common.validation.usernameCharacters' })).toContain('( ) { } *');
  });

  it.each(ERROR_CATALOGUE_CODES)('every catalogue code has a message in every language: %s', (code) => {
    for (const language of ALL_LANGUAGES) expect(sharedMessages[language][`errors.${code}`]).toBeTruthy();
  });

  it('account_locked_until shows the lock time from details.lockedUntil', () => {
    const intl = createIntl({
      locale: 'fi-FI',
      messages: sharedMessages['fi-FI'],
      timeZone: 'Europe/Helsinki',
    });
    const text = formatApiError(
      intl,
      new ApiError({
        httpStatusCode: 403,
        errorCode: 'account_locked_until',
        details: { lockedUntil: '2026-03-01T10:05:00Z' },
      }),
    );
    expect(text).toContain('12.05');
  });

  it('an unknown code shows the server description, else a generic message with the code', () => {
    const intl = createIntl({ locale: 'en-US', messages: sharedMessages['en-US'] });
    expect(
      formatApiError(
        intl,
        new ApiError({ httpStatusCode: 400, errorCode: 'weird', description: 'Server says no' }),
      ),
    ).toBe('Server says no');
    expect(formatApiError(intl, new ApiError({ httpStatusCode: 400, errorCode: 'weird' }))).toContain(
      'weird',
    );
  });
});
