import { describe, expect, it } from 'vitest';
import {
  contractSearchInitialValues,
  contractSearchSubmitErrors,
  isEmptyContractSearch,
  toContractSearch,
  validateContractSearch,
} from './contractSearchForm';

const LIMITS = [
  ['usagePlaceNumber', 1, 20],
  ['customerNumber', 3, 20],
  ['userOrCompanyName', 2, 70],
  ['address', 3, 80],
  ['identificationNumber', 9, 11],
] as const;

describe('contract search form rules', () => {
  for (const [field, min, max] of LIMITS) {
    it(`${field} takes ${min}-${max} characters, with the minimum and maximum length messages`, () => {
      expect(validateContractSearch({ [field]: 'x'.repeat(min) })).toEqual({});
      expect(validateContractSearch({ [field]: 'x'.repeat(max) })).toEqual({});
      expect(validateContractSearch({ [field]: 'x'.repeat(max + 1) })).toEqual({
        [field]: { id: 'common.maxLength', values: { max } },
      });
      if (min > 1)
        expect(validateContractSearch({ [field]: ` ${'x'.repeat(min - 1)} ` })).toEqual({
          [field]: { id: 'common.minLength', values: { min } },
        });
    });
  }

  it('every field is optional: an empty or blank value breaks no limit', () => {
    expect(validateContractSearch({ customerNumber: '   ', address: '' })).toEqual({});
  });

  it('the active-contracts switch is on by default', () => {
    expect(contractSearchInitialValues()).toEqual({ activeContracts: true });
    expect(toContractSearch({}).activeContracts).toBe(true);
    expect(toContractSearch({ activeContracts: false }).activeContracts).toBe(false);
  });

  it('empty values are dropped and the others trimmed before the search is sent', () => {
    expect(
      toContractSearch({
        customerNumber: ' 100001 ',
        address: '  ',
        userOrCompanyName: '',
        activeContracts: true,
      }),
    ).toEqual({ customerNumber: '100001', activeContracts: true });
  });

  it('a search without text is the empty search that lists everything (it asks to confirm)', () => {
    expect(isEmptyContractSearch(toContractSearch({ address: ' ', activeContracts: false }))).toBe(true);
    expect(isEmptyContractSearch(toContractSearch({ usagePlaceNumber: '2' }))).toBe(false);
  });

  it("puts the server's length refusals at the fields", () => {
    expect(
      contractSearchSubmitErrors({
        httpStatusCode: 400,
        errorCode: 'validations_fail',
        translate: true,
        details: {
          fields: [
            { field: '/address', rule: 'minLength' },
            { field: '/identificationNumber', rule: 'maxLength' },
            { field: '/unknown', rule: 'minLength' },
          ],
        },
      }),
    ).toEqual({
      address: { id: 'common.minLength', values: { min: 3 } },
      identificationNumber: { id: 'common.maxLength', values: { max: 11 } },
    });
    expect(
      contractSearchSubmitErrors({ httpStatusCode: 500, errorCode: 'generalError', translate: true }),
    ).toBe(undefined);
  });
});
