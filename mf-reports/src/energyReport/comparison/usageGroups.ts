/**
 * Reference usage groups for the comparison table (customer-area section 2): typical main fuse size and
 * average yearly electricity use in Finland. These are indicative reference values, rounded from typical
 * published Finnish consumption figures for households of ordinary size; real use varies with floor area,
 * residents, appliances, sauna use and the winter. Names are messages `reports.comparison.group.<id>`.
 */
export interface UsageGroup {
  id: string;
  fuse: { phases: 1 | 3; amperes: number };
  kWhPerYear: { min: number; max: number };
}

export const USAGE_GROUPS: readonly UsageGroup[] = [
  { id: 'apartmentBlock', fuse: { phases: 1, amperes: 25 }, kWhPerYear: { min: 1500, max: 2500 } },
  { id: 'apartmentBlockSauna', fuse: { phases: 3, amperes: 25 }, kWhPerYear: { min: 2500, max: 4000 } },
  { id: 'terracedNoElectricHeating', fuse: { phases: 3, amperes: 25 }, kWhPerYear: { min: 2500, max: 5000 } },
  { id: 'terracedElectricHeating', fuse: { phases: 3, amperes: 25 }, kWhPerYear: { min: 7000, max: 11000 } },
  { id: 'detachedDirectElectric', fuse: { phases: 3, amperes: 25 }, kWhPerYear: { min: 15000, max: 20000 } },
  { id: 'detachedStorageElectric', fuse: { phases: 3, amperes: 35 }, kWhPerYear: { min: 18000, max: 25000 } },
  {
    id: 'detachedGroundSourceHeatPump',
    fuse: { phases: 3, amperes: 25 },
    kWhPerYear: { min: 9000, max: 14000 },
  },
  {
    id: 'detachedAirToWaterHeatPump',
    fuse: { phases: 3, amperes: 25 },
    kWhPerYear: { min: 10000, max: 15000 },
  },
  {
    id: 'detachedExhaustAirHeatPump',
    fuse: { phases: 3, amperes: 25 },
    kWhPerYear: { min: 9000, max: 13000 },
  },
  { id: 'detachedDistrictHeating', fuse: { phases: 3, amperes: 25 }, kWhPerYear: { min: 4000, max: 7000 } },
  { id: 'detachedOilHeating', fuse: { phases: 3, amperes: 25 }, kWhPerYear: { min: 5000, max: 8000 } },
  { id: 'summerCottage', fuse: { phases: 3, amperes: 25 }, kWhPerYear: { min: 1000, max: 3000 } },
  {
    id: 'holidayHomeElectricHeating',
    fuse: { phases: 3, amperes: 25 },
    kWhPerYear: { min: 8000, max: 15000 },
  },
  { id: 'farm', fuse: { phases: 3, amperes: 63 }, kWhPerYear: { min: 30000, max: 100000 } },
];
