/**
 * The chart's data as a pure function of the chart response: one dataset per shown series and tariff,
 * one y axis per unit, per-point styling of estimates and gaps, and the x-axis tick levels. Memoized by
 * the chart; nothing here touches the DOM except through the scriptable colours at drawing time.
 */
import type { ChartCoverage, ChartResponse, ChartSeries, ChartTariff } from '@portal/shared';
import {
  bucketQuality,
  ESTIMATE_STATUS_BIT,
  isLevel,
  seriesLabel,
  unitLabel,
  weakHoursAt,
} from '@portal/shared';
import type { Bucket } from '@portal/shared/calendar';
import type { ChartDataset, PointStyle, ScriptableContext } from 'chart.js';
import type { IntlShape } from 'react-intl';
import { tickLevels } from './axisTicks';
import {
  MISSING_STATUS,
  PARTIALLY_MISSING_STATUS,
  pointStatus,
  seriesFormat,
  type PointStatus,
} from './chartText';
import { lighten, MISSING_MARKER_COLOR, SERIES_PALETTE, tariffShade } from './colors';
import { statusPattern, type PatternKind } from './patterns';

/** Above this many buckets columns are drawn as lines: bars thinner than a pixel say nothing. */
export const MAX_BARS = 1500;
/** Up to this many buckets every point of a line gets a dot, so short lines are readable. */
const MAX_DOTTED_POINTS = 60;

/**
 * How strongly a bucket's status is drawn: 0 not at all, 1 a small marker on the bar top (a few hours
 * estimated or missing), 2 the full hatching (more than half of the bucket).
 */
export type MarkStrength = 0 | 1 | 2;

/**
 * A point in chart.js's internal form (`parsing: false`): x is the bucket index, s the status code, m
 * how strongly its status is drawn.
 */
export interface ChartPoint {
  x: number;
  y: number | null;
  s: number;
  m: MarkStrength;
}

/**
 * The mark of a bucket from its status and coverage: a month with 24 estimated hours of 744 is
 * not an estimate to look at, only a bucket mostly estimated or missing is hatched.
 */
export function markOf(
  status: PointStatus,
  coverage: ChartCoverage | undefined,
  index: number,
): MarkStrength {
  if (status === 'ok' || status === 'missing') return 0;
  // an answer without coverage (an older server): the status is all we know
  if (!coverage) return 2;
  return bucketQuality(coverage, index).mostly ? 2 : 1;
}

export interface DatasetInfo {
  /** statusMarkers: the estimate or partially missing points of a line, drawn as shapes over it */
  kind: 'series' | 'statusMarkers' | 'missingMarkers';
  seriesIndex: number;
  tariffIndex: number;
  comparison: boolean;
  color: string;
  showInLegend: boolean;
  drawnAsBars: boolean;
}

export type EnergyDataset = (ChartDataset<'bar', ChartPoint[]> | ChartDataset<'line', ChartPoint[]>) & {
  info: DatasetInfo;
};

export interface AxisModel {
  id: string;
  unit: string;
  /** ticks show value / factor, in the unit the title names (kWh may become MWh) */
  factor: number;
  title: string;
  position: 'left' | 'right';
  display: boolean;
  beginAtZero: boolean;
  /** only where bars of several tariffs stack: stacking costs time with 35,040 points */
  stacked: boolean;
  /** only the first shown left axis draws grid lines across the plot */
  gridOnChart: boolean;
}

export interface ChartModel {
  count: number;
  datasets: EnergyDataset[];
  axes: AxisModel[];
  tickLevels: number[][];
  /** indexes into response.series of the series drawn, in response order */
  seriesIndexes: number[];
  barsAsLines: boolean;
  /** what the legend note has to explain */
  marks: {
    estimate: boolean;
    partiallyMissing: boolean;
    /** bars with a small marker: a few of their hours estimated or missing */
    partly: boolean;
    missing: boolean;
    comparison: boolean;
  };
  /** shown series the server could not make (errorCode), to be named under the chart */
  failed: { quantity: string; errorCode: string }[];
}

const COMPARISON_SUFFIX = '.comparison';
const baseQuantity = (quantity: string) =>
  quantity.endsWith(COMPARISON_SUFFIX) ? quantity.slice(0, -COMPARISON_SUFFIX.length) : quantity;

