/** Time as a dependency, so tests can move it (lockout waits, expiries) without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export function manualClock(
  start: Date = new Date('2026-01-15T10:00:00Z'),
): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
