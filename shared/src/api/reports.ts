/** Energy report options (spec customer-area section 3): types only, shared by server and browser. */

export type EnergyTypeKey = 'electricity' | 'heat' | 'water' | 'gas';

export type CommuneMembershipType = 'COMMON_CONS' | 'COMMON_PROD' | 'MEMBER';

export type AdditionalInformationKey =
  | 'usagePrice'
  | 'usagePriceVat'
  | 'spotPrice'
  | 'spotPriceVat'
  | 'temperature'
  | 'heatingDegreeDays'
  | 'comparison';

export interface BasicDetail {
  /** quantity key, e.g. electricityP, heatEnergy */
  key: string;
  /** unit key: kWh, MWh, kvarh, m3, C */
  unitTranslationKey: string;
  nameTranslationKey: string;
  isMainType: boolean;
  ordinal: number;
}

export interface UsagePlaceEnergyType {
  key: EnergyTypeKey;
  nameTranslationKey: string;
  basicDetails: BasicDetail[];
}

export interface AdditionalInformation {
  key: AdditionalInformationKey;
  translationKey: string;
  disabled: boolean;
  tooltip: string | null;
}

export interface UsagePlace {
  validity: { startDate: string | null; endDate: string | null };
  address: {
    fullAddress: string;
    parts: { street: string; zipCode: string; city: string; locationName: string };
  };
  locationCode: string;
  gsrnCode: string | null;
  customerInformation: { customerNumber: string; firstName: string; lastName: string; fullName: string };
  communeMembershipType: CommuneMembershipType | null;
  gridId: number;
  instance: string;
  mappedByUser: boolean;
  checksum: string | null;
  contractIdentifier: string | null;
  energyTypes: UsagePlaceEnergyType[];
  additionalInformations: AdditionalInformation[];
  /** e.g. empty_energy_types, invalid_information */
  dataErrors: string[];
}

/** GET /connector/v1/reportOptions and GET /connector/v1/admin/reportOptions (header Target-User) */
export interface ReportOptionsResponse {
  usagePlaces: UsagePlace[];
  /** the places with measurement data, each keeping only the energy types the report can show */
  filteredUsagePlacesByEnergyType: UsagePlace[];
}
