import type { Database } from '../../plugins/database.js';
import {
  addHelsinki,
  bucketIndexOf,
  bucketsBetween,
  calendarLengthOf,
  fromHelsinkiWallTime,
  helsinkiStartOf,
  intervalCost,
  toHelsinkiWallTime,
  vatRateAt,
  VAT_25_5_FROM,
  type Bucket,
  type Resolution,
} from '@portal/shared/calendar';
import {
  isComparisonAllowed,
  isComparisonComplete,
  previousInterval,
  validateInterval,
  type AggregateStatus,
} from '@portal/shared/reports';
import {
  CHART_STATUS,
  ESTIMATE_STATUS_BIT,
  type ChartPricePart,
  type ChartRequest,
  type ChartResponse,
  type ChartSeries,
  type ChartSettings,
  type ChartSummaryTotal,
  type ChartCoverage,
  type ChartTariff,
} from '@portal/shared/api/chart';
import { aggregationOf, combine, type Aggregation } from '@portal/shared/energy/aggregation';
import { Refusal, validationsFail } from '../../http/refusal.js';
import * as repo from './repository.js';
import type {
  ChartPlaceRow,
  ChartScope,
  MeasuringPointRow,
  MeterWindow,
  PointBuckets,
  PricePartRow,
} from './repository.js';

export interface PlaceCodes {
  customerNumber: string;
  locationCode: string;
  gridId: number;
}

const STATUS_CODE: Record<AggregateStatus, number> = {
  OK: CHART_STATUS.OK,
  ESTIMATE: CHART_STATUS.ESTIMATE,
  PARTIALLY_MISSING: CHART_STATUS.PARTIALLY_MISSING,
  MISSING: CHART_STATUS.MISSING,
};

/** Heating degree days: the Finnish base of 17 C (FMI); no spring/autumn threshold is applied. */
export const HEATING_DEGREE_DAY_BASE_C = 17;

const HELSINKI_DATE = (instant: Date): string => {
  const w = toHelsinkiWallTime(instant);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

const helsinkiMidnight = (isoDate: string): Date => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return fromHelsinkiWallTime({ year, month, day });
};

interface ChartInterval {
  start: Date;
  end: Date;
  resolution: Resolution;
}

/** the request's interval read once: its instants, or the first field that is not an instant with a date */
type ParsedInterval = { ok: true; interval: ChartInterval } | { ok: false; refusal: Refusal };

function parseInterval(request: ChartRequest): ParsedInterval {
  const instant = (value: string, field: string): Date | Refusal => {
    const date = new Date(value);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime()))
      return validationsFail([{ field, rule: 'date-time' }], { in: 'body' });
    return date;
  };
  const start = instant(request.interval.selectedStartTimestamp, '/interval/selectedStartTimestamp');
  if (start instanceof Refusal) return { ok: false, refusal: start };
  const end = instant(request.interval.selectedEndTimestamp, '/interval/selectedEndTimestamp');
  if (end instanceof Refusal) return { ok: false, refusal: end };
  return { ok: true, interval: { start, end, resolution: request.measurePeriod } };
}

const INTERVAL_ERROR_CODE: Record<string, string> = { intervalOutOfRange: 'interval_out_of_range' };

/** the rules that need no place (format, order, future, maximum period) */
const passesPlaceFreeRules = (interval: ChartInterval, now: Date): boolean =>
  validateInterval({ ...interval, validityStart: new Date(0), now }).length === 0;

/** the server's copy of the browser's date rules (customer-area section 5, admin-and-calls section 9) */
function checkInterval(parsed: ParsedInterval, place: ChartPlaceRow, now: Date): ChartInterval {
  if (!parsed.ok) throw parsed.refusal;
  const errors = validateInterval({
    ...parsed.interval,
    validityStart: place.valid_from ? helsinkiMidnight(place.valid_from) : new Date(0),
    ...(place.valid_to ? { validityEnd: addHelsinki(helsinkiMidnight(place.valid_to), 1, 'day') } : {}),
    now,
  });
  const first = errors[0];
  if (first) {
    const { code, ...rest } = first;
    const details: Record<string, unknown> = {
      codes: errors.map((e) => INTERVAL_ERROR_CODE[e.code] ?? e.code),
    };
    for (const [key, value] of Object.entries(rest))
      details[key] = value instanceof Date ? value.toISOString() : value;
    throw new Refusal(400, INTERVAL_ERROR_CODE[code] ?? code, undefined, details);
  }
  return parsed.interval;
}

