import { describe, expect, it } from 'vitest';
import { makeAdminContract } from '../testing/fixtures';
import {
  contractSearchActions as actions,
  contractSearchReducer as reducer,
  initialContractSearchState,
  RESULTS_TAB,
} from './contractSearchSlice';

const grid = makeAdminContract();
const sales = makeAdminContract({ contractCode: 'M100001', contractType: 'Myynti' });
const noGsrn = makeAdminContract({
  contractCode: 'K2',
  salesContract: { locationCode: '2000002' },
  location: { gsrnCode: null },
});

describe('contract search tabs', () => {
  it("opening a row adds a tab keyed by the location's GSRN and activates it", () => {
    const state = reducer(initialContractSearchState, actions.tabOpened(grid));
    expect(state.tabs).toEqual([{ code: '643000000000000001', contracts: [grid] }]);
    expect(state.activeTab).toBe('643000000000000001');
  });

  it('a location without a GSRN is keyed by its location code', () => {
    const state = reducer(initialContractSearchState, actions.tabOpened(noGsrn));
    expect(state.activeTab).toBe('2000002');
  });

  it("opening an open location's row again re-activates its tab; another contract of it joins the tab", () => {
    let state = reducer(initialContractSearchState, actions.tabOpened(grid));
    state = reducer(state, actions.tabOpened(noGsrn));
    state = reducer(state, actions.tabOpened(grid));
    expect(state.tabs).toHaveLength(2);
    expect(state.activeTab).toBe('643000000000000001');
    state = reducer(state, actions.tabOpened(sales));
    expect(state.tabs).toHaveLength(2);
    expect(state.tabs[0]?.contracts.map((c) => c.contractCode)).toEqual(['K100001', 'M100001']);
  });

  it('closing a tab returns to the results; closing another keeps the active one', () => {
    let state = reducer(initialContractSearchState, actions.tabOpened(grid));
    state = reducer(state, actions.tabOpened(noGsrn));
    state = reducer(state, actions.tabClosed('643000000000000001'));
    expect(state.activeTab).toBe('2000002');
    state = reducer(state, actions.tabClosed('2000002'));
    expect(state.tabs).toEqual([]);
    expect(state.activeTab).toBe(RESULTS_TAB);
  });

  it('a new search shows the results tab and keeps the opened tabs', () => {
    let state = reducer(initialContractSearchState, actions.tabOpened(grid));
    state = reducer(
      state,
      actions.searchRequested({ search: { customerNumber: '100001', activeContracts: true } }),
    );
    expect(state.activeTab).toBe(RESULTS_TAB);
    expect(state.tabs).toHaveLength(1);
    expect(state.list.status).toBe('pending');
  });

  it('selecting an unknown tab changes nothing', () => {
    const state = reducer(initialContractSearchState, actions.tabSelected('nope'));
    expect(state.activeTab).toBe(RESULTS_TAB);
  });
});
