import type { Database } from '../plugins/database.js';
import { addDays, helsinkiDay } from '../connector/billing/months.js';
import { createRandom, seedFrom } from './prng.js';

/**
 * Location management's demo data of one instance (issue 16, docs/location-management.md "Demo data").
 * Written once (`location_demo_seed`): coordinates a few kilometres around the utility's town (about one
 * place in 12 without: an error marker on the map), grid names, a meter for every place (electricity meters
 * remotely switchable and connected; about a quarter with a removed older meter, the meter history), one
 * head-end fault per instance and the special payment reason of one customer. On every run, after the
 * billing seed has moved the invoice statuses on: the reminder and warning dates of the unpaid invoices and
 * the two disconnection cases (customer2's electricity lawful to disconnect, customer's not).
 */
export interface LocationSeedContext {
  instance: string;
  now: Date;
}

/** each utility's town centre (WGS84) */
const CENTRES: Record<string, { lat: number; long: number }> = {
  demo1: { lat: 60.1841, long: 24.9501 },
  nivos: { lat: 60.6333, long: 25.3167 },
  jylhaos: { lat: 63.1167, long: 25.0667 },
  leppakoski: { lat: 60.9167, long: 24.6333 },
  paneliankoskenvoima: { lat: 61.13, long: 22.13 },
  lammaistenenergia: { lat: 61.0797, long: 25.0125 },
  valkeakoskenenergia: { lat: 61.2667, long: 24.0333 },
  vimpelinvoima: { lat: 63.1614, long: 23.8222 },
  karhulanenergia: { lat: 60.5167, long: 26.95 },
  kivijarvenlampo: { lat: 63.1167, long: 25.0667 },
  ruovedenenergia: { lat: 61.9833, long: 24.0667 },
};
const DEFAULT_CENTRE = { lat: 61.4978, long: 23.761 };

const GRID_NAMES: Record<number, string> = {
  1: 'Sähköverkko',
  2: 'Kaukolämpöverkko',
  3: 'Vesijohtoverkko',
  4: 'Kaasuverkko',
};

const MEASURING: Record<string, string[]> = {
  electricity: ['ELECTRICITY_P', 'ELECTRICITY_Q', 'VOLTAGE_LEVEL', 'CURRENT'],
  heat: ['HEAT_ENERGY', 'HEAT_WATER', 'HEAT_WATER_TEMPERATURE_IN', 'HEAT_WATER_TEMPERATURE_OUT'],
  water: ['WATER_COLD'],
  gas: ['NATURAL_GAS'],
};

/** the first demo customer (not lawful to disconnect) and customer2 (lawful): demo/seed.ts DEMO_USERS */
const NOT_LAWFUL_CUSTOMER = '100001';
const LAWFUL_CUSTOMER = '100002';

/** the current meter's number: the one the place's contracts name (demo/billing.ts, demo/staff.ts) */
export const demoMeterNumber = (locationCode: string, placeId: number): string =>
  `${locationCode.slice(0, 3)}${String(placeId).padStart(5, '0')}`;

interface PlaceRow {
  id: number;
  location_code: string;
  customer_number: string;
  grid_id: number;
  energy_type: string | null;
}

export async function seedLocations(db: Database, ctx: LocationSeedContext): Promise<boolean> {
  const wrote = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO location_demo_seed (instance) VALUES ($1) ON CONFLICT DO NOTHING RETURNING instance',
      [ctx.instance],
    );
    if (claimed.length === 0) return false;
    await writeOnce(tx, ctx);
    return true;
  });
  await db.transaction((tx) => markDisconnectionCases(tx, ctx));
  return wrote;
}

