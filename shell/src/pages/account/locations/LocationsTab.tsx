import type { JSX } from 'react';
import { Text } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';

/** The account page's locations panel: the user's usage places, adding and removing them. */
export function LocationsTab(): JSX.Element {
  const { instance } = usePortal();
  return <Text as="p">{instance.displayName}</Text>;
}
