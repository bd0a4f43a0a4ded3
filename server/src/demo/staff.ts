import type { Database } from '../plugins/database.js';
import { sealSsn, type SsnKeys } from '../auth/ssn.js';
import { createRandom, seedFrom, type Random } from './prng.js';
import { STREETS, gsrn, townOf } from './places.js';
import { demoContractIdentifier } from './contractIds.js';

/**
 * The staff area's demo data of one instance (issue 21), written once (`staff_demo_seed`): social security
 * numbers for the customers, a protected (censored) customer, trusted, untrusted and unknown accounts, and
 * about sixty more customer accounts with Finnish names, e-mails and phones, so the user list has pages;
 * some of them with usage places and grid and sales contracts (ended ones too, and companies) for the
 * contract search. No metering: seedMetering takes only the first demo customers' places, which keeps the
 * seed fast.
 */
export interface StaffSeedContext {
  instance: string;
  now: Date;
  /** without keys (a bench's bare seed) nobody gets an SSN */
  ssnKeys: SsnKeys | null;
  passwordHash: () => Promise<string>;
}

/** The protected customer: only a superuser may open them (docs/staff-platform.md). */
export const PROTECTED_USERNAME = 'protected';

/** The valid test codes of ../shared/FACTS.md: customer, customer2, protected, then the first two of the list. */
export const DEMO_SSNS = ['010594Y9032', '010594Y9021', '020516C903K', '020502E902X', '131052-308T'] as const;

const FIRST_NAMES = [
  'Aino',
  'Eino',
  'Helmi',
  'Juhani',
  'Kaarina',
  'Lauri',
  'Liisa',
  'Matti',
  'Minna',
  'Olli',
  'Pirjo',
  'Pekka',
  'Riitta',
  'Sami',
  'Satu',
  'Tapio',
  'Tuula',
  'Veikko',
  'Ilona',
  'Onni',
  'Venla',
  'Eetu',
  'Anneli',
  'Jari',
] as const;

/** last names sharing beginnings (Mäki-, Virta-, Korh-/Korp-, Leht-), so a prefix search finds several */
const LAST_NAMES = [
  'Mäkinen',
  'Mäkelä',
  'Mäki',
  'Mäkitalo',
  'Virtanen',
  'Virta',
  'Virtala',
  'Korhonen',
  'Korpela',
  'Korpi',
  'Lehtonen',
  'Lehtinen',
  'Lehto',
  'Heikkinen',
  'Hakala',
  'Salminen',
  'Saarinen',
  'Laaksonen',
  'Rantanen',
  'Niemi',
] as const;

const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** Companies of the contract search: a company customer's account belongs to its contact person. */
const COMPANIES = [
  'Asunto Oy Koivukuja 5',
  'Mäkelän Maansiirto Oy',
  'Kiinteistö Oy Rantatie 12',
  'Lehtosen Leipomo Oy',
  'Virtasen Sähkö Ky',
] as const;

const GENERATED_CUSTOMERS = 60;
/** the first customers of the generated ones with usage places and contracts */
const WITH_PLACES = 20;
const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** A business ID (Y-tunnus) `1234567-8`: weights 7, 9, 10, 5, 8, 4, 2; a remainder of 1 has no check digit. */
export function businessId(random: Random): string {
  for (;;) {
    const body = String(random.int(1_000_000, 3_299_999));
    const sum = [7, 9, 10, 5, 8, 4, 2].reduce((total, weight, i) => total + weight * Number(body[i]), 0);
    const remainder = sum % 11;
    if (remainder !== 1) return `${body}-${remainder === 0 ? 0 : 11 - remainder}`;
  }
}

/** A temporary personal identity code (individual number 900-999) of a birth date, checksum included. */
export function temporarySsn(
  birth: { year: number; month: number; day: number },
  individual: number,
): string {
  const dd = String(birth.day).padStart(2, '0');
  const mm = String(birth.month).padStart(2, '0');
  const yy = String(birth.year % 100).padStart(2, '0');
  const zzz = String(individual).padStart(3, '0');
  const sign = birth.year >= 2000 ? 'A' : birth.year >= 1900 ? '-' : '+';
  return `${dd}${mm}${yy}${sign}${zzz}${CHECK_CHARACTERS[Number(`${dd}${mm}${yy}${zzz}`) % 31]}`;
}

const ascii = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '');

/** `040 1234567`-style and `+35840...`-style numbers alike, as customers type them. */
function phoneOf(random: Random, index: number): string {
  const prefix = random.pick(['40', '44', '45', '50']);
  const number = String(random.int(1_000_000, 9_999_999));
  return index % 3 === 0 ? `0${prefix}${number}` : `+358${prefix}${number}`;
}

interface Person {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  trusted: boolean | null;
  createdOn: string;
  lastLoginOn: string | null;
  ssn: string | null;
  company: string | null;
}

