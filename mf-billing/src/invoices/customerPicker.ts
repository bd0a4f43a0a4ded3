import type { UsagePlace } from '@portal/shared';

export interface CustomerChoice {
  customerNumber: string;
  label: string;
}

/** 'fullName - customerNumber', or the number alone when the name is unknown (spec customer-area 5). */
export const customerLabel = (fullName: string | null | undefined, customerNumber: string): string =>
  fullName?.trim() ? `${fullName.trim()} - ${customerNumber}` : customerNumber;

/** One choice per customer number, in the order of the label, whatever the number of its places. */
export function distinctCustomers(places: readonly UsagePlace[], collator?: Intl.Collator): CustomerChoice[] {
  const byNumber = new Map<string, CustomerChoice>();
  for (const place of places) {
    const { customerNumber, fullName } = place.customerInformation;
    if (!customerNumber) continue;
    const known = byNumber.get(customerNumber);
    // a later place may carry the name an earlier one lacked
    if (!known || known.label === customerNumber)
      byNumber.set(customerNumber, { customerNumber, label: customerLabel(fullName, customerNumber) });
  }
  const compare = collator ?? new Intl.Collator('fi-FI', { numeric: true });
  return [...byNumber.values()].sort((a, b) => compare.compare(a.label, b.label));
}

/** A dropdown below the instance's threshold of distinct customers, an autocomplete from it on. */
export const pickerKind = (choices: number, threshold: number): 'dropdown' | 'autocomplete' =>
  choices < threshold ? 'dropdown' : 'autocomplete';

/** The location choices: a usage place once per location code, sorted by address. */
export function distinctPlaces(places: readonly UsagePlace[], collator?: Intl.Collator): UsagePlace[] {
  const byCode = new Map<string, UsagePlace>();
  for (const place of places) if (!byCode.has(place.locationCode)) byCode.set(place.locationCode, place);
  const compare = collator ?? new Intl.Collator('fi-FI', { numeric: true });
  return [...byCode.values()].sort((a, b) => compare.compare(a.address.fullAddress, b.address.fullAddress));
}

export const placeLabel = (place: UsagePlace): string =>
  `${place.address.fullAddress} (${place.locationCode})`;
