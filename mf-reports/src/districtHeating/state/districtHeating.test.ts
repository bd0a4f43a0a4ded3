import { actionTypeProblem, SELF, targetUser } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { electricityPlace, heatPlace } from '../../energyReport/state/fixtures';
import { reportFixture } from '../fixtures';
import {
  districtHeatingActions as actions,
  districtHeatingReducer as reducer,
  initialDistrictHeatingState,
} from './districtHeatingSlice';

const loaded = reducer(
  reducer(initialDistrictHeatingState, actions.placesRequested({ subject: SELF })),
  actions.placesFulfilled([electricityPlace, heatPlace]),
);

describe('district heating state', () => {
  it('keeps heat usage places only and chooses the first', () => {
    expect(loaded.places.data?.map((p) => p.locationCode)).toEqual([heatPlace.locationCode]);
    expect(loaded.placeKey).toBe(`100001|${heatPlace.locationCode}`);
  });

  it('the data is pending again (frequency disabled) while a new place loads', () => {
    const fulfilled = reducer(
      loaded,
      actions.dataFulfilled({ report: reportFixture, structure: null, costs: null }),
    );
    expect(fulfilled.data.status).toBe('fulfilled');
    expect(reducer(fulfilled, actions.dataRequested()).data).toEqual({
      status: 'pending',
      data: null,
      error: null,
    });
  });

  it('frequency is year by default; choosing another place forgets the chosen month-view year', () => {
    expect(initialDistrictHeatingState.frequency).toBe('year');
    const withYear = reducer(reducer(loaded, actions.frequencyChanged('month')), actions.yearChanged(2024));
    const other = reducer(withYear, actions.placeSelected('100001|other'));
    expect(other.year).toBeNull();
    expect(other.frequency).toBe('month');
  });

  it('the action types are reports.districtHeating/<action>, as the naming rules want', () => {
    for (const creator of Object.values(actions))
      expect(actionTypeProblem('reports', creator.type), creator.type).toBeNull();
  });

  it("another subject's request starts from the initial state", () => {
    const next = reducer(loaded, actions.placesRequested({ subject: targetUser('sub-2') }));
    expect(next.places).toEqual({ status: 'pending', data: null, error: null });
    expect(next.placeKey).toBeNull();
  });
});
