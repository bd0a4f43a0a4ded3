import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import GeoJSON from 'ol/format/GeoJSON';
import { Fill, Stroke, Style } from 'ol/style';
import { makeStaticStyles } from '@fluentui/react-components';
import olCss from 'ol/ol.css?raw';

/** OpenLayers' own stylesheet, through Griffel so its style element carries the page's nonce (CSP) */
export const useOpenLayersStyles = makeStaticStyles(olCss);

export interface MapTiles {
  background?: string;
  aerial?: string;
  propertyDivision?: string;
  propertyIdentifiers?: string;
  attribution?: string;
}

const LAND = new Style({
  fill: new Fill({ color: '#f2efe6' }),
  stroke: new Stroke({ color: '#9a9a8a', width: 1 }),
});

/** The instance's background tiles, or with 'offline' (or none) the basemap our server ships (docs/maps.md). */
export const backgroundLayer = (tiles: MapTiles): TileLayer | VectorLayer =>
  tiles.background && tiles.background !== 'offline'
    ? new TileLayer({ source: new XYZ({ url: tiles.background, attributions: tiles.attribution }) })
    : new VectorLayer({
        source: new VectorSource({
          url: '/connector/v1/map/basemap',
          format: new GeoJSON(),
          attributions: tiles.attribution ?? 'Natural Earth',
        }),
        style: LAND,
      });
