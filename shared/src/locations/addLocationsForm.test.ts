import { describe, expect, it } from 'vitest';
import { requestItemsOf, validateAddLocations } from './addLocationsForm';
import { expectSameCatalogues } from '../testing/catalogues';
import { addLocationsMessages } from './addLocationsMessages';

const required = { id: 'errors.validateForm.requiredField' };

describe('add locations form (spec customer-area 5)', () => {
  it('customerNumber and contractIdentifier are required (errors.validateForm.requiredField)', () => {
    expect(validateAddLocations({}, false)).toEqual({
      customerNumber: required,
      contractIdentifier: required,
    });
    expect(validateAddLocations({ customerNumber: '   ', contractIdentifier: ' ' }, false)).toEqual({
      customerNumber: required,
      contractIdentifier: required,
    });
  });

  it('locationCode is optional; an empty one is sent as absent', () => {
    const values = { customerNumber: '100001', contractIdentifier: 'E100001-1', locationCode: '' };
    expect(validateAddLocations(values, false)).toEqual({});
    expect(requestItemsOf(values, false)).toEqual([
      { usagePlaceDetails: { customerNumber: '100001', contractIdentifier: 'E100001-1' } },
    ]);
    expect(
      requestItemsOf({ ...values, locationCode: ' 2000001 ' }, false)[0]!.usagePlaceDetails.locationCode,
    ).toBe('2000001');
  });

  it('customerNumber 3-20 characters (admin-and-calls 5), at the boundaries', () => {
    const at = (customerNumber: string) =>
      validateAddLocations({ customerNumber, contractIdentifier: 'E1' }, false).customerNumber;
    expect(at('12')).toEqual({ id: 'common.minLength', values: { min: 3 } });
    expect(at('123')).toBeUndefined();
    expect(at('1'.repeat(20))).toBeUndefined();
    expect(at('1'.repeat(21))).toEqual({ id: 'common.maxLength', values: { max: 20 } });
  });

  it('locationCode at most 20 and contractIdentifier at most 64 characters', () => {
    const base = { customerNumber: '100001', contractIdentifier: 'E1' };
    expect(validateAddLocations({ ...base, locationCode: '1'.repeat(20) }, false)).toEqual({});
    expect(validateAddLocations({ ...base, locationCode: '1'.repeat(21) }, false).locationCode).toBeTruthy();
    expect(validateAddLocations({ ...base, contractIdentifier: 'E'.repeat(64) }, false)).toEqual({});
    expect(
      validateAddLocations({ ...base, contractIdentifier: 'E'.repeat(65) }, false).contractIdentifier,
    ).toBeTruthy();
  });

  it('multi addition: no line with two tokens gives forms.addLocationsTextAreaForm.errors.invalidParams', () => {
    const invalid = { lines: { id: 'forms.addLocationsTextAreaForm.errors.invalidParams' } };
    expect(validateAddLocations({}, true)).toEqual(invalid);
    expect(validateAddLocations({ lines: '100001\n\n100002' }, true)).toEqual(invalid);
    expect(validateAddLocations({ lines: '100001\n100002 E2' }, true)).toEqual({});
    // the general fields are not asked for in this mode
    expect(validateAddLocations({ lines: '100002 E2' }, true).customerNumber).toBeUndefined();
  });

  it('multi addition: each usable line is one request item, at most 100', () => {
    expect(requestItemsOf({ lines: '100001 E1 2000001\nskip\n100002 E2' }, true)).toEqual([
      { usagePlaceDetails: { customerNumber: '100001', contractIdentifier: 'E1', locationCode: '2000001' } },
      { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: 'E2' } },
    ]);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `10000${i} E${i}`).join('\n');
    expect(validateAddLocations({ lines: lines(100) }, true)).toEqual({});
    expect(validateAddLocations({ lines: lines(101) }, true).lines?.id).toBe(
      'common.locations.add.tooManyLines',
    );
  });
});

describe('the add-locations form texts (its own chunk)', () => {
  it('fi-FI, sv-FI and en-US have the same keys and ICU arguments, all under common.locations.add.', () => {
    expectSameCatalogues(addLocationsMessages);
    expect(
      Object.keys(addLocationsMessages['en-US']).filter((id) => !id.startsWith('common.locations.add.')),
    ).toEqual([]);
  });
});
