/** Time as a dependency, so tests can move it (lockout waits, expiries) without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and runs on in real time (`CLOCK_START`: a demo or an e2e run on a fixed day). */
export function runningClock(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** The server's clock: `CLOCK_START` when set, else the system's. */
export const clockOf = (settings: { clockStart: Date | null }): Clock =>
  settings.clockStart ? runningClock(settings.clockStart) : systemClock;

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
