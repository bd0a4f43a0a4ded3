/**
 * Display names of the keys the connector sends about energy: energy types, quantities, tariffs, units and
 * additional information (`common.energy.*` in the shared catalogue). Every remote and staff page names them
 * the same way; an unknown key falls back to the key itself, so a new server value never blanks a label.
 */
import type { IntlShape } from 'react-intl';

const COMPARISON_SUFFIX = '.comparison';

const known = (intl: IntlShape, id: string): boolean => intl.messages[id] !== undefined;
const lookup = (intl: IntlShape, id: string, fallback: string): string =>
  known(intl, id) ? intl.formatMessage({ id }) : fallback;

/** 'kWh', 'm³', '€ (incl. VAT)', 'c/kWh' for the connector's `unitTranslationKey` ('kWh', 'm3', 'EURVat', 'snt/kWh'). */
export const unitLabel = (intl: IntlShape, unit: string): string =>
  lookup(intl, `common.energy.unit.${unit}`, unit);

export const energyTypeLabel = (intl: IntlShape, energyType: string): string =>
  lookup(intl, `common.energy.type.${energyType}`, energyType);

export const tariffLabel = (intl: IntlShape, tariff: string): string =>
  lookup(intl, `common.energy.tariff.${tariff}`, tariff);

/** A quantity, an additional-information key, or `<quantity>.comparison` ("…, a year earlier"). */
export function quantityLabel(intl: IntlShape, quantity: string): string {
  if (quantity.endsWith(COMPARISON_SUFFIX)) {
    const name = quantityLabel(intl, quantity.slice(0, -COMPARISON_SUFFIX.length));
    return intl.formatMessage({ id: 'common.energy.comparisonSeries' }, { name });
  }
  const quantityId = `common.energy.quantity.${quantity}`;
  if (known(intl, quantityId)) return intl.formatMessage({ id: quantityId });
  return lookup(intl, `common.energy.additionalInformation.${quantity}`, quantity);
}

/** A total the connector names by its tariff or by its quantity (summary totals): the tariff's name first. */
export const tariffOrQuantityLabel = (intl: IntlShape, name: string): string =>
  known(intl, `common.energy.tariff.${name}`) ? tariffLabel(intl, name) : quantityLabel(intl, name);

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
