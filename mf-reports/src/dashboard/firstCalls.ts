/**
 * A dashboard widget's first calls, started when the dashboard renders the widget and not when its code
 * has arrived and drawn (module.tsx): the report options while the widgets' chunks load, and the charts'
 * calls as soon as the options answer, for the place and energy type the report options card will choose.
 * They are the calls the widgets make (the same keys, `dashboardApi.ts`), so each widget takes its answer.
 */
import type {
  EnergyTypeKey,
  ModuleWidgetProps,
  ReportOptionsResponse,
  Subject,
  UsagePlace,
} from '@portal/shared';
import { defaultChoice } from './choice';
import { cachedCall, chartCall, consumptionChangesCall, keptCall, reportOptionsCall } from './dashboardApi';
import {
  allQuantities,
  chartBody,
  clipToValidity,
  dashboardInterval,
  mainQuantities,
  yesterday,
  type DashboardChartKind,
} from './periods';

/** what a widget asks for first: the report options, a chart's window, or the consumption changes */
export type FirstCall = 'reportOptions' | DashboardChartKind | 'consumptionChanges';

const ahead = { ahead: true };

/** the call a widget makes once it has a place: ChartWidget's and ConsumptionChangesWidget's first ask */
function startPlaceCall(
  call: FirstCall,
  subject: Subject,
  place: UsagePlace,
  energyType: EnergyTypeKey,
): void {
  if (call === 'reportOptions') return;
  if (call === 'consumptionChanges') {
    const quantities = allQuantities(place, energyType);
    if (quantities.length === 0) return;
    const { key, run } = consumptionChangesCall(subject, place, {
      selectedEnergyType: energyType,
      selectedBasicDetails: quantities,
    });
    cachedCall(key, run, ahead);
    return;
  }
  const now = new Date();
  const clip = clipToValidity(
    dashboardInterval(call, now, call === 'daily' ? yesterday(now) : undefined),
    place,
  );
  const quantities = mainQuantities(place, energyType);
  if (quantities.length === 0 || clip.outside) return;
  const { key, run } = chartCall(subject, place, chartBody(clip.interval, energyType, quantities));
  cachedCall(key, run, ahead);
}

/** the report options answers each widget's calls are chained on, so a re-render does not chain again */
const chained = new WeakMap<Promise<unknown>, Set<FirstCall>>();

function chainOnOptions(options: Promise<ReportOptionsResponse>, call: FirstCall, subject: Subject): void {
  const started = chained.get(options) ?? new Set<FirstCall>();
  if (started.has(call)) return;
  chained.set(options, started.add(call));
  options.then(
    ({ filteredUsagePlacesByEnergyType }) => {
      const choice = defaultChoice(filteredUsagePlacesByEnergyType);
      if (choice.usagePlace && choice.energyType)
        startPlaceCall(call, subject, choice.usagePlace, choice.energyType);
    },
    // the report options card shows the failure
    () => undefined,
  );
}

/**
 * Widgets rendered before the report options call was made, by that call's key. React retries the grid's
 * suspended cells in any order, so the card may come after them.
 */
const waiting = new Map<string, Set<FirstCall>>();

export function startFirstCalls(
  call: FirstCall,
  { subject, usagePlace, energyType }: ModuleWidgetProps,
): void {
  const { key, run } = reportOptionsCall(subject);
  if (call === 'reportOptions') {
    const options = cachedCall(key, run, ahead);
    const early = waiting.get(key);
    waiting.delete(key);
    for (const each of early ?? []) chainOnOptions(options, each, subject);
    return;
  }
  if (usagePlace && energyType) {
    startPlaceCall(call, subject, usagePlace, energyType);
    return;
  }
  // no place chosen yet: the report options card chooses the default once its call answers; without that
  // card (its call never made) no place is ever chosen and the widget asks nothing
  const options = keptCall<ReportOptionsResponse>(key);
  if (options) chainOnOptions(options, call, subject);
  else waiting.set(key, (waiting.get(key) ?? new Set<FirstCall>()).add(call));
}
