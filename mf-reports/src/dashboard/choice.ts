import type { EnergyTypeKey, UsagePlace } from '@portal/shared';

export const placeValue = (place: UsagePlace) =>
  `${place.customerInformation.customerNumber}/${place.locationCode}/${place.gridId}`;

/**
 * The usage place and energy type the dashboard shows: the current place if it is still among `places`
 * (with electricity where it has it, else its first type), otherwise the first place with electricity (the
 * spot price and peak power widgets are about it), else the first place.
 */
export function defaultChoice(
  places: readonly UsagePlace[],
  current: UsagePlace | null = null,
): { usagePlace: UsagePlace | null; energyType: EnergyTypeKey | null } {
  const kept = current && places.find((place) => placeValue(place) === placeValue(current));
  const usagePlace =
    kept ??
    places.find((place) => place.energyTypes.some((type) => type.key === 'electricity')) ??
    places[0] ??
    null;
  const type =
    usagePlace?.energyTypes.find((candidate) => candidate.key === 'electricity') ??
    usagePlace?.energyTypes[0];
  return { usagePlace, energyType: type?.key ?? null };
}
