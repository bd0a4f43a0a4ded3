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

/** Measuring types by name in the page's language (a code the catalogue lacks as it is), comma-separated. */
export const measuringTypesText = (intl: IntlShape, types: readonly string[]): string =>
  types
    .map((type) => type.trim())
    .filter(Boolean)
    .map((type) => {
      const id = `admin.locationManagement.measuringType.${type}`;
      return intl.messages[id] === undefined ? type : intl.formatMessage({ id });
    })
    .join(', ');

/** the row's comma-separated measuring types, by name */
export const measuringTypeText = (intl: IntlShape, row: LocationSearchRow): string =>
  measuringTypesText(intl, row.measuringType.split(','));
