import { toApiErrorData, type ApiErrorData } from '@portal/shared';
import { useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; error: ApiErrorData } | { status: 'done'; data: T };

/**
 * One call of a detail card, made again when `key` changes (null: nothing to load yet, the card waits).
 * A tab's cards are its own and go with the tab, so they keep no state in the store.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, setState] = useState<{ key: string | null; load: Load<T> }>({
    key,
    load: { status: 'loading' },
  });
  if (state.key !== key) setState({ key, load: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, load: { status: 'done', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, load: { status: 'error', error: toApiErrorData(error) } });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the call
  }, [key]);
  return state.key === key ? state.load : { status: 'loading' };
}

/** 404 location_not_found / meter_not_found read as the not-found (empty) variant of a card */
export const isNotFound = (error: ApiErrorData): boolean =>
  error.httpStatusCode === 404 && /not_found$/.test(error.errorCode);
