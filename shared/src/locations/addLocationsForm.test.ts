import { describe, expect, it } from 'vitest';
import {
  lineOutcomesOf,
  lineProblems,
  linesToKeep,
  requestItemsOf,
  validateAddLocations,
} from './addLocationsForm';
import { checkLocationLines } from '../api/locations';
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
    const values = { customerNumber: '100001', contractIdentifier: '7QH4KMCX3R', locationCode: '' };
    expect(validateAddLocations(values, false)).toEqual({});
    expect(requestItemsOf(values, false)).toEqual([
      { usagePlaceDetails: { customerNumber: '100001', contractIdentifier: '7QH4KMCX3R' } },
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

  it('a value with a space inside says so', () => {
    expect(
      validateAddLocations({ customerNumber: '100 001', contractIdentifier: '7QH4 KMCX3R' }, false),
    ).toEqual({
      customerNumber: { id: 'common.locations.add.noSpaces' },
      contractIdentifier: { id: 'common.locations.add.noSpaces' },
    });
  });

  it('multi addition: no usable line gives forms.addLocationsTextAreaForm.errors.invalidParams', () => {
    const invalid = { lines: { id: 'forms.addLocationsTextAreaForm.errors.invalidParams' } };
    expect(validateAddLocations({}, true)).toEqual(invalid);
    expect(validateAddLocations({ lines: '100001\n\n100002' }, true)).toEqual(invalid);
    expect(validateAddLocations({ lines: '12 E1\n100002' }, true)).toEqual(invalid);
    // the general fields are not asked for in this mode
    expect(validateAddLocations({ lines: '100002 E2' }, true).customerNumber).toBeUndefined();
  });

  it('multi addition: a bad line never stops the search of the good ones', () => {
    const lines = '100001\n12 E1\n100002 E2\n100003 E3 2000001 extra';
    expect(validateAddLocations({ lines }, true)).toEqual({});
    expect(requestItemsOf({ lines }, true)).toEqual([
      { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: 'E2' } },
    ]);
  });

  it('multi addition: each usable line is one request item, at most 100', () => {
    expect(requestItemsOf({ lines: '100001 E1 2000001\n\n100002 E2' }, true)).toEqual([
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

describe('multi addition: each bad line with its own message (line number and what is wrong)', () => {
  const text = [
    '100001',
    '12 E1',
    '',
    `100002 ${'E'.repeat(65)}`,
    `100003 E3 ${'9'.repeat(21)}`,
    '100004 E4 2000001 extra',
    '100005 E5',
    '100006   E6',
    '100007 E7',
  ].join('\n');

  it('names the line and the broken rule of every line that is not searched', () => {
    expect(lineProblems(text)).toEqual([
      {
        line: 1,
        message: { id: 'common.locations.add.line.contractIdentifier.missing', values: { line: 1 } },
      },
      {
        line: 2,
        message: {
          id: 'common.locations.add.line.customerNumber.length',
          values: { line: 2, min: 3, max: 20 },
        },
      },
      {
        line: 4,
        message: { id: 'common.locations.add.line.contractIdentifier.length', values: { line: 4, max: 64 } },
      },
      {
        line: 5,
        message: { id: 'common.locations.add.line.locationCode.length', values: { line: 5, max: 20 } },
      },
      { line: 6, message: { id: 'common.locations.add.line.tooManyValues', values: { line: 6 } } },
    ]);
  });

  it("adds the server's answer for the lines searched that found nothing, following the user's edits", () => {
    const sent = checkLocationLines(text).filter((line) => line.item);
    expect(sent.map((line) => line.line)).toEqual([7, 8, 9]);
    const outcomes = lineOutcomesOf(sent, {
      usagePlaces: [],
      results: [
        { status: 'found', locationCodes: ['2000001'] },
        { status: 'not_found' },
        { status: 'rate_limited' },
      ],
    });
    expect(outcomes).toEqual({ '100006 E6': 'not_found', '100007 E7': 'rate_limited' });
    expect(lineProblems(text, outcomes).slice(5)).toEqual([
      { line: 8, message: { id: 'common.locations.add.line.notFound', values: { line: 8 } } },
      { line: 9, message: { id: 'common.locations.add.line.rateLimited', values: { line: 9 } } },
    ]);
    // the user deletes the first line: the numbers follow; a corrected line loses its message
    const edited = text.split('\n').slice(1).join('\n').replace('100006   E6', '100006 E66');
    expect(lineProblems(edited, outcomes).slice(-2)).toEqual([
      { line: 5, message: { id: 'common.locations.add.line.tooManyValues', values: { line: 5 } } },
      { line: 8, message: { id: 'common.locations.add.line.rateLimited', values: { line: 8 } } },
    ]);
  });

  it('after a save the textarea keeps exactly the lines that were not added, as typed', () => {
    const outcomes = { '100006 E6': 'not_found', '100007 E7': 'rate_limited' } as const;
    expect(linesToKeep(text, outcomes)).toBe(
      [
        '100001',
        '12 E1',
        `100002 ${'E'.repeat(65)}`,
        `100003 E3 ${'9'.repeat(21)}`,
        '100004 E4 2000001 extra',
        '100006   E6',
        '100007 E7',
      ].join('\n'),
    );
    expect(linesToKeep('100005 E5\n\n100008 E8', {})).toBe('');
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