/** SQL groups start at the calendar boundary; a shortened first bucket starts at the interval start */
const indexOfGroup = (bucketMs: number, buckets: readonly Bucket[]): number =>
  bucketIndexOf(new Date(Math.max(bucketMs, buckets[0]?.start.getTime() ?? bucketMs)), buckets);

const round = (value: number, digits = 3): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const sumOf = (values: readonly (number | null)[]): number | null => {
  let total: number | null = null;
  for (const v of values) if (v !== null) total = (total ?? 0) + v;
  return total;
};

/** a level's mean over the points' previous intervals, by their minutes with a value */
function previousMean(
  levels: ReadonlyArray<{ weighted: number; covered: number } | undefined>,
): number | null {
  let weighted = 0;
  let covered = 0;
  for (const level of levels) {
    if (!level) continue;
    weighted += level.weighted;
    covered += level.covered;
  }
  return covered > 0 ? weighted / covered : null;
}

const COLUMN: ChartSettings = {
  visible: true,
  chartType: 'column',
  yAxis: { enable: true, position: 'left' },
  showInLegend: true,
  enableDataLabels: false,
  enableStackedDataLabels: false,
};
const SPLINE_RIGHT: ChartSettings = {
  ...COLUMN,
  chartType: 'spline',
  yAxis: { enable: true, position: 'right' },
};

const toPricePart = (row: PricePartRow): ChartPricePart => ({
  startDate: row.start_date,
  type: row.type,
  basicPrice: row.basic_price,
  basicPriceUnit: row.basic_price_unit,
  spotMargin: row.spot_margin,
  spotPriceMin: row.spot_price_min,
  spotPriceMax: row.spot_price_max,
  pricePerUnit: row.price_per_unit,
  electricityTax: row.electricity_tax,
  maintenance: row.maintenance,
});

type Window = MeterWindow & { unit: Resolution };

/**
 * A point's data and statuses over the window's buckets: the weakest status of a bucket's parts wins
 * (no value: missing; a null or uncovered minutes: partially missing; an estimate bit: estimate).
 */
function tariffOf(
  point: MeasuringPointRow,
  groups: PointBuckets | undefined,
  lengthsMinutes: Float64Array,
  priceParts: ChartPricePart[],
  aggregation: Aggregation,
): ChartTariff {
  const count = lengthsMinutes.length;
  const data: (number | null)[] = new Array(count);
  const statuses: number[] = new Array(count);
  // hours and quarters whose every part shares one status say all with the status: no coverage is sent
  let coverageNeeded = false;
  for (let i = 0; i < count; i++) {
    const covered = groups ? groups.coveredMinutes[i]! : 0;
    const length = lengthsMinutes[i]!;
    if (length > 60) coverageNeeded = true;
    if (covered === 0) {
      data[i] = null;
      statuses[i] = STATUS_CODE.MISSING;
      continue;
    }
    // a level (a temperature) is the bucket's time-weighted mean, a flow its sum (shared energy/aggregation)
    data[i] = aggregation === 'mean' ? groups!.weighted[i]! / covered : groups!.total[i]!;
    const estimated = groups!.estimatedMinutes[i]!;
    if (covered < length || (estimated > 0 && estimated < length)) coverageNeeded = true;
    statuses[i] =
      groups!.hasNull[i] === 1 || covered < length
        ? STATUS_CODE.PARTIALLY_MISSING
        : (groups!.statusBits[i]! & ESTIMATE_STATUS_BIT) !== 0
          ? STATUS_CODE.ESTIMATE
          : STATUS_CODE.OK;
  }
  const tariff: ChartTariff = { nameTranslationKey: point.tariff, data, statuses, priceParts };
  if (coverageNeeded) tariff.coverage = coverageOf(groups, lengthsMinutes);
  return tariff;
}

