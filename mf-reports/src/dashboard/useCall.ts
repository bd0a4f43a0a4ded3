import {
  fulfilledCall,
  idleCall,
  pendingCall,
  rejectedCall,
  toApiErrorData,
  type CallState,
} from '@portal/shared';
import { useCallback, useEffect, useState } from 'react';
import { cachedCall } from './dashboardApi';

const PENDING = pendingCall<never>(idleCall());

/** One dashboard call by its key (null: nothing to ask yet); `retry` asks again after a failure. */
export function useCall<T>(call: { key: string; run: () => Promise<T> } | null): {
  state: CallState<T>;
  retry: () => void;
} {
  const key = call?.key ?? null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; value: CallState<T> }>({
    key: null,
    value: idleCall(),
  });
  useEffect(() => {
    if (!call) return;
    let live = true;
    setState({ key: call.key, value: PENDING });
    cachedCall(call.key, call.run).then(
      (data) => live && setState({ key: call.key, value: fulfilledCall(data) }),
      (error: unknown) =>
        live && setState({ key: call.key, value: rejectedCall(PENDING, toApiErrorData(error)) }),
    );
    return () => {
      live = false;
    };
    // the key names the call: a new closure with the same key is the same call
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (!call) return { state: idleCall(), retry };
  return { state: state.key === key ? state.value : PENDING, retry };
}
