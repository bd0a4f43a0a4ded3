import { describe, expect, it } from 'vitest';
import { makeContract } from '../testing/fixtures';
import { contractKind, contractsAsTable, formatContractDate, showsMeterDetails } from './contractType';

describe('contracts', () => {
  it('maps Verkko to grid, Myynti to sales and Distribution contract to distribution, other text as is', () => {
    expect(contractKind('Verkko')).toBe('grid');
    expect(contractKind('Myynti')).toBe('sales');
    expect(contractKind('Distribution contract')).toBe('distribution');
    expect(contractKind('Pientuotanto')).toBe('production');
    expect(contractKind('Lämpö')).toBeNull();
    expect(contractKind(null)).toBeNull();
  });

  it('shows a table from 11 contracts on', () => {
    expect(contractsAsTable(Array.from({ length: 10 }, () => makeContract()))).toBe(false);
    expect(contractsAsTable(Array.from({ length: 11 }, () => makeContract()))).toBe(true);
  });

  it("writes dates as dd/mm/yyyy, a day on Helsinki's calendar", () => {
    expect(formatContractDate('2027-02-28')).toBe('28/02/2027');
    // an instant is its Helsinki day: 22:30 UTC on 28 Feb is 1 March in Helsinki
    expect(formatContractDate('2027-02-28T22:30:00Z')).toBe('01/03/2027');
    expect(formatContractDate('2027-07-31T20:59:00Z')).toBe('31/07/2027');
    expect(formatContractDate(null)).toBe('');
  });

  it('shows meter number, product type and fuse size for nivos and demo1 only', () => {
    expect(showsMeterDetails('nivos')).toBe(true);
    expect(showsMeterDetails('demo1')).toBe(true);
    expect(showsMeterDetails('lammaistenenergia')).toBe(false);
  });
});
