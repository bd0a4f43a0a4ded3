/**
 * The data table's model: one row per bucket, one column per visible tariff line, a total per quantity that
 * has several tariffs. Pure (no React, no texts) so the screen and the xlsx export build from the same rows.
 */
import { CHART_STATUS, isLevel, type ChartResponse, type ChartSeries } from '@portal/shared';
import type { Bucket, Resolution } from '@portal/shared/calendar';
import { isEstimate } from '@portal/shared/reports';
import { hoursAt, type BucketHours } from '../chart/bucketNote';
import { formatFor, sharedUnitFormats, type NumberFormat } from '../chart/numberFormat';

export type CellStatus = 'ok' | 'estimate' | 'partiallyMissing' | 'missing';

/** weakest last: a total carries the weakest status of its parts */
export const CELL_STATUS_ORDER: readonly CellStatus[] = ['ok', 'estimate', 'partiallyMissing', 'missing'];

export interface TableCell {
  value: number | null;
  status: CellStatus;
  /** the bucket's hours, estimated and missing hours, when the answer tells them */
  hours?: BucketHours | null;
}

export interface TableColumn {
  id: string;
  kind: 'tariff' | 'total';
  group: ChartSeries['chart']['group'];
  quantity: string;
  /** the tariff key; `tariffTotal` for a total column */
  tariff: string;
  /** tariffs of the quantity, so a single-tariff quantity is named without its tariff */
  tariffCount: number;
  unit: string;
  /** the unit and decimals the column is shown in, from its largest value */
  format: NumberFormat;
}

export interface TableRow {
  /** the bucket's locale-neutral label: unique, also for the repeated autumn hour */
  key: string;
  bucket: Bucket;
  cells: TableCell[];
}

export interface TableModel {
  resolution: Resolution;
  columns: TableColumn[];
  rows: TableRow[];
}

export const TOTAL_TARIFF = 'tariffTotal';

/** A bucket's status code (CHART_STATUS) as the table shows it; a value-less bucket is never "ok". */
export function cellStatus(code: number | undefined, value: number | null): CellStatus {
  const bits = code ?? 0;
  if ((bits & CHART_STATUS.MISSING) !== 0) return 'missing';
  if ((bits & CHART_STATUS.PARTIALLY_MISSING) !== 0) return 'partiallyMissing';
  if (value === null) return 'missing';
  if (isEstimate(bits)) return 'estimate';
  return 'ok';
}

/** The sum of the tariffs of one bucket: missing only when every part is; a missing part makes it partial. */
export function totalCell(parts: readonly TableCell[]): TableCell {
  const valued = parts.filter((part) => part.value !== null);
  if (valued.length === 0) return { value: null, status: 'missing' };
  const value = valued.reduce((sum, part) => sum + (part.value ?? 0), 0);
  let rank = 0;
  for (const part of parts) {
    const partRank = part.status === 'missing' ? 2 : CELL_STATUS_ORDER.indexOf(part.status);
    rank = Math.max(rank, partRank);
  }
  // each tariff's coverage is of the whole bucket: the total's hours are the bucket's, its estimated
  // and missing hours those of its parts added up, at most the bucket
  const hours = parts.every((part) => part.hours)
    ? parts.reduce<BucketHours>(
        (sum, part) => {
          const length = Math.max(sum.hours, part.hours!.hours);
          return {
            hours: length,
            estimated: Math.min(length, sum.estimated + part.hours!.estimated),
            missing: Math.min(length, sum.missing + part.hours!.missing),
          };
        },
        { hours: 0, estimated: 0, missing: 0 },
      )
    : null;
  return { value, status: CELL_STATUS_ORDER[rank] ?? 'ok', ...(hours ? { hours } : {}) };
}

/** Series the table shows: those the chart draws, without ones the server could not make (errorCode). */
const shownSeries = (response: ChartResponse): ChartSeries[] =>
  response.series.filter(
    (series) =>
      series.chart.settings.visible &&
      series.chart.errorCode === null &&
      series.chart.data.tariffs.length > 0,
  );

