import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { SELF, targetUser } from '../api/subject';
import type { ApiErrorData } from '../api/errors';
import { actionTypeProblem } from '../module/moduleRules';
import { fulfilledCall, idleCall, isFirstLoad, pendingCall, rejectedCall, type CallState } from './callState';
import {
  callReducers,
  createCallSlice,
  requestForSubject,
  sliceSelector,
  type SubjectScoped,
} from './subjectSlice';

const failure: ApiErrorData = { httpStatusCode: 503, errorCode: 'serviceUnavailable', translate: true };
const ADMIN_VIEW = targetUser('customer-2');

describe('call state', () => {
  it('a call is idle, then pending, then fulfilled with the answer or rejected with the catalogue error', () => {
    const idle = idleCall<string[]>();
    expect(idle).toEqual({ status: 'idle', data: null, error: null });
    const pending = pendingCall(idle);
    expect(pending).toEqual({ status: 'pending', data: null, error: null });
    expect(fulfilledCall(['a'])).toEqual({ status: 'fulfilled', data: ['a'], error: null });
    expect(rejectedCall(pending, failure)).toEqual({ status: 'rejected', data: null, error: failure });
  });

  it('the last answer stays while a new call runs and after it fails: an error never takes away what the user saw', () => {
    const answered: CallState<string[]> = fulfilledCall(['a']);
    const again = pendingCall(answered);
    expect(again.data).toEqual(['a']);
    expect(rejectedCall(again, failure)).toEqual({ status: 'rejected', data: ['a'], error: failure });
  });

  it('only a call with nothing to show yet is a first load', () => {
    expect(isFirstLoad(pendingCall(idleCall()))).toBe(true);
    expect(isFirstLoad(pendingCall(fulfilledCall([])))).toBe(false);
    expect(isFirstLoad(idleCall())).toBe(false);
  });
});

describe('a slice that is one call about one subject', () => {
  const contracts = createCallSlice<string[], 'billing.contracts'>('billing.contracts');
  const { fetchRequested, fetchFulfilled, fetchRejected } = contracts.actions;

  it("names its actions '<reducer key>/<action>' as the module naming rules want", () => {
    for (const creator of [fetchRequested, fetchFulfilled, fetchRejected])
      expect(actionTypeProblem('billing', creator.type)).toBeNull();
    expect(fetchRequested.type).toBe('billing.contracts/fetchRequested');
  });

  it('requested, fulfilled and rejected walk the call state for the subject', () => {
    let state = contracts.reducer(undefined, fetchRequested({ subject: SELF }));
    expect(state).toEqual({ subject: SELF, status: 'pending', data: null, error: null });
    state = contracts.reducer(state, fetchFulfilled(['c1']));
    expect(state).toEqual({ subject: SELF, status: 'fulfilled', data: ['c1'], error: null });
    state = contracts.reducer(state, fetchRequested({ subject: SELF }));
    expect(state.data).toEqual(['c1']);
    state = contracts.reducer(state, fetchRejected(failure));
    expect(state).toEqual({ subject: SELF, status: 'rejected', data: ['c1'], error: failure });
  });

  it("a request for another subject starts from the initial state: one user's data never shows under another", () => {
    let state = contracts.reducer(undefined, fetchRequested({ subject: SELF }));
    state = contracts.reducer(state, fetchFulfilled(['mine']));
    state = contracts.reducer(state, fetchRequested({ subject: ADMIN_VIEW }));
    expect(state).toEqual({ subject: ADMIN_VIEW, status: 'pending', data: null, error: null });
    // the same target user again (another reason given) is the same subject
    state = contracts.reducer(state, fetchFulfilled(['theirs']));
    state = contracts.reducer(
      state,
      fetchRequested({ subject: targetUser('customer-2', { code: 'complaint' }) }),
    );
    expect(state.data).toEqual(['theirs']);
  });

  it('its selector falls back to the initial state before the reducer is injected', () => {
    expect(contracts.selectState({})).toBe(contracts.initialState);
    const injected = contracts.reducer(undefined, fetchFulfilled(['c1']));
    expect(contracts.selectState({ 'billing.contracts': injected })).toBe(injected);
  });
});

describe('calls inside a larger slice', () => {
  interface PlacesState extends SubjectScoped {
    places: CallState<string[]>;
    chosen: string | null;
  }
  const initialState: PlacesState = { subject: null, places: idleCall(), chosen: null };
  const places = callReducers(initialState, 'places');
  const slice = createSlice({
    name: 'reports.example',
    initialState,
    reducers: {
      placesRequested: places.requested,
      placesFulfilled: places.fulfilled,
      placesRejected: places.rejected,
      placeChosen: (state, action: { payload: string }) => {
        state.chosen = action.payload;
      },
      refreshed: (state, action: { payload: { subject: typeof SELF } }) =>
        requestForSubject(state, initialState, action.payload.subject),
    },
  });
  const { placesRequested, placesFulfilled, placesRejected, placeChosen } = slice.actions;
  const select = sliceSelector('reports.example', initialState);

  it('keeps its action names under the slice name and the same call rules', () => {
    expect(placesRequested.type).toBe('reports.example/placesRequested');
    let state = slice.reducer(undefined, placesRequested({ subject: SELF }));
    state = slice.reducer(state, placesFulfilled(['Kotikatu 1']));
    state = slice.reducer(state, placesRejected(failure));
    expect(state.places).toEqual({ status: 'rejected', data: ['Kotikatu 1'], error: failure });
  });

  it("another subject's request resets the whole slice, choices included; the same subject's keeps them", () => {
    let state = slice.reducer(undefined, placesRequested({ subject: SELF }));
    state = slice.reducer(state, placesFulfilled(['Kotikatu 1']));
    state = slice.reducer(state, placeChosen('Kotikatu 1'));
    state = slice.reducer(state, placesRequested({ subject: SELF }));
    expect(state.chosen).toBe('Kotikatu 1');
    state = slice.reducer(state, placesRequested({ subject: ADMIN_VIEW }));
    expect(state).toEqual({
      subject: ADMIN_VIEW,
      places: { status: 'pending', data: null, error: null },
      chosen: null,
    });
    // the initial state itself is never written to
    expect(initialState).toEqual({ subject: null, places: idleCall(), chosen: null });
  });

  it('a request without a call of its own only changes the subject', () => {
    let state = slice.reducer(undefined, placeChosen('x'));
    state = slice.reducer(state, slice.actions.refreshed({ subject: ADMIN_VIEW }));
    expect(state).toEqual({ ...initialState, subject: ADMIN_VIEW });
    expect(select({ 'reports.example': state })).toBe(state);
    expect(select({})).toBe(initialState);
  });
});
