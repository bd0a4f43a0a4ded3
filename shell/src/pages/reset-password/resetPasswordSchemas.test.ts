import { describe, expect, it } from 'vitest';
import { newPasswordSchema, requestResetSchema } from './resetPasswordSchemas';

describe('reset password validation', () => {
  it('the username is required; only spaces count as empty', () => {
    expect(requestResetSchema.isValidSync({ username: '   ' })).toBe(false);
    expect(requestResetSchema.isValidSync({})).toBe(false);
    expect(requestResetSchema.isValidSync({ username: ' maija ' })).toBe(true);
  });

  it.each([
    ['Abcdefg1', true],
    ['Äiti-on-1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
  ])(
    'a new password needs at least 8 characters with digits, upper and lower case: %s',
    (password, valid) => {
      expect(newPasswordSchema.isValidSync({ newPassword: password, repeatPassword: password })).toBe(valid);
    },
  );

  it('the repeated password must equal the new password', () => {
    expect(newPasswordSchema.isValidSync({ newPassword: 'Abcdefg1', repeatPassword: 'Abcdefg2' })).toBe(
      false,
    );
  });
});
