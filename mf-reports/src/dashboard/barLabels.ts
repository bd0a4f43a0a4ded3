import { formatShown, unitLabel, type NumberFormat } from '@portal/shared';
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

/**
 * A value in its card's format (the shared unit rule, `shared/src/energy/units.ts`: the card's unit from
 * the largest value it shows, decimals by the value's size): "5 kWh"; null is a dash.
 */
export function formatValue(intl: IntlShape, value: number | null, format: NumberFormat): string {
  if (value === null) return '–';
  return `${formatShown(intl, value, format)} ${unitLabel(intl, format.unit)}`;
}
