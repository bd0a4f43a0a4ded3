import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { forwardRef, useEffect, useImperativeHandle, type Ref } from 'react';
import { PortalContext } from '@portal/shared';
import { sharedMessages } from '@portal/shared/i18n/sharedMessages';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportsMessages } from '../../i18n/messages';
import type { EnergyChartProps } from '../contracts';
import { bucketsOf, ESTIMATE, response, series, SPLINE_RIGHT, tariff } from './chartFixtures';
import type { ChartPoint } from './chartModel';
import { EnergyChart } from './EnergyChart';

const messagesEn = { ...sharedMessages['en-US'], ...reportsMessages['en-US'] };

// jsdom has no canvas: chart.js is replaced by a stand-in that records what it is handed
const state = vi.hoisted(() => ({
  props: null as null | Record<string, unknown>,
  chart: null as null | Record<string, unknown>,
  created: 0,
}));

vi.mock('react-chartjs-2', () => ({
  Chart: forwardRef(function ChartStandIn(props: Record<string, unknown>, ref: Ref<unknown>) {
    const { type: _type, data: _data, options: _options, plugins: _plugins, ...canvasProps } = props;
    state.props = props;
    useImperativeHandle(ref, () => state.chart);
    useEffect(() => void state.created++, []);
    return <canvas {...canvasProps} />;
  }),
}));

const exportChart = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./exportChart', () => ({ exportChart }));

const buckets = bucketsOf([2025, 2, 1], [2025, 2, 2], 'hour');
const statuses = buckets.map((_, i) => (i === 3 ? ESTIMATE : 0));
const chartResponse = response(
  [
    series('electricityP', [
      tariff(
        'generic',
        buckets.map((_, i) => i + 1),
        statuses,
      ),
    ]),
    series(
      'heatingDegreeDays',
      [
        tariff(
          'generic',
          buckets.map(() => null),
        ),
      ],
      {
        unit: 'degree-days',
        settings: SPLINE_RIGHT,
        errorCode: 'heating_degree_days_resolution',
      },
    ),
  ],
  buckets,
);

/** A chart.js instance as far as the toolbar and the keyboard use it. */
function makeChart() {
  const scales = { x: { min: -0.5, max: 23.5 } };
  const datasets = () => (state.props!.data as { datasets: { data: ChartPoint[] }[] }).datasets;
  return {
    scales,
    chartArea: { width: 800 },
    canvas: { style: {} },
    zoom: vi.fn(() => Object.assign(scales.x, { min: 5.5, max: 11.5 })),
    pan: vi.fn(),
    zoomScale: vi.fn(),
    resetZoom: vi.fn(() => Object.assign(scales.x, { min: -0.5, max: 23.5 })),
    get data() {
      return { datasets: datasets() };
    },
    isDatasetVisible: () => true,
    getDatasetMeta: (i: number) => ({
      data: datasets()[i]!.data.map((p) => ({ getProps: () => ({ x: p.x * 30, y: 40 }) })),
    }),
    setActiveElements: vi.fn(),
    tooltip: { setActiveElements: vi.fn() },
    update: vi.fn(),
  };
}

/** the part of the shell's context the chart reads: the instance's id and logo */
const portal = { instance: { id: 'demo1', theme: { logo: 'logo.svg' } } } as never;

function renderChart(props: Partial<EnergyChartProps> = {}) {
  return render(
    <PortalContext.Provider value={portal}>
      <IntlProvider locale="en-US" messages={messagesEn}>
        <FluentProvider theme={webLightTheme}>
          <EnergyChart
            response={chartResponse}
            resolution="hour"
            buckets={buckets}
            placeLabel="Kotikatu 1, Helsinki"
            {...props}
          />
        </FluentProvider>
      </IntlProvider>
    </PortalContext.Provider>,
  );
}

const TITLE = 'Energy report chart: Kotikatu 1, Helsinki, 2/1/2025, by hour';

