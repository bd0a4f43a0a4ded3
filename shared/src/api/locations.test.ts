import { describe, expect, it } from 'vitest';
import type { UsagePlace } from './reports';
import {
  addLocationsErrorId,
  canAddPlace,
  canRemovePlace,
  INVALID_INFORMATION,
  notifyUsagePlacesChanged,
  onUsagePlacesChanged,
  parseLocationLines,
  placesToAdd,
  requestItemOf,
  withPlaceholders,
} from './locations';

const place = (
  customerNumber: string,
  locationCode: string,
  extra: Partial<UsagePlace> = {},
): UsagePlace => ({
  validity: { startDate: '2020-01-01', endDate: null },
  address: {
    fullAddress: 'Katu 1',
    parts: { street: 'Katu 1', zipCode: '00100', city: 'Helsinki', locationName: '' },
  },
  locationCode,
  gsrnCode: null,
  customerInformation: { customerNumber, firstName: '', lastName: '', fullName: '' },
  communeMembershipType: null,
  gridId: 1,
  instance: 'demo1',
  mappedByUser: false,
  checksum: 'c'.repeat(32),
  contractIdentifier: `E${customerNumber}-1`,
  energyTypes: [],
  additionalInformations: [],
  dataErrors: [],
  ...extra,
});

describe('add locations: the general form as a request item', () => {
  it('sends customerNumber and contractIdentifier trimmed, and locationCode only when not empty', () => {
    expect(
      requestItemOf({ customerNumber: ' 100001 ', contractIdentifier: 'E1 ', locationCode: '' }),
    ).toEqual({
      usagePlaceDetails: { customerNumber: '100001', contractIdentifier: 'E1' },
    });
    expect(
      requestItemOf({ customerNumber: '100001', contractIdentifier: 'E1', locationCode: '   ' }),
    ).toEqual({
      usagePlaceDetails: { customerNumber: '100001', contractIdentifier: 'E1' },
    });
    expect(
      requestItemOf({ customerNumber: '100001', contractIdentifier: 'E1', locationCode: ' 2000001' }),
    ).toEqual({
      usagePlaceDetails: { customerNumber: '100001', contractIdentifier: 'E1', locationCode: '2000001' },
    });
    expect(
      'locationCode' in requestItemOf({ customerNumber: '1', contractIdentifier: 'E' }).usagePlaceDetails,
    ).toBe(false);
  });
});

describe('add locations: the textarea (each line split on whitespace, at least two tokens)', () => {
  it('reads customerNumber, contractIdentifier and an optional locationCode per line', () => {
    expect(parseLocationLines('100001 E100001-1\n100002\tE100002-1   2000005')).toEqual([
      { usagePlaceDetails: { customerNumber: '100001', contractIdentifier: 'E100001-1' } },
      {
        usagePlaceDetails: {
          customerNumber: '100002',
          contractIdentifier: 'E100002-1',
          locationCode: '2000005',
        },
      },
    ]);
  });

  it('ignores a line with fewer than two tokens, blank lines and surrounding spaces', () => {
    expect(parseLocationLines('100001\n\n   \n  100002   E2  \r\nE3')).toEqual([
      { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: 'E2' } },
    ]);
  });

  it('leaves nothing when no line has two tokens (the form then shows invalidParams)', () => {
    expect(parseLocationLines('')).toEqual([]);
    expect(parseLocationLines('100001\n100002\n')).toEqual([]);
    expect(parseLocationLines(' \n\t\n')).toEqual([]);
  });

  it('ignores tokens after the third', () => {
    expect(parseLocationLines('1 E 2 extra words')).toEqual([
      { usagePlaceDetails: { customerNumber: '1', contractIdentifier: 'E', locationCode: '2' } },
    ]);
  });
});

