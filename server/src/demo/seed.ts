import type { Role } from '@portal/instances';
import type { Database } from '../plugins/database.js';
import { hashPassword } from '../auth/password.js';
import { createRandom, seedFrom, type Random } from './prng.js';
import { FIRST_NAMES, LAST_NAMES, STREETS, gsrn, townOf } from './places.js';
import { seedNotes } from './notes.js';
import { seedMetering } from './metering.js';
import { seedBilling } from './billing.js';
import { seedDistrictHeating } from './districtHeating.js';
import { PROTECTED_USERNAME, seedStaff } from './staff.js';
import { demoContractIdentifier } from './contractIds.js';
import { seedLocations } from './locations.js';
import { seedMeterReadings } from './meterReadings.js';
import type { SsnKeys } from '../auth/ssn.js';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface DemoUser {
  username: string;
  roles: Role[];
  filledWithDummyData?: boolean;
  /** the customer whose usage places are mapped to the user */
  customer?: { number: string; places: EnergyType[] };
}

type EnergyType = 'electricity' | 'heat' | 'water' | 'gas';

/** The demo accounts of every instance (issue 2), all with the password DEMO_PASSWORD. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'customer',
    roles: ['ROLE_USER'],
    customer: { number: '100001', places: ['electricity', 'heat', 'water'] },
  },
  {
    username: 'customer2',
    roles: ['ROLE_USER'],
    customer: { number: '100002', places: ['electricity', 'gas'] },
  },
  { username: 'admin', roles: ['ROLE_ADMIN', 'ROLE_USER'] },
  { username: 'superuser', roles: ['ROLE_SUPERUSER', 'ROLE_USER'] },
  { username: 'servant', roles: ['ROLE_SERVANT', 'ROLE_USER'] },
  { username: 'seller', roles: ['ROLE_SELLER'] },
  { username: 'noroles', roles: [] },
  // a servant who may reveal SSNs (docs/staff-platform.md, "One role list")
  { username: 'ssnviewer', roles: ['ROLE_SERVANT', 'ROLE_SSN_VIEWER'] },
  { username: 'metercontrol', roles: ['ROLE_METER_CONTROL'] },
  { username: 'dummy', roles: ['ROLE_USER'], filledWithDummyData: true },
];

/** Every demo login with its roles, for the start message: DEMO_USERS and the protected customer (demo/staff.ts). */
export const DEMO_LOGINS: ReadonlyArray<{ username: string; roles: readonly Role[] }> = [
  ...DEMO_USERS.filter((user) => !user.filledWithDummyData),
  { username: PROTECTED_USERNAME, roles: ['ROLE_USER'] },
];

/** grid ids of the utility's networks, one per energy type */
const GRID_IDS: Record<EnergyType, number> = { electricity: 1, heat: 2, water: 3, gas: 4 };
const PLACE_NAMES = ['Koti', 'Rivitaloasunto', 'Vapaa-ajan asunto'] as const;

export interface DemoUsagePlace {
  id: number;
  customerNumber: string;
  locationCode: string;
}

/**
 * Writes the demo data of each instance once (recorded in `demo_seed`), deterministically from the
 * instance id. The demo password is hashed once per run, and only when something is written.
 */
/**
 * `now` is the instant the demo data runs up to (the server's clock; tests pass their fixed one); `ssnKeys`
 * encrypt the demo SSNs (auth/ssn.ts): without them (a bench's bare seed) nobody gets one.
 */
export async function seedDemo(
  db: Database,
  instanceIds: readonly string[],
  { now = new Date(), ssnKeys = null }: { now?: Date; ssnKeys?: SsnKeys | null } = {},
): Promise<{ seeded: string[] }> {
  let hashing: Promise<string> | null = null;
  let histories = 0;
  const passwordHash = () => (hashing ??= hashPassword(DEMO_PASSWORD));
  const seeded: string[] = [];
  for (const instance of instanceIds) {
    const done = await db.query('SELECT 1 FROM demo_seed WHERE instance = $1', [instance]);
    if (done.length === 0) {
      const hash = await passwordHash();
      const wrote = await db.transaction((tx) => seedInstance(tx, instance, hash));
      if (wrote) seeded.push(instance);
    }
    const usagePlaces = await demoUsagePlaces(db, instance);
    await seedNotes(db, { instance, usagePlaces });
    const metering = await seedMetering(db, { instance, usagePlaces, now });
    // Statistics once the first instance's history is in: without any the planner picked a nested loop for
    // the billing usage query from the fifth instance on, and a fresh prepare ran for over ten minutes. It
    // scales them by each table's size as later instances add theirs; they are taken again at the end. A
    // running server's hourly catch-up adds too little to need them (it took them for every instance).
    if (metering.history && ++histories === 1) await analyzeMetering(db);
    await seedBilling(db, { instance, usagePlaces, now });
    await seedDistrictHeating(db, { instance, now });
    // after billing, which writes the first customers' contracts only while the instance has none
    await seedStaff(db, { instance, now, ssnKeys, passwordHash });
    // after staff (every place of the instance) and billing (the unpaid invoices it marks on each run)
    await seedLocations(db, { instance, now });
    // after metering (the points it makes registers of) and locations (which gives meters only to the places before)
    await seedMeterReadings(db, { instance, now, passwordHash });
  }
  if (histories > 1) await analyzeMetering(db);
  return { seeded };
}

