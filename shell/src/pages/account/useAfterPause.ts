import { useCallback, useEffect, useRef } from 'react';

/** Spec section 4: the profile and password forms show the spinner, then after 500 ms the alert. */
export const RESULT_DELAY_MS = 500;

/**
 * Runs a call and resolves 500 ms after it settles (the spinner stays up meanwhile). After unmount the
 * pause never ends, so no state is set on an unmounted form.
 */
export function useAfterPause(): <T>(call: () => Promise<T>) => Promise<T> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    const settled = await call().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    await new Promise<void>((resolve) => {
      setTimeout(() => {
        if (mounted.current) resolve();
      }, RESULT_DELAY_MS);
    });
    if (!settled.ok) throw settled.error;
    return settled.value;
  }, []);
}
