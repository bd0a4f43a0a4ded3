import { describe, expect, it } from 'vitest';
import { makePlace } from '../testing/fixtures';
import { customerLabel, distinctCustomers, distinctPlaces, pickerKind } from './customerPicker';

describe('customer picker', () => {
  it('is a dropdown below the instance threshold of distinct customers and an autocomplete from it on', () => {
    expect(pickerKind(9, 10)).toBe('dropdown');
    expect(pickerKind(10, 10)).toBe('autocomplete');
    expect(pickerKind(4, 5)).toBe('dropdown');
    expect(pickerKind(5, 5)).toBe('autocomplete');
  });

  it("de-duplicates customers by customerNumber and labels them 'fullName - customerNumber' or the number alone", () => {
    const places = [
      makePlace({ locationCode: 'A', customerNumber: '1002', fullName: 'Matti Meikäläinen' }),
      makePlace({ locationCode: 'B', customerNumber: '1001' }),
      makePlace({ locationCode: 'C', customerNumber: '1002', fullName: 'Matti Meikäläinen' }),
      makePlace({ locationCode: 'D', customerNumber: '1001', fullName: '  ' }),
    ];
    expect(distinctCustomers(places)).toEqual([
      { customerNumber: '1001', label: '1001' },
      { customerNumber: '1002', label: 'Matti Meikäläinen - 1002' },
    ]);
    expect(customerLabel('Liisa', '7')).toBe('Liisa - 7');
  });

  it('takes the name from a later place when the first place of a customer had none', () => {
    const places = [
      makePlace({ locationCode: 'A', customerNumber: '1001' }),
      makePlace({ locationCode: 'B', customerNumber: '1001', fullName: 'Liisa Virtanen' }),
    ];
    expect(distinctCustomers(places)).toEqual([{ customerNumber: '1001', label: 'Liisa Virtanen - 1001' }]);
  });

  it('lists each location once, sorted by address', () => {
    const places = [
      makePlace({ locationCode: 'B', customerNumber: '1', address: 'Bulevardi 2' }),
      makePlace({ locationCode: 'A', customerNumber: '1', address: 'Aleksanterinkatu 1' }),
      makePlace({ locationCode: 'B', customerNumber: '2', address: 'Bulevardi 2' }),
    ];
    expect(distinctPlaces(places).map((place) => place.locationCode)).toEqual(['A', 'B']);
  });
});
