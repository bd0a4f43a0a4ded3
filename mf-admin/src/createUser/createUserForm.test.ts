import { validateWithYup } from '@portal/shared/form';
import { describe, expect, it } from 'vitest';
import {
  createUserInitialValues,
  createUserSchema,
  createUserSubmitErrors,
  toNewUserRequest,
  type CreateUserValues,
} from './createUserForm';

const validate = validateWithYup<CreateUserValues>(createUserSchema(['fi-FI', 'sv-FI', 'en-US']));
const valid: CreateUserValues = {
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  email: 'maija@example.com',
  language: 'fi-FI',
  requiredSSN: false,
};

describe('create user form rules', () => {
  it('firstName, lastName and email are required', () => {
    expect(validate({ ...valid, firstName: ' ', lastName: '', email: undefined })).toEqual({
      firstName: { id: 'common.requiredField' },
      lastName: { id: 'common.requiredField' },
      email: { id: 'common.requiredField' },
    });
    expect(validate(valid)).toEqual({});
  });

  it('first and last name take 2-100 characters after trimming', () => {
    expect(validate({ ...valid, firstName: ' M ', lastName: 'x'.repeat(101) })).toEqual({
      firstName: { id: 'common.minLength', values: { min: 2 } },
      lastName: { id: 'common.maxLength', values: { max: 100 } },
    });
    expect(validate({ ...valid, firstName: 'Jo', lastName: 'x'.repeat(100) })).toEqual({});
  });

  it('the email is at most 150 characters and a standard address', () => {
    const local = 'a'.repeat(150 - '@example.fi'.length);
    expect(validate({ ...valid, email: `${local}@example.fi` })).toEqual({});
    expect(validate({ ...valid, email: `${local}a@example.fi` })).toEqual({
      email: { id: 'common.maxLength', values: { max: 150 } },
    });
    for (const email of ['maija', 'maija@example', 'maija @example.com', '@example.com'])
      expect(validate({ ...valid, email }), email).toEqual({ email: { id: 'common.validation.email' } });
  });

  it("the language is one of the instance's languages", () => {
    const narrow = validateWithYup<CreateUserValues>(createUserSchema(['fi-FI', 'en-US']));
    expect(narrow({ ...valid, language: 'sv-FI' })).toHaveProperty('language');
    expect(narrow({ ...valid, language: 'en-US' })).toEqual({});
  });

  it("the form opens in the page's language with the social security number switch off", () => {
    expect(createUserInitialValues('sv-FI')).toMatchObject({ language: 'sv-FI', requiredSSN: false });
  });

  it('sends trimmed values and the switch as a boolean, without a redirectUrl', () => {
    expect(
      toNewUserRequest(
        { firstName: ' Maija ', lastName: 'Meikäläinen ', email: ' m@example.com', requiredSSN: true },
        'en-US',
      ),
    ).toEqual({
      firstName: 'Maija',
      lastName: 'Meikäläinen',
      email: 'm@example.com',
      language: 'en-US',
      requiredSSN: true,
    });
  });

  it("puts the server's field errors at the fields and a taken address at the email", () => {
    expect(
      createUserSubmitErrors({
        httpStatusCode: 400,
        errorCode: 'validations_fail',
        translate: true,
        details: {
          fields: [
            { field: '/firstName', rule: 'min_length' },
            { field: '/email', rule: 'email' },
          ],
        },
      }),
    ).toEqual({
      firstName: { id: 'common.minLength', values: { min: 2 } },
      email: { id: 'common.validation.email' },
    });
    expect(
      createUserSubmitErrors({ httpStatusCode: 400, errorCode: 'username_already_exist', translate: true }),
    ).toEqual({ email: { id: 'admin.createUser.emailTaken' } });
    expect(createUserSubmitErrors({ httpStatusCode: 500, errorCode: 'generalError', translate: true })).toBe(
      undefined,
    );
  });
});