function coverageOf(groups: PointBuckets | undefined, lengthsMinutes: Float64Array): ChartCoverage {
  const count = lengthsMinutes.length;
  const coverage: ChartCoverage = {
    hours: new Array(count),
    estimatedHours: new Array(count),
    missingHours: new Array(count),
  };
  for (let i = 0; i < count; i++) {
    const covered = groups ? groups.coveredMinutes[i]! : 0;
    const length = lengthsMinutes[i]!;
    coverage.hours[i] = length / 60;
    coverage.estimatedHours[i] = groups ? Math.min(groups.estimatedMinutes[i]!, length) / 60 : 0;
    coverage.missingHours[i] = Math.max(length - covered, 0) / 60;
  }
  return coverage;
}

const lengthsOf = (buckets: readonly Bucket[]): Float64Array => {
  const lengths = new Float64Array(buckets.length);
  for (let i = 0; i < buckets.length; i++)
    lengths[i] = (buckets[i]!.end.getTime() - buckets[i]!.start.getTime()) / 60_000;
  return lengths;
};

/** the hours of bucket i a tariff has a value for: its coverage, else the whole bucket when it has a value */
function measuredHours(tariff: ChartTariff, i: number, bucketHours: number): number {
  if ((tariff.data[i] ?? null) === null) return 0;
  if (!tariff.coverage) return bucketHours;
  return Math.max(0, (tariff.coverage.hours[i] ?? bucketHours) - (tariff.coverage.missingHours[i] ?? 0));
}

/**
 * The tariffs' value of each bucket and the hours behind it: a flow's tariffs add up, a level's are averaged
 * by their measured hours.
 */
function bucketValues(
  tariffs: readonly ChartTariff[],
  buckets: readonly Bucket[],
  aggregation: Aggregation,
): { values: readonly (number | null)[]; hours: number[] } {
  // a flow needs no hours (none are given): its total is a plain sum, and one tariff's values are the
  // bucket values as they are (the hot path of a year at hour)
  if (aggregation === 'sum' && tariffs.length === 1 && tariffs[0]!.data.length === buckets.length)
    return { values: tariffs[0]!.data, hours: [] };
  const values: (number | null)[] = new Array(buckets.length);
  const hours: number[] = new Array(buckets.length);
  for (let i = 0; i < buckets.length; i++) {
    if (aggregation === 'sum') {
      let sum: number | null = null;
      for (const tariff of tariffs) {
        const v = tariff.data[i] ?? null;
        if (v !== null) sum = (sum ?? 0) + v;
      }
      values[i] = sum;
      hours[i] = 0;
      continue;
    }
    const bucketHours = (buckets[i]!.end.getTime() - buckets[i]!.start.getTime()) / 3_600_000;
    if (tariffs.length === 1) {
      values[i] = tariffs[0]!.data[i] ?? null;
      hours[i] = measuredHours(tariffs[0]!, i, bucketHours);
      continue;
    }
    const weights = tariffs.map((tariff) => measuredHours(tariff, i, bucketHours));
    values[i] = combine(
      aggregation,
      tariffs.map((tariff) => tariff.data[i] ?? null),
      weights,
    );
    hours[i] = weights.reduce((a, b) => a + b, 0);
  }
  return { values, hours };
}

/**
 * totalDataSum is the period's figure by the quantity's rule: a flow's sum, a level's mean weighted by the
 * measured hours; dataAverage the mean bucket of a flow, a level's mean.
 */
function seriesData(
  tariffs: ChartTariff[],
  window: Window,
  aggregation: Aggregation = 'sum',
): ChartSeries['chart']['data'] {
  const { values, hours } = bucketValues(tariffs, window.buckets, aggregation);
  const total = combine(aggregation, values, hours);
  const valued = values.filter((v) => v !== null).length;
  return {
    tariffs,
    totalDataSum: total,
    dataAverage: aggregation === 'mean' ? total : total === null || valued === 0 ? null : total / valued,
    startDate: window.start.toISOString(),
    endDate: window.end.toISOString(),
  };
}

