import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiErrorData, type ChartResponse, type ReportOptionsResponse, type Subject } from '@portal/shared';
import { shiftInterval } from '@portal/shared/reports';
import { all, call, cancelled, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { fetchChart, fetchReportOptions } from '../api';
import { energyReportActions as actions } from './energyReportSlice';
import {
  bucketsOfCall,
  drillResolutionOf,
  intervalErrorFromServer,
  planChartCall,
  planDateEdit,
  validityOf,
} from './reportRules';
import {
  selectChart,
  selectDateRefusal,
  selectSelectedPlace,
  selectSelection,
  selectSubject,
} from './selectors';
import type { ChartState, DateInputField, DateRefusal, ReportSelection } from './types';

/** The clock, as an effect so tests can fix it. */
export const currentTime = (): Date => new Date();

export function* loadOptionsWorker(action: PayloadAction<{ subject: Subject }>) {
  try {
    const response: ReportOptionsResponse = yield call(fetchReportOptions, action.payload.subject);
    const now: Date = yield call(currentTime);
    yield put(actions.optionsFulfilled(response, now));
    const selection: ReportSelection = yield select(selectSelection);
    if (selection.placeKey) yield put(actions.reportRequested());
  } catch (error) {
    yield put(actions.optionsRejected(toApiErrorData(error)));
  }
}

/**
 * Builds the chart call from the selection, checks its dates (the first broken rule opens the dialog and
 * nothing is sent), then calls. A newer request cancels this one and aborts its fetch.
 */
export function* loadChartWorker(action: PayloadAction<unknown>) {
  const selection: ReportSelection = yield select(selectSelection);
  const place: ReturnType<typeof selectSelectedPlace> = yield select(selectSelectedPlace);
  const now: Date = yield call(currentTime);
  const plan = planChartCall(selection, place, now);
  if (!plan) return;
  if ('error' in plan) {
    yield put(actions.intervalErrorShown(plan.error));
    return;
  }
  const drill = actions.drilledTo.match(action);
  yield put(actions.chartRequested({ call: plan.call, drill, trimNotice: plan.trimNotice }));
  const { requestId }: ChartState = yield select(selectChart);
  const subject: Subject = yield select(selectSubject);
  const controller = new AbortController();
  try {
    const response: ChartResponse = yield call(fetchChart, subject, plan.call, controller.signal);
    yield put(actions.chartFulfilled(response));
  } catch (error) {
    const data = toApiErrorData(error);
    yield put(actions.chartRejected(data));
    const intervalError = intervalErrorFromServer(data, validityOf(place).start);
    if (intervalError) yield put(actions.intervalErrorShown(intervalError));
  } finally {
    if ((yield cancelled()) as boolean) {
      controller.abort();
      yield put(actions.chartCancelled({ requestId }));
    }
  }
}

/**
 * Previous/next by the interval's own length. Next wholly in the future keeps the interval (futureDate);
 * previous before the place's validity keeps it too, and one reaching into it starts at the validity start.
 */
export function* shiftWorker(action: PayloadAction<{ direction: -1 | 1 }>) {
  const selection: ReportSelection = yield select(selectSelection);
  const place: ReturnType<typeof selectSelectedPlace> = yield select(selectSelectedPlace);
  if (!selection.start || !selection.end) return;
  const now: Date = yield call(currentTime);
  const result = shiftInterval(
    { resolution: selection.resolution, start: new Date(selection.start), end: new Date(selection.end) },
    action.payload.direction,
    now,
  );
  if ('error' in result) {
    yield put(actions.intervalErrorShown({ code: 'futureDate' }));
    return;
  }
  const { start: validityStart } = validityOf(place);
  let { start } = result.interval;
  const { end } = result.interval;
  if (validityStart && start.getTime() < validityStart.getTime()) {
    if (end.getTime() <= validityStart.getTime()) {
      yield put(actions.intervalErrorShown({ code: 'noActiveContractForInterval' }));
      return;
    }
    start = validityStart;
  }
  yield put(actions.intervalShifted({ start: start.toISOString(), end: end.toISOString() }));
}

/**
 * A date input's edit: checked against every date rule at once. Accepted, it becomes the interval and the
 * chart follows; refused, it stays in its input with the error and the label, chart and summary stay on the
 * last accepted interval (no dialog: the error is where the user typed).
 */
export function* dateEditWorker(action: PayloadAction<{ field: DateInputField; day: string | null }>) {
  const selection: ReportSelection = yield select(selectSelection);
  const place: ReturnType<typeof selectSelectedPlace> = yield select(selectSelectedPlace);
  const refusal: DateRefusal | null = yield select(selectDateRefusal);
  const now: Date = yield call(currentTime);
  const result = planDateEdit(selection, refusal, place, action.payload, now);
  if ('refusal' in result) yield put(actions.dateRefused(result.refusal));
  else yield put(actions.intervalEdited(result.interval));
}

/** A click on a chart bucket: its interval at the next finer resolution; ignored while a call is loading. */
export function* drillWorker(action: PayloadAction<{ bucketIndex: number }>) {
  const chart: ChartState = yield select(selectChart);
  if (chart.status !== 'success' || !chart.responseCall) return;
  const resolution = drillResolutionOf(chart.responseCall);
  const bucket = bucketsOfCall(chart.responseCall)[action.payload.bucketIndex];
  if (!resolution || !bucket) return;
  yield put(
    actions.drilledTo({ start: bucket.start.toISOString(), end: bucket.end.toISOString(), resolution }),
  );
}

/** Whatever changes what the chart shows asks for it again; the newest request wins. */
const CHART_TRIGGERS = [
  // options for another subject: takeLatest cancels a chart of the previous one still on its way
  actions.optionsRequested.type,
  actions.reportRequested.type,
  actions.customerSelected.type,
  actions.usagePlaceSelected.type,
  actions.energyTypeSelected.type,
  actions.periodSelected.type,
  actions.resolutionSelected.type,
  actions.valueUnitSelected.type,
  actions.intervalShifted.type,
  actions.intervalEdited.type,
  actions.drilledTo.type,
];

export function* watchOptions() {
  yield takeLatest(actions.optionsRequested.type, loadOptionsWorker);
}
export function* watchChart() {
  yield takeLatest(CHART_TRIGGERS, loadChartWorker);
}
export function* watchShift() {
  yield takeEvery(actions.shiftRequested.type, shiftWorker);
}
export function* watchDateEdits() {
  yield takeEvery(actions.dateEdited.type, dateEditWorker);
}
export function* watchDrill() {
  yield takeEvery(actions.drillRequested.type, drillWorker);
}

export function* energyReportSaga() {
  yield all([watchOptions(), watchChart(), watchShift(), watchDateEdits(), watchDrill()]);
}
