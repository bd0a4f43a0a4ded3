/**
 * The canvas part of the energy chart, loaded as its own chunk: chart.js with only the pieces it draws
 * with, and the keyboard path through the points; the zoom plugin comes on first use (zoomPlugin.ts). The toolbar around it talks to it
 * through the ChartController handle.
 */
import {
  BarController,
  BarElement,
  Chart as ChartJS,
  Decimation,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ActiveElement,
} from 'chart.js';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type CanvasHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Chart } from 'react-chartjs-2';
import type { ChartResponse } from '@portal/shared';
import type { Bucket, Resolution } from '@portal/shared/calendar';
import { useIntl } from 'react-intl';
import type { ChartModel, ChartPoint } from './chartModel';
import {
  buildChartOptions,
  fullRange,
  statusOutlinePlugin,
  type DrillSource,
  type KeyboardCursor,
} from './chartOptions';
import { describeBucket } from './chartText';
import type { ChartTheme } from './chartTheme';
import { withZoomPlugin } from './zoomPlugin';

ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  Tooltip,
  Legend,
  Decimation,
);

export interface ChartViewState {
  zoomed: boolean;
  atStart: boolean;
  atEnd: boolean;
}

export interface ChartController {
  zoom(factor: number): void;
  resetZoom(): void;
  /** -1 earlier, 1 later: half of the range in view */
  pan(direction: -1 | 1): void;
  /** the x range in view */
  range(): { min: number; max: number };
}

export interface ChartCanvasProps {
  model: ChartModel;
  response: ChartResponse;
  buckets: readonly Bucket[];
  resolution: Resolution;
  theme: ChartTheme;
  onDrillDown?: (bucketIndex: number, source: DrillSource) => void;
  /** take the focus when drawn: the chart replaced by a keyboard drill-down keeps the user's place */
  focusOnMount?: boolean;
  onFocusTaken?: () => void;
  canvasProps: CanvasHTMLAttributes<HTMLCanvasElement>;
  controllerRef: Ref<ChartController>;
  onViewChange: (view: ChartViewState) => void;
  /** what the keyboard cursor points at, for a live region */
  onAnnounce: (text: string) => void;
}

const EPSILON = 1e-6;

export function viewOf(chart: ChartJS, count: number): ChartViewState {
  const full = fullRange(count);
  const { min, max } = chart.scales.x ?? full;
  return {
    zoomed: min > full.min + EPSILON || max < full.max - EPSILON,
    atStart: min <= full.min + EPSILON,
    atEnd: max >= full.max - EPSILON,
  };
}

