import {
  createNextState,
  createSlice,
  type Draft,
  type PayloadAction,
  type Reducer,
  type Slice,
} from '@reduxjs/toolkit';
import type { ApiErrorData } from '../api/errors';
import { subjectKey, type Subject } from '../api/subject';
import { fulfilledCall, idleCall, pendingCall, rejectedCall, type CallState } from './callState';

/** A slice about one subject's data: a request for another subject starts from the initial state. */
export interface SubjectScoped {
  /** whose data the slice holds; null before the first request */
  subject: Subject | null;
}

export const sameSubject = (a: Subject | null, b: Subject): boolean =>
  a !== null && subjectKey(a) === subjectKey(b);

/**
 * The body of a reducer for a request that names its subject: the same subject's state is updated in place;
 * another subject's (an admin switching users, a public link opened after the user's own page) is replaced
 * by the initial state for the new subject, so two subjects never mix data. `update` runs on either.
 */
export function requestForSubject<S extends SubjectScoped>(
  state: Draft<S>,
  initialState: S,
  subject: Subject,
  update: (draft: Draft<S>) => void = () => undefined,
): S | undefined {
  if (sameSubject(state.subject as Subject | null, subject)) {
    update(state);
    return undefined;
  }
  return createNextState(initialState, (draft) => {
    (draft as SubjectScoped).subject = subject;
    update(draft);
  });
}

/** The keys of S that hold a CallState. */
export type CallKey<S> = { [K in keyof S]: S[K] extends CallState<unknown> ? K : never }[keyof S];
type DataOf<C> = C extends CallState<infer T> ? T : never;

/**
 * The three reducers of one call held at `state[key]` of a subject's slice: requested (pending; another
 * subject starts from the initial state), fulfilled with the answer, rejected with the catalogue error.
 * Use them under the slice's own action names: `{ placesRequested: places.requested, ... }`.
 */
export function callReducers<S extends SubjectScoped, K extends CallKey<S>>(initialState: S, key: K) {
  type T = DataOf<S[K]>;
  const get = (state: Draft<S>) => (state as S)[key] as CallState<T>;
  const set = (state: Draft<S>, call: CallState<T>) => {
    (state as S)[key] = call as S[K];
  };
  return {
    requested: (state: Draft<S>, action: PayloadAction<{ subject: Subject }>): S | undefined =>
      requestForSubject(state, initialState, action.payload.subject, (draft) =>
        set(draft, pendingCall(get(draft))),
      ),
    fulfilled: (state: Draft<S>, action: PayloadAction<T>): void => set(state, fulfilledCall(action.payload)),
    rejected: (state: Draft<S>, action: PayloadAction<ApiErrorData>): void =>
      set(state, rejectedCall(get(state), action.payload)),
  };
}

/**
 * A selector of a slice injected under `key` that falls back to the initial state, so a page can render
 * before the shell has injected its reducer.
 */
export const sliceSelector =
  <K extends string, S>(key: K, initialState: S) =>
  (root: Partial<Record<K, S>>): S =>
    root[key] ?? initialState;

/** The state of a slice that is one call about one subject. */
export type SubjectCallState<T> = CallState<T> & SubjectScoped;

/**
 * A slice that is one call about one subject (the contracts, the latest invoice): `fetchRequested({ subject })`,
 * `fetchFulfilled(data)`, `fetchRejected(error)` under `<key>/...`, the key being the reducer key
 * (`billing.contracts`), as the naming rules want (shared/src/module/moduleRules.ts).
 */
export function createCallSlice<T, K extends string = string>(key: K) {
  const initialState = { subject: null, ...idleCall<T>() } as SubjectCallState<T>;
  const slice = createSlice({
    name: key,
    initialState,
    reducers: {
      fetchRequested: (state, action: PayloadAction<{ subject: Subject }>) =>
        requestForSubject<SubjectCallState<T>>(
          state as Draft<SubjectCallState<T>>,
          initialState,
          action.payload.subject,
          (draft) => {
            Object.assign(draft, pendingCall(draft as CallState<T>));
          },
        ),
      fetchFulfilled: (state, action: PayloadAction<T>) => {
        Object.assign(state, fulfilledCall(action.payload));
      },
      fetchRejected: (state, action: PayloadAction<ApiErrorData>) => {
        Object.assign(state, rejectedCall(state as CallState<T>, action.payload));
      },
    },
  });
  return {
    key,
    initialState,
    actions: slice.actions,
    reducer: slice.reducer as Reducer<SubjectCallState<T>>,
    slice: slice as Slice<SubjectCallState<T>>,
    selectState: sliceSelector(key, initialState),
  };
}
