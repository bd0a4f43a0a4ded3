import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ErrorCircle16Regular, Location16Regular } from '@fluentui/react-icons';
import {
  apiRequest,
  ErrorAlert,
  PageFrame,
  PressedButton,
  usePortal,
  type ModulePageProps,
} from '@portal/shared';
import type { LocationSearch, MapMarker, MarkerList } from '@portal/shared/api/locationManagement';
import { INSTALL_DATE_DEFAULT_YEARS_BACK } from '@portal/shared/api/locationManagement';
import { helsinkiDay } from '@portal/shared/calendar';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useControlLabels } from '../common/useControlLabels';
import type { MapTiles } from '../common/layers';
import { LocationMapView } from './LocationMapView';
import {
  availableBelow,
  DEFAULT_CENTER,
  DEFAULT_LAYERS,
  DEFAULT_ZOOM,
  layersAt,
  MOBILE_BREAKPOINT,
  type LayerFlags,
  type MapTool,
  type OverlayLayer,
  type VisibilityFilter,
} from './mapConstants';

/** What the location management page gives the map (ModulePageProps.input); each part is optional. */
export interface LocationMapInput {
  search?: LocationSearch;
  selected?: readonly string[];
  onSelectionChange?: (selected: string[]) => void;
  onOpenLocation?: (locationNumber: string) => void;
}

const LIST_PAGE = 50;

function inputOf(input: ModulePageProps['input']): LocationMapInput {
  if (!input) return {};
  return {
    search:
      typeof input.search === 'object' && input.search !== null
        ? (input.search as LocationSearch)
        : undefined,
    selected: Array.isArray(input.selected) ? (input.selected as string[]) : undefined,
    onSelectionChange:
      typeof input.onSelectionChange === 'function'
        ? (input.onSelectionChange as LocationMapInput['onSelectionChange'])
        : undefined,
    onOpenLocation:
      typeof input.onOpenLocation === 'function'
        ? (input.onOpenLocation as LocationMapInput['onOpenLocation'])
        : undefined,
  };
}

