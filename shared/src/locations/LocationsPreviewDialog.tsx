import { lazy, Suspense, type ReactElement } from 'react';
import type { LocationsPreviewDialogProps } from './LocationsPreviewDialogView';

export type { LocationsPreviewDialogProps } from './LocationsPreviewDialogView';

// a chunk of its own, like the table's view: `@portal/shared` is a singleton the shell loads at boot, and
// only the add-locations flow needs the dialog
const LazyView = lazy(() =>
  import('./LocationsPreviewDialogView').then((m) => ({ default: m.LocationsPreviewDialogView })),
);

/** The add-locations 'preview' dialog (docs/locations.md), loaded when first opened. */
export function LocationsPreviewDialog(props: LocationsPreviewDialogProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <LazyView {...props} />
    </Suspense>
  );
}
