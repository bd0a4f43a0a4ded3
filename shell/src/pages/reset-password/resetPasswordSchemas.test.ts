import { describe, expect, it } from 'vitest';
import { validateLogin } from '../login/loginSchema';
import { passwordRuleBroken } from '@portal/shared/api/accountRules';
import {
  serverAsksSsn,
  serverFieldErrors,
  sitePath,
  validateNewPassword,
  validateRequestReset,
} from './resetPasswordSchemas';

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

  const rule = { id: 'common.validation.passwordRule' };
  it.each([
    ['Abcdefg1', {}],
    ['Äiti-on-1', {}],
    // trimmed as the server trims it: 7 characters left
    ['  Abcdef1  ', { newPassword: { id: 'common.minLength', values: { min: 8 } } }],
    ['Abcdef1', { newPassword: { id: 'common.minLength', values: { min: 8 } } }],
    [`Aa1${'x'.repeat(125)}`, {}],
    [`Aa1${'x'.repeat(126)}`, { newPassword: { id: 'common.maxLength', values: { max: 128 } } }],
    ['abcdefg1', { newPassword: rule }],
    ['ABCDEFG1', { newPassword: rule }],
    ['Abcdefgh', { newPassword: rule }],
  ])(
    'a new password follows the server account rules (8-128 characters, digits, both cases): %s',
    (password, errors) => {
      expect(validateNewPassword({ newPassword: password, repeatPassword: password })).toEqual(errors);
    },
  );

  it('the server agrees: every password the form refuses here, passwordRuleBroken refuses', () => {
    for (const password of ['', 'Abcdef1', 'abcdefg1', `Aa1${'x'.repeat(126)}`])
      expect(passwordRuleBroken(password)).not.toBeNull();
  });

  it("a refused confirm's field errors (validations_fail details) go to the new password field", () => {
    expect(
      serverFieldErrors('validations_fail', { fields: [{ field: '/newPassword', rule: 'common_password' }] }),
    ).toEqual({ newPassword: { id: 'common.validation.passwordCommon' } });
    expect(
      serverFieldErrors('validations_fail', { fields: [{ field: '/newPassword', rule: 'max_length' }] }),
    ).toEqual({ newPassword: { id: 'common.maxLength', values: { max: 128 } } });
    expect(serverFieldErrors('invalid_reset_code', null)).toBeUndefined();
    expect(
      serverFieldErrors('validations_fail', { fields: [{ field: '/code', rule: 'required' }] }),
    ).toBeUndefined();
  });

  it('an empty password is reported as missing, not as breaking the rule', () => {
    expect(validateNewPassword({})).toEqual({ newPassword: required, repeatPassword: required });
  });

  it('the repeated password must equal the new password', () => {
    expect(validateNewPassword({ newPassword: 'Abcdefg1', repeatPassword: 'Abcdefg2' })).toEqual({
      repeatPassword: { id: 'shell.resetPassword.passwordsDiffer' },
    });
  });
});

describe('the social security number of an invitation', () => {
  const values = { newPassword: 'Uusi-salasana1', repeatPassword: 'Uusi-salasana1' };

  it('is checked only when asked, with the HETU rules the server applies', () => {
    expect(validateNewPassword({ ...values, socialSecurityNumber: 'x' })).toEqual({});
    expect(validateNewPassword(values, { askSsn: true })).toEqual({ socialSecurityNumber: required });
    expect(validateNewPassword({ ...values, socialSecurityNumber: '131052-308U' }, { askSsn: true })).toEqual(
      {
        socialSecurityNumber: { id: 'errors.invalidSSN' },
      },
    );
    for (const code of ['010594Y9032', '020502E902X', ' 131052-308T '])
      expect(validateNewPassword({ ...values, socialSecurityNumber: code }, { askSsn: true })).toEqual({});
  });

  it("the server's rules at /socialSecurityNumber become the field's errors, beside the password's", () => {
    expect(
      serverFieldErrors('validations_fail', {
        fields: [
          { field: '/socialSecurityNumber', rule: 'invalid_ssn' },
          { field: '/newPassword', rule: 'common_password' },
        ],
      }),
    ).toEqual({
      socialSecurityNumber: { id: 'errors.invalidSSN' },
      newPassword: { id: 'common.validation.passwordCommon' },
    });
    expect(
      serverAsksSsn('validations_fail', { fields: [{ field: '/socialSecurityNumber', rule: 'required' }] }),
    ).toBe(true);
    expect(serverAsksSsn('invalid_reset_code', null)).toBe(false);
  });

  it('the redirect is a path of this site only', () => {
    expect(sitePath('/demo1/fi-FI/login')).toBe('/demo1/fi-FI/login');
    for (const other of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'login', null])
      expect(sitePath(other)).toBeNull();
  });
});
