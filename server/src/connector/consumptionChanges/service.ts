import type {
  ConsumptionChange,
  ConsumptionChangeKey,
  ConsumptionChangeSeries,
  ConsumptionChangesRequest,
  ConsumptionChangesResponse,
} from '@portal/shared/api/consumptionChanges';
import { CONSUMPTION_CHANGE_KEYS } from '@portal/shared/api/consumptionChanges';
import { addHelsinki, bucketLabel, helsinkiStartOf } from '@portal/shared/calendar';
import { isComparisonComplete } from '@portal/shared/reports';
import type { Database } from '../../plugins/database.js';
import { aggregationOf, combine, type Aggregation } from '@portal/shared/energy/aggregation';
import { Refusal } from '../../http/refusal.js';
import { findChartPlace, type ChartScope, type MeasuringPointRow } from '../chart/repository.js';
import { periodTotals, type PeriodBounds, type PeriodTotalRow } from './repository.js';

export interface PlaceCodes {
  customerNumber: string;
  locationCode: string;
  gridId: number;
}

interface ComparedPeriods {
  key: ConsumptionChangeKey;
  previous: PeriodBounds;
  current: PeriodBounds;
}

/**
 * The periods of each card tile, all ending at or before the last Helsinki midnight so that only whole
 * days are compared (docs/dashboard.md, "Consumption changes").
 */
export function comparedPeriods(now: Date): ComparedPeriods[] {
  const today = helsinkiStartOf(now, 'day');
  // the Helsinki weekday: twelve hours after a Helsinki midnight is the same date in UTC
  const weekday = new Date(today.getTime() + 12 * 3600_000).getUTCDay();
  const thisMonday = addHelsinki(today, -((weekday + 6) % 7), 'day');
  const lastMonday = addHelsinki(thisMonday, -7, 'day');
  const thisMonth = helsinkiStartOf(today, 'month');
  const lastMonth = addHelsinki(thisMonth, -1, 'month');
  const thisYear = helsinkiStartOf(today, 'year');
  const yearAgo = (instant: Date) => addHelsinki(instant, -1, 'year');
  const byKey: Record<ConsumptionChangeKey, Omit<ComparedPeriods, 'key'>> = {
    certain_week: {
      current: { from: lastMonday, to: thisMonday },
      previous: { from: addHelsinki(lastMonday, -7, 'day'), to: lastMonday },
    },
    certain_month: {
      current: { from: lastMonth, to: thisMonth },
      previous: { from: addHelsinki(lastMonth, -1, 'month'), to: lastMonth },
    },
    certain_month_last_year: {
      current: { from: lastMonth, to: thisMonth },
      previous: { from: yearAgo(lastMonth), to: yearAgo(thisMonth) },
    },
    // on 1 January the year so far is empty: the whole last year against the year before
    year_to_date:
      today.getTime() === thisYear.getTime()
        ? {
            current: { from: yearAgo(thisYear), to: thisYear },
            previous: { from: yearAgo(yearAgo(thisYear)), to: yearAgo(thisYear) },
          }
        : {
            current: { from: thisYear, to: today },
            previous: { from: yearAgo(thisYear), to: yearAgo(today) },
          },
  };
  return CONSUMPTION_CHANGE_KEYS.map((key) => ({ key, ...byKey[key] }));
}

const round = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** percent change from previous to current; null when the previous period had no usage to compare with */
export function percentChange(
  previous: number | null,
  current: number | null,
): { value: number | null; trendingUp: boolean } {
  if (previous === null || current === null || previous === 0)
    return { value: null, trendingUp: current !== null && previous !== null && current > previous };
  const value = round(((current - previous) / Math.abs(previous)) * 100, 1);
  return { value, trendingUp: current > previous };
}

const iso = (bounds: PeriodBounds) => ({ from: bounds.from.toISOString(), to: bounds.to.toISOString() });

