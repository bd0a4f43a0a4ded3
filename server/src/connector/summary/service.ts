import type {
  SummaryBucket,
  SummaryExtreme,
  SummaryRequest,
  SummaryResponse,
  SummaryTotal,
} from '@portal/shared/api/summary';
import { SUMMARY_MAX_BUCKETS, SUMMARY_PERIOD_PRESET } from '@portal/shared/api/summary';
import { isComparisonComplete, PERIOD_PRESETS, presetDays, previousInterval } from '@portal/shared/reports';
import {
  addHelsinki,
  fromHelsinkiWallTime,
  helsinkiDaysBetween,
  helsinkiStartOf,
} from '@portal/shared/calendar';
import type { Database } from '../../plugins/database.js';
import { aggregationOf } from '@portal/shared/energy/aggregation';
import { Refusal, validationsFail } from '../../http/refusal.js';
import type { ChartScope } from '../chart/repository.js';
import { dayTotals, findSummaryPoints } from './repository.js';
import { summaryBuckets } from './buckets.js';

/** the longest 'other' range, as the energy report's (spec admin-and-calls section 9: 7320 days) */
const MAX_OTHER_DAYS = 7320;

const parseDay = (text: string): Date => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return fromHelsinkiWallTime({ year, month, day });
};

/**
 * The period's [start, end) and the period it is compared with, [previousStart, previousEnd). A named
 * period is the energy report's preset of the same name (`presetDays`, issue 20: one meaning per period):
 * whole days up to yesterday (or the validity's last day, `validTo` exclusive, when the contract ended).
 * 'other' runs from startDate to the end of endDate. Both are compared with the same calendar length just
 * before them (`previousInterval`, as the chart's previousValue).
 */
