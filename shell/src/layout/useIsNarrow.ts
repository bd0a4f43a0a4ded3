import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: the menu becomes a drawer toggled from the header. */
export const NARROW_QUERY = '(max-width: 600px)';

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const snapshot = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

export const useIsNarrow = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