function people(random: Random, now: Date): Person[] {
  const taken = new Set<string>();
  const ssns = new Set<string>(DEMO_SSNS);
  const result: Person[] = [];
  for (let index = 0; index < GENERATED_CUSTOMERS; index++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = LAST_NAMES[index % LAST_NAMES.length]!;
    let username = `${ascii(firstName)}.${ascii(lastName)}`;
    for (let n = 2; taken.has(username); n++) username = `${ascii(firstName)}.${ascii(lastName)}${n}`;
    taken.add(username);
    const company = index % 12 === 5 ? COMPANIES[Math.floor(index / 12)]! : null;
    let ssn: string | null = null;
    if (company === null) {
      if (index < 2) ssn = DEMO_SSNS[3 + index]!;
      else
        do
          ssn = temporarySsn(
            { year: random.int(1940, 2005), month: random.int(1, 12), day: random.int(1, 28) },
            random.int(900, 999),
          );
        while (ssns.has(ssn));
      ssns.add(ssn);
    }
    const created = new Date(now.getTime() - random.int(30, 2000) * 86_400_000);
    result.push({
      username,
      firstName,
      lastName,
      email: `${company ? `${username}@${ascii(company)}.example.com` : `${username}@${random.pick(MAIL_DOMAINS)}`}`,
      phone: phoneOf(random, index),
      // trusted, untrusted and unknown (null) in turn
      trusted: [true, false, null][index % 3]!,
      createdOn: created.toISOString(),
      lastLoginOn:
        index % 4 === 0 ? null : new Date(now.getTime() - random.int(1, 29) * 86_400_000).toISOString(),
      ssn: index % 10 === 9 ? null : ssn,
      company,
    });
  }
  return result;
}