function defaultSearch(): LocationSearch {
  const today = helsinkiDay();
  const start = `${Number(today.slice(0, 4)) - INSTALL_DATE_DEFAULT_YEARS_BACK}${today.slice(4)}`;
  return {
    meterInstallDateStart: start.endsWith('02-29') ? start.replace('02-29', '02-28') : start,
    meterInstallDateEnd: today,
    onlyActive: true,
  };
}

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(240px, 1fr)',
    gap: tokens.spacingHorizontalL,
    [`@media (max-width: ${MOBILE_BREAKPOINT}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  counters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // a fieldset is at least as wide as its content unless told otherwise: the layers wrap on a phone
  layers: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    maxWidth: '100%',
    margin: 0,
  },
  error: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  popupTitle: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase300 },
  popupText: { margin: 0 },
  popupActions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
  },
});

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; list: MarkerList };

/**
 * The places on a map (issue 16 §4; spec admin-and-calls sections 2 "Map", 4 and 9): layer control, free
 * move and area select, fullscreen, the counter bar, a popup per place and the same choices from a list
 * beside the map (the keyboard's way to everything the area tool does).
 */
export function LocationMapPage({ subject, input }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { instance } = usePortal();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `map.locationMap.${id}` }, values);
  const given = useMemo(() => inputOf(input), [input]);
  const [search] = useState(() => given.search ?? defaultSearch());
  const searchKey = JSON.stringify(given.search ?? search);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selectedList = given.selected ?? ownSelection;
  const selected = useMemo(() => new Set(selectedList), [selectedList]);
  const [filter, setFilter] = useState<VisibilityFilter>('all');
  const [tool, setTool] = useState<MapTool>('mapClick');
  const [layers, setLayers] = useState<LayerFlags>(DEFAULT_LAYERS);
  const [resolution, setResolution] = useState(Infinity);
  const [focus, setFocus] = useState<string | null>(null);
  const [listFilter, setListFilter] = useState('');
  const [listPage, setListPage] = useState(0);
  const filterId = useId();
  const controlLabels = useControlLabels();

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    apiRequest<MarkerList>({
      method: 'POST',
      path: '/connector/v1/admin/location-management/markers',
      subject,
      body: JSON.parse(searchKey) as LocationSearch,
      signal: controller.signal,
      statusErrors: { 401: 'accessDeniedError' },
    }).then(
      (list) => setLoad({ state: 'ready', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', error });
      },
    );
    return () => controller.abort();
  }, [subject, searchKey]);

  const setSelection = useCallback(
    (next: string[]) => (given.onSelectionChange ? given.onSelectionChange(next) : setOwnSelection(next)),
    [given],
  );
  const toggle = (locationNumber: string) =>
    setSelection(
      selected.has(locationNumber)
        ? selectedList.filter((n) => n !== locationNumber)
        : [...selectedList, locationNumber],
    );

  const onResolution = useCallback((next: number) => {
    setResolution(next);
    setLayers((current) => layersAt(current, next));
  }, []);
  const onAreaSelect = useCallback(
    (inside: string[]) => {
      const next = new Set(selectedList);
      for (const n of inside) next.add(n);
      setSelection([...next]);
      setTool('mapClick');
    },
    [selectedList, setSelection],
  );

  const markers: readonly MapMarker[] = useMemo(
    () => (load.state === 'ready' ? load.list.markers : []),
    [load],
  );
  const byNumber = useMemo(() => new Map(markers.map((m) => [m.locationNumber, m])), [markers]);
  const withoutCoordinates = markers.filter((m) => m.lat === null || m.long === null).length;
  const focused = focus ? byNumber.get(focus) : undefined;
  const mapConfig = instance.map;
  const tiles: MapTiles = { ...(mapConfig?.tiles ?? {}) };
  const listed = markers.filter((m) => {
    const text = listFilter.trim().toLowerCase();
    return (
      !text || `${m.address} ${m.locationNumber} ${m.customer} ${m.gsrn ?? ''}`.toLowerCase().includes(text)
    );
  });
  const pageCount = Math.max(1, Math.ceil(listed.length / LIST_PAGE));
  const page = Math.min(listPage, pageCount - 1);

  const layerBox = (layer: keyof LayerFlags) => {
    const overlay = layer !== 'background';
    const configured = !overlay || Boolean(tiles[layer]);
    const available = !overlay || resolution < availableBelow(layer as OverlayLayer);
    // a layer that cannot be turned on says why: the utility has no such tiles, or they show closer in
    const why = !configured ? t('layer.notConfigured') : !available ? t('layer.zoomIn') : undefined;
    return (
      <Field key={layer} hint={why}>
        <Checkbox
          label={t(`layer.${layer}`)}
          checked={layers[layer]}
          disabled={why !== undefined}
          onChange={(_, data) => setLayers({ ...layers, [layer]: data.checked === true })}
        />
      </Field>
    );
  };

  const body = (
    <>
      {load.state === 'loading' ? <Spinner label={t('loading')} /> : null}
      {load.state === 'error' ? <ErrorAlert error={load.error} title={t('loadFailed')} /> : null}
      <div className={styles.counters} role="status" aria-live="polite">
        <span>{t('counter.selected', { count: selected.size })}</span>
        <span>{t('counter.errors', { count: withoutCoordinates })}</span>
        <span>{t('counter.all', { count: load.state === 'ready' ? load.list.total : 0 })}</span>
        {load.state === 'ready' && load.list.total > markers.length ? (
          <span>{t('counter.truncated', { count: markers.length })}</span>
        ) : null}
      </div>
      <div className={styles.toolbar}>
        <Field label={t('tools')}>
          <div className={styles.row}>
            {(['mapClick', 'areaSelect'] as const).map((choice) => (
              <PressedButton key={choice} pressed={tool === choice} onClick={() => setTool(choice)}>
                {t(`tool.${choice}`)}
              </PressedButton>
            ))}
          </div>
        </Field>
        <Field label={t('show')}>
          <RadioGroup
            layout="horizontal"
            value={filter}
            onChange={(_, data) => setFilter(data.value as VisibilityFilter)}
          >
            <Radio value="all" label={t('filter.all')} />
            <Radio value="selected" label={t('filter.selected')} />
            <Radio value="hideAll" label={t('filter.hideAll')} />
          </RadioGroup>
        </Field>
        <fieldset className={styles.layers}>
          <legend>{t('layers')}</legend>
          {layerBox('background')}
          {layerBox('aerial')}
          {layerBox('propertyDivision')}
          {layerBox('propertyIdentifiers')}
        </fieldset>
      </div>
      {tool === 'areaSelect' ? <p role="status">{t('tool.areaSelectHelp')}</p> : null}
      <div className={styles.layout}>
        <LocationMapView
          markers={markers}
          selected={selected}
          filter={filter}
          tool={tool}
          layers={layers}
          center={mapConfig?.center ?? DEFAULT_CENTER}
          zoom={DEFAULT_ZOOM}
          tiles={tiles}
          label={t('mapLabel')}
          controlLabels={controlLabels}
          focus={focused ? focus : null}
          onMarkerClick={setFocus}
          onAreaSelect={onAreaSelect}
          onResolution={onResolution}
          popup={
            focused ? (
              <div aria-label={t('popup.label')} role="group">
                <h3 className={styles.popupTitle}>{focused.address || '-'}</h3>
                <p className={styles.popupText}>{focused.customer}</p>
                <p className={styles.popupText}>
                  {t('popup.location', { number: focused.locationNumber })}
                  {focused.gsrn ? ` · GSRN ${focused.gsrn}` : ''}
                </p>
                <div className={styles.popupActions}>
                  {given.onOpenLocation ? (
                    <Button
                      size="small"
                      appearance="primary"
                      onClick={() => given.onOpenLocation?.(focused.locationNumber)}
                    >
                      {t('popup.details')}
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => toggle(focused.locationNumber)}>
                    {selected.has(focused.locationNumber) ? t('popup.remove') : t('popup.add')}
                  </Button>
                  <Button size="small" appearance="subtle" onClick={() => setFocus(null)}>
                    {t('popup.close')}
                  </Button>
                </div>
              </div>
            ) : null
          }
        />
        <section className={styles.side} aria-labelledby={filterId}>
          <h2 id={filterId}>{t('list.title')}</h2>
          <Input
            aria-label={t('list.filter')}
            placeholder={t('list.filter')}
            value={listFilter}
            onChange={(_, data) => {
              setListFilter(data.value);
              setListPage(0);
            }}
          />
          <ul className={styles.list}>
            {listed.slice(page * LIST_PAGE, (page + 1) * LIST_PAGE).map((marker) => {
              const missing = marker.lat === null || marker.long === null;
              return (
                <li key={marker.locationNumber} className={styles.row}>
                  <Checkbox
                    checked={selected.has(marker.locationNumber)}
                    onChange={() => toggle(marker.locationNumber)}
                    label={`${marker.address || '-'} (${marker.locationNumber})`}
                  />
                  {missing ? (
                    <ErrorCircle16Regular
                      className={styles.error}
                      aria-label={t('list.noCoordinates')}
                      role="img"
                    />
                  ) : (
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<Location16Regular />}
                      aria-label={t('list.showOnMap', { address: marker.address || marker.locationNumber })}
                      onClick={() => setFocus(marker.locationNumber)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
          {pageCount > 1 ? (
            <div className={styles.row}>
              <Button size="small" disabled={page === 0} onClick={() => setListPage(page - 1)}>
                {t('list.previous')}
              </Button>
              <span>{t('list.page', { page: page + 1, pages: pageCount })}</span>
              <Button size="small" disabled={page >= pageCount - 1} onClick={() => setListPage(page + 1)}>
                {t('list.next')}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
  // inside another page (the location management tab) the host page keeps its own title
  return input ? (
    body
  ) : (
    <PageFrame title={intl.formatMessage({ id: 'map.locationMap.title' })}>{body}</PageFrame>
  );
}
