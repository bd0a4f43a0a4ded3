import type { Outage } from '@portal/shared/api/outages';
import { makeStyles, tokens } from '@fluentui/react-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import { Fill, Stroke, Style, Text } from 'ol/style';
import { useEffect, useRef } from 'react';
import {
  backgroundLayer,
  mapControls,
  nameControlButtons,
  useOpenLayersStyles,
  type ControlLabels,
  type MapTiles,
} from '../common/layers';
import { MAX_ZOOM } from '../locationMap/mapConstants';

const useStyles = makeStyles({
  map: {
    height: '50vh',
    minHeight: '280px',
    backgroundColor: '#c9dff0',
    outline: 'none',
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** investigating orange, repairing red; the outline carries the reference so colour is not the only cue */
const styleOf = (outage: Outage) =>
  new Style({
    fill: new Fill({
      color: outage.status === 'repairing' ? 'rgba(196, 49, 75, 0.35)' : 'rgba(247, 99, 12, 0.35)',
    }),
    stroke: new Stroke({ color: outage.status === 'repairing' ? '#a4262c' : '#b34700', width: 2 }),
    text: new Text({
      text: outage.reference,
      font: 'bold 12px sans-serif',
      fill: new Fill({ color: '#201f1e' }),
    }),
  });

export interface OutageMapViewProps {
  controlLabels: ControlLabels;
  outages: readonly Outage[];
  center: [number, number];
  tiles: MapTiles;
  label: string;
}

/** The outages' areas on the map, fitted to them (or the utility's centre when there are none). */
export function OutageMapView({ outages, center, tiles, label, controlLabels }: OutageMapViewProps) {
  useOpenLayersStyles();
  const styles = useStyles();
  const target = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: OlMap; areas: VectorSource } | null>(null);
  const initial = useRef({ center, tiles, controlLabels });

  useEffect(() => {
    const areas = new VectorSource();
    const map = new OlMap({
      target: target.current ?? undefined,
      layers: [backgroundLayer(initial.current.tiles), new VectorLayer({ source: areas })],
      controls: mapControls(initial.current.controlLabels),
      view: new View({ center: fromLonLat(initial.current.center), zoom: 9, maxZoom: MAX_ZOOM }),
    });
    nameControlButtons(target.current);
    parts.current = { map, areas };
    return () => {
      map.setTarget(undefined);
      parts.current = null;
    };
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    current.areas.clear(true);
    current.areas.addFeatures(
      outages.map((outage) => {
        const feature = new Feature(
          new Polygon(outage.area.coordinates.map((ring) => ring.map((point) => fromLonLat(point)))),
        );
        feature.setStyle(styleOf(outage));
        return feature;
      }),
    );
    const extent = outages.length > 0 ? current.areas.getExtent() : null;
    if (extent) current.map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 12 });
  }, [outages]);

  return <div ref={target} className={styles.map} tabIndex={0} role="application" aria-label={label} />;
}
