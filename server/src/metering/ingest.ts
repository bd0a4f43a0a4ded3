import type { Database } from '../plugins/database.js';
import { checkSeries, type CheckedSeries, type Delivery, type SeriesRefusal } from './delivery.js';
import { emptyColumns, ensureMeterPartitions, writeReadings, type ReadingColumns } from './store.js';

export interface IngestReport {
  deliveryId: string;
  series: number;
  accepted: number;
  /** readings in the accepted series */
  readings: number;
  /** readings that were new or differed from what was stored */
  changed: number;
  refused: number;
  /** the refused series with their reasons (the first MAX_LISTED_REFUSALS) */
  refusals: SeriesRefusal[];
}

/** at most this many refusals are listed in a report (all are counted) */
const MAX_LISTED_REFUSALS = 1000;

interface PointRow {
  id: number;
  place_id: number;
  gsrn_code: string;
  quantity: string;
  tariff: string;
}

/**
 * Ingests one delivery for `instance` (docs/metering-store.md): every series is checked on its own and a
 * bad one is refused with a reason while the others are written, all in one transaction, so a failure
 * or a kill leaves what was stored before. Idempotent (store.ts `writeReadings`).
 */
export async function ingestDelivery(
  db: Database,
  instance: string,
  delivery: Delivery,
  { now, source }: { now: Date; source: string },
): Promise<IngestReport> {
  const refusals: SeriesRefusal[] = [];
  const checked: CheckedSeries[] = [];
  delivery.series.forEach((series, index) => {
    const result = checkSeries(series, index, now);
    if (result.ok) checked.push(result.series);
    else refusals.push(result.refusal);
  });

  // a new partition locks meter_values until its transaction ends: made in a short one of its own first
  if (checked.length > 0) {
    let first = Infinity;
    let last = -Infinity;
    for (const series of checked) {
      first = Math.min(first, series.startEpoch);
      last = Math.max(last, series.startEpoch + series.values.length * series.step * 60);
    }
    await ensureMeterPartitions(db, new Date(first * 1000), new Date(last * 1000));
  }
  const result = await db.transaction(async (tx) => {
    // the points are looked up and held (FOR NO KEY UPDATE) in the writing transaction: meter_values has no
    // foreign key (migration 022), so a point must not be deleted between its look-up and its readings, and
    // two deliveries of one point take turns, so each rebuilds its point-days from all that is stored
    const resolved = await resolveSeries(tx, instance, checked);
    refusals.push(...resolved.refusals);
    const { columns } = resolved;
    let written = 0;
    if (resolved.accepted > 0) written = await writeReadings(tx, columns);
    refusals.sort((a, b) => a.index - b.index);
    await tx.query(
      `INSERT INTO metering_deliveries (instance, delivery_id, source, received_at, series, accepted, readings, changed, refusals)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        instance,
        delivery.deliveryId,
        source,
        now.toISOString(),
        delivery.series.length,
        resolved.accepted,
        columns.point.length,
        written,
        JSON.stringify(refusals.slice(0, MAX_LISTED_REFUSALS)),
      ],
    );
    return { accepted: resolved.accepted, readings: columns.point.length, changed: written };
  });
  return {
    deliveryId: delivery.deliveryId,
    series: delivery.series.length,
    ...result,
    refused: refusals.length,
    refusals: refusals.slice(0, MAX_LISTED_REFUSALS),
  };
}

/**
 * The checked series' measuring points within the instance, and their readings in columns: a series whose
 * place or quantity the instance does not have, or that overlaps an earlier series of the same point, is
 * refused.
 */
async function resolveSeries(
  tx: Database,
  instance: string,
  checked: CheckedSeries[],
): Promise<{
  columns: ReadingColumns;
  refusals: SeriesRefusal[];
  accepted: number;
}> {
  const gsrns = [...new Set(checked.map((series) => series.meteringPoint))];
  const points =
    gsrns.length === 0
      ? []
      : await tx.query<PointRow>(
          `SELECT mp.id, up.id AS place_id, up.gsrn_code, mp.quantity, mp.tariff
             FROM usage_places up JOIN measuring_points mp ON mp.usage_place_id = up.id
            WHERE up.instance = $1 AND up.gsrn_code = ANY ($2::text[])
              FOR NO KEY UPDATE OF mp`,
          [instance, gsrns],
        );
  const placesOf = new Map<string, Set<number>>();
  for (const point of points)
    placesOf.set(point.gsrn_code, (placesOf.get(point.gsrn_code) ?? new Set()).add(point.place_id));
  const pointIds = new Map(
    points.map((point) => [`${point.gsrn_code}|${point.quantity}|${point.tariff}`, point.id]),
  );

  const refusals: SeriesRefusal[] = [];
  const columns = emptyColumns();
  const covered = new Map<number, Array<[number, number]>>();
  let accepted = 0;
  for (const series of checked) {
    const refuse = (code: SeriesRefusal['code'], message: string) =>
      refusals.push({
        index: series.index,
        meteringPoint: series.meteringPoint,
        quantity: series.quantity,
        code,
        message,
      });
    const id = pointIds.get(`${series.meteringPoint}|${series.quantity}|${series.tariff}`);
    const places = placesOf.get(series.meteringPoint);
    if (!places) {
      refuse('unknown_metering_point', 'no usage place of this instance has this metering point');
      continue;
    }
    if (places.size > 1) {
      refuse(
        'ambiguous_metering_point',
        `${places.size} usage places of this instance have this metering point`,
      );
      continue;
    }
    if (id === undefined) {
      refuse(
        'unknown_quantity',
        `the metering point measures no ${series.quantity} (tariff ${series.tariff})`,
      );
      continue;
    }
    const from = series.startEpoch;
    const to = from + series.values.length * series.step * 60;
    const spans = covered.get(id) ?? [];
    if (spans.some(([a, b]) => from < b && a < to)) {
      refuse('duplicate_series', 'an earlier series of this delivery covers the same point and time');
      continue;
    }
    spans.push([from, to]);
    covered.set(id, spans);
    accepted++;
    const stepSeconds = series.step * 60;
    for (let i = 0; i < series.values.length; i++) {
      columns.point.push(id);
      columns.epoch.push(from + i * stepSeconds);
      columns.step.push(series.step);
      columns.value.push(series.values[i] ?? null);
      columns.status.push(series.statuses[i] ?? 0);
    }
  }
  return { columns, refusals, accepted };
}
