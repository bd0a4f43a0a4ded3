import type { MapMarker } from '@portal/shared/api/locationManagement';
import { makeStyles, tokens } from '@fluentui/react-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Overlay from 'ol/Overlay';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import TileLayer from 'ol/layer/Tile';
import VectorSource from 'ol/source/Vector';
import Cluster from 'ol/source/Cluster';
import XYZ from 'ol/source/XYZ';
import Draw from 'ol/interaction/Draw';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import {
  backgroundLayer,
  mapControls,
  nameControlButtons,
  useOpenLayersStyles,
  type ControlLabels,
  type MapTiles,
} from '../common/layers';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  AERIAL_MAX_RESOLUTION,
  CLUSTER_DISTANCE,
  GROUPED_MARKER_SIZE,
  MARKER_SIZE,
  MAX_ZOOM,
  POPUP_MAX_HEIGHT,
  PROPERTY_MAX_RESOLUTION,
  type LayerFlags,
  type MapTool,
  type VisibilityFilter,
} from './mapConstants';

export interface LocationMapViewProps {
  controlLabels: ControlLabels;
  markers: readonly MapMarker[];
  selected: ReadonlySet<string>;
  filter: VisibilityFilter;
  tool: MapTool;
  layers: LayerFlags;
  center: [number, number];
  zoom: number;
  tiles: MapTiles;
  /** the label of the focusable map, naming the keys that move it */
  label: string;
  /** a place whose popup to open, and the map to centre on it (from the list beside the map) */
  focus: string | null;
  onMarkerClick: (locationNumber: string | null) => void;
  onAreaSelect: (locationNumbers: string[]) => void;
  onResolution: (resolution: number) => void;
  popup: ReactNode;
}

