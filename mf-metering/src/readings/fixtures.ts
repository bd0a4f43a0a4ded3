/** Test data (only tests import it): the times are relative to the test clock, never a calendar day. */
import type {
  MeasuringPoint,
  MeterReadingLocation,
  ReadingSeries,
  TimeSeriesEntry,
} from '@portal/shared/api/meterReadings';

export const DAY_SECONDS = 86_400;

/**
 * The fixtures' now, read once: a test that builds an entry and later expects its key gets the same minute
 * even when the clock turns a minute in between (it did, in CI).
 */
const NOW_SECONDS = Date.now() / 1000;

/** unix seconds `days` before the fixtures' now, on a whole minute */
export const daysAgo = (days: number): number => Math.floor((NOW_SECONDS - days * DAY_SECONDS) / 60) * 60;

export const makePoint = (overrides: Partial<MeasuringPoint> = {}): MeasuringPoint => ({
  registerId: 'R-1',
  measuringPointType: 'waterCold',
  measuringPointGroup: 'Vesi',
  aquisitionMethod: 'Manuaalinen',
  integerDigitCount: null,
  fractionDigitCount: null,
  unit: 'm3',
  energyType: 'water',
  ...overrides,
});

export const makeLocation = (overrides: Partial<MeterReadingLocation> = {}): MeterReadingLocation => ({
  locationAddress: 'Kotikatu 1, 33100 Tampere',
  locationCode: '2011425',
  locationName: 'Koti',
  locationGsrnCode: null,
  customerCode: '100200',
  customerSurname: 'Meikäläinen',
  communeMembershipType: null,
  salesContractValidFrom: '2024-03-01',
  measuringPoints: [makePoint()],
  ...overrides,
});

export const makeEntry = (
  key: number,
  value: number,
  overrides: Partial<TimeSeriesEntry> = {},
): TimeSeriesEntry => ({
  key,
  value,
  status: ['OK'],
  note: null,
  isoTimestamp: new Date(key * 1000).toISOString(),
  kind: 'reading',
  source: 'customer',
  review: null,
  hasPhoto: false,
  ...overrides,
});

/** a series answer: entries newest first, as the server sends them */
export const makeSeries = (
  entries: TimeSeriesEntry[],
  history: TimeSeriesEntry[] = [],
  location = makeLocation(),
  registerId = 'R-1',
): ReadingSeries => ({
  locationCode: location.locationCode,
  registerId,
  entries: [...entries].sort((a, b) => b.key - a.key),
  history,
});
