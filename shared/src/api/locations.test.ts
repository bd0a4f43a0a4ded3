import { describe, expect, it } from 'vitest';
import type { UsagePlace } from './reports';
import {
  addLocationsErrorId,
  canAddPlace,
  canRemovePlace,
  checkLocationLines,
  INVALID_INFORMATION,
  locationItemIssues,
  notifyUsagePlacesChanged,
  onUsagePlacesChanged,
  parseLocationLines,
  placesToAdd,
  requestItemOf,
  withPlaceholders,
  type FetchLocationsResponse,
  type LocationLookupStatus,
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
  contractIdentifier: 'A9FJTW4N6E',
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

describe('add locations: the textarea, each line checked on its own', () => {
  it('reads customerNumber, contractIdentifier and an optional locationCode per line', () => {
    expect(parseLocationLines('100001 7QH4KMCX3R\n100002\tA9FJTW4N6E   2000005')).toEqual([
      { usagePlaceDetails: { customerNumber: '100001', contractIdentifier: '7QH4KMCX3R' } },
      {
        usagePlaceDetails: {
          customerNumber: '100002',
          contractIdentifier: 'A9FJTW4N6E',
          locationCode: '2000005',
        },
      },
    ]);
  });

  it('numbers the lines as the user sees them, skips blank ones and says what is wrong with each bad one', () => {
    const text = [
      '100001',
      '',
      '   ',
      '  100002   E2  ',
      '12 E3',
      '100004 E4 2000001 extra',
      `100005 ${'E'.repeat(65)}`,
      `100006 E6 ${'9'.repeat(21)}`,
      `${'1'.repeat(21)} E7`,
    ].join('\r\n');
    expect(checkLocationLines(text)).toEqual([
      {
        line: 1,
        text: '100001',
        item: null,
        issues: [{ field: 'contractIdentifier', rule: 'required' }],
      },
      {
        line: 4,
        text: '100002 E2',
        item: { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: 'E2' } },
        issues: [],
      },
      { line: 5, text: '12 E3', item: null, issues: [{ field: 'customerNumber', rule: 'min_length' }] },
      {
        line: 6,
        text: '100004 E4 2000001 extra',
        item: null,
        issues: [{ field: 'line', rule: 'too_many_values' }],
      },
      {
        line: 7,
        text: `100005 ${'E'.repeat(65)}`,
        item: null,
        issues: [{ field: 'contractIdentifier', rule: 'max_length' }],
      },
      {
        line: 8,
        text: `100006 E6 ${'9'.repeat(21)}`,
        item: null,
        issues: [{ field: 'locationCode', rule: 'max_length' }],
      },
      {
        line: 9,
        text: `${'1'.repeat(21)} E7`,
        item: null,
        issues: [{ field: 'customerNumber', rule: 'max_length' }],
      },
    ]);
    // one bad line never costs the good ones
    expect(parseLocationLines(text)).toEqual([
      { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: 'E2' } },
    ]);
  });

  it('leaves no item when no line is usable (the form then shows invalidParams)', () => {
    expect(parseLocationLines('')).toEqual([]);
    expect(parseLocationLines('100001\n100002\n')).toEqual([]);
    expect(parseLocationLines(' \n\t\n')).toEqual([]);
  });
});

describe('the rules of one request item, the same in the form and the server', () => {
  const details = (customerNumber: string, contractIdentifier: string, locationCode?: string) => ({
    customerNumber,
    contractIdentifier,
    ...(locationCode === undefined ? {} : { locationCode }),
  });

  it('customerNumber 3-20, contractIdentifier 1-64, locationCode absent or 1-20, no white space', () => {
    expect(locationItemIssues(details('123', 'E'))).toEqual([]);
    expect(locationItemIssues(details('1'.repeat(20), 'E'.repeat(64), '9'.repeat(20)))).toEqual([]);
    expect(locationItemIssues(details('12', ''))).toEqual([
      { field: 'customerNumber', rule: 'min_length' },
      { field: 'contractIdentifier', rule: 'required' },
    ]);
    expect(locationItemIssues(details('', 'E'.repeat(65), '9'.repeat(21)))).toEqual([
      { field: 'customerNumber', rule: 'required' },
      { field: 'contractIdentifier', rule: 'max_length' },
      { field: 'locationCode', rule: 'max_length' },
    ]);
    expect(locationItemIssues(details('100 001', 'E1', ''))).toEqual([
      { field: 'customerNumber', rule: 'whitespace' },
      { field: 'locationCode', rule: 'required' },
    ]);
  });
});

describe('the preview: a placeholder for each item the server found nothing for', () => {
  const requested = parseLocationLines('100001 E1\n100002 E2\n100003 E3\n100004 E4');
  const answer = (places: UsagePlace[], statuses: LocationLookupStatus[]): FetchLocationsResponse => ({
    usagePlaces: places,
    results: statuses.map((status) => ({ status })),
  });

  it('adds an invalid_information placeholder per not_found item, none for rate_limited or invalid ones', () => {
    const rows = withPlaceholders(
      requested,
      answer([place('100001', '2000001')], ['found', 'not_found', 'rate_limited', 'not_found']),
      'demo1',
    );
    expect(rows.map((row) => [row.customerInformation.customerNumber, row.dataErrors])).toEqual([
      ['100001', []],
      ['100002', [INVALID_INFORMATION]],
      ['100004', [INVALID_INFORMATION]],
    ]);
    expect(rows[2]!.contractIdentifier).toBe('E4');
    expect(new Set(rows.map((row) => row.locationCode)).size).toBe(3);
  });

  it('adds none when every item found its places', () => {
    const three = [place('100001', '1'), place('100001', '2'), place('100001', '3')];
    expect(withPlaceholders(requested.slice(0, 1), answer(three, ['found']), 'demo1')).toEqual(three);
  });

  it('names a repeated item once, but two wrong pairs of one customer number twice', () => {
    const lines = parseLocationLines('100009 E1\n100009 E1\n100009 E2');
    const rows = withPlaceholders(lines, answer([], ['not_found', 'not_found', 'not_found']), 'demo1');
    expect(rows.map((row) => row.contractIdentifier)).toEqual(['E1', 'E2']);
  });

  it('a placeholder cannot be chosen for adding', () => {
    const [placeholder] = withPlaceholders(
      parseLocationLines('100009 E1'),
      answer([], ['not_found']),
      'demo1',
    );
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
