import { SELF, targetUser } from '@portal/shared';
import { createModuleStore, deferred, mockFetch, type Handler } from '@portal/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_PATH, REPORT_OPTIONS_PATH } from '../api';
import reportsModule from '../../module';
import { energyReportActions as actions } from './energyReportSlice';
import { chartResponse, electricityPlace, emptyChartResponse, makeOptions } from './fixtures';
import { canShiftNext, placeKey } from './reportRules';
import { selectEnergyReportState, selectShownInterval } from './selectors';

const NOW = new Date('2025-06-15T09:00:00.000Z');

let stop: () => void = () => undefined;

function setup(
  chart: Handler = () => ({ body: chartResponse }),
  options: Handler = () => ({ body: makeOptions([electricityPlace]) }),
) {
  const fetch = mockFetch({ [REPORT_OPTIONS_PATH]: options, [CHART_PATH]: chart });
  const { store, stopSaga } = createModuleStore<Parameters<typeof selectEnergyReportState>[0]>(reportsModule);
  stop = stopSaga;
  const state = () => selectEnergyReportState(store.getState());
  return { ...fetch, store, state };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('energy report saga', () => {
  it('for a target user, the same saga calls the admin paths with Target-User, never the own ones', async () => {
    const adminOptions = '/connector/v1/admin/reportOptions';
    const adminChart = '/connector/v1/admin/webamr/chart';
    const { callsTo } = mockFetch({
      [adminOptions]: () => ({ body: makeOptions([electricityPlace]) }),
      [adminChart]: () => ({ body: chartResponse }),
    });
    const { store, stopSaga } =
      createModuleStore<Parameters<typeof selectEnergyReportState>[0]>(reportsModule);
    stop = stopSaga;
    store.dispatch(actions.optionsRequested({ subject: targetUser('sub-7') }));
    await vi.waitFor(() => expect(selectEnergyReportState(store.getState()).chart.status).toBe('success'));
    expect(callsTo(adminOptions)[0]!.headers).toMatchObject({
      'Target-User': 'sub-7',
      'skip-mapped': 'true',
    });
    expect(callsTo(adminChart)[0]!.headers).toMatchObject({ 'Target-User': 'sub-7', 'X-Grid-Id': '1' });
    expect(callsTo(REPORT_OPTIONS_PATH)).toEqual([]);
    expect(callsTo(CHART_PATH)).toEqual([]);
  });

  it('loads the options, chooses the first place and calls the chart with its headers and body', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    expect(callsTo(REPORT_OPTIONS_PATH)).toHaveLength(1);
    const [chartCall] = callsTo(CHART_PATH);
    expect(chartCall!.method).toBe('POST');
    expect(chartCall!.headers).toMatchObject({
      'X-Customer-Code': '100001',
      'X-Location-Code': '2011425',
      'X-Grid-Id': '1',
      'Content-Type': 'application/json',
    });
    expect(chartCall!.body).toEqual({
      selectedEnergyType: 'electricity',
      selectedBasicDetails: ['electricityP'],
      selectedAdditionalInformation: [],
      // whole days ending yesterday (Helsinki)
      interval: {
        selectedStartTimestamp: '2024-06-30T21:00:00.000Z',
        selectedEndTimestamp: '2025-06-14T21:00:00.000Z',
      },
      measurePeriod: 'month',
    });
    expect(state().chart.response).toEqual(chartResponse);
  });

  it('a refused options call is stored as rejected with its error code', async () => {
    const { store, state, callsTo } = setup(undefined, () => ({
      status: 503,
      body: { error: 'serviceUnavailable' },
    }));
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().options.status).toBe('rejected'));
    expect(state().options.error?.errorCode).toBe('serviceUnavailable');
    expect(callsTo(CHART_PATH)).toHaveLength(0);
  });

  it('every tariff empty gives no_measurement_data', async () => {
    const { store, state } = setup(() => ({ body: emptyChartResponse }));
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('no_measurement_data'));
  });

  it("another subject's options cancel a chart of the previous subject still on its way", async () => {
    const first = deferred<{ body: unknown }>();
    const { store, state, callsTo } = setup(() => first.promise);
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(1));
    store.dispatch(actions.optionsRequested({ subject: targetUser('sub-7') }));
    expect(callsTo(CHART_PATH)[0]!.signal?.aborted).toBe(true);
    first.resolve({ body: chartResponse });
    await Promise.resolve();
    await Promise.resolve();
    expect(state().chart.response).not.toEqual(chartResponse);
  });

  it('a newer request wins: the older fetch is aborted and its answer never shown', async () => {
    const first = deferred<{ body: unknown }>();
    const answers = [first.promise, Promise.resolve({ body: emptyChartResponse })];
    const { store, state, callsTo } = setup(() => answers.shift()!);
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(1));
    store.dispatch(actions.periodSelected('oneMonth'));
    await vi.waitFor(() => expect(state().chart.status).toBe('no_measurement_data'));
    expect(callsTo(CHART_PATH)[0]!.signal?.aborted).toBe(true);
    first.resolve({ body: chartResponse });
    await Promise.resolve();
    expect(state().chart.response).toEqual(emptyChartResponse);
    expect(callsTo(CHART_PATH)[1]!.body).toMatchObject({ measurePeriod: 'day' });
  });

  it('a refused interval opens the dialog, sends nothing and keeps what the user chose', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    const { start } = state().selection;
    store.dispatch(actions.intervalEdited({ start, end: '2025-07-01T21:00:00.000Z' }));
    expect(state().intervalError).toEqual({ code: 'futureDate' });
    expect(callsTo(CHART_PATH)).toHaveLength(1);
    expect(state().selection.end).toBe('2025-07-01T21:00:00.000Z');
    expect(state().chart.status).toBe('success');
  });

  it('a request replaced by a refused one does not leave the chart loading', async () => {
    const never = deferred<{ body: unknown }>();
    const { store, state, callsTo } = setup(() => never.promise);
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(1));
    const { end } = state().selection;
    store.dispatch(actions.intervalEdited({ start: '2025-07-01T21:00:00.000Z', end }));
    await vi.waitFor(() => expect(state().chart.status).toBe('idle'));
    expect(state().intervalError).toEqual({ code: 'endBeforeStart' });
  });

  it('an accepted date edit becomes the interval and the chart follows it at once', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    store.dispatch(actions.dateEdited({ field: 'start', day: '2025-01-01' }));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(2));
    expect(callsTo(CHART_PATH)[1]!.body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2024-12-31T22:00:00.000Z',
        selectedEndTimestamp: '2025-06-14T21:00:00.000Z',
      },
    });
    expect(state().selection).toMatchObject({ period: 'custom', start: '2024-12-31T22:00:00.000Z' });
    expect(state().dateRefusal).toBeNull();
  });

  it('a refused date edit stays at its input: nothing is sent, no dialog, the shown interval is kept', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    const before = state().selection;
    const shown = selectShownInterval(store.getState());
    // the customer's case: a start after the end
    store.dispatch(actions.dateEdited({ field: 'start', day: '2025-06-20' }));
    expect(state().dateRefusal).toEqual({
      field: 'start',
      day: '2025-06-20',
      error: { code: 'endBeforeStart' },
    });
    store.dispatch(actions.dateEdited({ field: 'end', day: '2025-07-01' }));
    expect(state().dateRefusal).toEqual({ field: 'end', day: '2025-07-01', error: { code: 'futureDate' } });
    expect(state().intervalError).toBeNull();
    expect(state().selection).toEqual(before);
    expect(selectShownInterval(store.getState())).toEqual(shown);
    expect(callsTo(CHART_PATH)).toHaveLength(1);
  });

  it('an emptied date says it is required, not the message of an earlier refusal', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    store.dispatch(actions.dateEdited({ field: 'start', day: '2025-06-20' }));
    store.dispatch(actions.dateEdited({ field: 'start', day: null }));
    expect(state().dateRefusal).toEqual({ field: 'start', day: null, error: { code: 'required' } });
    store.dispatch(actions.dateEdited({ field: 'start', day: '2025-06-01' }));
    expect(state().dateRefusal).toBeNull();
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(2));
  });

  it("a refused day counts with the other input's next edit, so both dates can move past each other", async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    store.dispatch(actions.periodSelected('oneMonth'));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(2));
    // a month of 2024 wanted: its end first would end before the start
    store.dispatch(actions.dateEdited({ field: 'end', day: '2024-03-31' }));
    expect(state().dateRefusal?.error).toEqual({ code: 'endBeforeStart' });
    store.dispatch(actions.dateEdited({ field: 'start', day: '2024-03-01' }));
    expect(state().dateRefusal).toBeNull();
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(3));
    expect(callsTo(CHART_PATH)[2]!.body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2024-02-29T22:00:00.000Z',
        selectedEndTimestamp: '2024-03-31T21:00:00.000Z',
      },
    });
  });

  it('next is possible until the interval reaches the present', async () => {
    const { store, state } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    // 1 year: the next year has not begun
    expect(canShiftNext(state().selection, new Date())).toBe(false);
    store.dispatch(actions.periodSelected('oneDay'));
    // yesterday: next is today so far
    expect(canShiftNext(state().selection, new Date())).toBe(true);
    store.dispatch(actions.shiftRequested({ direction: 1 }));
    // today so far (the fake clock moved on a little in waitFor)
    expect(state().selection).toMatchObject({
      start: '2025-06-14T21:00:00.000Z',
      end: expect.stringMatching(/^2025-06-15T09:00/),
    });
    expect(canShiftNext(state().selection, new Date())).toBe(false);
    store.dispatch(actions.shiftRequested({ direction: -1 }));
    expect(canShiftNext(state().selection, new Date())).toBe(true);
  });

  it('a server 400 with an interval code is rejected with its code and opens the same dialog', async () => {
    const { store, state } = setup(() => ({
      status: 400,
      body: { error: 'interval_out_of_range', details: { codes: ['interval_out_of_range'] } },
    }));
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('rejected'));
    expect(state().chart.error).toMatchObject({ httpStatusCode: 400, errorCode: 'interval_out_of_range' });
    expect(state().intervalError).toEqual({
      code: 'intervalOutOfRange',
      validityStart: '2018-12-31T22:00:00.000Z',
    });
  });

  it('another refusal is rejected without the dialog', async () => {
    const { store, state } = setup(() => ({ status: 404, body: { error: 'location_not_found' } }));
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('rejected'));
    expect(state().chart.error?.errorCode).toBe('location_not_found');
    expect(state().intervalError).toBeNull();
  });

  it('next into the future keeps the interval and shows futureDate; previous shifts by the period', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    const before = state().selection;
    store.dispatch(actions.shiftRequested({ direction: 1 }));
    expect(state().intervalError).toEqual({ code: 'futureDate' });
    expect(state().selection).toEqual(before);
    expect(callsTo(CHART_PATH)).toHaveLength(1);

    store.dispatch(actions.shiftRequested({ direction: -1 }));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(2));
    expect(callsTo(CHART_PATH)[1]!.body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2023-06-30T21:00:00.000Z',
        selectedEndTimestamp: '2024-06-30T21:00:00.000Z',
      },
      measurePeriod: 'month',
    });
  });

  it('previous reaching before the validity start begins at it; wholly before it is refused', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    store.dispatch(actions.periodSelected('fiveYears'));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(2));
    store.dispatch(actions.shiftRequested({ direction: -1 }));
    // 2016-2020 reaches back before the validity start 1 Jan 2019
    expect(state().selection.start).toBe('2018-12-31T22:00:00.000Z');
    store.dispatch(actions.shiftRequested({ direction: -1 }));
    expect(state().intervalError).toEqual({ code: 'noActiveContractForInterval' });
    expect(state().selection.start).toBe('2018-12-31T22:00:00.000Z');
  });

  it('a drill asks for the clicked bucket at the next finer resolution, one at a time', async () => {
    const held = deferred<{ body: unknown }>();
    const answers = [Promise.resolve({ body: chartResponse }), held.promise];
    const { store, state, callsTo } = setup(
      () => answers.shift() ?? Promise.resolve({ body: chartResponse }),
    );
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    // the default year at month resolution: bucket 2 is September 2024
    store.dispatch(actions.drillRequested({ bucketIndex: 2 }));
    store.dispatch(actions.drillRequested({ bucketIndex: 3 }));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(2));
    expect(state().chart).toMatchObject({ status: 'pending', drill: true });
    expect(callsTo(CHART_PATH)[1]!.body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2024-08-31T21:00:00.000Z',
        selectedEndTimestamp: '2024-09-30T21:00:00.000Z',
      },
      measurePeriod: 'day',
    });
    held.resolve({ body: chartResponse });
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    expect(callsTo(CHART_PATH)).toHaveLength(2);
    expect(state().selection).toMatchObject({ period: 'custom', resolution: 'day' });
  });

  it('choosing euros asks for the chart again', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    const count = callsTo(CHART_PATH).length;
    store.dispatch(actions.valueUnitSelected('EUR'));
    await vi.waitFor(() => expect(callsTo(CHART_PATH)).toHaveLength(count + 1));
  });

  it('a click is not a drill when the period allows no finer resolution', async () => {
    const { store, state, callsTo } = setup();
    store.dispatch(actions.optionsRequested({ subject: SELF }));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    store.dispatch(actions.periodSelected('oneDay'));
    store.dispatch(actions.resolutionSelected('minutes_15'));
    await vi.waitFor(() => expect(state().chart.status).toBe('success'));
    const count = callsTo(CHART_PATH).length;
    store.dispatch(actions.drillRequested({ bucketIndex: 0 }));
    expect(callsTo(CHART_PATH)).toHaveLength(count);
    expect(state().selection.placeKey).toBe(placeKey(electricityPlace));
  });
});
