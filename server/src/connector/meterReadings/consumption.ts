import { ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';
import { counterModulus } from '@portal/shared/api/meterReadingRules';
import type { Database } from '../../plugins/database.js';

const HOUR_MS = 3_600_000;
const floorHour = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

export interface CountedReading {
  /** epoch ms */
  at: number;
  value: number;
  kind: 'reading' | 'rollover' | 'meterChange';
}

export interface ConsumptionSpan {
  /** the first hour (epoch ms) */
  from: number;
  /** the hour after the last one (epoch ms) */
  to: number;
  perHour: number;
}

/**
 * The consumption between consecutive readings (oldest first), spread evenly over the whole hours from the
 * earlier reading's hour up to the later one's: across a rollover the counter wrapped; a meter change, a
 * drop (an accepted reading below the previous) and two readings within one hour give nothing.
 */
export function consumptionSpans(
  readings: readonly CountedReading[],
  digits: { integerDigitCount: number | null; fractionDigitCount: number | null },
): ConsumptionSpan[] {
  const modulus = counterModulus(digits);
  const spans: ConsumptionSpan[] = [];
  for (let i = 1; i < readings.length; i++) {
    const a = readings[i - 1]!;
    const b = readings[i]!;
    if (b.kind === 'meterChange') continue;
    const used = b.kind === 'rollover' ? modulus - a.value + b.value : b.value - a.value;
    const from = floorHour(a.at);
    const to = floorHour(b.at);
    if (!(used >= 0) || to <= from) continue;
    spans.push({ from, to, perHour: used / ((to - from) / HOUR_MS) });
  }
  return spans;
}

export interface ManualPoint {
  id: number;
  acquisition_method: string | null;
  integer_digit_count: number | null;
  fraction_digit_count: number | null;
}

/**
 * Rewrites a manual point's hourly `meter_values` around the readings that changed at `changed` (a save, an
 * edit's old and new instant, a delete, a review decision): from the counted reading before the earliest to
 * the counted reading after the latest, as estimates (the report marks them), so the energy report shows the
 * consumption between readings. Counted: no review, or accepted. The day rollup follows by its triggers.
 */
export async function rewriteConsumption(
  db: Database,
  point: ManualPoint,
  changed: readonly Date[],
): Promise<void> {
  if (point.acquisition_method !== 'Manuaalinen' || changed.length === 0) return;
  const rows = await db.query<{ at: Date | string; value: number; kind: CountedReading['kind'] }>(
    `SELECT at, value, kind FROM meter_readings
      WHERE measuring_point_id = $1 AND (review_status IS NULL OR review_status = 'accepted')
      ORDER BY at`,
    [point.id],
  );
  const readings = rows.map((row) => ({ at: new Date(row.at).getTime(), value: row.value, kind: row.kind }));
  const lo = Math.min(...changed.map((date) => date.getTime()));
  const hi = Math.max(...changed.map((date) => date.getTime()));
  const before = [...readings].reverse().find((reading) => reading.at < lo);
  const after = readings.find((reading) => reading.at > hi);
  const first = before?.at ?? lo;
  const last = after?.at ?? hi;
  await db.query('DELETE FROM meter_values WHERE measuring_point_id = $1 AND at >= $2 AND at < $3', [
    point.id,
    new Date(floorHour(first)).toISOString(),
    new Date(floorHour(last)).toISOString(),
  ]);
  const spans = consumptionSpans(
    readings.filter((reading) => reading.at >= first && reading.at <= last),
    { integerDigitCount: point.integer_digit_count, fractionDigitCount: point.fraction_digit_count },
  );
  if (spans.length === 0) return;
  await db.query(
    `INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT $1::int, g, 60, s.v, $5::int
       FROM unnest($2::timestamptz[], $3::timestamptz[], $4::float8[]) AS s(f, t, v)
      CROSS JOIN LATERAL generate_series(s.f, s.t - interval '1 hour', interval '1 hour') AS g
     ON CONFLICT (measuring_point_id, at) DO UPDATE
        SET step_minutes = 60, value = EXCLUDED.value, status = EXCLUDED.status`,
    [
      point.id,
      spans.map((span) => new Date(span.from).toISOString()),
      spans.map((span) => new Date(span.to).toISOString()),
      spans.map((span) => span.perHour),
      ESTIMATE_STATUS_BIT,
    ],
  );
}
