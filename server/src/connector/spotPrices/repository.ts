import type { Database } from '../../plugins/database.js';
import type { EnergyUse, MarketPrice } from './calc.js';

/**
 * FI market prices overlapping [start, end): an hourly price starting up to an hour before `start` still
 * covers it (the primary key (area, at) is the index both reads use).
 */
export async function marketPrices(db: Database, start: Date, end: Date): Promise<MarketPrice[]> {
  return db.query<MarketPrice>(
    `SELECT (extract(epoch from at) * 1000)::float8 AS "atMs", step_minutes AS "stepMinutes",
            eur_per_mwh AS "eurPerMwh"
       FROM spot_prices
      WHERE area = 'FI' AND at > $1::timestamptz - interval '1 hour' AND at < $2
      ORDER BY at`,
    [start.toISOString(), end.toISOString()],
  );
}

/**
 * The electricity use (electricityP, every tariff summed) of the user's usage place in [start, end), or
 * null when the place is not one of the user's in the instance.
 */
export async function placeUse(
  db: Database,
  scope: { instance: string; userId: number },
  locationCode: string,
  start: Date,
  end: Date,
): Promise<EnergyUse[] | null> {
  const [place] = await db.query<{ id: number }>(
    `SELECT up.id FROM usage_places up
       JOIN user_usage_places uup ON uup.usage_place_id = up.id AND uup.user_id = $2
      WHERE up.instance = $1 AND up.location_code = $3`,
    [scope.instance, scope.userId, locationCode],
  );
  if (!place) return null;
  return db.query<EnergyUse>(
    `SELECT (extract(epoch from v.at) * 1000)::float8 AS "atMs", v.step_minutes AS "stepMinutes",
            sum(v.value)::float8 AS kwh
       FROM meter_readings(ARRAY(SELECT id FROM measuring_points
                                  WHERE usage_place_id = $1 AND energy_type = 'electricity' AND quantity = 'electricityP'),
                           $2, $3) v
      WHERE v.value IS NOT NULL
      GROUP BY v.at, v.step_minutes
      ORDER BY v.at`,
    [place.id, start.toISOString(), end.toISOString()],
  );
}
