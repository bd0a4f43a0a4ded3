import { describe, expect, it } from 'vitest';
import { addMonths, defaultRange, rangeProblem } from './invoiceRange';

describe('invoice range', () => {
  it('months are counted across the turn of the year', () => {
    expect(addMonths('2026-01', -2)).toBe('2025-11');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
  });

  it('defaults to two months back to the current month, not before the validity start', () => {
    expect(defaultRange({ min: null, max: '2026-11' })).toEqual({ start: '2026-09', end: '2026-11' });
    expect(defaultRange({ min: '2026-10', max: '2026-11' })).toEqual({ start: '2026-10', end: '2026-11' });
    expect(defaultRange({ min: '2020-01', max: '2026-01' })).toEqual({ start: '2025-11', end: '2026-01' });
  });

  it('an end before the start is an error (search disabled); so are a start before validity and an end after now', () => {
    const limits = { min: '2025-06', max: '2026-11' };
    expect(rangeProblem({ start: '2026-09', end: '2026-11' }, limits)).toBeNull();
    expect(rangeProblem({ start: '2026-09', end: '2026-09' }, limits)).toBeNull();
    expect(rangeProblem({ start: '2026-10', end: '2026-09' }, limits)).toBe('endBeforeStart');
    expect(rangeProblem({ start: '2025-05', end: '2026-09' }, limits)).toBe('startBeforeValidity');
    expect(rangeProblem({ start: '2026-09', end: '2026-12' }, limits)).toBe('endInFuture');
    expect(rangeProblem({ start: null, end: '2026-09' }, limits)).toBe('invalidMonth');
    expect(rangeProblem({ start: '2026-09', end: '' }, limits)).toBe('invalidMonth');
  });
});
