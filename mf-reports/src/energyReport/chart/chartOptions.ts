/**
 * chart.js options for the energy chart, as a pure function of the model: a linear x axis over bucket
 * indexes (so LTTB decimation works and 35,040 points need no category labels), one y axis per unit,
 * the tooltip texts of chartText, drag/wheel zoom on x, and drill-down on click.
 */
import type { ChartResponse } from '@portal/shared';
import type { Bucket, Resolution } from '@portal/shared/calendar';
import {
  Chart,
  type ActiveElement,
  type ChartEvent,
  type ChartOptions,
  type Plugin,
  type TooltipItem,
} from 'chart.js';
import type {} from 'chartjs-plugin-zoom';
import type { IntlShape } from 'react-intl';
import { pickTicks } from './axisTicks';
import type { ChartModel, ChartPoint, EnergyDataset } from './chartModel';
import { describeBucket, formatBucketTick, pointStatus, type TooltipText } from './chartText';
import type { ChartTheme } from './chartTheme';

/** A bucket the keyboard has chosen: the tooltip describes it even where decimation dropped its point. */
export interface KeyboardCursor {
  bucket: number | null;
  /** the last real mouse move: chart.js replays it on every update, which must not end keyboard use */
  lastMouseMove?: Event | null;
  /** the tooltip was opened by a finger: a tap shows the value, a second tap on the same bucket drills */
  touch?: boolean;
  /** when the last touch began (event time stamp): the browser's compatibility mouse events follow it */
  lastTouchAt?: number;
  /** the bucket a first tap has shown */
  armed?: number | null;
}

export type DrillSource = 'keyboard' | 'pointer';

/** How long after a touch the browser's emulated mouse events and click belong to that touch. */
const TOUCH_ECHO_MS = 1000;

const isTouchEvent = (native: Event | null | undefined): boolean =>
  !!native && (native.type.startsWith('touch') || (native as PointerEvent).pointerType === 'touch');

/** A click that came from a finger: a touch pointer, or any click just after a touch began. */
export function isTouchClick(native: Event | null | undefined, cursor: KeyboardCursor): boolean {
  if (!native) return false;
  if (isTouchEvent(native)) return true;
  return cursor.lastTouchAt !== undefined && native.timeStamp - cursor.lastTouchAt < TOUCH_ECHO_MS;
}

export interface OptionsInput {
  model: ChartModel;
  response: ChartResponse;
  buckets: readonly Bucket[];
  resolution: Resolution;
  intl: IntlShape;
  theme: ChartTheme;
  cursor: KeyboardCursor;
  onDrillDown?: (bucketIndex: number, source: DrillSource) => void;
  /** after a zoom or pan by mouse, touch or button */
  onViewChange?: (chart: Chart) => void;
}

/** Rough width of one x label, so the tick levels leave room between labels. */
const LABEL_WIDTH: Record<Resolution, number> = {
  year: 56,
  month: 76,
  day: 96,
  hour: 150,
  minutes_15: 150,
};

const noop = () => undefined;

/** The x-axis range that shows every bucket whole (bars are centred on their index). */
export const fullRange = (count: number) => ({ min: -0.5, max: Math.max(count, 1) - 0.5 });

const pointOf = (item: TooltipItem<'bar' | 'line'>) => item.raw as ChartPoint;

/** The bucket under a chart.js active element; undefined when there is none. */
export function bucketOfElement(chart: Chart, active: ActiveElement | undefined): number | undefined {
  if (!active) return undefined;
  const point = chart.data.datasets[active.datasetIndex]?.data[active.index] as ChartPoint | undefined;
  return point?.x;
}