export function summaryRange(
  request: SummaryRequest,
  now: Date,
  validTo: Date | null = null,
): { start: Date; end: Date; previousStart: Date; previousEnd: Date } {
  const today = helsinkiStartOf(now, 'day');
  if (request.period !== 'other') {
    const preset = PERIOD_PRESETS.find((p) => p.id === SUMMARY_PERIOD_PRESET[request.period as '1y'])!;
    const reference = validTo && validTo < today ? validTo : today;
    const { start, end } = presetDays(preset, reference);
    const previous = previousInterval({ start, end });
    return { start, end, previousStart: previous.start, previousEnd: previous.end };
  }
  if (!request.startDate || !request.endDate)
    throw validationsFail(
      [
        ...(request.startDate ? [] : [{ field: 'startDate', rule: 'required' }]),
        ...(request.endDate ? [] : [{ field: 'endDate', rule: 'required' }]),
      ],
      { in: 'body' },
    );
  const start = parseDay(request.startDate);
  const end = addHelsinki(parseDay(request.endDate), 1, 'day');
  if (end <= start) throw new Refusal(400, 'end_before_start');
  if (end > addHelsinki(today, 1, 'day')) throw new Refusal(400, 'end_in_future');
  const days = Math.round(helsinkiDaysBetween(start, end));
  if (days > MAX_OTHER_DAYS)
    throw new Refusal(400, 'interval_too_long', undefined, { maxDays: MAX_OTHER_DAYS });
  return { start, end, previousStart: addHelsinki(start, -days, 'day'), previousEnd: start };
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/** what a bucket or total gathers: the sum, and the value x minutes and minutes a level's mean needs */
interface Figure {
  sum: number;
  weighted: number;
  covered: number;
}
const emptyFigure = (): Figure => ({ sum: 0, weighted: 0, covered: 0 });
function addTo(
  into: Figure,
  part: { total?: number | null; sum?: number; weighted: number | null; covered: number },
): Figure {
  into.sum += part.sum ?? part.total ?? 0;
  into.weighted += part.weighted ?? 0;
  into.covered += part.covered;
  return into;
}

export async function buildSummary(
  db: Database,
  scope: ChartScope,
  codes: { customerNumber: string; locationCode: string; gridId: number },
  request: SummaryRequest,
  now: Date,
): Promise<SummaryResponse> {
  // refuses a bad 'other' range before the place is looked up
  summaryRange(request, now);
  const place = await findSummaryPoints(db, scope, codes, request.selectedEnergyType);
  if (place === null) throw new Refusal(404, 'location_not_found');
  // the period within the place's validity (customer-area section 5): none of it is 'no active contract',
  // a period reaching before the contract starts at the contract's first day and says so
  const validFrom = place.valid_from ? parseDay(place.valid_from) : null;
  const validTo = place.valid_to ? addHelsinki(parseDay(place.valid_to), 1, 'day') : null;
  const range = summaryRange(request, now, validTo);
  if ((validFrom && range.end <= validFrom) || (validTo && range.start >= validTo))
    throw new Refusal(400, 'no_active_contract_for_interval');
  const clippedFrom = validFrom && range.start < validFrom ? validFrom : null;
  const start = clippedFrom ?? range.start;
  const end = validTo && range.end > validTo ? validTo : range.end;
  // a clipped period has nothing before it under the contract to compare with
  const previousStart = clippedFrom ? start : range.previousStart;
  const previousEnd = clippedFrom ? start : range.previousEnd;
  const buckets = summaryBuckets(start, end, request.frequency, SUMMARY_MAX_BUCKETS);
  if (!buckets)
    throw new Refusal(400, 'summary_too_many_buckets', undefined, { maxBuckets: SUMMARY_MAX_BUCKETS });
  const { points } = place;
  const quantity = points[0]?.quantity ?? '';
  const unit = points[0]?.unit ?? '';
  const mainPoints = points.filter((point) => point.quantity === quantity);
  const rows =
    mainPoints.length > 0
      ? await dayTotals(
          db,
          mainPoints.map((p) => p.id),
          previousStart,
          end,
        )
      : [];

  // a flow adds up; a level (shared energy/aggregation) is the mean of its values by their minutes
  const mean = aggregationOf(quantity, unit) === 'mean';
  const figure = (a: Figure): number => (mean ? (a.covered > 0 ? a.weighted / a.covered : 0) : a.sum);
  const tariffOf = new Map(mainPoints.map((point) => [point.id, point.tariff]));
  const tariffs = [...new Set(mainPoints.map((point) => point.tariff))];
  const totals = new Map<string, Figure>(tariffs.map((tariff) => [tariff, emptyFigure()]));
  const previous = new Map<string, Figure>(tariffs.map((tariff) => [tariff, emptyFigure()]));
  let previousCovered = 0;
  let currentCovered = 0;
  const previousDays = new Set<number>();
  const values: Array<Figure | null> = buckets.map(() => null);
  let index = 0;
  for (const row of rows) {
    const tariff = tariffOf.get(row.point_id)!;
    if (row.covered === 0 || row.total === null) continue;
    if (row.day_start < start) {
      // the days between the compared period and this one (a preset's gap) belong to neither
      if (row.day_start >= previousEnd) continue;
      addTo(previous.get(tariff)!, row);
      previousCovered += row.covered;
      previousDays.add(row.day_start.getTime());
      continue;
    }
    addTo(totals.get(tariff)!, row);
    currentCovered += row.covered;
    while (index < buckets.length - 1 && row.day_start >= buckets[index]!.end) index++;
    addTo((values[index] ??= emptyFigure()), row);
  }

  const bucketsOut: SummaryBucket[] = buckets.map((bucket, i) => ({
    start: bucket.start.toISOString(),
    end: bucket.end.toISOString(),
    value: values[i] === null ? null : round(figure(values[i]!)),
    partial: bucket.partial,
  }));
  const showComparisonValue = previousCovered > 0;
  const minutes = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;
  const comparison = showComparisonValue
    ? {
        start: previousStart.toISOString(),
        end: previousEnd.toISOString(),
        measuredDays: previousDays.size,
        days: Math.round(helsinkiDaysBetween(previousStart, previousEnd)),
        complete: isComparisonComplete(
          { covered: previousCovered, length: minutes(previousStart, previousEnd) },
          { covered: currentCovered, length: minutes(start, end) },
        ),
      }
    : null;
  const totalSums: SummaryTotal[] = tariffs.map((tariff, order) => ({
    name: tariff === 'generic' ? quantity : tariff,
    value: round(figure(totals.get(tariff)!)),
    unit,
    order,
    color: `series${order}`,
    showComparisonValue,
    ...(showComparisonValue ? { comparisonValue: round(figure(previous.get(tariff)!)) } : {}),
  }));
  if (tariffs.length > 1) {
    const sum = (map: Map<string, Figure>) =>
      round(figure([...map.values()].reduce((a, b) => addTo(a, b), emptyFigure())));
    totalSums.push({
      name: 'tariffTotal',
      value: sum(totals),
      unit,
      order: tariffs.length,
      color: `series${tariffs.length}`,
      showComparisonValue,
      ...(showComparisonValue ? { comparisonValue: sum(previous) } : {}),
    });
  }

  // highest and lowest of the whole buckets (of any bucket with a value when no whole one has one)
  const measured = bucketsOut.filter((bucket) => bucket.value !== null);
  const whole = measured.filter((bucket) => !bucket.partial);
  const candidates = whole.length > 0 ? whole : measured;
  const extreme = (pick: (a: number, b: number) => boolean): SummaryExtreme | null =>
    candidates.reduce<SummaryExtreme | null>(
      (best, bucket) =>
        best === null || pick(bucket.value!, best.value)
          ? { start: bucket.start, end: bucket.end, value: bucket.value!, unit }
          : best,
      null,
    );

  return {
    title: `reports.summaryReport.${request.period}`,
    quantity,
    unit,
    period: request.period,
    frequency: request.frequency,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    ...(clippedFrom ? { clippedFrom: clippedFrom.toISOString() } : {}),
    totalSums,
    ...(comparison ? { comparison } : {}),
    highest: extreme((a, b) => a > b),
    lowest: extreme((a, b) => a < b),
    buckets: bucketsOut,
  };
}
