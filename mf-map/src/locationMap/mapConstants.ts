/** spec admin-and-calls sections 4 and 9 (docs/maps.md) */
export const MAX_ZOOM = 14;
/** northern Finland, when the instance names no centre: [longitude, latitude] */
export const DEFAULT_CENTER: [number, number] = [25.7, 66.5];
export const DEFAULT_ZOOM = 5;
/** the aerial layer may be turned on below this resolution (metres per pixel), drawn up to AERIAL_MAX_RESOLUTION */
export const AERIAL_AVAILABLE_BELOW = 15;
export const AERIAL_MAX_RESOLUTION = 16;
export const PROPERTY_AVAILABLE_BELOW = 29;
export const PROPERTY_MAX_RESOLUTION = 30;
export const POPUP_MAX_HEIGHT = 566;
export const MARKER_SIZE = 10;
export const GROUPED_MARKER_SIZE = 20;
export const CLUSTER_DISTANCE = 40;
export const MOBILE_BREAKPOINT = 600;

export type MapTool = 'mapClick' | 'areaSelect';
export type VisibilityFilter = 'all' | 'selected' | 'hideAll';
export type OverlayLayer = 'aerial' | 'propertyDivision' | 'propertyIdentifiers';
export interface LayerFlags {
  background: boolean;
  aerial: boolean;
  propertyDivision: boolean;
  propertyIdentifiers: boolean;
}
export const DEFAULT_LAYERS: LayerFlags = {
  background: true,
  aerial: false,
  propertyDivision: false,
  propertyIdentifiers: false,
};

export const availableBelow = (layer: OverlayLayer): number =>
  layer === 'aerial' ? AERIAL_AVAILABLE_BELOW : PROPERTY_AVAILABLE_BELOW;

/** The layer flags after a zoom: an overlay no longer available at the new resolution is turned off. */
export function layersAt(layers: LayerFlags, resolution: number): LayerFlags {
  const next = { ...layers };
  for (const layer of ['aerial', 'propertyDivision', 'propertyIdentifiers'] as const)
    if (next[layer] && resolution >= availableBelow(layer)) next[layer] = false;
  return next;
}
