import { describe, expect, it } from 'vitest';
import {
  finnishIban,
  formatNationalReference,
  formatRfReference,
  isValidIban,
  isValidNationalReference,
  isValidRfReference,
  nationalCheckDigit,
  nationalReference,
  rfReference,
} from './reference';
import { parseVirtualBarcode, virtualBarcode } from './barcode';

describe('national reference number (7-3-1)', () => {
  it('matches the examples of FACTS.md', () => {
    expect(nationalReference('1234567')).toBe('12345672');
    expect(nationalReference('12345')).toBe('123453');
    expect(nationalReference('1111')).toBe('11112');
  });

  it('gives 0 when the weighted sum is a multiple of ten', () => {
    // 1*7 + 1*3 = 10 ... base 3 digits: 0,1,1 from the right -> 1*7 + 1*3 + 0*1 = 10
    expect(nationalCheckDigit('011')).toBe('0');
  });

  it('refuses bases outside 3-19 digits or with other characters', () => {
    expect(() => nationalCheckDigit('12')).toThrow(RangeError);
    expect(() => nationalCheckDigit('1'.repeat(20))).toThrow(RangeError);
    expect(() => nationalCheckDigit('12a4')).toThrow(RangeError);
  });

  it('validates and prints in groups of five from the right', () => {
    expect(isValidNationalReference('86851 62596 19897')).toBe(true);
    expect(isValidNationalReference('86851 62596 19898')).toBe(false);
    expect(formatNationalReference('868516259619897')).toBe('86851 62596 19897');
    expect(formatNationalReference('12345672')).toBe('123 45672');
  });
});

describe('RF creditor reference (ISO 11649)', () => {
  it('matches the examples of FACTS.md', () => {
    expect(rfReference('2348236')).toBe('RF332348236');
    expect(rfReference('11112')).toBe('RF9811112');
  });

  it('pads a check below 10 with a zero (the bank association example RF09)', () => {
    expect(rfReference('868516259619897')).toBe('RF09868516259619897');
  });

  it('validates references and prints them in groups of four', () => {
    expect(isValidRfReference('RF33 2348 236')).toBe(true);
    expect(isValidRfReference('RF34 2348 236')).toBe(false);
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(formatRfReference('RF332348236')).toBe('RF33 2348 236');
  });
});

describe('IBAN', () => {
  it('computes the Finnish check digits and validates', () => {
    expect(finnishIban('44052020036082')).toBe('FI7944052020036082');
    expect(finnishIban('15903000000776')).toBe('FI3715903000000776');
    expect(isValidIban('FI79 4405 2020 0360 82')).toBe(true);
    expect(isValidIban('FI78 4405 2020 0360 82')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });
});

describe('virtual barcode', () => {
  it('version 4 reproduces the example of FACTS.md', () => {
    expect(
      virtualBarcode({
        iban: 'FI37 1590 3000 0007 76',
        amount: 12.25,
        reference: '11112',
        dueDate: '2016-12-21',
      }),
    ).toBe('437159030000007760000122500000000000000000011112161221');
  });

  // the bank association's guide (Finanssiala, "Pankkiviivakoodi-opas"), examples 1 of versions 4 and 5
  it('versions 4 and 5 reproduce the bank association examples', () => {
    const common = { iban: 'FI79 4405 2020 0360 82', amount: 4883.15, dueDate: '2010-06-12' };
    expect(virtualBarcode({ ...common, reference: '86851 62596 19897' })).toBe(
      '479440520200360820048831500000000868516259619897100612',
    );
    expect(virtualBarcode({ ...common, reference: 'RF09 8685 1625 9619 897' })).toBe(
      '579440520200360820048831509000000868516259619897100612',
    );
  });

  it('encodes the amount in cents exactly and the due date as YYMMDD', () => {
    const code = virtualBarcode({
      iban: 'FI3715903000000776',
      amount: 0.1 + 0.2,
      reference: '12345672',
      dueDate: '2026-01-05',
    });
    expect(code).toHaveLength(54);
    expect(code.slice(17, 25)).toBe('00000030');
    expect(code.slice(48)).toBe('260105');
    expect(
      virtualBarcode({
        iban: 'FI3715903000000776',
        amount: 999_999.99,
        reference: '12345672',
        dueDate: null,
      }).slice(17),
    ).toBe('9999999900000000000000012345672000000');
  });

  it('leaves the amount open (zeros) for a credit note and for 1,000,000 EUR or more', () => {
    for (const amount of [-15.5, 0, 1_000_000, 2_500_000.5]) {
      const code = virtualBarcode({
        iban: 'FI3715903000000776',
        amount,
        reference: '12345672',
        dueDate: null,
      });
      expect(code.slice(17, 25)).toBe('00000000');
    }
  });

  it('refuses a wrong IBAN or reference instead of printing an unpayable code', () => {
    const base = { amount: 10, dueDate: null };
    expect(() => virtualBarcode({ ...base, iban: 'FI3815903000000776', reference: '12345672' })).toThrow(
      RangeError,
    );
    expect(() => virtualBarcode({ ...base, iban: 'FI3715903000000776', reference: '12345673' })).toThrow(
      RangeError,
    );
    expect(() => virtualBarcode({ ...base, iban: 'FI3715903000000776', reference: 'RF34 2348 236' })).toThrow(
      RangeError,
    );
  });

  it('reads back what it wrote', () => {
    const code = virtualBarcode({
      iban: 'FI7944052020036082',
      amount: 123.45,
      reference: rfReference('2024110001'),
      dueDate: '2026-12-19',
    });
    expect(parseVirtualBarcode(code)).toEqual({
      version: 5,
      iban: 'FI7944052020036082',
      amount: 123.45,
      reference: rfReference('2024110001'),
      dueDate: '2026-12-19',
    });
    expect(parseVirtualBarcode('123')).toBeNull();
  });
});
