import type { ApiErrorData } from '../api/errors';

/** Where a call stands (spec customer-area section 4: pending, then fulfilled or rejected). */
export type CallStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/**
 * One call's state: its status, the last answer and, when it failed, the catalogue error. The last answer
 * stays while a new call runs and after it fails, so an error never takes away what the user saw.
 */
export type CallState<T> =
  | { status: 'idle'; data: T | null; error: null }
  | { status: 'pending'; data: T | null; error: null }
  | { status: 'fulfilled'; data: T; error: null }
  | { status: 'rejected'; data: T | null; error: ApiErrorData };

/** Nothing asked yet (or what there was is forgotten). */
export const idleCall = <T>(): CallState<T> => ({ status: 'idle', data: null, error: null });

export const pendingCall = <T>(previous: { data: T | null }): CallState<T> => ({
  status: 'pending',
  data: previous.data,
  error: null,
});

export const fulfilledCall = <T>(data: T): CallState<T> => ({ status: 'fulfilled', data, error: null });

export const rejectedCall = <T>(previous: { data: T | null }, error: ApiErrorData): CallState<T> => ({
  status: 'rejected',
  data: previous.data,
  error,
});

/** The first load: asked and nothing to show yet (a spinner in place of the content). */
export const isFirstLoad = (call: CallState<unknown>): boolean =>
  call.status === 'pending' && call.data === null;
