/**
 * The energy report's chart (customer-area section 2): toolbar with zoom, pan and export, the canvas with
 * its accessible name, and notes on estimates and missing values. The canvas and chart.js arrive as a
 * chunk of their own (ChartCanvas) so they stay out of the report's first load.
 */
import {
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
  Toolbar,
  ToolbarButton,
  ToolbarGroup,
  Tooltip,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
  ZoomFit20Regular,
  ZoomIn20Regular,
  ZoomOut20Regular,
} from '@fluentui/react-icons';
import { PortalContext, quantityLabel } from '@portal/shared';
import {
  lazy,
  Suspense,
  useContext,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import type { EnergyChartProps } from '../contracts';
import { buildChartData } from './chartModel';
import { chartTitle, exportFileName, resolutionText } from './chartText';
import { readTheme, useThemeColours } from './chartTheme';
import type { ChartController, ChartViewState, default as ChartCanvasComponent } from './ChartCanvas';
import type { ExportKind } from './exportChart';

let canvasModule: { default: typeof ChartCanvasComponent } | null = null;
const loadCanvas = (): Promise<{ default: typeof ChartCanvasComponent }> =>
  import('./ChartCanvas').then((loaded) => (canvasModule = loaded));
const LazyCanvas = lazy(loadCanvas);

/**
 * Starts loading chart.js before the chart is first shown, e.g. when the report's data is requested.
 * Once loaded, the canvas renders at once: going through lazy() even then would show the fallback and
 * let React hold the reveal back (its Suspense throttle, some 300 ms).
 */
export const preloadEnergyChart = (): void => void loadCanvas();

/** A new chart.js instance per response: the zoom plugin remembers the first range it zoomed from. */
const chartKeys = new WeakMap<object, number>();
let lastChartKey = 0;
const chartKeyOf = (model: object): number => {
  let key = chartKeys.get(model);
  if (key === undefined) chartKeys.set(model, (key = ++lastChartKey));
  return key;
};

const ZOOM_STEP = 1.5;
const CHART_HEIGHT = 360;
const WHOLE_VIEW: ChartViewState = { zoomed: false, atStart: true, atEnd: true };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { flexWrap: 'wrap', justifyContent: 'space-between', paddingInline: 0 },
  plot: { position: 'relative', height: `${CHART_HEIGHT}px`, width: '100%' },
  canvas: {
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '2px',
    },
  },
  loading: { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  notes: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
  },
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

const SWATCH = { width: 24, height: 14, 'aria-hidden': true, focusable: false } as const;

const MARKS = ['estimate', 'partly', 'partiallyMissing', 'missing', 'comparison'] as const;

/** Small pictures of the marks the legend note explains (decorative: the text says it all). */
const SWATCHES: Record<(typeof MARKS)[number], ReactNode> = {
  estimate: (
    <svg {...SWATCH}>
      <rect x="1" y="1" width="22" height="12" fill="#B8D3EC" stroke="#0F6CBD" strokeDasharray="4 2" />
      <path d="M1 9 L9 1 M7 13 L19 1 M17 13 L23 7" stroke="#0F6CBD" strokeWidth="2" />
    </svg>
  ),
  partly: (
    <svg {...SWATCH}>
      <rect x="4" y="6" width="16" height="8" fill="#0F6CBD" />
      <path d="M12 0.5 L16 5 L8 5 Z" fill="#FFFFFF" stroke="#0F6CBD" strokeWidth="1.2" />
    </svg>
  ),
  partiallyMissing: (
    <svg {...SWATCH}>
      <rect x="1" y="1" width="22" height="12" fill="#B8D3EC" stroke="#0F6CBD" strokeDasharray="4 2" />
      <path d="M1 9 L9 1 M7 13 L19 1 M1 1 L13 13 M11 1 L23 13" stroke="#0F6CBD" strokeWidth="1.5" />
    </svg>
  ),
  missing: (
    <svg {...SWATCH}>
      <path d="M7 2 L17 12 M17 2 L7 12" stroke="#616161" strokeWidth="2" />
    </svg>
  ),
  comparison: (
    <svg {...SWATCH}>
      <path d="M1 7 L23 7" stroke="#0F6CBD" strokeWidth="2" strokeDasharray="6 4" />
    </svg>
  ),
};

