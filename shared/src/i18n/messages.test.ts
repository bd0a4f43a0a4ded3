import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ApiError } from '../api/errors';
import { formatApiError } from './errorMessage';
import { ERROR_CATALOGUE_CODES, sharedMessages } from './messages';

describe('shared messages', () => {
  it('fi-FI and en-US have the same keys', () => {
    expect(Object.keys(sharedMessages['fi-FI']).sort()).toEqual(Object.keys(sharedMessages['en-US']).sort());
  });

  it.each(ERROR_CATALOGUE_CODES)('every catalogue code has a message in both languages: %s', (code) => {
    expect(sharedMessages['fi-FI'][`errors.${code}`]).toBeTruthy();
    expect(sharedMessages['en-US'][`errors.${code}`]).toBeTruthy();
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