/** a single-tariff series of values per bucket with plain ok/missing statuses */
const singleTariff = (name: string, data: (number | null)[], buckets: readonly Bucket[]): ChartTariff => {
  const hours = buckets.map((b) => (b.end.getTime() - b.start.getTime()) / 3_600_000);
  return {
    nameTranslationKey: name,
    data,
    statuses: data.map((v) => (v === null ? STATUS_CODE.MISSING : STATUS_CODE.OK)),
    coverage: {
      hours,
      estimatedHours: data.map(() => 0),
      missingHours: data.map((v, i) => (v === null ? hours[i]! : 0)),
    },
    priceParts: [],
  };
};

/** the margin (snt/kWh) or fixed price of the price part in force on the delivery day */
function priceAt(parts: readonly PricePartRow[], deliveryDay: string): PricePartRow | null {
  let found: PricePartRow | null = null;
  for (const part of parts) if (part.start_date <= deliveryDay) found = part;
  return found;
}

async function usagePrices(
  db: Database,
  points: readonly MeasuringPointRow[],
  window: Window,
  parts: readonly PricePartRow[],
): Promise<{ withoutVat: (number | null)[]; withVat: (number | null)[] }> {
  const withoutVat: (number | null)[] = window.buckets.map(() => null);
  const withVat: (number | null)[] = window.buckets.map(() => null);
  const rows = await repo.pricedIntervals(
    db,
    points.map((p) => p.id),
    window.start,
    window.end,
  );
  for (const row of rows) {
    const at = new Date(row.at_ms);
    const index = bucketIndexOf(at, window.buckets);
    if (index < 0) continue;
    const part = priceAt(parts, HELSINKI_DATE(at));
    if (!part) continue;
    // a spot contract prices each interval at its own spot price plus margin; a fixed one at its unit price
    const fixed = part.spot_margin === null && part.price_per_unit !== null;
    if (!fixed && row.spot === null) continue;
    const cost = intervalCost({
      energyKwh: row.kwh,
      priceSntPerKwh: fixed ? (part.price_per_unit ?? 0) : (row.spot ?? 0),
      marginSntPerKwh: fixed ? 0 : (part.spot_margin ?? 0),
      deliveryStart: at,
    });
    withoutVat[index] = (withoutVat[index] ?? 0) + cost.withoutVat;
    withVat[index] = (withVat[index] ?? 0) + cost.withVat;
  }
  return { withoutVat, withVat };
}

function byBucket(rows: ReadonlyArray<{ bucket_ms: number; mean: number }>, buckets: readonly Bucket[]) {
  const data: (number | null)[] = buckets.map(() => null);
  for (const row of rows) {
    const index = indexOfGroup(row.bucket_ms, buckets);
    if (index >= 0) data[index] = row.mean;
  }
  return data;
}

async function heatingDegreeDays(db: Database, station: string, window: Window): Promise<(number | null)[]> {
  const days = await repo.dailyMeanTemperatures(db, station, window.start, window.end);
  const data: (number | null)[] = window.buckets.map(() => null);
  for (const day of days) {
    const index = indexOfGroup(day.bucket_ms, window.buckets);
    if (index < 0) continue;
    data[index] = (data[index] ?? 0) + Math.max(0, HEATING_DEGREE_DAY_BASE_C - day.mean);
  }
  return data;
}

const additional = (
  quantity: string,
  unit: string,
  tariffs: ChartTariff[],
  window: Window,
  dynamicPeriod: ChartSeries['details']['dynamicPeriod'],
  settings: ChartSettings,
  errorCode: string | null = null,
): ChartSeries => ({
  isMainQuantity: false,
  details: { previousValue: null, dynamicPeriod },
  chart: {
    quantity,
    group: 'additionalInformation',
    unitTranslationKey: unit,
    errorCode,
    settings,
    data: seriesData(tariffs, window, aggregationOf(quantity, unit)),
  },
});

interface ReadPlan {
  window: Window;
  /** previousValue: the same elapsed time just before the interval */
  previousStart: Date;
  yearAgo: Window;
  comparison: boolean;
}

/**
 * The buckets of a window, kept for the windows asked most: a year at hour is 8,760 buckets with their
 * labels (~8 ms each time on this machine), and people look at the same months and years. Buckets are
 * never changed after they are made.
 */
const BUCKET_CACHE_SIZE = 64;
const bucketCache = new Map<string, readonly Bucket[]>();

