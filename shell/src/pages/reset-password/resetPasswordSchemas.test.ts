import { describe, expect, it } from 'vitest';
import { validateLogin } from '../login/loginSchema';
import { validateNewPassword, validateRequestReset } from './resetPasswordSchemas';

const required = { id: 'common.requiredField' };

describe('logged-out form validation', () => {
  it('the username is required; only spaces count as empty', () => {
    expect(validateRequestReset({ username: '   ' })).toEqual({ username: required });
    expect(validateRequestReset({})).toEqual({ username: required });
    expect(validateRequestReset({ username: ' maija ' })).toEqual({});
  });

  it('login needs a username (not only spaces) and a password (spaces are characters)', () => {
    expect(validateLogin({})).toEqual({ username: required, password: required });
    expect(validateLogin({ username: ' ', password: ' ' })).toEqual({ username: required });
    expect(validateLogin({ username: 'maija', password: 'x' })).toEqual({});
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
      expect(validateNewPassword({ newPassword: password, repeatPassword: password })).toEqual(
        valid ? {} : { newPassword: { id: 'shell.resetPassword.passwordRule' } },
      );
    },
  );

  it('an empty password is reported as missing, not as breaking the rule', () => {
    expect(validateNewPassword({})).toEqual({ newPassword: required, repeatPassword: required });
  });

  it('the repeated password must equal the new password', () => {
    expect(validateNewPassword({ newPassword: 'Abcdefg1', repeatPassword: 'Abcdefg2' })).toEqual({
      repeatPassword: { id: 'shell.resetPassword.passwordsDiffer' },
    });
  });
});
