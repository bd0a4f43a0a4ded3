import type { PageOf } from '@portal/shared';
import type { LocationMeter, LocationSearchRow, MeterCommand } from '@portal/shared/api/locationManagement';

/** A row as the location search answers it. */
export const makeLocationRow = (overrides: Partial<LocationSearchRow> = {}): LocationSearchRow => ({
  gridId: 1,
  gridName: 'Tampereen verkko',
  customer: 'Meikäläinen Maija',
  customerNumber: '100001',
  locationName: 'Koti',
  locationAddress: 'Kotikatu 1, 33100 Tampere',
  locationFuseSize: '3x25A',
  locationNumber: '2000001',
  locationPossessorCode: null,
  locationGsrnNumber: '643000000000000001',
  gsrnNumber: '643000000000000001',
  meterNumber: 'M-10001',
  meterInstallDate: '2019-05-14',
  measuringType: 'ELECTRICITY_P,ELECTRICITY_Q',
  locationLat: 61.4978,
  locationLong: 23.761,
  contractValidFrom: '2021-03-01',
  contractValidTo: null,
  sub: '6f1c2b9e-0000-4000-8000-000000000001',
  remoteControllable: true,
  dataErrors: [],
  ...overrides,
});

export const makeMeter = (overrides: Partial<LocationMeter> = {}): LocationMeter => ({
  meterNumber: 'M-10001',
  meterInstallDate: '2019-05-14',
  meterRemovedDate: null,
  manufacturingYear: 2018,
  remoteControllable: true,
  remoteState: 'connected',
  connectionQuality: 'good',
  state: 'in_use',
  lastReadDate: '2026-11-20',
  measuringTypes: ['ELECTRICITY_P'],
  ...overrides,
});

export const makeCommand = (overrides: Partial<MeterCommand> = {}): MeterCommand => ({
  commandId: 'c1',
  action: 'READ_METER_STATUS',
  meterId: 'M-10001',
  status: 'succeeded',
  requestedAt: '2026-11-27T10:00:00Z',
  finishedAt: '2026-11-27T10:00:02Z',
  remoteState: 'connected',
  registers: null,
  voltages: null,
  error: null,
  ...overrides,
});

export const pageOf = (
  items: LocationSearchRow[],
  total = items.length,
  page = 0,
  pageSize = 50,
): PageOf<LocationSearchRow> => ({ items, total, page, pageSize });
