import { Chart as ChartJS } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';

// counts evaluations of the plugin module: a static import anywhere in the chart would evaluate it at once
const plugin = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('chartjs-plugin-zoom', () => {
  plugin.evaluated++;
  return { default: { id: 'zoom' } };
});

describe('the zoom plugin', () => {
  it('is not part of the chart: it loads and registers on first use, once', async () => {
    const { withZoomPlugin } = await import('./zoomPlugin');
    await import('./ChartCanvas');
    expect(plugin.evaluated).toBe(0);
    expect(ChartJS.registry.plugins.get('zoom')).toBeUndefined();

    // a chart drawn before the plugin arrived is updated, so that chart.js starts the plugin on it
    const drawnBefore = { update: vi.fn() } as unknown as ChartJS;
    const use = vi.fn();
    await withZoomPlugin(() => drawnBefore, use);
    expect(plugin.evaluated).toBe(1);
    expect(ChartJS.registry.plugins.get('zoom')).toEqual({ id: 'zoom' });
    expect(drawnBefore.update).toHaveBeenCalledWith('none');
    expect(use).toHaveBeenCalledWith(drawnBefore);

    // a chart that has it already is used as it is
    const started = { update: vi.fn(), zoom: vi.fn() } as unknown as ChartJS;
    await withZoomPlugin(() => started, use);
    expect(started.update).not.toHaveBeenCalled();
    expect(plugin.evaluated).toBe(1);
  });

  it('does nothing when the chart is gone by the time the plugin arrives', async () => {
    const { withZoomPlugin } = await import('./zoomPlugin');
    const use = vi.fn();
    await withZoomPlugin(() => null, use);
    expect(use).not.toHaveBeenCalled();
  });
});
