import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Date and time in the page's language, always on a 24-hour clock (notes, meter events, outages). */
export const useDateTimeFormat = (): ((iso: string) => string) => {
  const intl = useIntl();
  return useCallback(
    (iso: string) =>
      intl.formatDate(iso, {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [intl],
  );
};
