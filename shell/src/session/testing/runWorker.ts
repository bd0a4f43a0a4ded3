import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { initialSessionState } from '../sessionSlice';
import type { SessionState } from '../types';

/** Runs one saga worker to its end against a fixed state; returns what it dispatched. */
export async function runWorker<Args extends unknown[]>(
  worker: Saga<Args>,
  session: Partial<SessionState> = {},
  ...args: Args
): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  await runSaga(
    {
      dispatch: (action: UnknownAction) => dispatched.push(action),
      getState: () => ({ session: { ...initialSessionState, ...session } }),
    },
    worker,
    ...args,
  ).toPromise();
  return dispatched;
}