describe('the preview: a placeholder per missing customer number when fewer places return', () => {
  const requested = parseLocationLines('100001 E1\n100002 E2\n100003 E3');

  it('adds one invalid_information placeholder per requested customer number that gave no place', () => {
    const rows = withPlaceholders(requested, [place('100001', '2000001')], 'demo1');
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => [row.customerInformation.customerNumber, row.dataErrors])).toEqual([
      ['100002', [INVALID_INFORMATION]],
      ['100003', [INVALID_INFORMATION]],
    ]);
    expect(rows[2]!.contractIdentifier).toBe('E3');
    expect(new Set(rows.map((row) => row.locationCode)).size).toBe(3);
  });

  it('adds none when as many places return as were requested, or more', () => {
    const three = [place('100001', '1'), place('100001', '2'), place('100001', '3')];
    expect(withPlaceholders(requested, three, 'demo1')).toEqual(three);
    expect(
      withPlaceholders(requested.slice(0, 1), [place('100001', '1'), place('100001', '2')], 'demo1'),
    ).toHaveLength(2);
  });

  it('names a repeated missing customer number once', () => {
    const twice = parseLocationLines('100009 E1\n100009 E2');
    expect(withPlaceholders(twice, [], 'demo1').map((row) => row.customerInformation.customerNumber)).toEqual(
      ['100009'],
    );
  });

  it('a placeholder cannot be chosen for adding', () => {
    const [placeholder] = withPlaceholders(parseLocationLines('100009 E1'), [], 'demo1');
    expect(canAddPlace(placeholder!)).toBe(false);
    expect(canAddPlace(place('1', '2'))).toBe(true);
    expect(canAddPlace(place('1', '2', { checksum: '' }))).toBe(false);
    expect(canAddPlace(place('1', '2', { checksum: null }))).toBe(false);
  });
});

describe('adding chosen places: only a non-empty checksum not already present', () => {
  it('drops places without a checksum, places the user has, and repeats', () => {
    const have = [place('100001', '2000001')];
    const chosen = [
      place('100001', '2000001'),
      place('100002', '2000002'),
      place('100002', '2000002'),
      place('100003', '2000003', { checksum: '' }),
      place('100004', '2000004', { checksum: null }),
    ];
    expect(placesToAdd(chosen, have).map((p) => p.locationCode)).toEqual(['2000002']);
    expect(placesToAdd([], have)).toEqual([]);
  });
});

describe('account locations table: selection for delete', () => {
  it('only rows mapped by the user can be selected', () => {
    expect(canRemovePlace(place('1', '2', { mappedByUser: true }))).toBe(true);
    expect(canRemovePlace(place('1', '2', { mappedByUser: false }))).toBe(false);
  });
});

describe('add-locations errors (admin-and-calls 8)', () => {
  it('HTTP 400 gives errors.invalidValues', () => {
    expect(addLocationsErrorId({ httpStatusCode: 400, errorCode: 'validations_fail', translate: true })).toBe(
      'errors.invalidValues',
    );
  });

  it("a detail containing 'invalid ssn value' gives errors.invalidSSN, whatever the status", () => {
    expect(
      addLocationsErrorId({
        httpStatusCode: 400,
        errorCode: 'validations_fail',
        description: 'Invalid SSN value given',
        translate: true,
      }),
    ).toBe('errors.invalidSSN');
    expect(
      addLocationsErrorId({
        httpStatusCode: 500,
        errorCode: 'generalError',
        details: { reason: 'invalid ssn value' },
        translate: true,
      }),
    ).toBe('errors.invalidSSN');
  });

  it("any other error shows the answer's own message", () => {
    expect(addLocationsErrorId({ httpStatusCode: 403, errorCode: 'no_permission', translate: true })).toBe(
      'errors.no_permission',
    );
    expect(addLocationsErrorId({ httpStatusCode: 500, errorCode: 'generalError', translate: true })).toBe(
      'errors.generalError',
    );
  });
});

describe('usage places changed', () => {
  it('tells each listener until it unsubscribes', () => {
    let calls = 0;
    const stop = onUsagePlacesChanged(() => (calls += 1));
    notifyUsagePlacesChanged();
    expect(calls).toBe(1);
    stop();
    notifyUsagePlacesChanged();
    expect(calls).toBe(1);
  });
});
