import { describe, expect, it } from 'vitest';
import { profileIssues, passwordRuleBroken } from '../api/accountRules';
import { accountFieldErrors } from '../api/accountRuleMessages';
import { passwordSchema, profileSchema } from './accountSchemas';
import { validateWithYup } from './validateWithYup';

const validProfile = {
  firstName: 'Aino',
  lastName: 'Asiakas',
  username: 'aino.asiakas',
  email: 'aino@example.com',
  phoneNumber: '0501234567',
};
const profileErrors = (change: Record<string, string>, local = true) =>
  validateWithYup(profileSchema({ local }))({ ...validProfile, ...change });
const passwordErrors = (newPassword: string, currentPassword = 'Old-pass-1', username = 'aino') =>
  validateWithYup(passwordSchema({ username }))({ currentPassword, newPassword });

describe('profile form: min and max lengths as in admin-and-calls section 5', () => {
  it.each([
    ['firstName', 2, 100],
    ['lastName', 2, 100],
    ['username', 3, 128],
  ])('%s is required and has %i to %i characters', (field, min, max) => {
    expect(profileErrors({ [field]: '' })).toEqual({ [field]: { id: 'common.requiredField' } });
    expect(profileErrors({ [field]: '   ' })).toEqual({ [field]: { id: 'common.requiredField' } });
    expect(profileErrors({ [field]: 'a'.repeat(min - 1) })).toEqual({
      [field]: { id: 'common.minLength', values: { min } },
    });
    expect(profileErrors({ [field]: 'a'.repeat(min) })).toEqual({});
    expect(profileErrors({ [field]: ` ${'a'.repeat(max)} ` })).toEqual({});
    expect(profileErrors({ [field]: 'a'.repeat(max + 1) })).toEqual({
      [field]: { id: 'common.maxLength', values: { max } },
    });
  });

  it('email has at most 150 characters', () => {
    const email = (n: number) => `${'e'.repeat(n - 12)}@example.com`;
    expect(profileErrors({ email: email(150) })).toEqual({});
    expect(profileErrors({ email: email(151) })).toEqual({
      email: { id: 'common.maxLength', values: { max: 150 } },
    });
  });
});

describe('profile form: email valid, phone +358 or 0 followed by 7-9 digits, at least one of them', () => {
  it.each(['aino@example', 'aino example.com', '@example.com'])('email %s is not valid', (email) => {
    expect(profileErrors({ email })).toEqual({ email: { id: 'common.validation.email' } });
  });

  it.each(['05012345', '0501234567', '+3585012345', '+358501234567', '050 123 4567', '050-1234567'])(
    'phone %s is valid (like 0501234567 or +358501234567)',
    (phoneNumber) => {
      expect(profileErrors({ phoneNumber })).toEqual({});
    },
  );

  it.each(['0501234', '05012345678', '+358501234', '+3585012345678', '358501234567', '050123456a'])(
    'phone %s is not valid',
    (phoneNumber) => {
      expect(profileErrors({ phoneNumber })).toEqual({ phoneNumber: { id: 'common.validation.phone' } });
    },
  );

  it('at least one of email or phone is required (the message on email); either alone is enough', () => {
    expect(profileErrors({ email: '', phoneNumber: '' })).toEqual({
      email: { id: 'common.validation.emailOrPhone' },
    });
    expect(profileErrors({ email: '' })).toEqual({});
    expect(profileErrors({ phoneNumber: '' })).toEqual({});
  });
});

describe('profile form: username characters', () => {
  it.each([...`^'"\\;,(){}*%&!?/ `])('a username with %s is refused', (character) => {
    expect(profileErrors({ username: `aino${character}a` })).toEqual({
      username: { id: 'common.validation.usernameCharacters' },
    });
  });

  it('dots, dashes, underscores, @ and letters like ä are allowed', () => {
    expect(profileErrors({ username: 'äiti-aino_1.x@y' })).toEqual({});
  });
});

