import type { TimeSeriesEntry } from '@portal/shared/api/meterReadings';

/** A row of the readings table: a stored entry, or the placeholder of a save under way (a spinner row). */
export interface ReadingRow {
  key: number;
  value: number;
  isoTimestamp: string;
  note: string | null;
  /** null for a placeholder */
  entry: TimeSeriesEntry | null;
  /** a save or delete of this row is running: the row shows a spinner */
  busy: boolean;
}

export interface Placeholder {
  key: number;
  value: number;
  isoTimestamp: string;
  note: string | null;
  /** an edit hides the row it replaces while it runs */
  replacesKey?: number;
}

/** `rows` with `row` put where it belongs in descending key order (before an existing row of the same key). */
export function insertDescending(rows: readonly ReadingRow[], row: ReadingRow): ReadingRow[] {
  const at = rows.findIndex((candidate) => candidate.key <= row.key);
  return at === -1 ? [...rows, row] : [...rows.slice(0, at), row, ...rows.slice(at)];
}

/**
 * The table's rows: the stored entries (newest first) with the running save's placeholder inserted in
 * descending key order, the entry it replaces left out, and the rows being deleted marked busy.
 */
export function readingRows(
  entries: readonly TimeSeriesEntry[],
  placeholder: Placeholder | null,
  deleting: ReadonlySet<number>,
): ReadingRow[] {
  const stored = [...entries]
    .sort((a, b) => b.key - a.key)
    .filter((entry) => !placeholder || entry.key !== placeholder.replacesKey)
    .map<ReadingRow>((entry) => ({
      key: entry.key,
      value: entry.value,
      isoTimestamp: entry.isoTimestamp,
      note: entry.note,
      entry,
      busy: deleting.has(entry.key),
    }));
  if (!placeholder) return stored;
  const { replacesKey: _replaced, ...shown } = placeholder;
  return insertDescending(stored, { ...shown, entry: null, busy: true });
}
