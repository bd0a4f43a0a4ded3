import { apiRequest, type Subject } from '@portal/shared';
import type {
  DistrictHeatCosts,
  DistrictHeatingQuery,
  DistrictHeatingReport,
  DistrictHeatStructure,
} from '@portal/shared/api/districtHeating';

export const DISTRICT_HEATING_REPORT_PATH = '/connector/v1/districtHeatingReport';
export const DISTRICT_HEAT_STRUCTURE_PATH = '/connector/v1/districtHeatStructure';
export const DISTRICT_HEAT_COSTS_PATH = '/connector/v1/districtHeatCosts';

const get =
  <T>(path: string) =>
  (subject: Subject, place: DistrictHeatingQuery, signal?: AbortSignal): Promise<T> =>
    apiRequest<T>({
      method: 'GET',
      path: `${path}?${new URLSearchParams({ customerNumber: place.customerNumber, locationCode: place.locationCode })}`,
      subject,
      signal,
    });

export const fetchDistrictHeatingReport = get<DistrictHeatingReport>(DISTRICT_HEATING_REPORT_PATH);
export const fetchDistrictHeatStructure = get<DistrictHeatStructure>(DISTRICT_HEAT_STRUCTURE_PATH);
export const fetchDistrictHeatCosts = get<DistrictHeatCosts>(DISTRICT_HEAT_COSTS_PATH);
