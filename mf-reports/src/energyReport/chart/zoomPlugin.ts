/**
 * chartjs-plugin-zoom (with hammerjs, about 12 KB gzip) arrives when the user first reaches for
 * zooming or panning, not with the report: pointer or focus on the canvas, or a toolbar button.
 */
import { Chart as ChartJS } from 'chart.js';

let loading: Promise<void> | null = null;

/** Loads and registers the plugin once; a failed load is tried again on the next call. */
export function loadZoomPlugin(): Promise<void> {
  loading ??= import('chartjs-plugin-zoom').then(
    ({ default: zoomPlugin }) => void ChartJS.register(zoomPlugin),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `act` with the plugin started on `chart`: a chart drawn before the plugin was registered picks it
 * up on its next update (chart.js re-reads its plugins then), which adds chart.zoom, chart.pan, ...
 */
export async function withZoomPlugin(chart: () => ChartJS | null, act: (chart: ChartJS) => void) {
  await loadZoomPlugin();
  const current = chart();
  if (!current) return;
  if (typeof current.zoom !== 'function') current.update('none');
  act(current);
}