export const axisIdOf = (unit: string) => `y-${unit}`;

const BAR_PATTERN: Partial<Record<PointStatus, PatternKind>> = {
  estimate: 'hatch',
  partiallyMissing: 'cross',
};

/** The pattern a bar is filled with, if any: its status when mostly estimated or missing, else the comparison dots. */
export function barPatternOf(point: ChartPoint | undefined, comparison: boolean): PatternKind | undefined {
  const status = point ? pointStatus(point.s, point.y) : 'ok';
  const kind = point?.m === 2 ? BAR_PATTERN[status] : undefined;
  return kind ?? (comparison ? 'dots' : undefined);
}

function barStyle(color: string, comparison: boolean) {
  const fill = comparison ? lighten(color, 0.6) : color;
  const background = (ctx: ScriptableContext<'bar'>) => {
    const kind = barPatternOf(ctx.raw as ChartPoint | undefined, comparison);
    return kind ? statusPattern(ctx.chart.ctx, kind, lighten(color, comparison ? 0.7 : 0.55), color) : fill;
  };
  // the hovered bar keeps its pattern: an estimate must not look measured under the pointer
  return {
    backgroundColor: background,
    hoverBackgroundColor: background,
    borderColor: color,
    borderWidth: 0,
  };
}

/**
 * A line's own points are plain (no per-point options: chart.js resolves those point by point, which a
 * year of quarter-hours cannot afford); its estimates get a companion dataset of shapes (statusMarkers).
 */
function lineStyle(color: string, comparison: boolean, count: number, spline: boolean) {
  const stroke = comparison ? lighten(color, 0.35) : color;
  return {
    borderColor: stroke,
    backgroundColor: stroke,
    borderWidth: count > MAX_BARS ? 1 : 2,
    borderDash: comparison ? [6, 4] : [],
    pointStyle: 'circle' as const,
    pointRadius: count <= MAX_DOTTED_POINTS ? 2.5 : 0,
    pointHoverRadius: 4,
    pointHitRadius: 4,
    spanGaps: false,
    fill: false,
    // monotone keeps a smoothed price or temperature from overshooting between points
    cubicInterpolationMode: spline && count <= MAX_BARS ? ('monotone' as const) : ('default' as const),
    tension: 0,
  };
}

const markerStyle = (color: string, pointStyle: PointStyle) => ({
  showLine: false,
  pointStyle,
  // a bucket only partly estimated or missing gets a smaller shape
  pointRadius: (ctx: ScriptableContext<'line'>) => ((ctx.raw as ChartPoint | undefined)?.m === 1 ? 3 : 5),
  pointHoverRadius: 6,
  pointBorderWidth: 1.5,
  borderColor: color,
  backgroundColor: '#FFFFFF',
});

interface TariffPoints {
  points: ChartPoint[];
  estimates: ChartPoint[];
  partiallyMissing: ChartPoint[];
}

function pointsOf(tariff: ChartTariff, count: number): TariffPoints {
  const { data: values, statuses, coverage } = tariff;
  const points = new Array<ChartPoint>(count);
  const estimates: ChartPoint[] = [];
  const partiallyMissing: ChartPoint[] = [];
  for (let i = 0; i < count; i++) {
    const point: ChartPoint = { x: i, y: values[i] ?? null, s: statuses[i] ?? 0, m: 0 };
    points[i] = point;
    if (point.s === 0) continue;
    const status = pointStatus(point.s, point.y);
    point.m = markOf(status, coverage as ChartCoverage | undefined, i);
    if (status === 'estimate') estimates.push(point);
    else if (status === 'partiallyMissing') partiallyMissing.push(point);
  }
  return { points, estimates, partiallyMissing };
}

/**
 * Coverage of a sum of tariffs: each tariff's coverage is of the whole bucket, so the total has the
 * bucket's hours and its parts' estimated and missing hours added up, at most the bucket.
 */