export async function seedStaff(db: Database, ctx: StaffSeedContext): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO staff_demo_seed (instance) VALUES ($1) ON CONFLICT DO NOTHING RETURNING instance',
      [ctx.instance],
    );
    if (claimed.length === 0) return false;
    const { instance } = ctx;
    const random = createRandom(seedFrom(`portal-demo-staff:${instance}`));
    const seal = (ssn: string | null) =>
      ssn !== null && ctx.ssnKeys
        ? sealSsn(ctx.ssnKeys, instance, ssn)
        : { encrypted: null, blindIndex: null };

    // a servant who may reveal SSNs: the SSN is shown on the user card, which only the admin section opens
    await tx.query(
      `INSERT INTO user_roles (user_id, role)
       SELECT id, 'ROLE_SERVANT' FROM users WHERE instance = $1 AND username = 'ssnviewer' ON CONFLICT DO NOTHING`,
      [instance],
    );
    for (const [username, ssn] of [
      ['customer', DEMO_SSNS[0]],
      ['customer2', DEMO_SSNS[1]],
    ] as const) {
      const sealed = seal(ssn);
      await tx.query(
        'UPDATE users SET ssn_encrypted = $3, ssn_blind_index = $4 WHERE instance = $1 AND username = $2',
        [instance, username, sealed.encrypted, sealed.blindIndex],
      );
    }

    const hash = await ctx.passwordHash();
    const protectedSsn = seal(DEMO_SSNS[2]);
    const [protectedUser] = await tx.query<{ id: number }>(
      `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name, email, phone_number,
                          trusted_account, censored, ssn_encrypted, ssn_blind_index, created_on)
       VALUES ($1, $2, $3, $4, 'Turva', 'Kieltonen', $5, '+358401234500', true, true, $6, $7, $8)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        instance,
        PROTECTED_USERNAME,
        random.uuid(),
        hash,
        `${PROTECTED_USERNAME}.${instance}@example.com`,
        protectedSsn.encrypted,
        protectedSsn.blindIndex,
        '2023-03-01T08:00:00Z',
      ],
    );
    if (protectedUser)
      await tx.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'ROLE_USER')", [protectedUser.id]);

    const persons = people(random, ctx.now);
    const sealed = persons.map((person) => seal(person.ssn));
    const subs = persons.map(() => random.uuid());
    const inserted = await tx.query<{ id: number; username: string }>(
      `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name, email, phone_number,
                          trusted_account, created_on, last_login_on, ssn_encrypted, ssn_blind_index)
       SELECT $1, * FROM unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                                $9::boolean[], $10::timestamptz[], $11::timestamptz[], $12::text[], $13::text[])
       ON CONFLICT DO NOTHING RETURNING id, username`,
      [
        instance,
        persons.map((p) => p.username),
        subs,
        persons.map(() => hash),
        persons.map((p) => p.firstName),
        persons.map((p) => p.lastName),
        persons.map((p) => p.email),
        persons.map((p) => p.phone),
        persons.map((p) => p.trusted),
        persons.map((p) => p.createdOn),
        persons.map((p) => p.lastLoginOn),
        sealed.map((s) => s.encrypted),
        sealed.map((s) => s.blindIndex),
      ],
    );
    const idOf = new Map(inserted.map((row) => [row.username, row.id]));
    await tx.query("INSERT INTO user_roles (user_id, role) SELECT unnest($1::int[]), 'ROLE_USER'", [
      inserted.map((row) => row.id),
    ]);

    await seedPlaces(tx, random, ctx, persons.slice(0, WITH_PLACES), idOf);
    return true;
  });
}

/** A Helsinki calendar day `days` from `now` (YYYY-MM-DD); the seed's contracts end and start around today. */
const dayFrom = (now: Date, days: number): string =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function seedPlaces(
  tx: Database,
  random: Random,
  ctx: StaffSeedContext,
  persons: Person[],
  idOf: Map<string, number>,
): Promise<void> {
  const { instance, now } = ctx;
  const town = townOf(instance);
  const codes = await tx.query<{ location_code: string }>(
    'SELECT location_code FROM usage_places WHERE instance = $1',
    [instance],
  );
  const taken = new Set(codes.map((row) => row.location_code));
  for (const [index, person] of persons.entries()) {
    const userId = idOf.get(person.username);
    if (userId === undefined) continue;
    const customerNumber = String(200_001 + index);
    const fullName = person.company ?? `${person.firstName} ${person.lastName}`;
    // drawn as before, though contracts now carry the contract identifier: the later draws stay the same
    if (person.company) businessId(random);
    await tx.query(
      `INSERT INTO customers (instance, customer_number, first_name, last_name, full_name)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [
        instance,
        customerNumber,
        person.company ? '' : person.firstName,
        person.company ? '' : person.lastName,
        fullName,
      ],
    );
    // a company or every fourth customer has a second place (a summer cottage or a second building)
    const placeCount = person.company || index % 4 === 0 ? 2 : 1;
    for (let placeIndex = 0; placeIndex < placeCount; placeIndex++) {
      let locationCode: string;
      do locationCode = String(random.int(3_000_000, 3_999_999));
      while (taken.has(locationCode));
      taken.add(locationCode);
      const street = `${random.pick(STREETS)} ${random.int(1, 80)}`;
      const placeName = placeIndex === 0 ? (person.company ? 'Toimitila' : 'Koti') : 'Vapaa-ajan asunto';
      const contractIdentifier = demoContractIdentifier(instance, locationCode);
      const validFrom = `${random.int(2012, 2023)}-${String(random.int(1, 12)).padStart(2, '0')}-01`;
      // every fifth customer moved out of their first place: its contracts have ended
      const moved = index % 5 === 2 && placeIndex === 0;
      const validTo = moved ? dayFrom(now, -random.int(60, 400)) : null;
      const [place] = await tx.query<{ id: number }>(
        `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, name, street, zip_code, city,
                                   full_address, gsrn_code, contract_identifier, valid_from, valid_to, energy_types)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $12, '{electricity}') RETURNING id`,
        [
          instance,
          locationCode,
          customerNumber,
          placeName,
          street,
          town.zipCode,
          town.city,
          `${street}, ${town.zipCode} ${town.city}`,
          gsrn(locationCode),
          contractIdentifier,
          validFrom,
          validTo,
        ],
      );
      await tx.query('INSERT INTO user_usage_places (user_id, usage_place_id) VALUES ($1, $2)', [
        userId,
        place!.id,
      ]);
      const salesStart = moved ? validFrom : dayFrom(now, -random.int(100, 900));
      const contracts = [
        // grid (Verkko) for as long as the place is theirs
        { type: 'Verkko', product: 'Yleissähkö', from: validFrom, to: validTo },
        // an earlier sales contract that ended when the current one started, then the current one
        ...(moved
          ? [{ type: 'Myynti', product: 'Pörssisähkö', from: validFrom, to: validTo }]
          : [
              {
                type: 'Myynti',
                product: 'Kiinteä hinta 12 kk',
                from: validFrom,
                to: dayFrom(new Date(salesStart), -1),
              },
              { type: 'Myynti', product: 'Pörssisähkö', from: salesStart, to: null },
            ]),
      ].filter((contract) => contract.to === null || contract.from <= contract.to);
      for (const [contractIndex, contract] of contracts.entries()) {
        const current = contract.to === null;
        await tx.query(
          `INSERT INTO contracts (instance, usage_place_id, contract_code, contract_type, energy_type, seller_code,
                                  valid_from, valid_to, profile, identification_number, possessor_contract_code,
                                  product_type, target_text, fuse_size, possessor_location_code, grid_zone,
                                  transformer, meter_number)
           VALUES ($1, $2, $3, $4, 'electricity', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
          [
            instance,
            place!.id,
            `K${locationCode}-${contractIndex + 1}`,
            contract.type,
            contract.type === 'Myynti' ? `${instance.toUpperCase().slice(0, 6)}-MYYNTI` : null,
            contract.from,
            contract.to,
            person.company ? 'Yritys' : 'Kotitalous',
            current ? contractIdentifier : demoContractIdentifier(instance, locationCode, contractIndex + 1),
            `P${locationCode}${contractIndex + 1}`,
            contract.product,
            `${placeName}, ${locationCode}`,
            person.company ? '3x63A' : '3x25A',
            `L${locationCode}`,
            `${instance.toUpperCase()}-SÄHKÖ`,
            `MM${locationCode.slice(-4)}`,
            `${locationCode.slice(0, 3)}${String(place!.id).padStart(5, '0')}`,
          ],
        );
      }
    }
  }
}
