import { describe, expect, it } from 'vitest';
import { makePlace } from '../testing/fixtures';
import { distinctPlaces } from './invoicePlaces';

describe('invoice locations', () => {
  it('lists each location once, sorted by address', () => {
    const places = [
      makePlace({ locationCode: 'B', customerNumber: '1', address: 'Bulevardi 2' }),
      makePlace({ locationCode: 'A', customerNumber: '1', address: 'Aleksanterinkatu 1' }),
      makePlace({ locationCode: 'B', customerNumber: '2', address: 'Bulevardi 2' }),
    ];
    expect(distinctPlaces(places).map((place) => place.locationCode)).toEqual(['A', 'B']);
  });
});