export function totalCoverage(tariffs: readonly ChartTariff[], count: number): ChartCoverage | undefined {
  const known = tariffs.flatMap((t) => (t.coverage ? [t.coverage] : []));
  // none has coverage: every part's status stands for its whole bucket, and so does the total's
  if (known.length === 0) return undefined;
  const hours = Array.from({ length: count }, (_, i) => Math.max(...known.map((c) => c.hours[i] ?? 0)));
  const weak = tariffs.map((t) => hours.map((length, i) => weakHoursAt(t, i, length)));
  const added = (pick: (w: { estimated: number; missing: number }) => number) =>
    hours.map((length, i) =>
      Math.min(
        length,
        weak.reduce((sum, parts) => sum + pick(parts[i]!), 0),
      ),
    );
  return {
    hours,
    estimatedHours: added((w) => w.estimated),
    missingHours: added((w) => w.missing),
  };
}

/** The sum of the tariffs per bucket, with the weakest status of its parts (a null part is missing). */
export function totalOf(tariffs: readonly ChartTariff[], count: number): ChartTariff {
  const data = new Array<number | null>(count);
  const statuses = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    let sum: number | null = null;
    let gaps = false;
    let status: PointStatus = 'ok';
    for (const tariff of tariffs) {
      const value = tariff.data[i] ?? null;
      const part = pointStatus(tariff.statuses[i] ?? 0, value);
      if (value === null) gaps = true;
      else sum = (sum ?? 0) + value;
      if (part === 'partiallyMissing' || (part === 'estimate' && status === 'ok')) status = part;
    }
    data[i] = sum;
    if (sum === null) statuses[i] = MISSING_STATUS;
    else if (gaps || status === 'partiallyMissing') statuses[i] = PARTIALLY_MISSING_STATUS;
    else statuses[i] = status === 'estimate' ? ESTIMATE_STATUS_BIT : 0;
  }
  const coverage = totalCoverage(tariffs, count);
  return {
    nameTranslationKey: 'tariffTotal',
    data,
    statuses,
    ...(coverage ? { coverage } : {}),
    priceParts: tariffs[0]?.priceParts ?? [],
  } as ChartTariff;
}

const isShown = (series: ChartSeries) =>
  series.chart.settings.visible && series.chart.errorCode === null && series.chart.data.tariffs.length > 0;

