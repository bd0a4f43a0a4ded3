import { afterEach, describe, expect, it } from 'vitest';
import { installTestClock, testNow } from './testClock';

describe('the test clock', () => {
  // the setup file installed it at TEST_NOW; put it back there for the files after this one
  afterEach(() => installTestClock(testNow()));

  it('starts Date at the given instant and runs on from there', async () => {
    installTestClock(new Date('2030-01-01T00:00:00Z'));
    const first = Date.now();
    expect(first - Date.parse('2030-01-01T00:00:00Z')).toBeLessThan(1000);
    expect(new Date().toISOString().slice(0, 10)).toBe('2030-01-01');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first);
    // explicit instants and real Dates are untouched
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date(2026, 0, 2).getFullYear()).toBe(2026);
    expect(new Date()).toBeInstanceOf(Date);
  });

  it('a second install (the next test file in a shared module graph) starts the same clock again', () => {
    const installed = Date;
    installTestClock(new Date('2031-06-15T12:00:00Z'));
    expect(Date).toBe(installed);
    expect(new Date().toISOString().slice(0, 13)).toBe('2031-06-15T12');
    installTestClock(new Date('2029-03-01T08:00:00Z'));
    expect(new Date().toISOString().slice(0, 13)).toBe('2029-03-01T08');
  });

  it('refuses a TEST_NOW that is not an ISO instant', () => {
    expect(() => testNow({ TEST_NOW: 'tomorrow' })).toThrow(/ISO instant/);
    expect(testNow({ TEST_NOW: '2026-03-29T10:00:00Z' }).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
});
