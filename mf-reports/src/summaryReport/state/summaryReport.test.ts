import { actionTypeProblem, SELF, targetUser } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { electricityPlace, heatPlace } from '../../energyReport/state/fixtures';
import { summaryBody } from './summaryReportSaga';
import {
  initialSummaryReportState,
  summaryReportActions as actions,
  summaryReportReducer as reducer,
} from './summaryReportSlice';

const loaded = reducer(
  reducer(initialSummaryReportState, actions.placesRequested({ subject: SELF })),
  actions.placesFulfilled([electricityPlace, heatPlace]),
);

describe('summary report state', () => {
  it('starts with 1 year by month on the first place and its first energy type', () => {
    expect(loaded.period).toBe('1y');
    expect(loaded.frequency).toBe('month');
    expect(loaded.placeKey).toBe('100001|2011425|1');
    expect(summaryBody(loaded)).toEqual({
      selectedEnergyType: 'electricity',
      period: '1y',
      frequency: 'month',
    });
  });

  it('a period opens with its own frequency: 1 month by week, 5 years by year', () => {
    expect(reducer(loaded, actions.periodSelected('1mm')).frequency).toBe('week');
    expect(reducer(loaded, actions.periodSelected('5y')).frequency).toBe('year');
  });

  it('choosing 5 years after day falls back to an allowed frequency', () => {
    const day = reducer(reducer(loaded, actions.periodSelected('1mm')), actions.frequencySelected('day'));
    expect(reducer(day, actions.periodSelected('5y')).frequency).toBe('year');
  });

  it("'other' asks nothing until both dates are there", () => {
    const other = reducer(loaded, actions.periodSelected('other'));
    expect(summaryBody(other)).toBeNull();
    const dated = reducer(other, actions.datesChanged({ startDate: '2026-01-01', endDate: '2026-01-07' }));
    expect(summaryBody(dated)).toEqual({
      selectedEnergyType: 'electricity',
      period: 'other',
      frequency: 'day',
      startDate: '2026-01-01',
      endDate: '2026-01-07',
    });
  });

  it('the action types are reports.summaryReport/<action>, as the naming rules want', () => {
    for (const creator of Object.values(actions))
      expect(actionTypeProblem('reports', creator.type), creator.type).toBeNull();
  });

  it("another subject's request starts from the initial state", () => {
    const next = reducer(loaded, actions.placesRequested({ subject: targetUser('sub-2') }));
    expect(next.places).toEqual({ status: 'pending', data: null, error: null });
    expect(next.placeKey).toBeNull();
  });
});