const analyzeMetering = (db: Database) =>
  db.query('ANALYZE measuring_points, meter_values, meter_days, spot_prices');

async function demoUsagePlaces(db: Database, instance: string): Promise<DemoUsagePlace[]> {
  const numbers = DEMO_USERS.flatMap((u) => (u.customer ? [u.customer.number] : []));
  return db.query<DemoUsagePlace>(
    `SELECT id, customer_number AS "customerNumber", location_code AS "locationCode"
       FROM usage_places WHERE instance = $1 AND customer_number = ANY ($2::text[]) ORDER BY id`,
    [instance, numbers],
  );
}

async function seedInstance(tx: Database, instance: string, passwordHash: string): Promise<boolean> {
  // a replica or a second process seeding at the same time: the first insert wins, the other does nothing
  const claimed = await tx.query(
    'INSERT INTO demo_seed (instance) VALUES ($1) ON CONFLICT DO NOTHING RETURNING instance',
    [instance],
  );
  if (claimed.length === 0) return false;
  const random = createRandom(seedFrom(`portal-demo:${instance}`));
  const town = townOf(instance);
  const locationCodes = new Set<string>();

  for (const user of DEMO_USERS) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name, email, phone_number,
                          provider, allow_local_login, filled_with_dummy_data, trusted_account, created_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'local', true, $9, $10, $11) RETURNING id`,
      [
        instance,
        user.username,
        random.uuid(),
        passwordHash,
        firstName,
        lastName,
        `${user.username}.${instance}@example.com`,
        `+35840${String(random.int(1000000, 9999999))}`,
        user.filledWithDummyData ?? false,
        random.next() < 0.5,
        `2024-0${random.int(1, 9)}-1${random.int(0, 9)}T08:00:00Z`,
      ],
    );
    const userId = row!.id;
    for (const role of user.roles)
      await tx.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [userId, role]);
    if (!user.customer) continue;

    await tx.query(
      'INSERT INTO customers (instance, customer_number, first_name, last_name, full_name) VALUES ($1, $2, $3, $4, $5)',
      [instance, user.customer.number, firstName, lastName, `${firstName} ${lastName}`],
    );
    for (const [index, energyType] of user.customer.places.entries()) {
      const place = makePlace(random, locationCodes, town, instance, index);
      const [placeRow] = await tx.query<{ id: number }>(
        `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, name, street, zip_code, city,
                                   full_address, gsrn_code, contract_identifier, valid_from, valid_to, energy_types)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, $13) RETURNING id`,
        [
          instance,
          place.locationCode,
          user.customer.number,
          GRID_IDS[energyType],
          place.name,
          place.street,
          town.zipCode,
          town.city,
          `${place.street}, ${town.zipCode} ${town.city}`,
          place.gsrn,
          place.contractIdentifier,
          place.validFrom,
          [energyType],
        ],
      );
      await tx.query(
        'INSERT INTO user_usage_places (user_id, usage_place_id, mapped_by_user) VALUES ($1, $2, false)',
        [userId, placeRow!.id],
      );
    }
  }
  return true;
}

function makePlace(
  random: Random,
  taken: Set<string>,
  town: { city: string; zipCode: string },
  instance: string,
  index: number,
) {
  let locationCode: string;
  do locationCode = String(random.int(2_000_000, 2_999_999));
  while (taken.has(locationCode));
  taken.add(locationCode);
  return {
    locationCode,
    name: PLACE_NAMES[index % PLACE_NAMES.length]!,
    street: `${random.pick(STREETS)} ${random.int(1, 60)}`,
    gsrn: gsrn(locationCode),
    contractIdentifier: demoContractIdentifier(instance, locationCode),
    validFrom: `${random.int(2015, 2022)}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
  };
}
