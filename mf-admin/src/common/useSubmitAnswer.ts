import type { ApiErrorData, CallState } from '@portal/shared';
import { useCallback, useEffect, useRef } from 'react';

/**
 * A search form's submit that waits for the call it starts, so the server's field errors show at the
 * fields: `submit(start)` runs `start` (which dispatches the request) and resolves once `call` settles,
 * with `errorsOf` of its error or undefined. A second submit resolves the first one with undefined.
 */
export function useSubmitAnswer<Errors>(
  call: CallState<unknown>,
  errorsOf: (error: ApiErrorData) => Errors | undefined,
): (start: () => void) => Promise<Errors | undefined> {
  const answer = useRef<((errors: Errors | undefined) => void) | null>(null);
  const errorsOfRef = useRef(errorsOf);
  errorsOfRef.current = errorsOf;

  useEffect(() => {
    if (call.status === 'pending' || !answer.current) return;
    const resolve = answer.current;
    answer.current = null;
    resolve(call.error ? errorsOfRef.current(call.error) : undefined);
  }, [call]);

  return useCallback(
    (start: () => void) =>
      new Promise<Errors | undefined>((resolve) => {
        answer.current?.(undefined);
        answer.current = resolve;
        start();
      }),
    [],
  );
}