export function buildTableModel(
  response: ChartResponse,
  buckets: readonly Bucket[],
  resolution: Resolution,
): TableModel {
  const columns: TableColumn[] = [];
  const readers: Array<(index: number) => TableCell> = [];

  for (const series of shownSeries(response)) {
    const { quantity, group, unitTranslationKey: unit } = series.chart;
    const tariffs = series.chart.data.tariffs;
    const tariffCount = tariffs.length;
    const tariffReaders = tariffs.map((tariff) => (index: number): TableCell => {
      const value = tariff.data[index] ?? null;
      const hours = hoursAt(tariff.coverage, index);
      return { value, status: cellStatus(tariff.statuses[index], value), ...(hours ? { hours } : {}) };
    });
    tariffs.forEach((tariff, t) => {
      columns.push({
        id: `${quantity}:${tariff.nameTranslationKey}:${t}`,
        kind: 'tariff',
        group,
        quantity,
        tariff: tariff.nameTranslationKey,
        tariffCount,
        unit,
        format: formatFor(unit, []),
      });
      readers.push(tariffReaders[t]!);
    });
    // a server that already sends a total tariff gets no second one; a level's tariffs do not add up
    if (
      tariffCount > 1 &&
      !isLevel(quantity, unit) &&
      !tariffs.some((tariff) => tariff.nameTranslationKey === TOTAL_TARIFF)
    ) {
      columns.push({
        id: `${quantity}:${TOTAL_TARIFF}`,
        kind: 'total',
        group,
        quantity,
        tariff: TOTAL_TARIFF,
        tariffCount,
        unit,
        format: formatFor(unit, []),
      });
      readers.push((index) => totalCell(tariffReaders.map((read) => read(index))));
    }
  }

  const rows = buckets.map((bucket, index) => ({
    key: bucket.label,
    bucket,
    cells: readers.map((read) => read(index)),
  }));
  // a tariff column takes its series' format (the largest of its total), so tariffs and total agree
  const byQuantity = new Map<string, number[]>();
  columns.forEach((column, c) => {
    const list = byQuantity.get(column.quantity) ?? [];
    byQuantity.set(column.quantity, [...list, c]);
  });
  const groups = [...byQuantity.values()].map((indexes) => {
    const values = rows.flatMap((row) => indexes.map((c) => row.cells[c]?.value ?? null));
    const first = columns[indexes[0]!]!;
    const totals = isLevel(first.quantity, first.unit)
      ? []
      : rows.map((row) =>
          indexes.reduce<number | null>((sum, c) => {
            const column = columns[c]!;
            const value = row.cells[c]?.value ?? null;
            if (column.kind === 'total' || value === null) return sum;
            return (sum ?? 0) + value;
          }, null),
        );
    let largest = 0;
    for (const v of values) if (v !== null) largest = Math.max(largest, Math.abs(v));
    for (const v of totals) if (v !== null) largest = Math.max(largest, Math.abs(v));
    return { indexes, unit: first.unit, largest };
  });
  // one unit per family in the whole table (never a column in MWh beside one in kWh), from the largest
  // value of all of them; each quantity's decimals by its own largest value
  const formatOf = sharedUnitFormats(groups.map(({ unit, largest }) => ({ unit, value: largest })));
  for (const { indexes, unit, largest } of groups) {
    const format = formatOf(unit, largest);
    for (const c of indexes) columns[c]!.format = format;
  }
  return { resolution, columns, rows };
}

/** statuses other than ok that occur in the model, in CELL_STATUS_ORDER */
export const statusesIn = (model: TableModel): Exclude<CellStatus, 'ok'>[] => {
  const seen = new Set<CellStatus>();
  for (const row of model.rows) for (const cell of row.cells) seen.add(cell.status);
  return CELL_STATUS_ORDER.filter(
    (status): status is Exclude<CellStatus, 'ok'> => status !== 'ok' && seen.has(status),
  );
};
