import type { Database } from '../plugins/database.js';

/**
 * The demo's outage feed (docs/maps.md, "Disturbance map"): a demo portal left running keeps two outages in
 * progress in each instance, as a utility's outage system would feed them. On start and every hour: demo
 * outages past their estimated end are ended, and an instance with none in progress gets two new ones, one
 * over the demo customer's electricity place (so 'Is my power out?' has an outage to find) and one over
 * another place of the utility. Tests write their own outages; this runs only with SEED=demo.
 */
export const DEMO_OUTAGE_HOURS = 3;
/** the demo customer (demo/seed.ts DEMO_USERS 'customer') */
const OUTAGE_CUSTOMER = '100001';

/** a hexagon of about `km` kilometres' radius around the point, as a GeoJSON polygon */
export function hexagonAround(
  lat: number,
  long: number,
  km: number,
): { type: 'Polygon'; coordinates: number[][][] } {
  const dLat = km / 111.32;
  const dLong = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  const ring = Array.from({ length: 7 }, (_, i) => {
    const angle = ((i % 6) * Math.PI) / 3;
    return [
      Math.round((long + dLong * Math.cos(angle)) * 1e5) / 1e5,
      Math.round((lat + dLat * Math.sin(angle)) * 1e5) / 1e5,
    ];
  });
  return { type: 'Polygon', coordinates: [ring] };
}

export async function refreshDemoOutages(
  db: Database,
  instanceIds: readonly string[],
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE outages SET ended_at = estimated_end_at
      WHERE reference LIKE 'DEMO-%' AND ended_at IS NULL AND estimated_end_at <= $1`,
    [now],
  );
  const stamp = now.toISOString().slice(0, 16).replace(/\D/g, '');
  for (const instance of instanceIds) {
    const [open] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM outages WHERE instance = $1 AND ended_at IS NULL AND reference LIKE 'DEMO-%'`,
      [instance],
    );
    if ((open?.count ?? 0) > 0) continue;
    const places = await db.query<{ latitude: number; longitude: number; own: boolean }>(
      `SELECT latitude, longitude, customer_number = $2 AND 'electricity' = ANY (energy_types) AS own
         FROM usage_places
        WHERE instance = $1 AND latitude IS NOT NULL AND longitude IS NOT NULL
        ORDER BY (customer_number = $2 AND 'electricity' = ANY (energy_types)) DESC, id DESC
        LIMIT 2`,
      [instance, OUTAGE_CUSTOMER],
    );
    const started = new Date(now.getTime() - 40 * 60_000);
    const end = new Date(now.getTime() + DEMO_OUTAGE_HOURS * 3_600_000);
    const plans = [
      { status: 'investigating', cause: null, affected: 37, km: 0.8 },
      { status: 'repairing', cause: 'Puu linjalla / A tree on the line', affected: 112, km: 1.5 },
    ];
    for (const [i, place] of places.entries()) {
      const plan = plans[i]!;
      await db.query(
        `INSERT INTO outages (instance, reference, status, cause, started_at, estimated_end_at, affected_customers, area)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (instance, reference) DO NOTHING`,
        [
          instance,
          `DEMO-${stamp}-${i + 1}`,
          plan.status,
          plan.cause,
          started,
          end,
          plan.affected,
          JSON.stringify(hexagonAround(place.latitude, place.longitude, plan.km)),
        ],
      );
    }
  }
}
