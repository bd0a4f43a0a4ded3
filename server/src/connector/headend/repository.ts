import type { DisconnectionFacts } from '@portal/shared/api/disconnection';
import type { Database } from '../../plugins/database.js';
import type { HeadendMeter } from './headend.js';

/** A meter of the caller's instance with what the calls and their audit rows need. */
export interface MeterRecord extends HeadendMeter {
  placeId: number;
  locationCode: string;
  customerNumber: string;
  remoteControllable: boolean;
  inUse: boolean;
  /** the first user of the instance the place is mapped to: whose data it is */
  subject: { userId: number; sub: string } | null;
}

export async function findMeter(
  db: Database,
  instance: string,
  meterNumber: string,
): Promise<MeterRecord | null> {
  const [row] = await db.query<{
    id: number;
    meter_number: string;
    install_date: string | null;
    removed_on: string | null;
    remote_controllable: boolean;
    place_id: number;
    location_code: string;
    customer_number: string;
    subject_id: number | null;
    subject_sub: string | null;
  }>(
    `SELECT m.id, m.meter_number, to_char(m.install_date, 'YYYY-MM-DD') AS install_date, m.removed_on,
            m.remote_controllable, up.id AS place_id, up.location_code, up.customer_number, s.id AS subject_id,
            s.sub AS subject_sub
       FROM meters m JOIN usage_places up ON up.id = m.usage_place_id AND up.instance = m.instance
       LEFT JOIN LATERAL (
         SELECT u.id, u.sub::text AS sub FROM user_usage_places uup JOIN users u ON u.id = uup.user_id
          WHERE uup.usage_place_id = up.id AND u.instance = $1 ORDER BY u.id LIMIT 1) s ON true
      WHERE m.instance = $1 AND m.meter_number = $2`,
    [instance, meterNumber],
  );
  if (!row) return null;
  return {
    id: row.id,
    instance,
    meterNumber: row.meter_number,
    installDate: row.install_date,
    placeId: row.place_id,
    locationCode: row.location_code,
    customerNumber: row.customer_number,
    remoteControllable: row.remote_controllable,
    inUse: row.removed_on === null,
    subject: row.subject_id === null ? null : { userId: row.subject_id, sub: row.subject_sub! },
  };
}

/** The staff member's name as the event log shows it. */
export async function actorNameOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    `SELECT coalesce(nullif(trim(first_name || ' ' || last_name), ''), username) AS name FROM users WHERE id = $1`,
    [userId],
  );
  return row?.name ?? 'unknown';
}

const GRID_TYPES = ['Verkko', 'Distribution contract'];
const SALES_TYPES = ['Myynti'];

/**
 * The facts of the disconnection rules for the meter's place on `today`: its unpaid invoices with their
 * reminder and warning days, whether a sales and a grid contract are in force together, the customer's
 * special reason and whether the place is a permanent home heated by electricity.
 */
export async function disconnectionFactsOf(
  db: Database,
  meter: MeterRecord,
  today: string,
): Promise<DisconnectionFacts> {
  const unpaid = await db.query<{
    dueDate: string;
    amountCents: number;
    reminderSentOn: string | null;
    warningSentOn: string | null;
  }>(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS "dueDate", amount_cents AS "amountCents",
            to_char(reminder_sent_on, 'YYYY-MM-DD') AS "reminderSentOn",
            to_char(disconnection_warning_sent_on, 'YYYY-MM-DD') AS "warningSentOn"
       FROM invoices WHERE usage_place_id = $1 AND instance = $2 AND status = 'unpaid' ORDER BY due_date`,
    [meter.placeId, meter.instance],
  );
  const [place] = await db.query<{ heating: boolean; special: boolean; grid: boolean; sales: boolean }>(
    `SELECT up.permanent_home_electric_heating AS heating, c.special_payment_reason AS special,
            EXISTS (SELECT 1 FROM contracts k WHERE k.usage_place_id = up.id AND k.contract_type = ANY ($2::text[])
                       AND (k.valid_from IS NULL OR k.valid_from <= $4::date)
                       AND (k.valid_to IS NULL OR k.valid_to >= $4::date)) AS grid,
            EXISTS (SELECT 1 FROM contracts k WHERE k.usage_place_id = up.id AND k.contract_type = ANY ($3::text[])
                       AND (k.valid_from IS NULL OR k.valid_from <= $4::date)
                       AND (k.valid_to IS NULL OR k.valid_to >= $4::date)) AS sales
       FROM usage_places up JOIN customers c ON c.instance = up.instance AND c.customer_number = up.customer_number
      WHERE up.id = $1`,
    [meter.placeId, GRID_TYPES, SALES_TYPES, today],
  );
  return {
    unpaid: unpaid.map((row) => ({ ...row, amountCents: Number(row.amountCents) })),
    combinedContract: Boolean(place?.grid && place.sales),
    specialReason: place?.special ?? false,
    permanentHomeElectricHeating: place?.heating ?? false,
  };
}