async function writeOnce(tx: Database, { instance, now }: LocationSeedContext): Promise<void> {
  const random = createRandom(seedFrom(`portal-demo-locations:${instance}`));
  const centre = CENTRES[instance] ?? DEFAULT_CENTRE;
  const today = helsinkiDay(now);
  const places = await tx.query<PlaceRow>(
    `SELECT id, location_code, customer_number, grid_id, energy_types[1] AS energy_type
       FROM usage_places WHERE instance = $1 ORDER BY id`,
    [instance],
  );
  const ids: number[] = [];
  const lats: (number | null)[] = [];
  const longs: (number | null)[] = [];
  const grids: string[] = [];
  const heating: boolean[] = [];
  const meter = {
    place: [] as number[],
    number: [] as string[],
    installed: [] as string[],
    removed: [] as (string | null)[],
    made: [] as number[],
    remote: [] as boolean[],
    quality: [] as (string | null)[],
    read: [] as (string | null)[],
    types: [] as string[],
  };
  for (const [index, place] of places.entries()) {
    const energy = place.energy_type ?? 'electricity';
    const electricity = energy === 'electricity';
    // about 5 km either way: a place's own spot, the same on every run
    const lat = centre.lat + (random.next() - 0.5) * 0.09;
    const long = centre.long + (random.next() - 0.5) * 0.18;
    const withoutCoordinates = index % 12 === 11;
    ids.push(place.id);
    lats.push(withoutCoordinates ? null : Number(lat.toFixed(6)));
    longs.push(withoutCoordinates ? null : Number(long.toFixed(6)));
    grids.push(GRID_NAMES[place.grid_id] ?? 'Verkko');
    heating.push(electricity && (index % 5 === 0 || place.customer_number === NOT_LAWFUL_CUSTOMER));

    const year = random.int(2009, 2024);
    const installed = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const types = [...(MEASURING[energy] ?? MEASURING.electricity!)];
    if (electricity && index % 4 === 1) types.splice(1, 0, 'ELECTRICITY_P_MINUS');
    const quality = !electricity ? 'good' : index % 9 === 4 ? 'weak' : index % 17 === 8 ? 'none' : 'good';
    const push = (
      number: string,
      from: string,
      to: string | null,
      made: number,
      lastRead: string | null,
      meterTypes: string[],
    ) => {
      meter.place.push(place.id);
      meter.number.push(number);
      meter.installed.push(from);
      meter.removed.push(to);
      meter.made.push(made);
      meter.remote.push(electricity);
      meter.quality.push(to === null ? quality : null);
      meter.read.push(lastRead);
      meter.types.push(`{${meterTypes.join(',')}}`);
    };
    // the meter history: an older meter, replaced on the day the current one was installed
    if (index % 4 === 0) {
      const oldYear = year - random.int(14, 18);
      push(
        `9${place.location_code.slice(1, 3)}${String(place.id).padStart(5, '0')}`,
        `${oldYear}-${installed.slice(5)}`,
        installed,
        oldYear - 1,
        `${installed}T06:00:00Z`,
        types.filter((type) => !type.startsWith('VOLTAGE') && type !== 'CURRENT'),
      );
    }
    push(
      demoMeterNumber(place.location_code, place.id),
      installed <= today ? installed : today,
      null,
      year - random.int(0, 1),
      quality === 'none' ? null : new Date(now.getTime() - random.int(1, 48) * 3_600_000).toISOString(),
      types,
    );
  }
  await tx.query(
    `UPDATE usage_places up
        SET latitude = v.lat, longitude = v.long, grid_name = v.grid, permanent_home_electric_heating = v.heating
       FROM unnest($1::int[], $2::float8[], $3::float8[], $4::text[], $5::boolean[]) AS v(id, lat, long, grid, heating)
      WHERE up.id = v.id`,
    [ids, lats, longs, grids, heating],
  );
  await tx.query(
    `INSERT INTO meters (instance, usage_place_id, meter_number, install_date, removed_on, manufacturing_year,
                         remote_controllable, connection_quality, last_read_at, measuring_types)
     SELECT $1, v.place, v.number, v.installed, v.removed, v.made, v.remote, v.quality, v.read, v.types::text[]
       FROM unnest($2::int[], $3::text[], $4::date[], $5::date[], $6::int[], $7::boolean[], $8::text[],
                   $9::timestamptz[], $10::text[]) AS v(place, number, installed, removed, made, remote, quality, read, types)`,
    [
      instance,
      meter.place,
      meter.number,
      meter.installed,
      meter.removed,
      meter.made,
      meter.remote,
      meter.quality,
      meter.read,
      meter.types,
    ],
  );
  // the head-end knows the switchable meters in use, all connected; the installation is their first event
  await tx.query(
    `INSERT INTO headend_meter_state (meter_id, output_state, changed_at)
     SELECT id, 'connected', (install_date + time '09:00') AT TIME ZONE 'UTC' FROM meters
      WHERE instance = $1 AND remote_controllable AND removed_on IS NULL`,
    [instance],
  );
  await tx.query(
    `INSERT INTO meter_events (meter_id, at, action, actor_sub, actor_name)
     SELECT id, (install_date + time '08:00') AT TIME ZONE 'UTC', 'METER_INSTALLED', NULL::uuid, 'head-end'
       FROM meters WHERE instance = $1 AND install_date IS NOT NULL
     UNION ALL
     SELECT id, (install_date + time '09:00') AT TIME ZONE 'UTC', 'SET_METER_STATUS_RECONNECT', NULL::uuid, 'head-end'
       FROM meters WHERE instance = $1 AND remote_controllable AND install_date IS NOT NULL`,
    [instance],
  );
  // one meter that fails every command (docs/location-management.md): the switchable meter in use of the
  // instance's last place with one, a generated customer's
  await tx.query(
    `UPDATE headend_meter_state SET fault = 'fail'
      WHERE meter_id = (SELECT m.id FROM meters m JOIN headend_meter_state s ON s.meter_id = m.id
                         WHERE m.instance = $1 AND m.usage_place_id NOT IN
                               (SELECT id FROM usage_places WHERE instance = $1 AND customer_number IN ($2, $3))
                         ORDER BY m.usage_place_id DESC LIMIT 1)`,
    [instance, NOT_LAWFUL_CUSTOMER, LAWFUL_CUSTOMER],
  );
  // a customer who told of a special reason (illness, unemployment): the first generated one with a place
  await tx.query(
    `UPDATE customers SET special_payment_reason = true
      WHERE instance = $1 AND customer_number = (
        SELECT min(customer_number) FROM usage_places WHERE instance = $1 AND customer_number NOT IN ($2, $3))`,
    [instance, NOT_LAWFUL_CUSTOMER, LAWFUL_CUSTOMER],
  );
}