export function buildChartOptions(input: OptionsInput): ChartOptions<'bar' | 'line'> {
  const { model, response, buckets, resolution, intl, theme, cursor, onDrillDown, onViewChange } = input;
  const font = { family: theme.font, size: 12 };
  const range = fullRange(model.count);

  let described: { index: number; text: TooltipText } | null = null;
  const describe = (index: number): TooltipText => {
    if (described?.index !== index)
      described = {
        index,
        text: describeBucket(intl, response, model.seriesIndexes, buckets, resolution, index),
      };
    return described.text;
  };
  const tooltipBucket = (items: TooltipItem<'bar' | 'line'>[]) =>
    cursor.bucket ?? (items[0] ? pointOf(items[0]).x : -1);

  const yScales = Object.fromEntries(
    model.axes.map((axis) => [
      axis.id,
      {
        type: 'linear' as const,
        position: axis.position,
        display: axis.display,
        stacked: axis.stacked,
        beginAtZero: axis.beginAtZero,
        title: { display: true, text: axis.title, color: theme.text, font },
        grid: { drawOnChartArea: axis.gridOnChart, color: theme.grid },
        border: { color: theme.grid },
        ticks: {
          color: theme.text,
          font,
          // tick values are round already: only the unit's factor and the locale's digits
          callback: (value: number | string) =>
            intl.formatNumber(Number(value) / axis.factor, { maximumFractionDigits: 3 }),
        },
      },
    ]),
  );

  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    parsing: false,
    normalized: true,
    locale: intl.locale,
    interaction: { mode: 'nearest', axis: 'x', intersect: false },
    datasets: { bar: { categoryPercentage: 0.8, barPercentage: 0.9 } },
    scales: {
      x: {
        type: 'linear',
        // 'ticks' (the default) would widen the range to round tick values around the buckets
        bounds: 'data',
        // bar charts offset their index axis by half a tick step; the -0.5 margins do it here instead
        offset: false,
        min: range.min,
        max: range.max,
        grid: { display: false, offset: false },
        border: { color: theme.grid },
        ticks: {
          autoSkip: false,
          maxRotation: 0,
          color: theme.text,
          font,
          callback: (value) => {
            const index = Number(value);
            const bucket = Number.isInteger(index) ? buckets[index] : undefined;
            return bucket ? formatBucketTick(intl, bucket, resolution) : '';
          },
        },
        afterBuildTicks: (scale) => {
          const maxTicks = scale.width / LABEL_WIDTH[resolution];
          scale.ticks = pickTicks(model.tickLevels, scale.min, scale.max, maxTicks).map((value) => ({
            value,
          }));
        },
      },
      ...yScales,
    },
    plugins: {
      legend: {
        position: 'bottom',
        onClick: noop,
        labels: {
          color: theme.text,
          font,
          // shapes as drawn: a line, a bar (with its pattern), the cross of a missing value
          usePointStyle: true,
          generateLabels: (chart) =>
            Chart.defaults.plugins.legend.labels.generateLabels(chart).map((item) => {
              const dataset = chart.data.datasets[item.datasetIndex!] as unknown as EnergyDataset | undefined;
              if (!dataset || dataset.info.kind === 'missingMarkers') return item;
              return { ...item, pointStyle: dataset.info.drawnAsBars ? 'rect' : 'line' };
            }),
          filter: (item, data) => (data.datasets[item.datasetIndex!] as EnergyDataset).info.showInLegend,
          sort: (a, b) => a.datasetIndex! - b.datasetIndex!,
        },
      },
      decimation: { enabled: true, algorithm: 'lttb' },
      tooltip: {
        displayColors: false,
        titleFont: { ...font, weight: 'bold' },
        bodyFont: font,
        // every line comes from the bucket (all shown series), so one item is enough
        filter: (_item, index) => index === 0,
        callbacks: {
          title: (items) => describe(tooltipBucket(items)).title,
          beforeBody: (items) => describe(tooltipBucket(items)).lines,
          label: () => '',
          // on touch the first tap shows the value: say how to go finer
          footer: () =>
            onDrillDown && cursor.touch ? intl.formatMessage({ id: 'reports.chart.tapAgain' }) : '',
        },
      },
      zoom: {
        limits: { x: { min: range.min, max: range.max, minRange: Math.min(Math.max(model.count, 1), 6) } },
        zoom: {
          mode: 'x',
          wheel: { enabled: true, modifierKey: 'ctrl' },
          drag: { enabled: true, threshold: 8, backgroundColor: 'rgba(15, 108, 189, 0.15)' },
          pinch: { enabled: true },
          onZoomComplete: ({ chart }) => onViewChange?.(chart),
        },
        pan: {
          enabled: true,
          mode: 'x',
          modifierKey: 'shift',
          onPanComplete: ({ chart }) => onViewChange?.(chart),
        },
      },
    },
    onClick: (event: ChartEvent, elements: ActiveElement[], chart: Chart) => {
      const bucket = bucketOfElement(chart, elements[0]);
      if (!onDrillDown || bucket === undefined || bucket < 0 || bucket >= model.count) return;
      if (isTouchClick(event.native, cursor) && cursor.armed !== bucket) {
        // a finger has no hover: the first tap on a bucket only shows its value
        cursor.armed = bucket;
        return;
      }
      cursor.armed = null;
      onDrillDown(bucket, 'pointer');
    },
    onHover: (event: ChartEvent, elements: ActiveElement[], chart: Chart) => {
      const native = event.native;
      if (isTouchEvent(native)) {
        cursor.touch = true;
        cursor.lastTouchAt = native!.timeStamp;
      } else if (event.type === 'mousemove' && native !== cursor.lastMouseMove) {
        // the mouse takes over from the keyboard cursor and from a finger (not the mouse events a tap emulates)
        cursor.lastMouseMove = native;
        if (!isTouchClick(native, cursor)) {
          cursor.bucket = null;
          cursor.touch = false;
          cursor.armed = null;
        }
      }
      chart.canvas.style.cursor = onDrillDown && elements.length > 0 ? 'pointer' : 'default';
    },
  };
}