export function EnergyChart({
  response,
  resolution,
  buckets,
  placeLabel,
  onDrillDown,
  requestedResolution,
  focusOnMount,
  onFocusTaken,
}: EnergyChartProps) {
  const intl = useIntl();
  const portal = useContext(PortalContext);
  const styles = useStyles();
  const descriptionId = useId();
  const helpId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const controller = useRef<ChartController>(null);
  // read before the canvas mounts, so chart.js draws once and in the right colours; again on a theme change
  const theme = useThemeColours(rootRef, readTheme);
  const [view, setView] = useState<ChartViewState>(WHOLE_VIEW);
  const [announcement, setAnnouncement] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const ChartCanvas = canvasModule?.default ?? LazyCanvas;
  const model = useMemo(() => buildChartData(response, buckets, intl), [response, buckets, intl]);
  const title = chartTitle(intl, placeLabel, buckets, resolution);

  // a new response shows its whole interval
  useEffect(() => setView(WHOLE_VIEW), [model]);

  // the page may pass a new function on every render: the chart keeps one that calls the latest
  const drillRef = useRef(onDrillDown);
  useLayoutEffect(() => {
    drillRef.current = onDrillDown;
  });
  const canDrill = onDrillDown !== undefined;
  const drill = useMemo(
    () =>
      canDrill
        ? (index: number, source: 'keyboard' | 'pointer') => drillRef.current?.(index, source)
        : undefined,
    [canDrill],
  );

  const onViewChange = useCallback((next: ChartViewState) => {
    setView((known) =>
      known.zoomed === next.zoomed && known.atStart === next.atStart && known.atEnd === next.atEnd
        ? known
        : next,
    );
  }, []);

  const notes = MARKS.filter((m) => model.marks[m]);
  const instance = portal?.instance;
  const logoUrl = instance
    ? `/instances/${encodeURIComponent(instance.id)}/${encodeURIComponent(instance.theme.logo)}`
    : null;

  const exportAs = async (kind: ExportKind) => {
    setExporting(true);
    setExportFailed(false);
    try {
      const { exportChart } = await import('./exportChart');
      await exportChart(
        kind,
        {
          model,
          response,
          buckets,
          resolution,
          intl,
          range: controller.current?.range() ?? { min: -0.5, max: model.count - 0.5 },
          title,
          fileName: exportFileName(intl, instance?.id ?? '', placeLabel, buckets, kind),
          notes: notes.map((mark) => t(`reports.chart.legend.${mark}`)),
        },
        logoUrl,
      );
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const t = (id: string) => intl.formatMessage({ id });
  const button = (label: string, icon: ReactElement, onClick: () => void, disabled = false) => (
    <Tooltip content={label} relationship="label">
      <ToolbarButton icon={icon} onClick={onClick} disabledFocusable={disabled} />
    </Tooltip>
  );

  return (
    <div ref={rootRef} className={styles.root} data-tour="chart">
      <Toolbar aria-label={t('reports.chart.toolbar')} className={styles.toolbar}>
        <ToolbarGroup role="group" aria-label={t('reports.chart.zoomControls')} data-tour="zoomControls">
          {button(t('reports.chart.zoomIn'), <ZoomIn20Regular />, () => controller.current?.zoom(ZOOM_STEP))}
          {button(
            t('reports.chart.zoomOut'),
            <ZoomOut20Regular />,
            () => controller.current?.zoom(1 / ZOOM_STEP),
            !view.zoomed,
          )}
          {button(
            t('reports.chart.panLeft'),
            <ChevronLeft20Regular />,
            () => controller.current?.pan(-1),
            view.atStart,
          )}
          {button(
            t('reports.chart.panRight'),
            <ChevronRight20Regular />,
            () => controller.current?.pan(1),
            view.atEnd,
          )}
          {button(
            t('reports.chart.resetZoom'),
            <ZoomFit20Regular />,
            () => controller.current?.resetZoom(),
            !view.zoomed,
          )}
        </ToolbarGroup>
        <ToolbarGroup data-tour="chartExport">
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <ToolbarButton
                icon={exporting ? <Spinner size="extra-tiny" /> : <ArrowDownload20Regular />}
                disabledFocusable={exporting || model.count === 0}
              >
                {t('reports.chart.export')}
              </ToolbarButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem onClick={() => void exportAs('png')}>{t('reports.chart.exportPng')}</MenuItem>
                <MenuItem onClick={() => void exportAs('pdf')}>{t('reports.chart.exportPdf')}</MenuItem>
                <MenuItem onClick={() => void exportAs('svg')}>{t('reports.chart.exportSvg')}</MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        </ToolbarGroup>
      </Toolbar>
      {requestedResolution && requestedResolution !== resolution ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {intl.formatMessage(
              { id: 'reports.chart.coarserResolution' },
              { resolution: resolutionText(intl, resolution) },
            )}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {exportFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('reports.chart.exportFailed')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.plot}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label={t('reports.chart.loading')} />
            </div>
          }
        >
          {theme && (
            <ChartCanvas
              key={chartKeyOf(model)}
              model={model}
              response={response}
              buckets={buckets}
              resolution={resolution}
              theme={theme}
              onDrillDown={drill}
              focusOnMount={focusOnMount}
              onFocusTaken={onFocusTaken}
              controllerRef={controller}
              onViewChange={onViewChange}
              onAnnounce={setAnnouncement}
              canvasProps={{
                role: 'img',
                'aria-label': title,
                'aria-describedby': `${descriptionId} ${helpId}`,
                tabIndex: 0,
                className: styles.canvas,
              }}
            />
          )}
        </Suspense>
      </div>
      {notes.length > 0 && (
        <ul className={styles.notes}>
          {notes.map((mark) => (
            <li key={mark} className={styles.note}>
              {SWATCHES[mark]}
              <Text size={200}>{t(`reports.chart.legend.${mark}`)}</Text>
            </li>
          ))}
        </ul>
      )}
      {model.failed.map(({ quantity, errorCode }) => (
        <Text key={quantity} size={200}>
          {intl.formatMessage(
            { id: 'reports.chart.seriesError' },
            {
              name: quantityLabel(intl, quantity),
              reason:
                intl.messages[`reports.chart.error.${errorCode}`] === undefined
                  ? t('reports.chart.error.unknown')
                  : t(`reports.chart.error.${errorCode}`),
            },
          )}
        </Text>
      ))}
      <Text id={descriptionId} size={200}>
        {t('reports.chart.description')}
      </Text>
      <span id={helpId} className={styles.hidden}>
        {intl.formatMessage({ id: 'reports.chart.keyboardHelp' }, { drill: canDrill ? 'yes' : 'no' })}
      </span>
      <div role="status" aria-live="polite" className={styles.hidden}>
        {announcement}
      </div>
    </div>
  );
}
