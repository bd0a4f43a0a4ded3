/**
 * What each chart widget draws, from a chart answer: the main quantity's bucket totals, and the averages
 * and peaks derived from them (the widgets that share a request share its answer).
 */
import type { ChartResponse, ChartSeries } from '@portal/shared';

export interface Bars {
  /** locale-neutral labels: bucket labels, or '00'..'23' for hours of the day */
  labels: string[];
  values: (number | null)[];
  unit: string;
  /** how the labels read: a date of this resolution, or an hour of the day */
  labelKind: 'year' | 'month' | 'day' | 'hour' | 'hourOfDay';
}

/** the series a consumption widget shows: the main quantity, else the first quantity */
export function mainSeries(response: ChartResponse): ChartSeries | null {
  const quantities = response.series.filter((series) => series.chart.group === 'quantity');
  return quantities.find((series) => series.isMainQuantity) ?? quantities[0] ?? null;
}

/** the interval-priced cost with VAT (the chart's usagePriceVat series), for the EUR view */
export function costSeries(response: ChartResponse): ChartSeries | null {
  return response.series.find((series) => series.chart.quantity === 'usagePriceVat') ?? null;
}

export type SeriesPick = (response: ChartResponse) => ChartSeries | null;

/** the series' tariffs summed per bucket; null where no tariff has a value */
export function bucketTotals(series: ChartSeries, count: number): (number | null)[] {
  return Array.from({ length: count }, (_, index) => {
    let sum: number | null = null;
    for (const tariff of series.chart.data.tariffs) {
      const value = tariff.data[index];
      if (value !== null && value !== undefined) sum = (sum ?? 0) + value;
    }
    return sum;
  });
}

const labelKindOf = (resolution: ChartResponse['resolution']): Bars['labelKind'] =>
  resolution === 'minutes_15' ? 'hour' : resolution;

export function totals(response: ChartResponse, pick: SeriesPick = mainSeries): Bars | null {
  const series = pick(response);
  if (!series) return null;
  return {
    labels: response.categories,
    values: bucketTotals(series, response.categories.length),
    unit: series.chart.unitTranslationKey,
    labelKind: labelKindOf(response.resolution),
  };
}

/** each month's total divided by its days with data (the measured and estimated hours / 24) */
export function averageDaily(response: ChartResponse, pick: SeriesPick = mainSeries): Bars | null {
  const series = pick(response);
  if (!series) return null;
  const sums = bucketTotals(series, response.categories.length);
  // days with data come from the metered quantity, also when the cost is drawn
  const coverage = (mainSeries(response) ?? series).chart.data.tariffs[0]?.coverage;
  return {
    labels: response.categories,
    values: sums.map((sum, index) => {
      if (sum === null || !coverage) return null;
      const hours = (coverage.hours[index] ?? 0) - (coverage.missingHours[index] ?? 0);
      return hours > 0 ? sum / (hours / 24) : null;
    }),
    unit: series.chart.unitTranslationKey,
    labelKind: labelKindOf(response.resolution),
  };
}

/** the hour of the day of an hourly bucket label ('2025-10-26 03:00 (2)' -> 3) */
const hourOf = (label: string): number => Number(label.slice(11, 13));

/** the mean of each hour of the day over the hourly buckets that have a value */
export function averageHourly(response: ChartResponse, pick: SeriesPick = mainSeries): Bars | null {
  const series = pick(response);
  if (!series) return null;
  const sums = bucketTotals(series, response.categories.length);
  const total = Array<number>(24).fill(0);
  const count = Array<number>(24).fill(0);
  response.categories.forEach((label, index) => {
    const value = sums[index];
    if (value === null || value === undefined) return;
    const hour = hourOf(label);
    total[hour]! += value;
    count[hour]! += 1;
  });
  return {
    labels: total.map((_, hour) => String(hour).padStart(2, '0')),
    values: total.map((sum, hour) => (count[hour]! > 0 ? sum / count[hour]! : null)),
    unit: series.chart.unitTranslationKey,
    labelKind: 'hourOfDay',
  };
}

/** energy per hour is the hour's mean power: kWh in an hour -> kW */
export const powerUnitOf = (unit: string): string =>
  unit === 'kWh' ? 'kW' : unit === 'MWh' ? 'MW' : `${unit}/h`;

/** each day's highest hourly value, as power */
export function peakPower(response: ChartResponse): Bars | null {
  const series = mainSeries(response);
  if (!series) return null;
  const sums = bucketTotals(series, response.categories.length);
  const days: string[] = [];
  const peaks: (number | null)[] = [];
  response.categories.forEach((label, index) => {
    const day = label.slice(0, 10);
    if (days.at(-1) !== day) {
      days.push(day);
      peaks.push(null);
    }
    const value = sums[index];
    const last = peaks.length - 1;
    if (value !== null && value !== undefined && (peaks[last] === null || value > peaks[last]!))
      peaks[last] = value;
  });
  return {
    labels: days,
    values: peaks,
    unit: powerUnitOf(series.chart.unitTranslationKey),
    labelKind: 'day',
  };
}

/** true when every value is missing: the widget says there is no data instead of drawing empty bars */
export const isEmpty = (bars: Bars): boolean => bars.values.every((value) => value === null);
