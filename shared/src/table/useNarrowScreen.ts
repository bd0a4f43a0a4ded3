import { useSyncExternalStore } from 'react';

/** spec admin-and-calls 9: the table's mobile breakpoint */
export const TABLE_MOBILE_QUERY = '(max-width: 480px)';

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(TABLE_MOBILE_QUERY)
    : null;

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** True under the table's mobile breakpoint (false where matchMedia is missing, e.g. jsdom). */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
