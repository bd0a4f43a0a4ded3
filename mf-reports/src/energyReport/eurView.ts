/**
 * The report in euros (docs/energy-report.md, "kWh or EUR"): the server prices each interval's use at that
 * interval's own price (spot + margin, or the contract's unit price) with the VAT of its delivery date, and
 * answers it per bucket as the usagePriceVat series. Shown in euros, that series becomes the main one and
 * the quantity series (kWh, m3, and their comparison) leave the chart, table and extremes.
 */
import { weakHoursAt, type ChartResponse, type ChartSeries, type ChartTariff } from '@portal/shared';

export const EUR_SERIES = 'usagePriceVat';

/** The priced tariff keeps the quantity's quality marks: a bucket of estimated use is an estimated cost. */
function withQualityOf(priced: ChartTariff, quantity: ChartSeries | undefined): ChartTariff {
  const tariffs = quantity?.chart.data.tariffs ?? [];
  if (!tariffs.length) return priced;
  const hours = priced.data.map((_, i) => priced.coverage?.hours[i] ?? 1);
  const weak = (i: number) => tariffs.map((t) => weakHoursAt(t, i, hours[i]!));
  return {
    ...priced,
    statuses: priced.data.map((_, i) =>
      tariffs.reduce((s, t) => s | (t.statuses[i] ?? 0), priced.statuses[i] ?? 0),
    ),
    coverage: {
      hours,
      estimatedHours: priced.data.map((_, i) => Math.max(...weak(i).map((w) => w.estimated))),
      missingHours: priced.data.map((_, i) =>
        Math.max(priced.coverage?.missingHours[i] ?? 0, ...weak(i).map((w) => w.missing)),
      ),
    },
  };
}

/** The answer as euros, or null when it holds no priced series (the place's contract does not price it). */
export function eurView(response: ChartResponse): ChartResponse | null {
  const priced = response.series.find((s) => s.chart.quantity === EUR_SERIES);
  if (!priced) return null;
  const main =
    response.series.find((s) => s.isMainQuantity && s.chart.group === 'quantity') ??
    response.series.find((s) => s.chart.group === 'quantity');
  const tariffs = priced.chart.data.tariffs.map((t) => withQualityOf(t, main));
  const euros: ChartSeries = {
    ...priced,
    isMainQuantity: true,
    chart: {
      ...priced.chart,
      group: 'quantity',
      settings: { ...priced.chart.settings, chartType: 'column', yAxis: { enable: true, position: 'left' } },
      data: { ...priced.chart.data, tariffs },
    },
  };
  const others = response.series.filter(
    (s) => s !== priced && s.chart.group === 'additionalInformation' && s.chart.quantity !== 'usagePrice',
  );
  let highest: ChartResponse['summary']['highest'] = null;
  let lowest: ChartResponse['summary']['lowest'] = null;
  const values = tariffs[0]?.data ?? [];
  values.forEach((value, i) => {
    const category = response.categories[i];
    if (value === null || category === undefined) return;
    if (!highest || value > highest.value) highest = { value, category };
    if (!lowest || value < lowest.value) lowest = { value, category };
  });
  return { ...response, series: [euros, ...others], summary: { ...response.summary, highest, lowest } };
}
