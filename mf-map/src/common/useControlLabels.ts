import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ControlLabels } from './layers';

export function useControlLabels(): ControlLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      zoomIn: intl.formatMessage({ id: 'map.control.zoomIn' }),
      zoomOut: intl.formatMessage({ id: 'map.control.zoomOut' }),
      fullScreen: intl.formatMessage({ id: 'map.control.fullScreen' }),
      attributions: intl.formatMessage({ id: 'map.control.attributions' }),
    }),
    [intl],
  );
}