function cachedBuckets(start: Date, end: Date, resolution: Resolution): readonly Bucket[] {
  const key = `${start.getTime()}/${end.getTime()}/${resolution}`;
  let buckets = bucketCache.get(key);
  if (buckets) {
    bucketCache.delete(key);
  } else {
    buckets = bucketsBetween(start, end, resolution);
    if (bucketCache.size >= BUCKET_CACHE_SIZE) bucketCache.delete(bucketCache.keys().next().value!);
  }
  bucketCache.set(key, buckets);
  return buckets;
}

/**
 * A window's category labels, made once per cached window, with their JSON as UTF-8 bytes: a year at hour
 * is 8,760 labels, more than half of the answer's bytes, and serializing and encoding them again on every
 * call cost more than the rest of the chart (docs/server-performance.md).
 */
const labelsCache = new WeakMap<readonly Bucket[], string[]>();
const labelsJson = new WeakMap<readonly string[], Buffer>();

function labelsOf(buckets: readonly Bucket[]): string[] {
  let labels = labelsCache.get(buckets);
  if (!labels) {
    labels = buckets.map((b) => b.label);
    labelsCache.set(buckets, labels);
    labelsJson.set(labels, Buffer.from(`,"categories":${JSON.stringify(labels)}}`));
  }
  return labels;
}

/**
 * A chart answer's JSON as the bytes sent, with the categories' bytes taken from the window's cache when
 * they are there. Bytes, not a string: Fastify measures a string's length in UTF-8 and the socket encodes it
 * again, each a pass over the whole answer (a joined string is first flattened).
 */
export function serializeChart(answer: ChartResponse): Buffer {
  const categories = labelsJson.get(answer.categories);
  if (categories === undefined) return Buffer.from(JSON.stringify(answer));
  const { categories: _categories, ...rest } = answer;
  const head = JSON.stringify(rest);
  const headBytes = Buffer.byteLength(head) - 1;
  const out = Buffer.allocUnsafe(headBytes + categories.length);
  out.write(head, 0, headBytes);
  categories.copy(out, headBytes);
  return out;
}

function planOf(interval: ChartInterval, extras: ReadonlySet<string>): ReadPlan {
  const { start, end, resolution } = interval;
  const yearAgo: Window = {
    start: addHelsinki(start, -1, 'year'),
    end: addHelsinki(end, -1, 'year'),
    unit: resolution,
    buckets: [],
  };
  const comparison = extras.has('comparison') && isComparisonAllowed(resolution, start, end);
  // only when the comparison is drawn: its own buckets and its own read
  if (comparison) yearAgo.buckets = cachedBuckets(yearAgo.start, yearAgo.end, resolution);
  return {
    window: { start, end, unit: resolution, buckets: cachedBuckets(start, end, resolution) },
    // the same calendar length just before, as the summary report compares (shared previousInterval)
    previousStart: previousInterval({ start, end }).start,
    yearAgo,
    comparison,
  };
}

/** What the chart is drawn from: the place, its checked interval, the plan and the meter reads. */
interface ChartInput {
  place: repo.ChartPlace;
  interval: ChartInterval;
  plan: ReadPlan;
  read: repo.MeterRead;
  /** the year-earlier read, when the comparison is drawn */
  earlierRead: repo.MeterRead | null;
  /** previousValue's period: the interval with its last bucket whole ("1 year ending now" is 12 months) */
  dynamicPeriod: ChartSeries['details']['dynamicPeriod'];
}

/**
 * Finds the place and reads its meters. When the interval passes the rules that need no place, the place
 * and the read go out as one statement (the read selects the place by the same rule), the year-earlier read
 * beside it; the place's own validity is still checked when it arrives and a refusal throws the read away.
 * Otherwise the place comes first and the read only after its checks.
 */
