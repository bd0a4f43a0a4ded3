import type { UsagePlace } from '../api/reports';

/** A choice of a picker: its value and the text a person reads. */
export interface Choice {
  value: string;
  label: string;
}

/** spec admin-and-calls 9: the usage place picker is an autocomplete from this many places */
export const PLACE_AUTOCOMPLETE_FROM = 10;

export type PickerKind = 'dropdown' | 'autocomplete';

/** Spec customer-area 5: a dropdown below the instance's threshold of distinct customers, an autocomplete from it. */
export const customerPickerKind = (customers: number, threshold: number): PickerKind =>
  customers < threshold ? 'dropdown' : 'autocomplete';

/** Spec admin-and-calls 9: the usage place picker is an autocomplete from 10 places. */
export const placePickerKind = (places: number): PickerKind =>
  places < PLACE_AUTOCOMPLETE_FROM ? 'dropdown' : 'autocomplete';

/** 'fullName - customerNumber', or the number alone when the name is unknown (spec customer-area 5). */
export const customerLabel = (fullName: string | null | undefined, customerNumber: string): string =>
  fullName?.trim() ? `${fullName.trim()} - ${customerNumber}` : customerNumber;

/**
 * One choice per customer number, in the order the places first name them; a later place gives the name an
 * earlier one lacked. Its value is the customer number.
 */
export function distinctCustomers(places: readonly UsagePlace[]): Choice[] {
  const byNumber = new Map<string, Choice>();
  for (const { customerInformation } of places) {
    const { customerNumber, fullName } = customerInformation;
    if (!customerNumber) continue;
    const known = byNumber.get(customerNumber);
    if (!known || known.label === customerNumber)
      byNumber.set(customerNumber, { value: customerNumber, label: customerLabel(fullName, customerNumber) });
  }
  return [...byNumber.values()];
}

/** The choices in the order of their labels, numbers by value ('Kotikatu 2' before 'Kotikatu 10'). */
export const byLabel = (choices: readonly Choice[], locale = 'fi-FI'): Choice[] => {
  const collator = new Intl.Collator(locale, { numeric: true });
  return [...choices].sort((a, b) => collator.compare(a.label, b.label));
};

/** A place as the pickers, tables and cards name it: 'Kotikatu 1, 33100 Tampere (2011425)'. */
export const addressWithCode = (fullAddress: string, locationCode: string): string =>
  `${fullAddress} (${locationCode})`;

export const placeLabel = (place: Pick<UsagePlace, 'address' | 'locationCode'>): string =>
  addressWithCode(place.address.fullAddress, place.locationCode);

/** The places as choices, each labelled by its address and location code, valued by `valueOf`. */
export const placeChoices = (
  places: readonly UsagePlace[],
  valueOf: (place: UsagePlace) => string,
): Choice[] => places.map((place) => ({ value: valueOf(place), label: placeLabel(place) }));
