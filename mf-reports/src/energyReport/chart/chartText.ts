/**
 * The chart's texts as pure functions of the response: axis labels, tooltip lines, the accessible name
 * and file names. Dates are Europe/Helsinki whatever the browser's zone (docs/reports-calendar.md).
 */
import type { ChartCoverage, ChartPricePart, ChartResponse, ChartSeries } from '@portal/shared';
import { HELSINKI_TIME_ZONE, helsinkiDay, type Bucket, type Resolution } from '@portal/shared/calendar';
import { isEstimate } from '@portal/shared/reports';
import type { IntlShape } from 'react-intl';
import { aggregationOf, isLevel, quantityLabel, seriesLabel } from '@portal/shared';
import { bucketNote, hoursAt } from './bucketNote';
import { formatAmount, formatFor, formatSingle, type NumberFormat } from './numberFormat';

/** Our own status codes for aggregated buckets (CHART_STATUS in @portal/shared). */
export const PARTIALLY_MISSING_STATUS = 262144;
export const MISSING_STATUS = 524288;

export type PointStatus = 'ok' | 'estimate' | 'partiallyMissing' | 'missing';

/** The weakest status a point carries; a point without a value is missing whatever its code says. */
export function pointStatus(status: number, value: number | null): PointStatus {
  if (value === null || (status & MISSING_STATUS) !== 0) return 'missing';
  if ((status & PARTIALLY_MISSING_STATUS) !== 0) return 'partiallyMissing';
  if (isEstimate(status)) return 'estimate';
  return 'ok';
}

const STATUS_MESSAGE: Record<Exclude<PointStatus, 'ok'>, string> = {
  estimate: 'reports.estimate',
  partiallyMissing: 'reports.partiallyMissing',
  missing: 'reports.missing',
};

export const statusText = (intl: IntlShape, status: PointStatus): string | null =>
  status === 'ok' ? null : intl.formatMessage({ id: STATUS_MESSAGE[status] });

const REPEATED_SUFFIX = ' (2)';
const repeatedMark = (bucket: Bucket): string =>
  bucket.label.endsWith(REPEATED_SUFFIX) ? REPEATED_SUFFIX : '';

