import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { SELF, actionTypeProblem, reducerKeyProblem, targetUser } from '@portal/shared';
import type { ChartCall } from '../api';
import {
  energyReportActions as actions,
  energyReportReducer,
  ENERGY_REPORT_SLICE_KEY,
  initialEnergyReportState,
} from './energyReportSlice';
import {
  chartResponse,
  electricityPlace,
  emptyChartResponse,
  heatPlace,
  makeOptions,
  makeUsagePlace,
  waterPlace,
} from './fixtures';
import { placeKey } from './reportRules';
import type { EnergyReportState } from './types';

const NOW = new Date('2025-06-15T09:00:00.000Z');

const reduce = (actionList: UnknownAction[], state: EnergyReportState = initialEnergyReportState) =>
  actionList.reduce(energyReportReducer, state);

const loaded = (places = [waterPlace, electricityPlace, heatPlace]) =>
  reduce([actions.optionsRequested({ subject: SELF }), actions.optionsFulfilled(makeOptions(places), NOW)]);

const call: ChartCall = {
  place: { customerNumber: '100001', locationCode: '2011425', gridId: 1 },
  body: {
    selectedEnergyType: 'electricity',
    selectedBasicDetails: ['electricityP'],
    selectedAdditionalInformation: [],
    interval: {
      selectedStartTimestamp: '2025-05-31T21:00:00.000Z',
      selectedEndTimestamp: '2025-06-03T21:00:00.000Z',
    },
    measurePeriod: 'day',
  },
};