/**
 * The dunning of the unpaid invoices as of today: a reminder a week after the due date and the
 * disconnection warning two weeks after that, once those days have come. customer2's electricity also
 * owes its invoice of five months back (lawful to disconnect); the first customer's warning went out three
 * days ago and the home is heated by electricity (not lawful).
 */
async function markDisconnectionCases(tx: Database, { instance, now }: LocationSeedContext): Promise<void> {
  const today = helsinkiDay(now);
  await tx.query(
    `UPDATE invoices i
        SET status = 'unpaid'
       FROM usage_places up
      WHERE up.id = i.usage_place_id AND up.instance = $1 AND up.customer_number = $2
        AND 'electricity' = ANY (up.energy_types)
        AND i.id = (SELECT id FROM invoices WHERE usage_place_id = up.id AND status <> 'credit'
                     ORDER BY period_start DESC OFFSET 4 LIMIT 1)`,
    [instance, LAWFUL_CUSTOMER],
  );
  await tx.query(
    `UPDATE invoices
        SET reminder_sent_on = CASE WHEN due_date + 7 <= $2::date THEN due_date + 7 END,
            disconnection_warning_sent_on = CASE WHEN due_date + 21 <= $2::date THEN due_date + 21 END
      WHERE instance = $1 AND status = 'unpaid'`,
    [instance, today],
  );
  await tx.query(
    `UPDATE invoices i
        SET reminder_sent_on = $3::date, disconnection_warning_sent_on = $4::date
       FROM usage_places up
      WHERE up.id = i.usage_place_id AND up.instance = $1 AND up.customer_number = $2
        AND 'electricity' = ANY (up.energy_types) AND i.status = 'unpaid' AND i.due_date < $5::date`,
    [instance, NOT_LAWFUL_CUSTOMER, addDays(today, -20), addDays(today, -3), today],
  );
}
