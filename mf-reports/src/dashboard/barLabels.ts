import type { IntlShape } from 'react-intl';
import type { Bars } from './derive';
import { helsinkiDayStart } from '@portal/shared/calendar';

const TIME_ZONE = 'Europe/Helsinki';

/** A bar's label for its axis and tooltip, in the page's language. */
export function formatBarLabel(intl: IntlShape, label: string, kind: Bars['labelKind']): string {
  switch (kind) {
    case 'year':
      return label.slice(0, 4);
    case 'month':
      return intl.formatDate(helsinkiDayStart(`${label.slice(0, 7)}-01`), {
        month: 'short',
        year: '2-digit',
        timeZone: TIME_ZONE,
      });
    case 'day':
      return intl.formatDate(helsinkiDayStart(label.slice(0, 10)), {
        day: 'numeric',
        month: 'numeric',
        timeZone: TIME_ZONE,
      });
    case 'hour':
      return label.slice(11);
    case 'hourOfDay':
      return `${label}:00`;
  }
}

/** A value with its unit, 0-2 decimals by size. */
export function formatValue(intl: IntlShape, value: number | null, unit: string): string {
  if (value === null) return '–';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${intl.formatNumber(value, { maximumFractionDigits: digits })} ${unit}`;
}
