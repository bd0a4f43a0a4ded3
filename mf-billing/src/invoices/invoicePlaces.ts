import type { UsagePlace } from '@portal/shared';

/** The location choices of the invoices page: a usage place once per location code, sorted by address. */
export function distinctPlaces(places: readonly UsagePlace[], collator?: Intl.Collator): UsagePlace[] {
  const byCode = new Map<string, UsagePlace>();
  for (const place of places) if (!byCode.has(place.locationCode)) byCode.set(place.locationCode, place);
  const compare = collator ?? new Intl.Collator('fi-FI', { numeric: true });
  return [...byCode.values()].sort((a, b) => compare.compare(a.address.fullAddress, b.address.fullAddress));
}
