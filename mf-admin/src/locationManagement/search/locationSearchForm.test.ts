import { describe, expect, it } from 'vitest';
import {
  locationSearchInitialValues,
  locationSearchSubmitErrors,
  MAIN_MEASURING_TYPES,
  toLocationSearch,
  validateLocationSearch,
  yearsBefore,
} from './locationSearchForm';

const TODAY = '2026-11-27';
const base = locationSearchInitialValues(TODAY);

describe('location search form rules', () => {
  it('opens with the install dates from 15 years before today to today, only active on, only invalid off', () => {
    expect(base).toMatchObject({
      meterInstallDateStart: '2011-11-27',
      meterInstallDateEnd: '2026-11-27',
      onlyActive: true,
      onlyInvalid: false,
      filterByMeasuringType: false,
    });
    expect(validateLocationSearch(base)).toEqual({});
  });

  it('15 years before 29 February is 28 February', () => {
    expect(yearsBefore('2024-02-29', 15)).toBe('2009-02-28');
    expect(yearsBefore('2024-03-01', 15)).toBe('2009-03-01');
  });

  for (const field of ['locationNumberOrGSRN', 'meterNumber', 'customer', 'locationAddress'] as const) {
    it(`${field} needs at least 3 characters (trimmed), with the length in the message`, () => {
      expect(validateLocationSearch({ ...base, [field]: ' ab ' })).toEqual({
        [field]: { id: 'common.minLength', values: { min: 3 } },
      });
      expect(validateLocationSearch({ ...base, [field]: 'abc' })).toEqual({});
      expect(validateLocationSearch({ ...base, [field]: '   ' })).toEqual({});
    });
  }

  it('both install dates are required, and the end is not before the start', () => {
    expect(validateLocationSearch({ ...base, meterInstallDateStart: null })).toEqual({
      meterInstallDateStart: { id: 'common.requiredField' },
    });
    expect(validateLocationSearch({ ...base, meterInstallDateEnd: '' })).toEqual({
      meterInstallDateEnd: { id: 'common.requiredField' },
    });
    expect(
      validateLocationSearch({
        ...base,
        meterInstallDateStart: '2026-01-02',
        meterInstallDateEnd: '2026-01-01',
      }),
    ).toEqual({ meterInstallDateEnd: { id: 'admin.locationManagement.form.dateOrder' } });
  });

  it('the measuring type list, when used, needs at least one type; unused, it is not sent', () => {
    expect(validateLocationSearch({ ...base, filterByMeasuringType: true, measuringTypes: [] })).toEqual({
      measuringTypes: { id: 'admin.locationManagement.form.selectAtLeastOne' },
    });
    expect(validateLocationSearch({ ...base, filterByMeasuringType: false, measuringTypes: [] })).toEqual({});
    expect(toLocationSearch({ ...base, filterByMeasuringType: true }).measuringTypes).toEqual(
      MAIN_MEASURING_TYPES,
    );
    expect(toLocationSearch(base).measuringTypes).toBeUndefined();
  });

  it('empty values are dropped and the others trimmed before the search is sent', () => {
    expect(
      toLocationSearch({ ...base, customer: ' Virtanen ', meterNumber: '  ', locationAddress: '' }),
    ).toEqual({
      customer: 'Virtanen',
      meterInstallDateStart: '2011-11-27',
      meterInstallDateEnd: '2026-11-27',
      onlyActive: true,
      onlyInvalid: false,
    });
  });

  it("puts the server's refusals at the fields", () => {
    expect(
      locationSearchSubmitErrors({
        httpStatusCode: 400,
        errorCode: 'validations_fail',
        translate: true,
        details: {
          fields: [
            { field: '/customer', rule: 'minLength' },
            { field: '/measuringTypes', rule: 'minItems' },
            { field: '/unknown', rule: 'minLength' },
          ],
        },
      }),
    ).toEqual({
      customer: { id: 'common.minLength', values: { min: 3 } },
      measuringTypes: { id: 'admin.locationManagement.form.selectAtLeastOne' },
    });
    expect(
      locationSearchSubmitErrors({ httpStatusCode: 500, errorCode: 'generalError', translate: true }),
    ).toBe(undefined);
  });
});
