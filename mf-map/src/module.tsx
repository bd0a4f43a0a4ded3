import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { mapMessages } from './i18n/messages';
import publication from './module.json';

const DisturbanceMapPage = lazy(() =>
  import('./disturbanceMap/DisturbanceMapPage').then((m) => ({ default: m.DisturbanceMapPage })),
);
const LocationMapPage = lazy(() =>
  import('./locationMap/LocationMapPage').then((m) => ({ default: m.LocationMapPage })),
);

/**
 * The map remote (issue 16 §4): OpenLayers and its layers load only when a map opens. The location map is
 * a page of its own (every place of the instance) and what the location management page's map tab shows
 * through `ModuleView`, given the search and the selection as its `input`; the disturbance map is the
 * customer's (docs/maps.md).
 */
export default assemblePortalModule(publication, {
  pages: { 'admin/location-map': LocationMapPage, 'online/disturbance-map': DisturbanceMapPage },
  messages: mapMessages,
});
