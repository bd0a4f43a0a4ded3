import { rangeOf, type ChartResponse, type ChartSeries, type ChartSummaryTotal } from '@portal/shared';

/** totals in the server's `order`, not its array order */
export const orderedTotals = (response: ChartResponse): ChartSummaryTotal[] =>
  [...response.summary.totalSums].sort((a, b) => a.order - b.order);

/** the main quantity's series; the first quantity when none is marked main */
export const mainSeries = (response: ChartResponse): ChartSeries | undefined =>
  response.series.find((series) => series.isMainQuantity) ??
  response.series.find((series) => series.chart.group === 'quantity');

/** the year-earlier total of a quantity, when the comparison series was drawn */
export const comparisonTotal = (response: ChartResponse, quantity: string): number | null =>
  response.series.find((series) => series.chart.quantity === `${quantity}.comparison`)?.chart.data
    .totalDataSum ?? null;

/** the lowest and highest bucket of a quantity's series (a level's summary shows its range) */
export const levelRange = (
  response: ChartResponse,
  quantity: string,
): { min: number; max: number } | null => {
  const series = response.series.find((s) => s.chart.quantity === quantity && s.chart.group !== 'comparison');
  return series ? rangeOf(series.chart.data.tariffs.flatMap((tariff) => tariff.data)) : null;
};

/** customer-area section 4: difference indicator up (negative colour), down (positive colour), neutral */
export type Trend = 'up' | 'down' | 'neutral' | 'unknown';

export function trendOf(previous: ChartSeries['details']['previousValue']): Trend {
  const change = previous?.change.value;
  if (previous === null || previous.value === null || change === null || change === undefined)
    return 'unknown';
  if (change === 0) return 'neutral';
  return change > 0 ? 'up' : 'down';
}
