import { describe, expect, it } from 'vitest';
import { makeLocationRow } from '../testing/fixtures';
import {
  COORDINATES_TAB,
  initialLocationManagementState,
  locationManagementActions as actions,
  locationManagementReducer as reducer,
  RESULTS_TAB,
} from './locationManagementSlice';

const one = makeLocationRow();
const two = makeLocationRow({ locationNumber: '2000002', locationGsrnNumber: null });
const search = { meterInstallDateStart: '2011-11-27', meterInstallDateEnd: '2026-11-27' };

describe('location management tabs and selection', () => {
  it('opening a row adds its tab once and activates it; closing returns to the results', () => {
    let state = reducer(initialLocationManagementState, actions.tabOpened(one));
    state = reducer(state, actions.tabOpened(two));
    state = reducer(state, actions.tabOpened(one));
    expect(state.tabs.map((tab) => tab.locationNumber)).toEqual(['2000001', '2000002']);
    expect(state.activeTab).toBe('2000001');
    state = reducer(state, actions.tabClosed('2000001'));
    expect(state.activeTab).toBe(RESULTS_TAB);
    expect(state.tabs).toHaveLength(1);
  });

  it('clear tabs closes every location tab', () => {
    let state = reducer(initialLocationManagementState, actions.tabOpened(one));
    state = reducer(state, actions.tabOpened(two));
    state = reducer(state, actions.tabsCleared());
    expect(state.tabs).toEqual([]);
    expect(state.activeTab).toBe(RESULTS_TAB);
  });

  it('the selection is kept across pages; open selected opens a tab per selected location', () => {
    let state = reducer(
      initialLocationManagementState,
      actions.selectionChanged({ shown: [one], keys: ['2000001'] }),
    );
    state = reducer(state, actions.selectionChanged({ shown: [two], keys: ['2000002'] }));
    expect(Object.keys(state.selected)).toEqual(['2000001', '2000002']);
    state = reducer(state, actions.selectionChanged({ shown: [one], keys: [] }));
    expect(Object.keys(state.selected)).toEqual(['2000002']);
    state = reducer(state, actions.selectionChanged({ shown: [one], keys: ['2000001'] }));
    state = reducer(state, actions.selectedOpened());
    expect(state.tabs.map((tab) => tab.locationNumber).sort()).toEqual(['2000001', '2000002']);
    expect(state.activeTab).toBe(state.tabs[0]?.locationNumber);
  });

  it('a new search clears the selection and keeps the coordinates tab when it is shown', () => {
    let state = reducer(
      initialLocationManagementState,
      actions.selectionChanged({ shown: [one], keys: ['2000001'] }),
    );
    state = reducer(state, actions.tabSelected(COORDINATES_TAB));
    state = reducer(state, actions.searchRequested({ search }));
    expect(state.selected).toEqual({});
    expect(state.activeTab).toBe(COORDINATES_TAB);
    expect(state.list.status).toBe('pending');
    state = reducer(state, actions.tabSelected('nope'));
    expect(state.activeTab).toBe(COORDINATES_TAB);
  });
});
