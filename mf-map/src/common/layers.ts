import { defaults as defaultControls } from 'ol/control/defaults';
import FullScreen from 'ol/control/FullScreen';
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

export interface ControlLabels {
  zoomIn: string;
  zoomOut: string;
  fullScreen: string;
  attributions: string;
}

/** an icon of four corners: OpenLayers' default label is a character many fonts lack */
function cornersIcon(): HTMLElement {
  const span = document.createElement('span');
  span.setAttribute('aria-hidden', 'true');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '14');
  svg.setAttribute('height', '14');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M1 6V1h5M10 1h5v5M15 10v5h-5M6 15H1v-5');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2');
  svg.appendChild(path);
  span.appendChild(svg);
  return span;
}

/** OpenLayers' zoom, attribution and fullscreen controls with the page's language */
export const mapControls = (labels: ControlLabels) =>
  defaultControls({
    zoomOptions: { zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut },
    attributionOptions: { collapsible: true, tipLabel: labels.attributions },
    rotate: false,
  }).extend([
    new FullScreen({ label: cornersIcon(), labelActive: cornersIcon(), tipLabel: labels.fullScreen }),
  ]);

/**
 * The controls' buttons show '+', '−' or an icon and carry their words only as a title: each gets the title
 * as its accessible name too (call once the map has its target).
 */
export function nameControlButtons(target: HTMLElement | null): void {
  for (const button of target?.querySelectorAll<HTMLButtonElement>('.ol-control button[title]') ?? [])
    button.setAttribute('aria-label', button.title);
}
