// Test data (not part of the module's surface).
import type { LocationWithNotes, Note } from '@portal/shared';

export const makeNote = (overrides: Partial<Note> = {}): Note => ({
  id: 1,
  gridFk: 10,
  customerCode: 'C-1',
  note: 'Check the meter cabinet',
  createdTime: '2026-01-10T08:00:00.000Z',
  editedTime: null,
  variant: 'other',
  dueDate: null,
  startDate: null,
  endDate: null,
  createdBy: null,
  ...overrides,
});

export const makeLocation = (overrides: Partial<LocationWithNotes> = {}): LocationWithNotes => ({
  gridFk: 10,
  locationFk: 100,
  locationCode: '1234567',
  targetText: 'Omakotitalo',
  name: 'Kotikatu 1',
  notes: [],
  ...overrides,
});