export function buildChartData(
  response: ChartResponse,
  buckets: readonly Bucket[],
  intl: IntlShape,
): ChartModel {
  const count = Math.min(response.categories.length, buckets.length);
  const barsAsLines = count > MAX_BARS;
  const datasets: EnergyDataset[] = [];
  const axes = new Map<string, AxisModel>();
  const colors = new Map<string, string>();
  const seriesIndexes: number[] = [];
  const marks = {
    estimate: false,
    partiallyMissing: false,
    partly: false,
    missing: false,
    comparison: false,
  };
  const failed: ChartModel['failed'] = [];
  const missingAt = new Set<number>();
  let missingAxis: string | null = null;

  response.series.forEach((series, seriesIndex) => {
    const { quantity, group, unitTranslationKey: unit, settings, data, errorCode } = series.chart;
    if (settings.visible && errorCode !== null) failed.push({ quantity, errorCode });
    if (!isShown(series)) return;
    seriesIndexes.push(seriesIndex);
    const comparison = group === 'comparison';
    marks.comparison ||= comparison;
    const base = baseQuantity(quantity);
    let color = colors.get(base);
    if (!color) colors.set(base, (color = SERIES_PALETTE[colors.size % SERIES_PALETTE.length]!));

    const axisId = axisIdOf(unit);
    const asBars = settings.chartType === 'column' && !barsAsLines;
    const axis = axes.get(axisId);
    const format = seriesFormat(series);
    if (!axis) {
      axes.set(axisId, {
        id: axisId,
        unit,
        factor: format.factor,
        title: unitLabel(intl, format.unit),
        position: settings.yAxis.position,
        display: settings.yAxis.enable,
        beginAtZero: asBars,
        stacked: false,
        gridOnChart: false,
      });
    } else {
      if (format.factor > axis.factor) {
        axis.factor = format.factor;
        axis.title = unitLabel(intl, format.unit);
      }
      axis.display ||= settings.yAxis.enable;
      axis.beginAtZero ||= asBars;
    }

    const tariffs = data.tariffs;
    // columns too many to draw as bars become one line of their stack's top: the quantity's total
    const drawn =
      !asBars && settings.chartType === 'column' && tariffs.length > 1 && !isLevel(quantity, unit)
        ? [totalOf(tariffs, count)]
        : tariffs;
    drawn.forEach((tariff, tariffIndex) => {
      const tariffColor = tariffShade(color, tariffIndex);
      const { points, estimates, partiallyMissing } = pointsOf(tariff, count);
      // a bar only partly estimated shows a marker, not the hatching the estimate note describes
      const hatched = (p: ChartPoint) => !asBars || p.m === 2;
      marks.estimate ||= estimates.some(hatched);
      marks.partiallyMissing ||= partiallyMissing.some(hatched);
      marks.partly ||= asBars && [...estimates, ...partiallyMissing].some((p) => p.m === 1);
      const info: DatasetInfo = {
        kind: 'series',
        seriesIndex,
        tariffIndex,
        comparison,
        color: tariffColor,
        showInLegend: settings.showInLegend,
        drawnAsBars: asBars,
      };
      const common = {
        label: seriesLabel(intl, quantity, tariff.nameTranslationKey, drawn.length),
        data: points,
        yAxisID: axisId,
        xAxisID: 'x',
        normalized: true,
        info,
      };
      if (asBars) {
        // tariffs of one quantity stack; another quantity (the comparison year too) stands beside them
        datasets.push({ ...common, type: 'bar', stack: quantity, ...barStyle(tariffColor, comparison) });
      } else {
        // lines never stack: each gets a stack of its own on the stacked axis
        datasets.push({
          ...common,
          type: 'line',
          stack: `line-${datasets.length}`,
          ...lineStyle(tariffColor, comparison, count, settings.chartType === 'spline'),
        });
        const shapes: Array<[ChartPoint[], PointStyle]> = [
          [estimates, 'triangle'],
          [partiallyMissing, 'rectRot'],
        ];
        for (const [marked, pointStyle] of shapes) {
          if (marked.length === 0) continue;
          datasets.push({
            ...common,
            type: 'line',
            data: marked,
            stack: `line-${datasets.length}`,
            ...markerStyle(tariffColor, pointStyle),
            info: { ...info, kind: 'statusMarkers', showInLegend: false },
          });
        }
      }
    });

    if (group !== 'quantity') return;
    missingAxis ??= axisId;
    for (let i = 0; i < count; i++) {
      if (tariffs.every((t) => (t.data[i] ?? null) === null)) missingAt.add(i);
    }
  });

  if (missingAt.size > 0 && missingAxis) {
    marks.missing = true;
    const indexes = [...missingAt].sort((a, b) => a - b);
    datasets.push({
      type: 'line',
      label: intl.formatMessage({ id: 'reports.chart.missingMarker' }),
      data: indexes.map((x) => ({ x, y: 0, s: MISSING_STATUS, m: 0 as const })),
      yAxisID: missingAxis,
      xAxisID: 'x',
      normalized: true,
      stack: 'missing-markers',
      showLine: false,
      pointStyle: 'crossRot',
      pointRadius: 6,
      pointHoverRadius: 6,
      pointBorderWidth: 2,
      borderColor: MISSING_MARKER_COLOR,
      backgroundColor: MISSING_MARKER_COLOR,
      // drawn last, over bars and lines
      order: -1,
      info: {
        kind: 'missingMarkers',
        seriesIndex: -1,
        tariffIndex: -1,
        comparison: false,
        color: MISSING_MARKER_COLOR,
        showInLegend: true,
        drawnAsBars: false,
      },
    });
  }

  const barsPerStack = new Map<string, number>();
  for (const dataset of datasets) {
    if (dataset.type !== 'bar') continue;
    const key = `${dataset.yAxisID}|${dataset.stack}`;
    barsPerStack.set(key, (barsPerStack.get(key) ?? 0) + 1);
  }
  for (const [key, bars] of barsPerStack) {
    if (bars > 1) axes.get(key.slice(0, key.indexOf('|')))!.stacked = true;
  }

  const axisList = [...axes.values()];
  const gridAxis =
    axisList.find((a) => a.display && a.position === 'left') ?? axisList.find((a) => a.display);
  if (gridAxis) gridAxis.gridOnChart = true;

  return {
    count,
    datasets,
    axes: axisList,
    tickLevels: tickLevels(buckets.slice(0, count)),
    seriesIndexes,
    barsAsLines,
    marks,
    failed,
  };
}
