import type {
  AdditionalInformation,
  AdditionalInformationKey,
  BasicDetail,
  CommuneMembershipType,
  EnergyTypeKey,
  ReportOptionsResponse,
  UsagePlace,
  UsagePlaceEnergyType,
} from '@portal/shared/api/reports';
import type { Database } from '../../plugins/database.js';
import { locationChecksum } from '../locations/checksum.js';
import * as repo from './repository.js';
import type { MeasuringPointRow, ReportPlaceRow } from './repository.js';

const ENERGY_TYPE_ORDER: readonly EnergyTypeKey[] = ['electricity', 'heat', 'water', 'gas'];
const COMMUNE_TYPES: readonly string[] = ['COMMON_CONS', 'COMMON_PROD', 'MEMBER'];
/** a quantity that alone does not make an energy type worth reporting (spec section 3) */
const HIDDEN_ALONE = 'electricityQ';

const ADDITIONAL_BY_TYPE: Record<EnergyTypeKey, AdditionalInformationKey[]> = {
  electricity: ['usagePrice', 'usagePriceVat', 'spotPrice', 'spotPriceVat', 'temperature', 'comparison'],
  heat: ['temperature', 'heatingDegreeDays', 'comparison'],
  water: ['temperature', 'comparison'],
  gas: ['temperature', 'comparison'],
};
const NEEDS_PRICE_PARTS: ReadonlySet<AdditionalInformationKey> = new Set(['usagePrice', 'usagePriceVat']);

const isEnergyType = (value: string): value is EnergyTypeKey =>
  (ENERGY_TYPE_ORDER as readonly string[]).includes(value);

function energyTypesOf(points: readonly MeasuringPointRow[]): UsagePlaceEnergyType[] {
  const byType = new Map<EnergyTypeKey, BasicDetail[]>();
  for (const point of points) {
    if (!isEnergyType(point.energy_type)) continue;
    const details = byType.get(point.energy_type) ?? [];
    details.push({
      key: point.quantity,
      unitTranslationKey: point.unit,
      nameTranslationKey: `quantity.${point.quantity}`,
      isMainType: point.is_main_type,
      ordinal: point.ordinal,
    });
    byType.set(point.energy_type, details);
  }
  return ENERGY_TYPE_ORDER.flatMap((key) => {
    const basicDetails = byType.get(key);
    if (!basicDetails) return [];
    basicDetails.sort((a, b) => a.ordinal - b.ordinal || a.key.localeCompare(b.key));
    return [{ key, nameTranslationKey: `energyType.${key}`, basicDetails }];
  });
}

function additionalInformationsOf(
  energyTypes: readonly UsagePlaceEnergyType[],
  hasPriceParts: boolean,
): AdditionalInformation[] {
  const keys = new Set(energyTypes.flatMap((type) => ADDITIONAL_BY_TYPE[type.key]));
  const all: AdditionalInformationKey[] = [
    'usagePrice',
    'usagePriceVat',
    'spotPrice',
    'spotPriceVat',
    'temperature',
    'heatingDegreeDays',
    'comparison',
  ];
  return all
    .filter((key) => keys.has(key))
    .map((key) => {
      const disabled = NEEDS_PRICE_PARTS.has(key) && !hasPriceParts;
      return {
        key,
        translationKey: `additionalInformation.${key}`,
        disabled,
        tooltip: disabled ? 'additionalInformation.noPriceParts' : null,
      };
    });
}

/** `checksumSecret`: the server key of the places' checksums (connector/locations/checksum.ts) */
export function toUsagePlace(
  place: ReportPlaceRow,
  points: readonly MeasuringPointRow[],
  checksumSecret: Uint8Array,
): UsagePlace {
  const energyTypes = energyTypesOf(points);
  const dataErrors = [...place.data_errors];
  if (energyTypes.length === 0 && !dataErrors.includes('empty_energy_types'))
    dataErrors.push('empty_energy_types');
  const membership = place.commune_membership_type;
  return {
    validity: { startDate: place.valid_from, endDate: place.valid_to },
    address: {
      fullAddress: place.full_address,
      parts: { street: place.street, zipCode: place.zip_code, city: place.city, locationName: place.name },
    },
    locationCode: place.location_code,
    gsrnCode: place.gsrn_code,
    customerInformation: {
      customerNumber: place.customer_number,
      firstName: place.first_name ?? '',
      lastName: place.last_name ?? '',
      fullName: place.full_name ?? '',
    },
    communeMembershipType:
      membership !== null && COMMUNE_TYPES.includes(membership)
        ? (membership as CommuneMembershipType)
        : null,
    gridId: place.grid_id,
    instance: place.instance,
    mappedByUser: place.mapped_by_user,
    checksum: locationChecksum(checksumSecret, {
      instance: place.instance,
      locationCode: place.location_code,
      customerNumber: place.customer_number,
      contractIdentifier: place.contract_identifier,
    }),
    contractIdentifier: place.contract_identifier,
    energyTypes,
    additionalInformations: additionalInformationsOf(energyTypes, place.has_price_parts),
    dataErrors,
  };
}

/** the place as the report's selects show it: energy types with reportable data only, or null if none */
export function filterReportable(place: UsagePlace): UsagePlace | null {
  const energyTypes = place.energyTypes.filter((type) =>
    type.basicDetails.some((detail) => detail.key !== HIDDEN_ALONE),
  );
  if (energyTypes.length === 0) return null;
  return { ...place, energyTypes };
}

export async function reportOptions(
  db: Database,
  scope: { instance: string; userId: number },
  checksumSecret: Uint8Array,
): Promise<ReportOptionsResponse> {
  const places = await repo.listUserPlaces(db, scope.instance, scope.userId);
  const points = await repo.listQuantities(
    db,
    places.map((place) => place.id),
  );
  const usagePlaces = places.map((place) =>
    toUsagePlace(
      place,
      points.filter((point) => point.usage_place_id === place.id),
      checksumSecret,
    ),
  );
  return {
    usagePlaces,
    filteredUsagePlacesByEnergyType: usagePlaces.flatMap((place) => filterReportable(place) ?? []),
  };
}