/** Index of the first point at or after bucket x (data sorted by x). */
function firstAtOrAfter(data: readonly ChartPoint[], x: number): number {
  let low = 0;
  let high = data.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (data[mid]!.x < x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The element to show the tooltip at for a bucket: a drawn point of that bucket with a value, else the
 * nearest drawn point with a value (decimation may have dropped the bucket's own point).
 */
export function elementForBucket(chart: ChartJS, bucket: number): ActiveElement | null {
  let nearest: { active: ActiveElement; distance: number } | null = null;
  chart.data.datasets.forEach((dataset, datasetIndex) => {
    if (!chart.isDatasetVisible(datasetIndex)) return;
    const data = dataset.data as unknown as ChartPoint[];
    const meta = chart.getDatasetMeta(datasetIndex);
    const at = firstAtOrAfter(data, bucket);
    for (const index of [at, at - 1]) {
      const point = data[index];
      const element = meta.data[index];
      if (!point || point.y === null || !element) continue;
      const distance = Math.abs(point.x - bucket);
      if (!nearest || distance < nearest.distance)
        nearest = { active: { datasetIndex, index, element }, distance };
    }
  });
  return (nearest as { active: ActiveElement } | null)?.active ?? null;
}

export default function ChartCanvas(props: ChartCanvasProps) {
  const { model, response, buckets, resolution, theme, onDrillDown, canvasProps } = props;
  const { focusOnMount, onFocusTaken } = props;
  const { controllerRef, onViewChange, onAnnounce } = props;
  const intl = useIntl();
  const chartRef = useRef<ChartJS<'bar'> | null>(null);
  const cursor = useRef<KeyboardCursor>({ bucket: null }).current;
  const count = model.count;

  useEffect(() => {
    const canvas = chartRef.current?.canvas;
    if (!focusOnMount || !canvas) return;
    canvas.focus();
    onFocusTaken?.();
    // only when drawn: a later change of the prop is no reason to move the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const report = useCallback((chart: ChartJS) => onViewChange(viewOf(chart, count)), [onViewChange, count]);
  /** zoom and pan by button or key: after the plugin has arrived (at once from the second time) */
  const zoomThen = useCallback(
    (use: (chart: ChartJS) => void) =>
      void withZoomPlugin(
        () => chartRef.current,
        (chart) => {
          use(chart);
          report(chart);
        },
      ),
    [report],
  );
  // the mouse or a finger on the chart, or focus: it may be about to drag, pinch or wheel-zoom
  const prepareZoom = useCallback(
    () =>
      void withZoomPlugin(
        () => chartRef.current,
        () => {},
      ),
    [],
  );

  const data = useMemo(() => ({ datasets: model.datasets }), [model]);
  const options = useMemo(
    () =>
      buildChartOptions({
        model,
        response,
        buckets,
        resolution,
        intl,
        theme,
        cursor,
        onDrillDown,
        onViewChange: report,
      }),
    [model, response, buckets, resolution, intl, theme, cursor, onDrillDown, report],
  );

  useImperativeHandle(
    controllerRef,
    () => ({
      zoom(factor) {
        zoomThen((chart) => chart.zoom({ x: factor }, 'none'));
      },
      resetZoom() {
        zoomThen((chart) => chart.resetZoom('none'));
      },
      pan(direction) {
        // the plugin pans by pixels; positive moves the data right, i.e. shows earlier buckets
        zoomThen((chart) => chart.pan({ x: -direction * (chart.chartArea.width / 2) }, undefined, 'none'));
      },
      range() {
        const scale = chartRef.current?.scales.x;
        return scale ? { min: scale.min, max: scale.max } : fullRange(count);
      },
    }),
    [zoomThen, count],
  );

  const showBucket = (chart: ChartJS, bucket: number) => {
    cursor.bucket = bucket;
    const scale = chart.scales.x!;
    if (bucket < scale.min || bucket > scale.max) {
      const half = (scale.max - scale.min) / 2;
      chart.zoomScale('x', { min: bucket - half, max: bucket + half }, 'none');
      report(chart);
    }
    const active = elementForBucket(chart, bucket);
    if (active) {
      const { x, y } = active.element.getProps(['x', 'y'], true) as { x: number; y: number };
      chart.setActiveElements([active]);
      chart.tooltip?.setActiveElements([active], { x, y });
    }
    chart.update('none');
    const text = describeBucket(intl, response, model.seriesIndexes, buckets, resolution, bucket);
    onAnnounce([text.title, ...text.lines].join('. '));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const chart = chartRef.current;
    if (!chart || count === 0) return;
    const scale = chart.scales.x!;
    const firstInView = Math.min(count - 1, Math.max(0, Math.ceil(scale.min)));
    const current = cursor.bucket ?? firstInView - 1;
    const page = Math.max(1, Math.round((scale.max - scale.min) / 10));
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: cursor.bucket === null ? firstInView : current - 1,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      showBucket(chart, Math.min(count - 1, Math.max(0, moves[event.key]!)));
    } else if (event.key === 'Enter' && onDrillDown && cursor.bucket !== null) {
      event.preventDefault();
      onDrillDown(cursor.bucket, 'keyboard');
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomThen((zoomed) => zoomed.zoom({ x: 1.5 }, 'none'));
    } else if (event.key === '-') {
      event.preventDefault();
      zoomThen((zoomed) => zoomed.zoom({ x: 1 / 1.5 }, 'none'));
    } else if (event.key === 'Escape') {
      cursor.bucket = null;
      chart.setActiveElements([]);
      chart.tooltip?.setActiveElements([], { x: 0, y: 0 });
      chart.update('none');
    }
  };

  return (
    <Chart
      ref={chartRef}
      type="bar"
      data={data as never}
      options={options as never}
      plugins={[statusOutlinePlugin]}
      {...canvasProps}
      onPointerEnter={prepareZoom}
      onTouchStart={prepareZoom}
      onFocus={prepareZoom}
      onKeyDown={onKeyDown}
    />
  );
}
