import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { validateWithYup } from './validateWithYup';

const schema = object({
  name: string().required().max(5),
  code: string().required('custom.codeRequired'),
  nested: object({ title: string().min(3) }),
});

describe('validateWithYup', () => {
  it("yup's default required message becomes common.requiredField", () => {
    expect(validateWithYup(schema)({ code: 'x', nested: {} })).toEqual({
      name: { id: 'common.requiredField' },
    });
  });

  it('max and min become common.maxLength / common.minLength with the number as a value', () => {
    const errors = validateWithYup(schema)({ name: 'toolong', code: 'x', nested: { title: 'ab' } });
    expect(errors).toEqual({
      name: { id: 'common.maxLength', values: { max: 5 } },
      nested: { title: { id: 'common.minLength', values: { min: 3 } } },
    });
  });

  it('a message that is a message id is kept as the id', () => {
    expect(validateWithYup(schema)({ name: 'ok', nested: {} })).toEqual({
      code: { id: 'custom.codeRequired' },
    });
  });

  it('valid values give no errors', () => {
    expect(validateWithYup(schema)({ name: 'ok', code: 'x', nested: { title: 'abc' } })).toEqual({});
  });
});
