import type { ReviewQueueItem, TimeSeriesEntry } from '@portal/shared/api/meterReadings';

export const entryOf = (overrides: Partial<TimeSeriesEntry> = {}): TimeSeriesEntry => ({
  key: 1_763_200_800,
  value: 1234.5,
  status: ['MANUALLY_UPDATED'],
  note: 'Mittari vaihdettiin syksyllä',
  isoTimestamp: '2025-11-15T10:00:00+02:00',
  kind: 'reading',
  source: 'customer',
  review: { status: 'pending', flags: ['belowPrevious'], reason: null, decidedAt: null },
  hasPhoto: false,
  ...overrides,
});

/** An item of the review queue as `GET .../reviews?status=` answers it. */
export function reviewItem(overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id: 'r1',
    instance: 'demo1',
    userSub: '8f14e45f-ceea-467f-a0e6-1b5e3f1f2a01',
    customerCode: '100001',
    customerName: 'Meikäläinen Maija',
    locationCode: '2000001',
    locationAddress: 'Kotikatu 1, 33100 Tampere',
    registerId: 'W1',
    unit: 'm3',
    entry: entryOf(),
    previous: entryOf({
      key: 1_760_000_000,
      value: 1300,
      isoTimestamp: '2025-10-09T11:53:20+03:00',
      note: null,
      review: null,
    }),
    ...overrides,
  };
}
