/**
 * Every test process runs at a fixed instant, so no test passes or fails by the calendar day it runs on.
 * `TEST_NOW` (an ISO instant) moves it: `.ci/tasks.mjs clock-matrix` runs the unit and API suites on a
 * Monday, a month end, the year end and both DST days. The clock keeps running from there in real time
 * (timeouts, token ages and lockout waits behave as usual); nothing but `Date` is touched.
 */
export const DEFAULT_TEST_NOW = '2026-11-18T10:00:00.000Z';

export function testNow(env: Record<string, string | undefined> = process.env): Date {
  const raw = env.TEST_NOW || DEFAULT_TEST_NOW;
  const now = new Date(raw);
  if (!/^\d{4}-\d\d-\d\dT/.test(raw) || Number.isNaN(now.getTime()))
    throw new Error(`TEST_NOW must be an ISO instant such as ${DEFAULT_TEST_NOW}, got "${raw}"`);
  return now;
}

const installed = Symbol.for('portal.testClock');

/**
 * Replaces the global `Date` by one shifted to start at `now`. A second call in one process (the next test
 * file in a worker's shared module graph) starts the same clock at `now` again, so every file begins there.
 */
export function installTestClock(now: Date = testNow()): void {
  const current = globalThis.Date as unknown as { [installed]?: (at: Date) => void };
  const restart = current[installed];
  if (restart) {
    restart(now);
    return;
  }
  const RealDate = globalThis.Date;
  let offset = now.getTime() - RealDate.now();
  class TestDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [number, number, number?, number?, number?, number?, number?]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
    // a Date made before the switch (or by the real constructor) is still a Date
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  Object.defineProperty(TestDate, installed, {
    value: (at: Date) => {
      offset = at.getTime() - RealDate.now();
    },
  });
  globalThis.Date = TestDate as DateConstructor;
}