describe('profile form without local login: names and username are hidden and not checked', () => {
  it('only email and phone are validated', () => {
    expect(profileErrors({ firstName: '', lastName: '', username: '' }, false)).toEqual({});
    expect(profileErrors({ email: '', phoneNumber: '' }, false)).toEqual({
      email: { id: 'common.validation.emailOrPhone' },
    });
  });
});

describe('password form: both required and trimmed; new at least 8 characters with digits, upper and lower case', () => {
  it('both fields are required; spaces alone count as empty', () => {
    expect(validateWithYup(passwordSchema())({ currentPassword: ' ', newPassword: '' })).toEqual({
      currentPassword: { id: 'common.requiredField' },
      newPassword: { id: 'common.requiredField' },
    });
  });

  it.each([
    ['Abcdef1', { id: 'common.minLength', values: { min: 8 } }],
    [' Abcdef1 ', { id: 'common.minLength', values: { min: 8 } }],
    ['abcdefg1', { id: 'common.validation.passwordRule' }],
    ['ABCDEFG1', { id: 'common.validation.passwordRule' }],
    ['Abcdefgh', { id: 'common.validation.passwordRule' }],
    [`Aa1${'b'.repeat(126)}`, { id: 'common.maxLength', values: { max: 128 } }],
    ['My-Aino-2026', { id: 'common.validation.passwordUsername' }],
  ])('%s is refused', (newPassword, message) => {
    expect(passwordErrors(newPassword)).toEqual({ newPassword: message });
  });

  it.each(['Abcdefg1', 'Äbcdefg1', `Aa1${'b'.repeat(125)}`, 'correct Horse battery staple 9'])(
    '%s is accepted (8 to 128 characters, a 64-character passphrase too)',
    (newPassword) => {
      expect(passwordErrors(newPassword)).toEqual({});
    },
  );
});

describe('the schemas and the server rules agree', () => {
  const samples = [
    '',
    'a',
    'ab',
    'abc',
    'a/b',
    'aino@example',
    'aino@example.com',
    '0501234',
    '+358501234567',
  ];
  it('a profile value the schema accepts is one the server accepts, and the other way round', () => {
    for (const field of ['firstName', 'lastName', 'username', 'email', 'phoneNumber'] as const) {
      for (const value of samples) {
        const values = { ...validProfile, [field]: value };
        const client = Object.keys(validateWithYup(profileSchema({ local: true }))(values));
        const server = profileIssues(values, { local: true }).map((issue) => issue.field.slice(1));
        expect({ field, value, errors: client.sort() }).toEqual({ field, value, errors: server.sort() });
      }
    }
  });

  it('a new password the schema accepts is one the rule accepts (the common list aside)', () => {
    for (const password of ['Abcdefg1', 'abcdefg1', 'Aino-pass-1', 'Abc 1', `A1${'b'.repeat(127)}`]) {
      const client = Object.keys(passwordErrors(password));
      expect({ password, ok: client.length === 0 }).toEqual({
        password,
        ok: passwordRuleBroken(password.trim(), { username: 'aino' }) === null,
      });
    }
  });
});

describe("a server's validations_fail fields as field errors", () => {
  it('names each field by its rule message, lengths with their limit; unknown rules are left out', () => {
    expect(
      accountFieldErrors([
        { field: '/newPassword', rule: 'common_password' },
        { field: '/username', rule: 'min_length' },
        { field: '/firstName', rule: 'max_length' },
        { field: '/email', rule: 'email_or_phone_required' },
        { field: '/roles', rule: 'unknown_field' },
      ]),
    ).toEqual({
      newPassword: { id: 'common.validation.passwordCommon' },
      username: { id: 'common.minLength', values: { min: 3 } },
      firstName: { id: 'common.maxLength', values: { max: 100 } },
      email: { id: 'common.validation.emailOrPhone' },
    });
  });
});