const useStyles = makeStyles({
  map: {
    position: 'relative',
    height: '60vh',
    minHeight: '320px',
    backgroundColor: '#c9dff0',
    outline: 'none',
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  popup: {
    maxHeight: `${POPUP_MAX_HEIGHT}px`,
    overflowY: 'auto',
    minWidth: '220px',
    maxWidth: '300px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    padding: tokens.spacingHorizontalM,
  },
});

function markerStyle(count: number, selectedCount: number): Style {
  const grouped = count > 1;
  const selected = selectedCount > 0;
  return new Style({
    image: new Circle({
      radius: grouped ? GROUPED_MARKER_SIZE : MARKER_SIZE,
      fill: new Fill({ color: selected ? '#b4009e' : '#0f6cbd' }),
      stroke: new Stroke({ color: '#ffffff', width: selected ? 3 : 2 }),
    }),
    text: grouped
      ? new Text({ text: String(count), fill: new Fill({ color: '#ffffff' }), font: 'bold 12px sans-serif' })
      : undefined,
  });
}

const tileLayer = (url: string | undefined, maxResolution?: number, attribution?: string) =>
  new TileLayer({
    visible: false,
    maxResolution,
    source: url ? new XYZ({ url, attributions: attribution, crossOrigin: 'anonymous' }) : undefined,
  });

/**
 * The OpenLayers map: the background, the overlays, the places clustered, the popup and the area tool. It is
 * made once; what changes (markers, selection, filter, layers, tool) is applied to the live map.
 */
export function LocationMapView(props: LocationMapViewProps) {
  useOpenLayersStyles();
  const styles = useStyles();
  const target = useRef<HTMLDivElement>(null);
  // OpenLayers moves the overlay's element into its own container, so React renders into it by a portal
  const [popupElement] = useState(() => document.createElement('div'));
  const latest = useRef(props);
  latest.current = props;
  const parts = useRef<{
    map: OlMap;
    places: VectorSource<Feature<Point>>;
    markers: VectorLayer;
    background: VectorLayer | TileLayer;
    aerial: TileLayer;
    propertyDivision: TileLayer;
    propertyIdentifiers: TileLayer;
    popup: Overlay;
  } | null>(null);

  useEffect(() => {
    const { center, zoom, tiles } = latest.current;
    const places = new VectorSource<Feature<Point>>();
    const markers = new VectorLayer({
      source: new Cluster({ distance: CLUSTER_DISTANCE, source: places }),
      style: (cluster) => {
        const members = (cluster.get('features') as Feature[] | undefined) ?? [];
        const { selected, filter } = latest.current;
        const shown =
          filter === 'selected' ? members.filter((m) => selected.has(m.getId() as string)) : members;
        if (filter === 'hideAll' || shown.length === 0) return undefined;
        return markerStyle(shown.length, shown.filter((m) => selected.has(m.getId() as string)).length);
      },
    });
    const background = backgroundLayer(tiles);
    const aerial = tileLayer(tiles.aerial, AERIAL_MAX_RESOLUTION, tiles.attribution);
    const propertyDivision = tileLayer(tiles.propertyDivision, PROPERTY_MAX_RESOLUTION, tiles.attribution);
    const propertyIdentifiers = tileLayer(
      tiles.propertyIdentifiers,
      PROPERTY_MAX_RESOLUTION,
      tiles.attribution,
    );
    const popup = new Overlay({
      element: popupElement,
      autoPan: { animation: { duration: 150 } },
      positioning: 'bottom-center',
      offset: [0, -14],
    });
    const map = new OlMap({
      target: target.current ?? undefined,
      layers: [background, aerial, propertyDivision, propertyIdentifiers, markers],
      overlays: [popup],
      controls: mapControls(latest.current.controlLabels),
      view: new View({ center: fromLonLat(center), zoom, maxZoom: MAX_ZOOM }),
    });
    map.on('singleclick', (event) => {
      if (latest.current.tool !== 'mapClick') return;
      const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature, {
        layerFilter: (l) => l === markers,
      });
      const members = (hit?.get('features') as Feature<Point>[] | undefined) ?? [];
      if (members.length > 1 && (map.getView().getZoom() ?? 0) < MAX_ZOOM) {
        const extent = boundingExtent(members.map((m) => m.getGeometry()!.getCoordinates()));
        map.getView().fit(extent, { padding: [60, 60, 60, 60], duration: 200, maxZoom: MAX_ZOOM });
        return;
      }
      latest.current.onMarkerClick(members.length > 0 ? (members[0]!.getId() as string) : null);
    });
    map
      .getView()
      .on('change:resolution', () => latest.current.onResolution(map.getView().getResolution() ?? 0));
    latest.current.onResolution(map.getView().getResolution() ?? 0);
    nameControlButtons(target.current);
    parts.current = {
      map,
      places,
      markers,
      background,
      aerial,
      propertyDivision,
      propertyIdentifiers,
      popup,
    };
    return () => {
      map.setTarget(undefined);
      parts.current = null;
    };
  }, [popupElement]);

  const { markers, selected, filter, layers, tool, focus } = props;

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    current.places.clear(true);
    const features = markers
      .filter((marker) => marker.lat !== null && marker.long !== null)
      .map((marker) => {
        const feature = new Feature(new Point(fromLonLat([marker.long!, marker.lat!])));
        feature.setId(marker.locationNumber);
        return feature;
      });
    current.places.addFeatures(features);
    const extent = features.length > 0 ? current.places.getExtent() : null;
    if (extent) current.map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 12 });
  }, [markers]);

  useEffect(() => {
    parts.current?.markers.changed();
  }, [selected, filter]);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    current.background.setVisible(layers.background);
    current.aerial.setVisible(layers.aerial);
    current.propertyDivision.setVisible(layers.propertyDivision);
    current.propertyIdentifiers.setVisible(layers.propertyIdentifiers);
  }, [layers]);

  useEffect(() => {
    const current = parts.current;
    if (!current || tool !== 'areaSelect') return;
    const draw = new Draw({ type: 'Polygon' });
    draw.on('drawend', (event) => {
      const area = event.feature.getGeometry() as Polygon;
      const inside = current.places
        .getFeatures()
        .filter((feature) => area.intersectsCoordinate(feature.getGeometry()!.getCoordinates()))
        .map((feature) => feature.getId() as string);
      latest.current.onAreaSelect(inside);
    });
    current.map.addInteraction(draw);
    return () => {
      current.map.removeInteraction(draw);
    };
  }, [tool]);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    const feature = focus ? current.places.getFeatureById(focus) : null;
    const at = feature?.getGeometry()?.getCoordinates();
    current.popup.setPosition(at);
    if (at)
      current.map
        .getView()
        .animate({ center: at, zoom: Math.max(current.map.getView().getZoom() ?? 0, 11), duration: 200 });
  }, [focus, markers]);

  return (
    <>
      <div ref={target} className={styles.map} tabIndex={0} role="application" aria-label={props.label} />
      {createPortal(
        <div className={styles.popup} hidden={focus === null}>
          {props.popup}
        </div>,
        popupElement,
      )}
    </>
  );
}
