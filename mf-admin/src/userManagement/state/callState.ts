import type { ApiErrorData } from '@portal/shared';

/**
 * One call's state (spec admin-and-calls section 4, "admin list states"): pending sets `fetching`, then
 * fulfilled (`fetched`, `data` set) or rejected (`fetched`, `error` set). The data of an earlier answer
 * stays while a new call runs or fails, so a failed reload never blanks what the user saw.
 * Written here until the shared kit offers one (issue 21, "a kit every remote shares").
 */
export interface CallState<T> {
  data: T | null;
  fetching: boolean;
  fetched: boolean;
  error: ApiErrorData | null;
}

export const idleCall = <T>(): CallState<T> => ({ data: null, fetching: false, fetched: false, error: null });

export const pendingCall = <T>(state: CallState<T>): CallState<T> => ({
  ...state,
  fetching: true,
  error: null,
});

export const fulfilledCall = <T>(data: T): CallState<T> => ({
  data,
  fetching: false,
  fetched: true,
  error: null,
});

export const rejectedCall = <T>(state: CallState<T>, error: ApiErrorData): CallState<T> => ({
  ...state,
  fetching: false,
  fetched: true,
  error,
});

/** An action (role change, update, delete): `data` true once it succeeded. */
export type OperationState = CallState<true>;