/** The consumption-changes card of one place the scope may see; 404 location_not_found otherwise. */
export async function buildConsumptionChanges(
  db: Database,
  scope: ChartScope,
  codes: PlaceCodes,
  request: ConsumptionChangesRequest,
  now: Date,
): Promise<ConsumptionChangesResponse> {
  const place = await findChartPlace(db, {
    scope,
    codes,
    energyType: request.selectedEnergyType,
    quantities: request.selectedBasicDetails,
  });
  // the same answer for a place that does not exist and one the caller may not see
  if (!place) throw new Refusal(404, 'location_not_found');
  const compared = comparedPeriods(now);
  const bounds = compared.flatMap(({ previous, current }) => [previous, current]);
  const rows = await periodTotals(
    db,
    place.points.map((point) => point.id),
    bounds,
  );
  const totals = new Map<string, PeriodTotalRow>();
  for (const row of rows) totals.set(`${row.period}:${row.point_id}`, row);
  const quantities = [...new Set(place.points.map((point) => point.quantity))];
  const changes = compared.map(({ key, previous, current }, index): ConsumptionChange => {
    const periods = [index * 2, index * 2 + 1];
    const series = quantities.map((quantity) =>
      quantitySeries(
        quantity,
        place.points.filter((point) => point.quantity === quantity),
        periods,
        totals,
        [minutesOf(previous), minutesOf(current)],
      ),
    );
    const empty = series.every((s) =>
      s.usedTariffValues.every((tariff) => tariff.values.every((v) => v === null)),
    );
    return {
      key,
      interval: iso(current),
      previousInterval: iso(previous),
      categories: [bucketLabel(previous.from, 'day'), bucketLabel(current.from, 'day')],
      series: empty ? [] : series,
      errorCode: place.points.length === 0 ? 'empty_energy_types' : empty ? 'no_measurement_data' : null,
    };
  });
  return { changes };
}

const minutesOf = (bounds: PeriodBounds): number => (bounds.to.getTime() - bounds.from.getTime()) / 60_000;

/** a period's figure and its measured minutes over some points: a flow's sum, a level's time-weighted mean */
function periodFigure(
  aggregation: Aggregation,
  rows: readonly (PeriodTotalRow | undefined)[],
): { value: number | null; minutes: number } {
  let sum: number | null = null;
  let weighted = 0;
  let minutes = 0;
  for (const row of rows) {
    if (!row || row.total === null || !(row.covered > 0)) continue;
    sum = (sum ?? 0) + row.total;
    weighted += row.weighted ?? 0;
    minutes += row.covered;
  }
  if (sum === null) return { value: null, minutes: 0 };
  return { value: aggregation === 'mean' ? weighted / minutes : sum, minutes };
}

function quantitySeries(
  quantity: string,
  points: MeasuringPointRow[],
  periods: number[],
  totals: Map<string, PeriodTotalRow>,
  /** the previous and current periods' lengths in minutes */
  lengths: [number, number],
): ConsumptionChangeSeries {
  const unit = points[0]?.unit ?? 'kWh';
  const aggregation = aggregationOf(quantity, unit);
  const tariffs = [...new Set(points.map((point) => point.tariff))];
  const figures = tariffs.map((tariff) =>
    periods.map((period) =>
      periodFigure(
        aggregation,
        points.filter((point) => point.tariff === tariff).map((point) => totals.get(`${period}:${point.id}`)),
      ),
    ),
  );
  const usedTariffValues = tariffs.map((tariff, t) => ({
    nameTranslationKey: tariff,
    values: figures[t]!.map((figure) => (figure.value === null ? null : round(figure.value, 3))),
  }));
  // the quantity's figure of a period: the tariffs' sum, or for a level their mean by measured minutes
  const periodFigureOf = (slot: number): number | null => {
    const value = combine(
      aggregation,
      figures.map((periodsOf) => periodsOf[slot]!.value),
      figures.map((periodsOf) => periodsOf[slot]!.minutes),
    );
    return value === null ? null : round(value, 3);
  };
  // a previous period measured only in part is named, never turned into a change (issue 20)
  const measured = (slot: number) => figures.reduce((sum, periodsOf) => sum + periodsOf[slot]!.minutes, 0);
  const previous = { covered: measured(0), length: lengths[0] };
  const current = { covered: measured(1), length: lengths[1] };
  const previousFigure = periodFigureOf(0);
  const complete = isComparisonComplete(previous, current);
  const currentShare = current.covered > 0 ? current.covered / current.length : 1;
  const share = previous.length > 0 ? previous.covered / previous.length / currentShare : 0;
  const change = percentChange(previousFigure, periodFigureOf(1));
  return {
    quantity,
    unitTranslationKey: unit,
    isMainQuantity: points.some((point) => point.is_main_type),
    usedTariffValues,
    change: complete ? change : { ...change, value: null },
    ...(previousFigure === null
      ? {}
      : { previousComplete: complete, previousMeasuredShare: Math.min(1, Math.round(share * 1000) / 1000) }),
  };
}