describe('EnergyChart', () => {
  beforeEach(() => {
    state.chart = makeChart();
    state.props = null;
    exportChart.mockClear();
  });

  it('the canvas is an image named by place, interval and resolution, pointing at the data table', async () => {
    renderChart();
    // the first test loads the canvas chunk (chart.js): slow on a busy machine
    const canvas = await screen.findByRole('img', { name: TITLE }, { timeout: 10_000 });
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas.getAttribute('tabindex')).toBe('0');
    const described = canvas
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described[0]).toBe('The data table below the chart shows the same values as text.');
    expect(described[1]).toMatch(/arrow keys move between points/);
    expect(described[1]).not.toMatch(/Enter/);
  });

  it('marks the chart, its zoom controls and its export for the help tour', async () => {
    const { container } = renderChart();
    await screen.findByRole('img', { name: TITLE });
    expect(container.querySelector('[data-tour="chart"]')).toBeTruthy();
    const zoom = container.querySelector<HTMLElement>('[data-tour="zoomControls"]')!;
    expect(
      within(zoom)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Zoom in', 'Zoom out', 'Move to earlier', 'Move to later', 'Show the whole interval']);
    const exportArea = container.querySelector<HTMLElement>('[data-tour="chartExport"]')!;
    expect(within(exportArea).getByRole('button', { name: 'Export chart' })).toBeTruthy();
  });

  it('hands chart.js data it need not parse, without animation, and only the series it can draw', async () => {
    renderChart();
    await screen.findByRole('img', { name: TITLE });
    const options = state.props!.options as Record<string, unknown>;
    expect(options).toMatchObject({ parsing: false, animation: false, scales: { x: { type: 'linear' } } });
    const datasets = (state.props!.data as { datasets: { label: string }[] }).datasets;
    expect(datasets.map((d) => d.label)).toEqual(['Electricity consumption']);
    expect((state.props!.plugins as { id: string }[]).map((p) => p.id)).toEqual(['energyStatusOutline']);
  });

  it('names the series it cannot draw and explains the estimate pattern', async () => {
    renderChart();
    await screen.findByRole('img', { name: TITLE });
    expect(
      screen.getByText(
        'Heating degree days is not shown: heating degree days are given by day, month or year only.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Hatched bars with a dashed outline are mostly estimated/)).toBeTruthy();
  });

  it('zoom and pan have buttons: zoom in, then zoom out, move and reset become available', async () => {
    renderChart();
    await screen.findByRole('img', { name: TITLE });
    const chart = state.chart as ReturnType<typeof makeChart>;
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Move to earlier' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    // the first zoom waits for the zoom plugin's chunk
    await waitFor(() => expect(chart.zoom).toHaveBeenCalledWith({ x: 1.5 }, 'none'));
    await waitFor(() => expect(zoomOut.getAttribute('aria-disabled')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Move to later' }));
    // half the plot width; the plugin moves the data left to show later buckets
    await waitFor(() => expect(chart.pan).toHaveBeenCalledWith({ x: -400 }, undefined, 'none'));
    fireEvent.click(screen.getByRole('button', { name: 'Move to earlier' }));
    await waitFor(() => expect(chart.pan).toHaveBeenLastCalledWith({ x: 400 }, undefined, 'none'));

    fireEvent.click(screen.getByRole('button', { name: 'Show the whole interval' }));
    await waitFor(() => expect(chart.resetZoom).toHaveBeenCalled());
    await waitFor(() => expect(zoomOut.getAttribute('aria-disabled')).toBe('true'));
  });

  it('exports PNG, PDF and SVG from a menu, named <instance>-energy-report-<place>-<start>-<end>, with logo and notes', async () => {
    renderChart();
    await screen.findByRole('img', { name: TITLE });
    for (const [item, kind] of [
      ['PNG image', 'png'],
      ['PDF document', 'pdf'],
      ['SVG image', 'svg'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: 'Export chart' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
      await waitFor(() =>
        expect(exportChart).toHaveBeenLastCalledWith(
          kind,
          expect.objectContaining({
            fileName: `demo1-energy-report-Kotikatu-1-Helsinki-2025-02-01-2025-02-01.${kind}`,
            title: TITLE,
            range: { min: -0.5, max: 23.5 },
            notes: [
              'Hatched bars with a dashed outline are mostly estimated; triangles on a line are estimates.',
            ],
          }),
          '/instances/demo1/logo.svg',
        ),
      );
    }
  });

  it('a failed export says so', async () => {
    exportChart.mockRejectedValueOnce(new Error('no canvas'));
    renderChart();
    await screen.findByRole('img', { name: TITLE });
    fireEvent.click(screen.getByRole('button', { name: 'Export chart' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PNG image' }));
    expect(await screen.findByText('The chart could not be exported. Please try again.')).toBeTruthy();
  });

  it('arrow keys move a point with the tooltip and tell it to screen readers; Enter drills down', async () => {
    const onDrillDown = vi.fn();
    renderChart({ onDrillDown });
    const canvas = await screen.findByRole('img', { name: TITLE });
    const chart = state.chart as ReturnType<typeof makeChart>;
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    expect(chart.tooltip.setActiveElements).toHaveBeenLastCalledWith(
      [expect.objectContaining({ datasetIndex: 0, index: 3 })],
      { x: 90, y: 40 },
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Sat, 2/1/2025 03:00–04:00. Electricity consumption: 4 kWh (estimate)',
      ),
    );
    fireEvent.keyDown(canvas, { key: 'Enter' });
    expect(onDrillDown).toHaveBeenCalledWith(3, 'keyboard');
    fireEvent.keyDown(canvas, { key: 'End' });
    fireEvent.keyDown(canvas, { key: 'Enter' });
    expect(onDrillDown).toHaveBeenLastCalledWith(23, 'keyboard');
  });

  it('without drill-down the cursor stays an arrow over points; with it, a pointer', async () => {
    const { unmount } = renderChart();
    await screen.findByRole('img', { name: TITLE });
    const hover = () => {
      const options = state.props!.options as { onHover: (...args: unknown[]) => void };
      const chart = state.chart as { canvas: { style: { cursor?: string } } };
      options.onHover({ type: 'mousemove' }, [{ datasetIndex: 0, index: 1 }], chart);
      return chart.canvas.style.cursor;
    };
    expect(hover()).toBe('default');
    unmount();
    renderChart({ onDrillDown: vi.fn() });
    await screen.findByRole('img', { name: TITLE });
    expect(hover()).toBe('pointer');
  });

  it('a new response gets a chart of its own (zoom never returns to the previous interval)', async () => {
    const { rerender } = renderChart();
    await screen.findByRole('img', { name: TITLE });
    const created = state.created;
    const props = { resolution: 'hour' as const, buckets, placeLabel: 'Kotikatu 1, Helsinki' };
    const wrap = (r: typeof chartResponse) => (
      <PortalContext.Provider value={portal}>
        <IntlProvider locale="en-US" messages={messagesEn}>
          <FluentProvider theme={webLightTheme}>
            <EnergyChart response={r} {...props} />
          </FluentProvider>
        </IntlProvider>
      </PortalContext.Provider>
    );
    rerender(wrap(chartResponse));
    expect(state.created).toBe(created);
    rerender(wrap({ ...chartResponse }));
    expect(state.created).toBe(created + 1);
  });

  it('a theme change redraws the chart in the new theme colours, without a remount', async () => {
    const props = { resolution: 'hour' as const, buckets, placeLabel: 'Kotikatu 1, Helsinki' };
    const wrap = (dark: boolean) => (
      <PortalContext.Provider
        value={{ ...(portal as object), colorScheme: dark ? 'dark' : 'light' } as never}
      >
        <IntlProvider locale="en-US" messages={messagesEn}>
          <FluentProvider theme={dark ? webDarkTheme : webLightTheme}>
            <EnergyChart response={chartResponse} {...props} />
          </FluentProvider>
        </IntlProvider>
      </PortalContext.Provider>
    );
    // the x axis's text and its line: the theme's neutral foreground and stroke
    const ticks = () => {
      type Scale = { ticks: { color: string }; border: { color: string } };
      const { x } = (state.props!.options as { scales: Record<string, Scale> }).scales;
      return [x!.ticks.color, x!.border.color];
    };
    const { rerender } = render(wrap(false));
    await screen.findByRole('img', { name: TITLE });
    // once chart.js has loaded the chart leaves its lazy() form (a new canvas, once): count from there
    rerender(wrap(false));
    const created = state.created;
    expect(ticks()).toEqual([webLightTheme.colorNeutralForeground2, webLightTheme.colorNeutralStroke2]);
    rerender(wrap(true));
    await waitFor(() =>
      expect(ticks()).toEqual([webDarkTheme.colorNeutralForeground2, webDarkTheme.colorNeutralStroke2]),
    );
    expect(webDarkTheme.colorNeutralForeground2).not.toBe(webLightTheme.colorNeutralForeground2);
    expect(state.created).toBe(created);
    rerender(wrap(false));
    await waitFor(() =>
      expect(ticks()).toEqual([webLightTheme.colorNeutralForeground2, webLightTheme.colorNeutralStroke2]),
    );
  });

  it('clicking a point calls onDrillDown with its bucket', async () => {
    const onDrillDown = vi.fn();
    renderChart({ onDrillDown });
    await screen.findByRole('img', { name: TITLE });
    const options = state.props!.options as { onClick: (...args: unknown[]) => void };
    options.onClick({}, [{ datasetIndex: 0, index: 5 }], state.chart);
    expect(onDrillDown).toHaveBeenCalledWith(5, 'pointer');
  });

  it('on touch the first tap shows the value and says to tap again; a second tap on it drills', async () => {
    const onDrillDown = vi.fn();
    renderChart({ onDrillDown });
    await screen.findByRole('img', { name: TITLE });
    const options = state.props!.options as {
      onClick: (...args: unknown[]) => void;
      onHover: (...args: unknown[]) => void;
      plugins: { tooltip: { callbacks: { footer: () => string } } };
    };
    const touch = { type: 'touchstart', timeStamp: 1000 };
    const tap = { type: 'click', pointerType: 'touch', timeStamp: 1100 };
    const at = (index: number) => [{ datasetIndex: 0, index }];
    expect(options.plugins.tooltip.callbacks.footer()).toBe('');
    options.onHover({ type: 'mousedown', native: touch }, at(5), state.chart);
    options.onClick({ type: 'click', native: tap }, at(5), state.chart);
    expect(onDrillDown).not.toHaveBeenCalled();
    expect(options.plugins.tooltip.callbacks.footer()).toBe(
      'Tap the same bar again to see it in more detail.',
    );
    // a tap on another bucket shows that one instead
    options.onClick({ type: 'click', native: { ...tap, timeStamp: 1500 } }, at(6), state.chart);
    expect(onDrillDown).not.toHaveBeenCalled();
    options.onClick({ type: 'click', native: { ...tap, timeStamp: 2500 } }, at(6), state.chart);
    expect(onDrillDown).toHaveBeenCalledWith(6, 'pointer');
    // a mouse click drills at once
    options.onHover(
      { type: 'mousemove', native: { type: 'mousemove', timeStamp: 9000 } },
      at(2),
      state.chart,
    );
    options.onClick({ type: 'click', native: { type: 'click', timeStamp: 9100 } }, at(2), state.chart);
    expect(onDrillDown).toHaveBeenLastCalledWith(2, 'pointer');
    expect(options.plugins.tooltip.callbacks.footer()).toBe('');
  });

  it('takes the focus once drawn when asked (after a keyboard drill-down) and says so', async () => {
    const focus = vi.fn();
    (state.chart as { canvas: object }).canvas = { style: {}, focus };
    const onFocusTaken = vi.fn();
    renderChart({ focusOnMount: true, onFocusTaken });
    await screen.findByRole('img', { name: TITLE });
    await waitFor(() => expect(focus).toHaveBeenCalledTimes(1));
    expect(onFocusTaken).toHaveBeenCalledTimes(1);
  });

  it('does not take the focus unless asked', async () => {
    const focus = vi.fn();
    (state.chart as { canvas: object }).canvas = { style: {}, focus };
    renderChart();
    await screen.findByRole('img', { name: TITLE });
    expect(focus).not.toHaveBeenCalled();
  });

  it('an answer by hour to a question by 15 minutes says the day has hourly readings only', async () => {
    const { unmount } = renderChart({ requestedResolution: 'minutes_15' });
    await screen.findByRole('img', { name: TITLE });
    expect(screen.getByText('This day has hourly readings only: the values are shown by hour.')).toBeTruthy();
    unmount();
    renderChart({ requestedResolution: 'hour' });
    await screen.findByRole('img', { name: TITLE });
    expect(screen.queryByText(/hourly readings only/)).toBeNull();
  });
});
