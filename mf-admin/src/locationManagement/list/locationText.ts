import type { LocationSearchRow } from '@portal/shared/api/locationManagement';
import type { IntlShape } from 'react-intl';
import { dayText, MISSING } from '../../contractSearch/contract/contractText';

export { dayText, MISSING };

/** A location's tab label (spec admin-and-calls section 2): address and GSRN, '-' for either missing. */
export const locationTabLabel = (row: LocationSearchRow): string =>
  `${row.locationAddress?.trim() || MISSING} ${row.locationGsrnNumber?.trim() || row.gsrnNumber?.trim() || MISSING}`;

/** The contract's validity as 'from – to', an open end as nothing after the dash. */
export function validityText(intl: IntlShape, from: string | null, to: string | null): string {
  if (!from && !to) return '';
  return `${dayText(intl, from)} – ${dayText(intl, to)}`.trim();
}

/** the comma-separated measuring types, spaced for reading */
export const measuringTypeText = (row: LocationSearchRow): string =>
  row.measuringType
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean)
    .join(', ');
