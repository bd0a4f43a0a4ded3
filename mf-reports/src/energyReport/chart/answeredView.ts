/**
 * The view drawn from an answer in the resolution the answer is in: asked for 15 minutes on a day with
 * hourly readings only, the server answers by hour, and the chart and table show hours (with a note),
 * never quarters with invented gaps.
 */
import type { ChartResponse } from '@portal/shared';
import type { Bucket, Resolution } from '@portal/shared/calendar';
import type { ChartCall } from '../api';
import { bucketsOfCall } from '../state/reportRules';

export interface CallView {
  response: ChartResponse;
  call: ChartCall;
  resolution: Resolution;
  buckets: readonly Bucket[];
}

/** finest last */
const ORDER: readonly Resolution[] = ['year', 'month', 'day', 'hour', 'minutes_15'];

export function answeredView<V extends CallView>(view: V): V & { requestedResolution: Resolution } {
  const answered = view.response.resolution ?? view.resolution;
  // only a coarser answer is one (the server never answers finer than asked)
  if (!(ORDER.indexOf(answered) < ORDER.indexOf(view.resolution)))
    return { ...view, requestedResolution: view.resolution };
  const call = { ...view.call, body: { ...view.call.body, measurePeriod: answered } };
  return {
    ...view,
    resolution: answered,
    buckets: bucketsOfCall(call),
    requestedResolution: view.resolution,
  };
}