async function readChartInput(
  db: Database,
  selector: repo.PlaceSelector,
  request: ChartRequest,
  now: Date,
): Promise<ChartInput> {
  const extras = new Set(request.selectedAdditionalInformation);
  const parsed = parseInterval(request);
  const early =
    parsed.ok && passesPlaceFreeRules(parsed.interval, now) ? planOf(parsed.interval, extras) : null;
  let place: repo.ChartPlace | null;
  let read: repo.MeterRead | null = null;
  let earlier: Promise<repo.MeterRead | null> = Promise.resolve(null);
  if (early) {
    if (early.comparison) earlier = repo.readMeterWindow(db, selector, early.yearAgo);
    earlier.catch(() => {}); // awaited below unless a refusal comes first
    const found = await repo.findChartPlaceWithWindow(db, selector, early.window, early.previousStart);
    place = found?.place ?? null;
    read = found?.read ?? null;
  } else place = await repo.findChartPlace(db, selector);
  // the same answer for a place that does not exist and one the caller may not see
  if (!place) throw new Refusal(404, 'location_not_found');
  const interval = checkInterval(parsed, place, now);
  let plan = early;
  let earlierRead: repo.MeterRead | null;
  if (!plan || !read) {
    plan ??= planOf(interval, extras);
    const points = place.points.map((p) => p.id);
    [read, earlierRead] = await Promise.all([
      repo.readMeterWindow(db, points, plan.window, plan.previousStart),
      plan.comparison ? repo.readMeterWindow(db, points, plan.yearAgo) : null,
    ]);
  } else earlierRead = await earlier;
  const { start, end, resolution } = interval;
  const lastBucketStart = helsinkiStartOf(end, resolution);
  const dynamicPeriod = calendarLengthOf(
    start,
    lastBucketStart.getTime() === end.getTime() ? end : addHelsinki(lastBucketStart, 1, resolution),
  );
  return { place, interval, plan, read, earlierRead, dynamicPeriod };
}

/**
 * How much of the previous interval the quantity's points measured, beside this interval: complete when its
 * measured share is at least this one's (`isComparisonComplete`); `measuredShare` the ratio (0-1, 3 decimals).
 */
function previousCoverage(
  points: readonly { id: number }[],
  read: repo.MeterRead,
  plan: ReadPlan,
): { complete: boolean; measuredShare: number } {
  const { window, previousStart } = plan;
  let previousCovered = 0;
  let currentCovered = 0;
  for (const point of points) {
    previousCovered += read.previousLevels.get(point.id)?.covered ?? 0;
    const minutes = read.buckets.get(point.id)?.coveredMinutes;
    if (minutes) for (const m of minutes) currentCovered += m;
  }
  const previous = {
    covered: previousCovered,
    length: (window.start.getTime() - previousStart.getTime()) / 60_000,
  };
  const current = {
    covered: currentCovered,
    length: (window.end.getTime() - window.start.getTime()) / 60_000,
  };
  const currentShare = current.covered > 0 ? current.covered / current.length : 1;
  const share = previous.length > 0 ? previous.covered / previous.length / currentShare : 0;
  return {
    complete: isComparisonComplete(previous, current),
    measuredShare: Math.min(1, Math.round(share * 1000) / 1000),
  };
}

