import { describe, expect, it } from 'vitest';
import {
  cleanLocationSearch,
  locationSearchIssues,
  MEASURING_TYPES,
  type LocationSearch,
} from './locationManagement';

const search = (overrides: Partial<LocationSearch> = {}): LocationSearch => ({
  meterInstallDateStart: '2011-11-27',
  meterInstallDateEnd: '2026-11-27',
  ...overrides,
});

describe('the location search rules', () => {
  it('drops empty text and trims the rest, with the switches defaulted', () => {
    expect(
      cleanLocationSearch(search({ customer: '  Virtanen ', meterNumber: '   ', locationAddress: '' })),
    ).toEqual({
      ...search(),
      customer: 'Virtanen',
      onlyActive: true,
      onlyInvalid: false,
    });
    expect(locationSearchIssues(search())).toEqual([]);
  });

  it('needs three characters in each text field that is given, and keeps the maximums', () => {
    expect(
      locationSearchIssues(
        search({ locationNumberOrGSRN: ' 12 ', customer: 'Vi', locationAddress: 'Koulukatu' }),
      ),
    ).toEqual([
      { field: 'locationNumberOrGSRN', rule: 'minLength', limit: 3 },
      { field: 'customer', rule: 'minLength', limit: 3 },
    ]);
    expect(locationSearchIssues(search({ meterNumber: '7'.repeat(31) }))).toEqual([
      { field: 'meterNumber', rule: 'maxLength', limit: 30 },
    ]);
  });

  it('requires both install dates as real days in order', () => {
    expect(locationSearchIssues(search({ meterInstallDateStart: '' }))).toEqual([
      { field: 'meterInstallDateStart', rule: 'required' },
    ]);
    expect(locationSearchIssues(search({ meterInstallDateEnd: '2026-02-30' }))).toEqual([
      { field: 'meterInstallDateEnd', rule: 'date' },
    ]);
    expect(locationSearchIssues(search({ meterInstallDateStart: '2026-11-28' }))).toEqual([
      { field: 'meterInstallDateEnd', rule: 'dateOrder' },
    ]);
  });

  it('asks for at least one measuring type when the list is used', () => {
    expect(locationSearchIssues(search({ measuringTypes: [] }))).toEqual([
      { field: 'measuringTypes', rule: 'minItems', limit: 1 },
    ]);
    expect(locationSearchIssues(search({ measuringTypes: ['ELECTRICITY_P'] }))).toEqual([]);
  });

  it('puts every measuring type of the spec in one of its groups', () => {
    expect(Object.keys(MEASURING_TYPES)).toHaveLength(29);
    expect(MEASURING_TYPES.HEAT_WATER_TEMPERATURE_OUT.group).toBe('HEAT');
  });
});
