import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { AddLocationsFormProps } from './AddLocationsFormView';

export type { AddLocationsFormProps } from './AddLocationsFormView';

// a chunk of its own with its texts, like the preview dialog: `@portal/shared` is a singleton the shell
// loads at boot, and only the account's locations tab and the admin's user tab show the form
const LazyView = lazy(() =>
  import('./AddLocationsFormView').then((m) => ({ default: m.AddLocationsFormView })),
);

/** The add-locations form and its preview dialog for a subject (docs/locations.md), loaded when first shown. */
export function AddLocationsForm(props: AddLocationsFormProps): ReactElement {
  const intl = useIntl();
  return (
    <Suspense fallback={<Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />}>
      <LazyView {...props} />
    </Suspense>
  );
}