/** One series per measured quantity (its tariffs, previous value and total), and its comparison series. */
function quantitySeries(input: ChartInput): { series: ChartSeries[]; totalSums: ChartSummaryTotal[] } {
  const { place, plan, read, earlierRead, dynamicPeriod } = input;
  const { window, yearAgo, comparison } = plan;
  const priceParts = place.price_parts.map(toPricePart);
  const lengths = lengthsOf(window.buckets);
  const earlierLengths = comparison ? lengthsOf(yearAgo.buckets) : null;
  const series: ChartSeries[] = [];
  const totalSums: ChartSummaryTotal[] = [];
  for (const quantity of new Set(place.points.map((p) => p.quantity))) {
    const own = place.points.filter((p) => p.quantity === quantity);
    const main = own.some((p) => p.is_main_type);
    const unit = own[0]?.unit ?? '';
    const aggregation = aggregationOf(quantity, unit);
    const tariffs = own.map((p) => tariffOf(p, read.buckets.get(p.id), lengths, priceParts, aggregation));
    const previousSum =
      aggregation === 'mean'
        ? previousMean(own.map((p) => read.previousLevels.get(p.id)))
        : sumOf(own.map((p) => read.previousSums.get(p.id) ?? null));
    const data = seriesData(tariffs, window, aggregation);
    // a previous interval measured only in part is named, never turned into a change (issue 20)
    const coverage = previousCoverage(own, read, plan);
    const change =
      previousSum === null || previousSum === 0 || data.totalDataSum === null || !coverage.complete
        ? null
        : round(((data.totalDataSum - previousSum) / Math.abs(previousSum)) * 100, 1);
    series.push({
      isMainQuantity: main,
      details: {
        previousValue: {
          value: previousSum,
          change: {
            value: change,
            trendingUp: data.totalDataSum !== null && previousSum !== null && data.totalDataSum > previousSum,
          },
          ...(previousSum !== null ? coverage : {}),
        },
        dynamicPeriod,
      },
      chart: {
        quantity,
        group: 'quantity',
        unitTranslationKey: unit,
        errorCode: null,
        // a level is a line: stacked bars would read as an amount
        settings: aggregation === 'mean' ? SPLINE_RIGHT : COLUMN,
        data,
      },
    });
    totalSums.push({
      name: quantity,
      value: data.totalDataSum,
      unit,
      order: totalSums.length,
      color: main ? 'primary' : 'secondary',
      showComparisonValue: comparison,
    });
    if (earlierRead && earlierLengths) {
      const earlier = own.map((p) =>
        tariffOf(p, earlierRead.buckets.get(p.id), earlierLengths, priceParts, aggregation),
      );
      // aligned bucket by bucket with this year's categories (a DST day a year earlier may differ by one)
      const aligned = earlier.map(({ coverage, ...t }): ChartTariff => ({
        ...t,
        data: window.buckets.map((_, i) => t.data[i] ?? null),
        statuses: window.buckets.map((_, i) => t.statuses[i] ?? STATUS_CODE.MISSING),
        ...(coverage && {
          coverage: {
            hours: window.buckets.map((_, i) => coverage.hours[i] ?? lengths[i]! / 60),
            estimatedHours: window.buckets.map((_, i) => coverage.estimatedHours[i] ?? 0),
            missingHours: window.buckets.map((_, i) => coverage.missingHours[i] ?? lengths[i]! / 60),
          },
        }),
      }));
      series.push({
        isMainQuantity: false,
        details: { previousValue: null, dynamicPeriod },
        chart: {
          quantity: `${quantity}.comparison`,
          group: 'comparison',
          unitTranslationKey: unit,
          errorCode: null,
          settings: { ...(aggregation === 'mean' ? SPLINE_RIGHT : COLUMN), enableDataLabels: false },
          data: {
            ...seriesData(aligned, window, aggregation),
            startDate: yearAgo.start.toISOString(),
            endDate: yearAgo.end.toISOString(),
          },
        },
      });
    }
  }
  return { series, totalSums };
}

/**
 * The additional information asked for (usage price with and without VAT, spot price, temperature, heating
 * degree days), appended to `series`; the usage price also adds its total to `totalSums`.
 */