describe('energy report slice', () => {
  it('its reducer key and every action type follow the naming scheme', () => {
    expect(reducerKeyProblem('reports', ENERGY_REPORT_SLICE_KEY)).toBeNull();
    const problems = Object.values(actions)
      .map((creator) => actionTypeProblem('reports', creator.type))
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it("another subject's request starts from the initial state, so two users' reports never mix", () => {
    const mine = loaded();
    expect(mine.options.reportablePlaces).not.toHaveLength(0);
    const theirs = reduce([actions.optionsRequested({ subject: targetUser('sub-7') })], mine);
    expect(theirs.subject).toEqual(targetUser('sub-7'));
    expect(theirs.options).toMatchObject({ status: 'pending', reportablePlaces: [], usagePlaces: [] });
    expect(theirs.selection).toEqual(initialEnergyReportState.selection);
    const again = reduce([actions.optionsRequested({ subject: SELF })], mine);
    expect(again.options.reportablePlaces).toEqual(mine.options.reportablePlaces);
  });

  it('report options: pending, then fulfilled with the places sorted by address and the first one chosen', () => {
    const pending = reduce([actions.optionsRequested({ subject: SELF })]);
    expect(pending.options.status).toBe('pending');
    const state = loaded();
    expect(state.options.status).toBe('fulfilled');
    expect(state.options.reportablePlaces.map((p) => p.address.fullAddress)).toEqual([
      'Kirkkotie 48, 00530 Helsinki',
      'Peltotie 20, 00530 Helsinki',
      'Puistokatu 39, 00530 Helsinki',
    ]);
    expect(state.selection).toEqual({
      customerNumber: '100001',
      placeKey: placeKey(heatPlace),
      energyType: 'heat',
      basicDetails: ['heatEnergy'],
      additionalInformation: [],
      valueUnit: 'quantity',
      period: 'oneYear',
      resolution: 'month',
      start: '2024-06-30T21:00:00.000Z',
      // the end of yesterday in Helsinki
      end: '2025-06-14T21:00:00.000Z',
    });
  });

  it('report options: rejected keeps the error', () => {
    const error = { httpStatusCode: 500, errorCode: 'generalError', translate: true };
    const state = reduce([actions.optionsRequested({ subject: SELF }), actions.optionsRejected(error)]);
    expect(state.options).toMatchObject({ status: 'rejected', error });
  });

  it('a place without a reportable energy type is left out of what the report can show', () => {
    const onlyReactive = makeUsagePlace({ locationCode: '5', energyTypes: [waterPlace.energyTypes[1]!] });
    const state = loaded([onlyReactive, electricityPlace]);
    expect(state.options.reportablePlaces.map((p) => p.locationCode)).toEqual(['2011425']);
    expect(state.options.usagePlaces).toHaveLength(2);
  });

  it('a reload of the options keeps the chosen place', () => {
    let state = reduce([actions.usagePlaceSelected(placeKey(waterPlace), NOW)], loaded());
    state = reduce([actions.optionsFulfilled(makeOptions(), NOW)], state);
    expect(state.selection.placeKey).toBe(placeKey(waterPlace));
  });

  it('choosing a customer chooses its first place', () => {
    const other = makeUsagePlace({
      address: { ...electricityPlace.address, fullAddress: 'Asemakatu 1, 00100 Helsinki' },
      locationCode: '777',
      customerInformation: { customerNumber: '200002', firstName: '', lastName: '', fullName: 'Oy Ab' },
    });
    const state = reduce(
      [actions.customerSelected('100001', NOW)],
      loaded([other, electricityPlace, heatPlace]),
    );
    expect(state.selection).toMatchObject({ customerNumber: '100001', placeKey: placeKey(heatPlace) });
  });

  it('choosing a place takes its first reportable energy type with the main details', () => {
    const state = reduce([actions.usagePlaceSelected(placeKey(waterPlace), NOW)], loaded());
    expect(state.selection).toMatchObject({ energyType: 'water', basicDetails: ['waterCold'] });
  });

  it("a preset is recomputed for a new place's validity start", () => {
    const young = makeUsagePlace({ locationCode: '8', validity: { startDate: '2025-03-01', endDate: null } });
    let state = loaded([electricityPlace, young]);
    state = reduce([actions.usagePlaceSelected(placeKey(young), NOW)], state);
    expect(state.selection.start).toBe('2025-02-28T22:00:00.000Z');
  });

  it('an energy type change resets the basic details to its main types', () => {
    const both = makeUsagePlace({ energyTypes: [...electricityPlace.energyTypes, ...heatPlace.energyTypes] });
    let state = loaded([both]);
    state = reduce([actions.basicDetailToggled({ key: 'electricityPMinus', checked: true })], state);
    expect(state.selection.basicDetails).toEqual(['electricityP', 'electricityPMinus']);
    state = reduce([actions.energyTypeSelected('heat')], state);
    expect(state.selection).toMatchObject({ energyType: 'heat', basicDetails: ['heatEnergy'] });
  });

  it('the last basic detail cannot be switched off', () => {
    const state = reduce([actions.basicDetailToggled({ key: 'heatEnergy', checked: false })], loaded());
    expect(state.selection.basicDetails).toEqual(['heatEnergy']);
  });

  it('additional information switches add and remove keys', () => {
    let state = reduce(
      [actions.additionalInformationToggled({ key: 'temperature', checked: true })],
      loaded(),
    );
    state = reduce([actions.additionalInformationToggled({ key: 'comparison', checked: true })], state);
    state = reduce([actions.additionalInformationToggled({ key: 'temperature', checked: false })], state);
    expect(state.selection.additionalInformation).toEqual(['comparison']);
  });

  it('the value unit switches between the quantity and euros', () => {
    expect(loaded().selection.valueUnit).toBe('quantity');
    const state = reduce([actions.valueUnitSelected('EUR')], loaded());
    expect(state.selection.valueUnit).toBe('EUR');
  });

  it.each([
    ['fiveYears', 'year', '2020-12-31T22:00:00.000Z'],
    ['sixMonths', 'month', '2024-12-31T22:00:00.000Z'],
    ['oneMonth', 'day', '2025-05-14T21:00:00.000Z'],
    ['oneDay', 'hour', '2025-06-13T21:00:00.000Z'],
  ] as const)(
    'the period preset %s sets its resolution and whole days ending yesterday',
    (period, resolution, start) => {
      const state = reduce([actions.periodSelected(period, NOW)], loaded());
      expect(state.selection).toMatchObject({ period, resolution, start, end: '2025-06-14T21:00:00.000Z' });
    },
  );

  it('editing a date makes the period custom and keeps the resolution', () => {
    const end = '2025-06-14T21:00:00.000Z';
    const state = reduce([actions.intervalEdited({ start: '2025-01-31T22:00:00.000Z', end })], loaded());
    expect(state.selection).toMatchObject({
      period: 'custom',
      resolution: 'month',
      start: '2025-01-31T22:00:00.000Z',
    });
  });

  it('a drill sets the clicked bucket and the finer resolution', () => {
    const state = reduce(
      [
        actions.drilledTo({
          start: '2025-01-31T22:00:00.000Z',
          end: '2025-02-28T22:00:00.000Z',
          resolution: 'day',
        }),
      ],
      loaded(),
    );
    expect(state.selection).toMatchObject({
      period: 'custom',
      resolution: 'day',
      start: '2025-01-31T22:00:00.000Z',
      end: '2025-02-28T22:00:00.000Z',
    });
  });

  it('chart: pending, then success with the answer and the call that produced it', () => {
    const pending = reduce([actions.chartRequested({ call, drill: false, trimNotice: null })], loaded());
    expect(pending.chart).toMatchObject({ status: 'pending', call, response: null });
    const done = reduce([actions.chartFulfilled(chartResponse)], pending);
    expect(done.chart).toMatchObject({ status: 'success', response: chartResponse, responseCall: call });
  });

  it('chart: an answer with only empty quantity series is no_measurement_data', () => {
    const state = reduce(
      [
        actions.chartRequested({ call, drill: false, trimNotice: null }),
        actions.chartFulfilled(emptyChartResponse),
      ],
      loaded(),
    );
    expect(state.chart.status).toBe('no_measurement_data');
  });

  it('chart: rejected keeps the error code', () => {
    const error = { httpStatusCode: 404, errorCode: 'location_not_found', translate: true };
    const state = reduce(
      [actions.chartRequested({ call, drill: true, trimNotice: null }), actions.chartRejected(error)],
      loaded(),
    );
    expect(state.chart).toMatchObject({ status: 'rejected', error, drill: false });
  });

  it('chart: a cancelled call brings back the previous answer, but only its own cancellation counts', () => {
    let state = reduce(
      [
        actions.chartRequested({ call, drill: false, trimNotice: null }),
        actions.chartFulfilled(chartResponse),
      ],
      loaded(),
    );
    state = reduce([actions.chartRequested({ call, drill: true, trimNotice: null })], state);
    const replaced = state.chart.requestId - 1;
    expect(reduce([actions.chartCancelled({ requestId: replaced })], state).chart.status).toBe('pending');
    const restored = reduce([actions.chartCancelled({ requestId: state.chart.requestId })], state);
    expect(restored.chart).toMatchObject({ status: 'success', drill: false, responseCall: call });
  });

  it('a trimmed call moves the chosen start and keeps the notice until dismissed', () => {
    const trimmed = { ...call, body: { ...call.body, measurePeriod: 'day' as const } };
    let state = reduce(
      [
        actions.chartRequested({
          call: trimmed,
          drill: false,
          trimNotice: { resolution: 'day', trimTo: { amount: 1, unit: 'year' } },
        }),
      ],
      loaded(),
    );
    expect(state.selection.start).toBe(call.body.interval.selectedStartTimestamp);
    expect(state.trimNotice).toEqual({ resolution: 'day', trimTo: { amount: 1, unit: 'year' } });
    state = reduce([actions.trimNoticeDismissed()], state);
    expect(state.trimNotice).toBeNull();
  });

  it('an interval error is shown and dismissed without touching the selection', () => {
    const before = loaded();
    const shown = reduce([actions.intervalErrorShown({ code: 'futureDate' })], before);
    expect(shown.intervalError).toEqual({ code: 'futureDate' });
    expect(shown.selection).toBe(before.selection);
    expect(reduce([actions.intervalErrorDismissed()], shown).intervalError).toBeNull();
  });
});
