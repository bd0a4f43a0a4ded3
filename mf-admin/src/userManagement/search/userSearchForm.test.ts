import { describe, expect, it } from 'vitest';
import { isSearchAll, toUserSearch, validateUserSearch } from './userSearchForm';

const staff = { sub: false };
const superuser = { sub: true };

describe('user search form (spec admin-and-calls section 5)', () => {
  it('all fields are optional', () => {
    expect(validateUserSearch({}, superuser)).toEqual({});
    expect(validateUserSearch({ firstName: '  ', roles: [] }, superuser)).toEqual({});
  });

  it('length limits: firstName and lastName 2-100, username 3-128, email at most 150, sub 5-150', () => {
    const at = (values: Record<string, string>) => validateUserSearch(values, superuser);
    expect(at({ firstName: 'A' }).firstName).toEqual({ id: 'common.minLength', values: { min: 2 } });
    expect(at({ firstName: 'Al' }).firstName).toBeUndefined();
    expect(at({ lastName: 'x'.repeat(100) }).lastName).toBeUndefined();
    expect(at({ lastName: 'x'.repeat(101) }).lastName).toEqual({
      id: 'common.maxLength',
      values: { max: 100 },
    });
    expect(at({ username: 'ab' }).username).toEqual({ id: 'common.minLength', values: { min: 3 } });
    expect(at({ username: 'a'.repeat(128) }).username).toBeUndefined();
    expect(at({ username: 'a'.repeat(129) }).username).toEqual({
      id: 'common.maxLength',
      values: { max: 128 },
    });
    expect(at({ email: `${'a'.repeat(140)}@example.fi` }).email).toEqual({
      id: 'common.maxLength',
      values: { max: 150 },
    });
    expect(at({ sub: 'abcd' }).sub).toEqual({ id: 'common.minLength', values: { min: 5 } });
    expect(at({ sub: 'abcde' }).sub).toBeUndefined();
    expect(at({ sub: 'a'.repeat(151) }).sub).toEqual({ id: 'common.maxLength', values: { max: 150 } });
  });

  it('formats: email a standard address; phone +358 or 0 followed by 7-9 digits', () => {
    const at = (values: Record<string, string>) => validateUserSearch(values, staff);
    expect(at({ email: 'matti@' }).email).toEqual({ id: 'common.validation.email' });
    expect(at({ email: 'matti@example.fi' }).email).toBeUndefined();
    expect(at({ phoneNumber: '0501234567' }).phoneNumber).toBeUndefined();
    expect(at({ phoneNumber: '+358 50 123 4567' }).phoneNumber).toBeUndefined();
    expect(at({ phoneNumber: '050123' }).phoneNumber).toEqual({ id: 'common.validation.phone' });
    expect(at({ phoneNumber: '+46501234567' }).phoneNumber).toEqual({ id: 'common.validation.phone' });
  });

  it('a social security number must pass Finnish ID validation, each problem with its message', () => {
    const at = (socialSecurityNumber: string) =>
      validateUserSearch({ socialSecurityNumber }, staff).socialSecurityNumber;
    expect(at('131052-308T')).toBeUndefined();
    // the 2023 century signs, and a lower-case sign typed by hand
    expect(at('010594Y9032')).toBeUndefined();
    expect(at('010594y9032')).toBeUndefined();
    expect(at('131052-308A')).toEqual({ id: 'admin.userSearch.ssn.checksum' });
    expect(at('310252-308T')).toEqual({ id: 'admin.userSearch.ssn.date' });
    expect(at('131052-001T')).toEqual({ id: 'admin.userSearch.ssn.individualNumber' });
    expect(at('1310523080')).toEqual({ id: 'admin.userSearch.ssn.format' });
  });

  it('the sub field is checked and sent only when shown (superusers)', () => {
    expect(validateUserSearch({ sub: 'x' }, staff)).toEqual({});
    expect(toUserSearch({ sub: 'abcdef' }, staff)).toEqual({});
    expect(toUserSearch({ sub: ' abcdef ' }, superuser)).toEqual({ sub: 'abcdef' });
  });

  it('the search body: trimmed values, empty ones left out, the phone without spaces', () => {
    expect(
      toUserSearch(
        {
          firstName: ' Matti ',
          lastName: '',
          phoneNumber: '050 123 4567',
          socialSecurityNumber: ' 010594y9032',
          roles: ['ROLE_ADMIN'],
        },
        staff,
      ),
    ).toEqual({
      firstName: 'Matti',
      phoneNumber: '0501234567',
      socialSecurityNumber: '010594Y9032',
      roles: ['ROLE_ADMIN'],
    });
  });

  it('an empty search with no roles asks to confirm; one with roles does not', () => {
    expect(isSearchAll(toUserSearch({ firstName: ' ', roles: [] }, staff))).toBe(true);
    expect(isSearchAll(toUserSearch({ roles: ['ROLE_SERVANT'] }, staff))).toBe(false);
    expect(isSearchAll(toUserSearch({ lastName: 'Ko' }, staff))).toBe(false);
  });
});