/** A small shape centred at (x, y): a triangle for an estimate, a diamond for missing hours. */
function drawMarker(
  ctx: CanvasRenderingContext2D,
  status: 'estimate' | 'partiallyMissing',
  x: number,
  y: number,
) {
  const r = 4.5;
  ctx.beginPath();
  if (status === 'estimate') {
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r, y + r * 0.8);
    ctx.lineTo(x - r, y + r * 0.8);
  } else {
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r, y);
    ctx.lineTo(x, y + r);
    ctx.lineTo(x - r, y);
  }
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

/**
 * Dashed outlines around bars mostly estimated or missing or of the comparison year (chart.js bars have
 * no dashed border, and the outline keeps the mark visible where the pattern is too small), and a small
 * triangle or diamond above a bar only some of whose hours are estimated or missing.
 */
export const statusOutlinePlugin: Plugin<'bar'> = {
  id: 'energyStatusOutline',
  afterDatasetsDraw(chart) {
    const { ctx, chartArea } = chart;
    ctx.save();
    ctx.beginPath();
    ctx.rect(
      chartArea.left,
      chartArea.top - 12,
      chartArea.right - chartArea.left,
      chartArea.bottom - chartArea.top + 12,
    );
    ctx.clip();
    ctx.lineWidth = 1.5;
    chart.data.datasets.forEach((raw, datasetIndex) => {
      const dataset = raw as unknown as EnergyDataset;
      if (!dataset.info?.drawnAsBars || !chart.isDatasetVisible(datasetIndex)) return;
      const meta = chart.getDatasetMeta(datasetIndex);
      ctx.strokeStyle = dataset.info.color;
      meta.data.forEach((element, index) => {
        const point = dataset.data[index] as ChartPoint | undefined;
        if (!point || point.y === null) return;
        const status = pointStatus(point.s, point.y);
        const marked = point.m === 2 || dataset.info.comparison;
        if (point.m !== 1 && !marked) return;
        const { x, y, base, width } = element.getProps(['x', 'y', 'base', 'width'], true) as unknown as {
          x: number;
          y: number;
          base: number;
          width: number;
        };
        if (marked) {
          ctx.setLineDash(point.m === 2 ? [4, 2] : [2, 2]);
          ctx.strokeRect(x - width / 2, Math.min(y, base), width, Math.abs(base - y));
        }
        if (point.m === 1 && (status === 'estimate' || status === 'partiallyMissing')) {
          ctx.setLineDash([]);
          ctx.fillStyle = '#FFFFFF';
          drawMarker(ctx, status, x, Math.min(y, base) - 6);
        }
      });
    });
    ctx.setLineDash([]);
    ctx.restore();
  },
};