const inHelsinki = { timeZone: HELSINKI_TIME_ZONE } as const;
const NUMERIC_DATE = { ...inHelsinki, day: 'numeric', month: 'numeric', year: 'numeric' } as const;
const TIME = { ...inHelsinki, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * An x-axis label: year 2025; month and year; the date; date and time for hours and quarters. The second
 * of the two autumn hours with the same wall time keeps the " (2)" of its bucket label.
 */
export function formatBucketTick(intl: IntlShape, bucket: Bucket, resolution: Resolution): string {
  switch (resolution) {
    case 'year':
      return intl.formatDate(bucket.start, { ...inHelsinki, year: 'numeric' });
    case 'month':
      return intl.formatDate(bucket.start, { ...inHelsinki, month: 'short', year: 'numeric' });
    case 'day':
      return intl.formatDate(bucket.start, NUMERIC_DATE);
    default:
      return `${intl.formatDate(bucket.start, NUMERIC_DATE)} ${intl.formatTime(bucket.start, TIME)}${repeatedMark(bucket)}`;
  }
}

/** The tooltip's date: a finer form than the axis, with the time span for hours and quarters. */
export function formatBucketTitle(intl: IntlShape, bucket: Bucket, resolution: Resolution): string {
  switch (resolution) {
    case 'year':
      return intl.formatDate(bucket.start, { ...inHelsinki, year: 'numeric' });
    case 'month':
      return intl.formatDate(bucket.start, { ...inHelsinki, month: 'long', year: 'numeric' });
    case 'day':
      return intl.formatDate(bucket.start, { ...NUMERIC_DATE, weekday: 'short' });
    default: {
      const date = intl.formatDate(bucket.start, { ...NUMERIC_DATE, weekday: 'short' });
      const span = `${intl.formatTime(bucket.start, TIME)}–${intl.formatTime(bucket.end, TIME)}`;
      return `${date} ${span}${repeatedMark(bucket)}`;
    }
  }
}

/** The interval the buckets cover, as dates (the end is exclusive, so the last day shown is end - 1 ms). */
export function formatInterval(intl: IntlShape, buckets: readonly Bucket[]): string {
  if (buckets.length === 0) return '';
  const start = buckets[0]!.start;
  const last = new Date(buckets[buckets.length - 1]!.end.getTime() - 1);
  const from = intl.formatDate(start, NUMERIC_DATE);
  const to = intl.formatDate(last, NUMERIC_DATE);
  return from === to ? from : `${from}–${to}`;
}

/** A value with its unit in the user's locale, its unit and decimals from itself; null is "no value". */
export const formatValue = (intl: IntlShape, value: number | null, unit: string): string =>
  formatSingle(intl, value, unit);

const seriesFormats = new WeakMap<ChartSeries, NumberFormat>();

/**
 * The number format of a series: from its largest bucket total over tariffs, so every tariff and the
 * total of one series are in the same unit with the same decimals.
 */
export function seriesFormat(series: ChartSeries): NumberFormat {
  const known = seriesFormats.get(series);
  if (known) return known;
  const { tariffs } = series.chart.data;
  const count = Math.max(0, ...tariffs.map((t) => t.data.length));
  const totals = new Array<number | null>(count);
  // a level's tariffs do not add up: its largest value is its largest tariff value
  const aggregation = aggregationOf(series.chart.quantity, series.chart.unitTranslationKey);
  for (let i = 0; i < count; i++) {
    let sum: number | null = null;
    for (const tariff of tariffs) {
      const value = tariff.data[i];
      if (value === null || value === undefined) continue;
      sum = aggregation === 'sum' ? (sum ?? 0) + value : Math.max(sum ?? -Infinity, value);
    }
    totals[i] = sum;
  }
  const format = formatFor(series.chart.unitTranslationKey, totals);
  seriesFormats.set(series, format);
  return format;
}

/**
 * The price parts in force on a Helsinki day: the grid's transfer price and the sales contract (a fixed
 * energy price, later perhaps a spot contract) are separate contracts, each with its latest part.
 */
export function pricePartsInForce(parts: readonly ChartPricePart[], day: string): ChartPricePart[] {
  const latest = new Map<string, ChartPricePart>();
  for (const part of parts) {
    if (part.startDate.slice(0, 10) > day) continue;
    const contract = part.type === 'transfer' ? 'transfer' : 'sales';
    const known = latest.get(contract);
    if (!known || known.startDate <= part.startDate) latest.set(contract, part);
  }
  return [...latest.values()].sort(
    (a, b) => (a.type === 'transfer' ? 1 : 0) - (b.type === 'transfer' ? 1 : 0),
  );
}

const PER_KWH_FIELDS = [
  'pricePerUnit',
  'spotMargin',
  'spotPriceMin',
  'spotPriceMax',
  'electricityTax',
  'maintenance',
] as const;

const lookup = (intl: IntlShape, id: string, fallback: string): string =>
  intl.messages[id] === undefined ? fallback : intl.formatMessage({ id });

/** One line per price part in force at the bucket: its type, then every field that is not null. */
export function pricingLines(intl: IntlShape, parts: readonly ChartPricePart[], bucket: Bucket): string[] {
  const inForce = pricePartsInForce(parts, helsinkiDay(bucket.start));
  if (inForce.length === 0) return [];
  const lines = [intl.formatMessage({ id: 'reports.chart.prices' })];
  for (const part of inForce) {
    const fields: string[] = [];
    for (const field of PER_KWH_FIELDS) {
      const value = part[field];
      if (value === null) continue;
      fields.push(
        intl.formatMessage(
          { id: `reports.chart.price.${field}` },
          { value: formatValue(intl, value, 'snt/kWh') },
        ),
      );
    }
    if (part.basicPrice !== null) {
      const unit = part.basicPriceUnit ?? '';
      const amount = intl.formatNumber(part.basicPrice, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const value = `${amount} ${lookup(intl, `reports.chart.priceUnit.${unit}`, unit)}`.trim();
      fields.push(intl.formatMessage({ id: 'reports.chart.price.basicPrice' }, { value }));
    }
    if (fields.length === 0) continue;
    const type = lookup(intl, `reports.chart.priceType.${part.type}`, part.type);
    lines.push(`${type}: ${fields.join(', ')}`);
  }
  return lines.length > 1 ? lines : [];
}

/**
 * "1,2 kWh", "1,2 kWh (estimate)", "350 kWh (includes 24 estimated hours of 744)", or "missing" when
 * the bucket has no value.
 */
function valueWithStatus(
  intl: IntlShape,
  value: number | null,
  format: NumberFormat,
  status: PointStatus,
  coverage: ChartCoverage | undefined,
  index: number,
): string {
  if (status === 'missing') return statusText(intl, status)!;
  const note = bucketNote(intl, status, hoursAt(coverage, index));
  const text = formatAmount(intl, value, format);
  return note ? `${text} (${note})` : text;
}

/** Value lines of one series at a bucket: one per tariff, and the total when it has several tariffs. */
export function seriesLines(intl: IntlShape, series: ChartSeries, index: number): string[] {
  const { quantity, data } = series.chart;
  const tariffs = data.tariffs;
  const format = seriesFormat(series);
  const lines: string[] = [];
  let total: number | null = null;
  for (const tariff of tariffs) {
    const value = tariff.data[index] ?? null;
    const status = pointStatus(tariff.statuses[index] ?? 0, value);
    const name = seriesLabel(intl, quantity, tariff.nameTranslationKey, tariffs.length);
    lines.push(
      intl.formatMessage(
        { id: 'reports.chart.seriesValue' },
        {
          name,
          value: valueWithStatus(
            intl,
            value,
            format,
            status,
            tariff.coverage as ChartCoverage | undefined,
            index,
          ),
        },
      ),
    );
    if (value !== null) total = (total ?? 0) + value;
  }
  // a level (a temperature) has no total across tariffs
  if (tariffs.length > 1 && !isLevel(quantity, series.chart.unitTranslationKey)) {
    lines.push(
      intl.formatMessage(
        { id: 'reports.chart.total' },
        { name: quantityLabel(intl, quantity), value: formatAmount(intl, total, format) },
      ),
    );
  }
  return lines;
}

export interface TooltipText {
  title: string;
  lines: string[];
}

/**
 * Everything the tooltip says about one bucket: the date, each shown series with its value, unit and
 * status, totals across tariffs, and the prices in force (once per distinct price list, and not for the
 * comparison year, whose prices were those of a year earlier).
 */
export function describeBucket(
  intl: IntlShape,
  response: ChartResponse,
  seriesIndexes: readonly number[],
  buckets: readonly Bucket[],
  resolution: Resolution,
  index: number,
): TooltipText {
  const bucket = buckets[index];
  if (!bucket) return { title: '', lines: [] };
  const lines: string[] = [];
  const priced = new Set<string>();
  const pricing: string[] = [];
  for (const seriesIndex of seriesIndexes) {
    const series = response.series[seriesIndex];
    if (!series) continue;
    lines.push(...seriesLines(intl, series, index));
    if (series.chart.group === 'comparison') continue;
    const parts = series.chart.data.tariffs.find((t) => t.priceParts.length > 0)?.priceParts;
    if (!parts) continue;
    const key = JSON.stringify(parts);
    if (priced.has(key)) continue;
    priced.add(key);
    pricing.push(...pricingLines(intl, parts, bucket));
  }
  return { title: formatBucketTitle(intl, bucket, resolution), lines: [...lines, ...pricing] };
}

const RESOLUTION_MESSAGE: Record<Resolution, string> = {
  year: 'reports.chart.resolution.year',
  month: 'reports.chart.resolution.month',
  day: 'reports.chart.resolution.day',
  hour: 'reports.chart.resolution.hour',
  minutes_15: 'reports.chart.resolution.minutes_15',
};

/** "by hour", "by 15 minutes" */
export const resolutionText = (intl: IntlShape, resolution: Resolution): string =>
  intl.formatMessage({ id: RESOLUTION_MESSAGE[resolution] });

/** The canvas's accessible name: what the chart shows, where, when and how finely. */
export const chartTitle = (
  intl: IntlShape,
  placeLabel: string,
  buckets: readonly Bucket[],
  resolution: Resolution,
): string =>
  intl.formatMessage(
    { id: 'reports.chart.title' },
    {
      place: placeLabel,
      interval: formatInterval(intl, buckets),
      resolution: intl.formatMessage({ id: RESOLUTION_MESSAGE[resolution] }),
    },
  );

const fileSafe = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The one file-name scheme of every export (chart image, PDF, SVG, xlsx):
 * `<instance>-energy-report-<place>-<first day>-<last day>.<ext>`, days as Helsinki yyyy-mm-dd,
 * safe on every file system.
 */
export function exportFileName(
  intl: IntlShape,
  instanceId: string,
  placeLabel: string,
  buckets: readonly Pick<Bucket, 'start' | 'end'>[],
  extension: string,
): string {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const interval =
    first && last ? `${helsinkiDay(first.start)}-${helsinkiDay(new Date(last.end.getTime() - 1))}` : '';
  const parts = [
    fileSafe(instanceId),
    fileSafe(intl.formatMessage({ id: 'reports.chart.fileName' })),
    fileSafe(placeLabel),
    interval,
  ];
  return `${parts.filter(Boolean).join('-')}.${extension}`;
}
