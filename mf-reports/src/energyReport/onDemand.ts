/**
 * A part of the report fetched on first use (a chunk of its own, out of the report's first load). One load
 * at a time; a failed load is forgotten, so the next request (the user's Retry) fetches again.
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** the loaded module, or null before the first load has finished */
  current(): T | null;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    current: () => loaded,
  };
}
