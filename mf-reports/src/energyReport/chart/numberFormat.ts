/**
 * The one way the energy report writes a number (axis, tooltip, table, summary, xlsx): the shared unit rule
 * (`shared/src/energy/units.ts`: unit and decimals from the largest of the values shown together), so a
 * household hour reads "0,35 kWh" and a year of a large site "4 240 MWh", never "0,014 MWh" or
 * "4 240,338 kWh".
 */
import { formatShown, unitFormat, unitLabel, type NumberFormat } from '@portal/shared';
import type { IntlShape } from 'react-intl';

export {
  decimalsFor,
  excelNumberFormat,
  MWH_FROM_KWH,
  roundedValue,
  sharedUnitFormats,
  type NumberFormat,
} from '@portal/shared';

/** The format of a series (or of one value) in `unit`, chosen from the largest of `values`. */
export const formatFor = unitFormat;

/** "1 234,5" in the user's locale, in the format's unit, without the unit. */
export const formatNumber = formatShown;

/** "1 234,5 kWh"; null is "no value". */
export function formatAmount(intl: IntlShape, value: number | null, format: NumberFormat): string {
  if (value === null) return intl.formatMessage({ id: 'reports.chart.noValue' });
  return `${formatNumber(intl, value, format)} ${unitLabel(intl, format.unit)}`;
}

/** One value on its own (a price): its unit and decimals from itself. */
export const formatSingle = (intl: IntlShape, value: number | null, unit: string): string =>
  formatAmount(intl, value, formatFor(unit, [value]));
