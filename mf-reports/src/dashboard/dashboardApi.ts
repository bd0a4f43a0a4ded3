/**
 * The dashboard's calls, each made once: widgets that need the same answer (the report options; one chart
 * request behind two widgets) share one promise, kept a few minutes so coming back to the dashboard does
 * not ask again. A failed call is forgotten at once, so retry asks again. A call started ahead of its
 * widget (`firstCalls.ts`) is the widget's call: a failure is kept until a widget has taken it.
 */
import {
  apiRequest,
  subjectKey,
  type ChartRequest,
  type ChartResponse,
  type ReportOptionsResponse,
  type Subject,
  type UsagePlace,
} from '@portal/shared';
import type {
  ConsumptionChangesRequest,
  ConsumptionChangesResponse,
} from '@portal/shared/api/consumptionChanges';
import { chartHeaders, fetchChart } from '../energyReport/api/fetchChart';
import { fetchReportOptions } from '../energyReport/api/fetchReportOptions';

export const CONSUMPTION_CHANGES_PATH = '/connector/v1/webamr/consumptionChanges';

const KEEP_MS = 5 * 60_000;
const MAX_ENTRIES = 64;

interface Entry {
  promise: Promise<unknown>;
  at: number;
  /** started ahead of its widget, which has not asked for it yet */
  ahead: boolean;
  failed: boolean;
}

const cache = new Map<string, Entry>();

/** The cached promise of `key`, or a new call; `ahead`: started before a widget asks for it. */
export function cachedCall<T>(
  key: string,
  call: () => Promise<T>,
  { now = Date.now(), ahead = false }: { now?: number; ahead?: boolean } = {},
): Promise<T> {
  const found = cache.get(key);
  if (found && now - found.at < KEEP_MS) {
    if (!ahead && found.ahead) {
      found.ahead = false;
      // the widget shows the failure once; its retry asks again
      if (found.failed) cache.delete(key);
    }
    return found.promise as Promise<T>;
  }
  const entry: Entry = { promise: call(), at: now, ahead, failed: false };
  cache.set(key, entry);
  entry.promise.catch(() => {
    if (cache.get(key) !== entry) return;
    if (entry.ahead) entry.failed = true;
    else cache.delete(key);
  });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry.promise as Promise<T>;
}

/** The call made under `key` and still kept, if there is one. */
export function keptCall<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const found = cache.get(key);
  return found && now - found.at < KEEP_MS ? (found.promise as Promise<T>) : undefined;
}

/** tests start from an empty cache */
export const forgetDashboardCalls = (): void => cache.clear();

export const placeCodes = (place: UsagePlace) => ({
  customerNumber: place.customerInformation.customerNumber,
  locationCode: place.locationCode,
  gridId: place.gridId,
});

const placeKey = (place: UsagePlace) =>
  `${place.customerInformation.customerNumber}/${place.locationCode}/${place.gridId}`;

export const reportOptionsCall = (subject: Subject) =>
  ({
    key: `${subjectKey(subject)}|reportOptions`,
    run: (): Promise<ReportOptionsResponse> => fetchReportOptions(subject),
  }) as const;

export const chartCall = (subject: Subject, place: UsagePlace, body: ChartRequest) =>
  ({
    key: `${subjectKey(subject)}|chart|${placeKey(place)}|${JSON.stringify(body)}`,
    run: (): Promise<ChartResponse> => fetchChart(subject, { place: placeCodes(place), body }),
  }) as const;

export const consumptionChangesCall = (
  subject: Subject,
  place: UsagePlace,
  body: ConsumptionChangesRequest,
) =>
  ({
    key: `${subjectKey(subject)}|consumptionChanges|${placeKey(place)}|${JSON.stringify(body)}`,
    run: (): Promise<ConsumptionChangesResponse> =>
      apiRequest<ConsumptionChangesResponse>({
        method: 'POST',
        path: CONSUMPTION_CHANGES_PATH,
        subject,
        headers: chartHeaders(placeCodes(place)),
        body,
      }),
  }) as const;