async function addAdditionalSeries(
  db: Database,
  input: ChartInput,
  extras: ReadonlySet<string>,
  series: ChartSeries[],
  totalSums: ChartSummaryTotal[],
): Promise<void> {
  const { place, dynamicPeriod } = input;
  const { start, end, resolution } = input.interval;
  const { window } = input.plan;
  const generic = (quantity: string, unit: string, data: (number | null)[], settings: ChartSettings) =>
    additional(
      quantity,
      unit,
      [singleTariff('generic', data, window.buckets)],
      window,
      dynamicPeriod,
      settings,
    );

  if (extras.has('usagePrice') || extras.has('usagePriceVat')) {
    const mainPoints = place.points.filter((p) => p.is_main_type);
    const prices = await usagePrices(db, mainPoints, window, place.price_parts);
    if (extras.has('usagePrice')) series.push(generic('usagePrice', 'EUR', prices.withoutVat, COLUMN));
    if (extras.has('usagePriceVat')) series.push(generic('usagePriceVat', 'EURVat', prices.withVat, COLUMN));
    const withVat = extras.has('usagePriceVat');
    totalSums.push({
      name: withVat ? 'usagePriceVat' : 'usagePrice',
      value: sumOf(withVat ? prices.withVat : prices.withoutVat),
      unit: withVat ? 'EURVat' : 'EUR',
      order: totalSums.length,
      color: 'tertiary',
      showComparisonValue: false,
    });
  }
  if (extras.has('spotPrice') || extras.has('spotPriceVat')) {
    const rows = await repo.meanSpotPrices(db, start, end, resolution, {
      from: VAT_25_5_FROM,
      rateBefore: vatRateAt(new Date(VAT_25_5_FROM.getTime() - 1)),
      rateFrom: vatRateAt(VAT_25_5_FROM),
    });
    if (extras.has('spotPrice'))
      series.push(generic('spotPrice', 'snt/kWh', byBucket(rows, window.buckets), SPLINE_RIGHT));
    if (extras.has('spotPriceVat')) {
      const vatRows = rows.map((r) => ({ bucket_ms: r.bucket_ms, mean: r.mean_vat ?? r.mean }));
      series.push(generic('spotPriceVat', 'snt/kWh', byBucket(vatRows, window.buckets), SPLINE_RIGHT));
    }
  }
  if (extras.has('temperature')) {
    const rows = await repo.meanTemperatures(db, place.city, start, end, resolution);
    series.push(generic('temperature', 'C', byBucket(rows, window.buckets), SPLINE_RIGHT));
  }
  if (extras.has('heatingDegreeDays')) {
    // degree days are a daily figure: below a day there is nothing meaningful to show
    const daily = resolution === 'year' || resolution === 'month' || resolution === 'day';
    const data = daily ? await heatingDegreeDays(db, place.city, window) : window.buckets.map(() => null);
    series.push(
      additional(
        'heatingDegreeDays',
        'degree-days',
        [singleTariff('generic', data, window.buckets)],
        window,
        dynamicPeriod,
        SPLINE_RIGHT,
        daily ? null : 'heating_degree_days_resolution',
      ),
    );
  }
}

/** The highest and lowest bucket of the main quantity (or the first quantity when none is main). */
function extremesOf(series: readonly ChartSeries[], buckets: readonly Bucket[]) {
  const mainSeries = series.find((s) => s.isMainQuantity) ?? series.find((s) => s.chart.group === 'quantity');
  let highest: ChartResponse['summary']['highest'] = null;
  let lowest: ChartResponse['summary']['lowest'] = null;
  if (mainSeries) {
    const { quantity, unitTranslationKey } = mainSeries.chart;
    const { values } = bucketValues(
      mainSeries.chart.data.tariffs,
      buckets,
      aggregationOf(quantity, unitTranslationKey),
    );
    let highestAt = -1;
    let lowestAt = -1;
    let highestValue = 0;
    let lowestValue = 0;
    for (let i = 0; i < buckets.length; i++) {
      const value = values[i] ?? null;
      if (value === null) continue;
      if (highestAt < 0 || value > highestValue) {
        highestAt = i;
        highestValue = value;
      }
      if (lowestAt < 0 || value < lowestValue) {
        lowestAt = i;
        lowestValue = value;
      }
    }
    if (highestAt >= 0) highest = { value: highestValue, category: buckets[highestAt]!.label };
    if (lowestAt >= 0) lowest = { value: lowestValue, category: buckets[lowestAt]!.label };
  }
  return { highest, lowest };
}

/** The chart of one usage place (customer-area section 3), every bucket on the Helsinki calendar. */
export async function buildChart(
  db: Database,
  scope: ChartScope,
  codes: PlaceCodes,
  request: ChartRequest,
  now: Date,
): Promise<ChartResponse> {
  const selector: repo.PlaceSelector = {
    scope,
    codes,
    energyType: request.selectedEnergyType,
    quantities: request.selectedBasicDetails,
  };
  let input = await readChartInput(db, selector, request, now);
  // a meter read hourly in any part of a quarter-hour interval: the whole answer is hourly, so no hour's
  // value stands at :00 with three invented gaps after it
  if (input.interval.resolution === 'minutes_15' && input.read.hourlyRows)
    input = await readChartInput(db, selector, { ...request, measurePeriod: 'hour' }, now);
  const { series, totalSums } = quantitySeries(input);
  await addAdditionalSeries(db, input, new Set(request.selectedAdditionalInformation), series, totalSums);
  const buckets = input.plan.window.buckets;
  return {
    series,
    resolution: input.interval.resolution,
    categories: labelsOf(buckets),
    summary: { title: 'energyReport.summary.title', totalSums, ...extremesOf(series, buckets) },
  };
}
