import { describe, expect, it } from 'vitest';
import {
  CONTRACT_SEARCH_LIMITS,
  contractSearchIssues,
  filledContractSearchFields,
} from './contractSearchRules';

describe('contract search length limits (spec admin-and-calls section 5)', () => {
  it('holds the spec limits: usagePlaceNumber 1-20, customerNumber 3-20, userOrCompanyName 2-70, address 3-80, identificationNumber 9-11', () => {
    expect(CONTRACT_SEARCH_LIMITS).toEqual({
      usagePlaceNumber: { min: 1, max: 20 },
      customerNumber: { min: 3, max: 20 },
      userOrCompanyName: { min: 2, max: 70 },
      address: { min: 3, max: 80 },
      identificationNumber: { min: 9, max: 11 },
    });
  });

  it('names each field below its minimum or above its maximum, after trimming', () => {
    expect(
      contractSearchIssues({
        usagePlaceNumber: '1'.repeat(21),
        customerNumber: ' 12 ',
        userOrCompanyName: 'Aino',
        address: 'x'.repeat(81),
        identificationNumber: '12345678',
      }),
    ).toEqual([
      { field: '/usagePlaceNumber', rule: 'maxLength' },
      { field: '/customerNumber', rule: 'minLength' },
      { field: '/address', rule: 'maxLength' },
      { field: '/identificationNumber', rule: 'minLength' },
    ]);
    expect(contractSearchIssues({ identificationNumber: '131052-308T', address: 'Äö-' })).toEqual([]);
  });

  it('an empty search breaks no limit and fills no field (the form asks to confirm it)', () => {
    expect(contractSearchIssues({ activeContracts: true })).toEqual([]);
    expect(filledContractSearchFields({ activeContracts: false })).toEqual([]);
    expect(filledContractSearchFields({ address: 'Koulukatu', customerNumber: '100' })).toEqual([
      'customerNumber',
      'address',
    ]);
  });
});
