/**
 * Display names of the keys the connector sends (quantities, tariffs, units, additional information).
 * An unknown key falls back to the key itself so a new server value never blanks a label.
 */
import type { IntlShape } from 'react-intl';

const COMPARISON_SUFFIX = '.comparison';

const lookup = (intl: IntlShape, id: string, fallback: string): string =>
  intl.messages[id] === undefined ? fallback : intl.formatMessage({ id });

export const unitLabel = (intl: IntlShape, unit: string): string =>
  lookup(intl, `reports.unit.${unit}`, unit);

export const tariffLabel = (intl: IntlShape, tariff: string): string =>
  lookup(intl, `reports.tariff.${tariff}`, tariff);

export const energyTypeLabel = (intl: IntlShape, key: string): string =>
  lookup(intl, `reports.energyType.${key}`, key);

/** A quantity, an additional-information key, or `<quantity>.comparison` ("…, a year earlier"). */
export function quantityLabel(intl: IntlShape, quantity: string): string {
  if (quantity.endsWith(COMPARISON_SUFFIX)) {
    const name = quantityLabel(intl, quantity.slice(0, -COMPARISON_SUFFIX.length));
    return intl.formatMessage({ id: 'reports.comparisonSeries' }, { name });
  }
  const quantityId = `reports.quantity.${quantity}`;
  if (intl.messages[quantityId] !== undefined) return intl.formatMessage({ id: quantityId });
  return lookup(intl, `reports.additionalInformation.${quantity}`, quantity);
}

/** The name of one tariff line: the quantity alone when it has one tariff, else "quantity – tariff". */
export const seriesLabel = (
  intl: IntlShape,
  quantity: string,
  tariff: string,
  tariffCount: number,
): string =>
  tariffCount > 1
    ? `${quantityLabel(intl, quantity)} – ${tariffLabel(intl, tariff)}`
    : quantityLabel(intl, quantity);
