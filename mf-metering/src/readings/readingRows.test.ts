import { describe, expect, it } from 'vitest';
import { makeEntry } from './fixtures';
import { insertDescending, readingRows, type ReadingRow } from './readingRows';

const entries = [makeEntry(100, 1), makeEntry(300, 3), makeEntry(200, 2)];
const keys = (rows: readonly ReadingRow[]) =>
  rows.map((row) => [row.key, row.entry ? 'entry' : 'saving', row.busy]);

describe('readingRows', () => {
  it('the stored entries newest first, none busy', () => {
    expect(keys(readingRows(entries, null, new Set()))).toEqual([
      [300, 'entry', false],
      [200, 'entry', false],
      [100, 'entry', false],
    ]);
  });

  it('the placeholder of a running save is inserted in descending key order, as a busy row', () => {
    const placeholder = { key: 250, value: 2.5, isoTimestamp: new Date(250_000).toISOString(), note: null };
    expect(keys(readingRows(entries, placeholder, new Set()))).toEqual([
      [300, 'entry', false],
      [250, 'saving', true],
      [200, 'entry', false],
      [100, 'entry', false],
    ]);
    expect(keys(readingRows(entries, { ...placeholder, key: 400 }, new Set()))[0]).toEqual([
      400,
      'saving',
      true,
    ]);
    expect(keys(readingRows(entries, { ...placeholder, key: 50 }, new Set())).at(-1)).toEqual([
      50,
      'saving',
      true,
    ]);
  });

  it('an edit’s placeholder takes the place of the entry it replaces', () => {
    const placeholder = {
      key: 150,
      value: 1.5,
      isoTimestamp: new Date(150_000).toISOString(),
      note: 'moved',
      replacesKey: 300,
    };
    expect(keys(readingRows(entries, placeholder, new Set()))).toEqual([
      [200, 'entry', false],
      [150, 'saving', true],
      [100, 'entry', false],
    ]);
  });

  it('rows being deleted are busy', () => {
    expect(keys(readingRows(entries, null, new Set([200])))[1]).toEqual([200, 'entry', true]);
  });

  it('insertDescending puts a row before an existing row of the same key', () => {
    const rows = readingRows(entries, null, new Set());
    const row: ReadingRow = { ...rows[1]!, entry: null, busy: true };
    expect(insertDescending(rows, row).map((r) => r.entry === null)).toEqual([false, true, false, false]);
  });
});
