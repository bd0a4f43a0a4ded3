import type { Outage, OutageArea, OutageStatus } from '@portal/shared/api/outages';
import type { Database } from '../../plugins/database.js';

interface OutageRow {
  id: number;
  reference: string;
  status: OutageStatus;
  cause: string | null;
  started_at: Date;
  estimated_end_at: Date | null;
  affected_customers: number;
  area: OutageArea | string;
}

const toOutage = (row: OutageRow): Outage => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  cause: row.cause,
  startedAt: row.started_at.toISOString(),
  estimatedEndAt: row.estimated_end_at?.toISOString() ?? null,
  affectedCustomers: row.affected_customers,
  area: typeof row.area === 'string' ? (JSON.parse(row.area) as OutageArea) : row.area,
});

/** The outages of the instance in progress at `now`, oldest first. */
export async function currentOutages(db: Database, instance: string, now: Date): Promise<Outage[]> {
  const rows = await db.query<OutageRow>(
    `SELECT id, reference, status, cause, started_at, estimated_end_at, affected_customers, area
       FROM outages
      WHERE instance = $1 AND ended_at IS NULL AND started_at <= $2
      ORDER BY started_at, id`,
    [instance, now],
  );
  return rows.map(toOutage);
}

export interface UserPlace {
  locationCode: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  meterId: number | null;
  meterNumber: string | null;
  installDate: string | null;
}

/** The user's electricity usage places (power is what the page asks about) with each one's meter in use. */
export async function userPlacesWithMeters(
  db: Database,
  instance: string,
  userId: number,
): Promise<UserPlace[]> {
  const rows = await db.query<{
    location_code: string;
    full_address: string;
    latitude: number | null;
    longitude: number | null;
    meter_id: number | null;
    meter_number: string | null;
    install_date: string | null;
  }>(
    `SELECT p.location_code, p.full_address, p.latitude, p.longitude,
            m.id AS meter_id, m.meter_number, to_char(m.install_date, 'YYYY-MM-DD') AS install_date
       FROM user_usage_places up
       JOIN usage_places p ON p.id = up.usage_place_id AND p.instance = $1
       LEFT JOIN meters m ON m.usage_place_id = p.id AND m.removed_on IS NULL
      WHERE up.user_id = $2 AND 'electricity' = ANY (p.energy_types)
      ORDER BY p.location_code`,
    [instance, userId],
  );
  return rows.map((row) => ({
    locationCode: row.location_code,
    address: row.full_address,
    latitude: row.latitude,
    longitude: row.longitude,
    meterId: row.meter_id,
    meterNumber: row.meter_number,
    installDate: row.install_date,
  }));
}
