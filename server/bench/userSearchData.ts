import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/plugins/database.js';
import { hashPassword } from '../src/auth/password.js';
import { sealSsn, type SsnKeys } from '../src/auth/ssn.js';
import { createRandom, seedFrom } from '../src/demo/prng.js';
import { temporarySsn } from '../src/demo/staff.js';
import { DEMO_PASSWORD } from '../src/demo/seed.js';

/**
 * The users of the user-search bench (userSearch.bench.ts) and of its correctness test
 * (test/auth/admin/userSearchBench.test.ts): `count` customers of one instance with Finnish-looking names
 * (160 last names, so a four-letter prefix finds a few per cent), e-mails, phones in both spellings and a
 * temporary SSN each, stored as the server stores them (ciphertext and blind index), and one admin who
 * searches.
 */
export interface BenchUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  ssn: string;
}

const LAST_STEMS = [
  'Mäki',
  'Virta',
  'Korpi',
  'Lehto',
  'Niemi',
  'Salo',
  'Laakso',
  'Ranta',
  'Heikki',
  'Hakala',
  'Koski',
  'Järvi',
  'Lahti',
  'Nurmi',
  'Saari',
  'Turu',
  'Aalto',
  'Harju',
  'Kallio',
  'Mattila',
] as const;
const LAST_ENDINGS = ['', 'nen', 'la', 'talo', 'mäki', 'niemi', 'koski', 'salo'] as const;
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
] as const;
const BATCH = 5_000;

export const BENCH_ADMIN = 'bench-admin';

const ascii = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[^a-z0-9]+/g, '');

/** Writes the admin and `count` customers; answers the customers as written. */
export async function generateUsers(
  db: Database,
  options: { instance: string; count: number; ssnKeys: SsnKeys; seed?: string },
): Promise<BenchUser[]> {
  const { instance, count, ssnKeys } = options;
  const random = createRandom(seedFrom(options.seed ?? `bench-users:${instance}`));
  const [admin] = await db.query<{ id: number }>(
    `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name, email)
     VALUES ($1, $2, gen_random_uuid(), $3, 'Bench', 'Admin', 'bench-admin@example.com') RETURNING id`,
    [instance, BENCH_ADMIN, await hashPassword(DEMO_PASSWORD)],
  );
  await db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'ROLE_ADMIN')", [admin!.id]);

  const ssns = new Set<string>();
  const users: Omit<BenchUser, 'id'>[] = [];
  for (let i = 0; i < count; i++) {
    const lastName = `${random.pick(LAST_STEMS)}${random.pick(LAST_ENDINGS)}`;
    const firstName = random.pick(FIRST_NAMES);
    let ssn: string;
    do
      ssn = temporarySsn(
        { year: random.int(1930, 2008), month: random.int(1, 12), day: random.int(1, 28) },
        random.int(900, 999),
      );
    while (ssns.has(ssn));
    ssns.add(ssn);
    users.push({ username: `${ascii(firstName)}.${ascii(lastName)}.${i}`, firstName, lastName, ssn });
  }
  const written: BenchUser[] = [];
  for (let start = 0; start < users.length; start += BATCH) {
    const batch = users.slice(start, start + BATCH);
    const sealed = batch.map((user) => sealSsn(ssnKeys, instance, user.ssn));
    const rows = await db.query<{ id: number; username: string }>(
      `INSERT INTO users (instance, username, sub, first_name, last_name, email, phone_number, created_on,
                          ssn_encrypted, ssn_blind_index)
       SELECT $1, u.username, gen_random_uuid(), u.first_name, u.last_name, u.username || '@example.com',
              CASE WHEN u.n % 2 = 0 THEN '+35840' ELSE '040' END || lpad((u.n % 10000000)::text, 7, '0'),
              timestamptz '2020-01-01' + u.n * interval '17 minutes', u.encrypted, u.blind
         FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])
              AS u (username, first_name, last_name, n, encrypted, blind)
       RETURNING id, username`,
      [
        instance,
        batch.map((user) => user.username),
        batch.map((user) => user.firstName),
        batch.map((user) => user.lastName),
        batch.map((_, index) => start + index),
        sealed.map((s) => s.encrypted),
        sealed.map((s) => s.blindIndex),
      ],
    );
    const idOf = new Map(rows.map((row) => [row.username, row.id]));
    await db.query("INSERT INTO user_roles (user_id, role) SELECT unnest($1::int[]), 'ROLE_USER'", [
      rows.map((row) => row.id),
    ]);
    for (const user of batch) written.push({ ...user, id: idOf.get(user.username)! });
  }
  await db.query('ANALYZE users');
  return written;
}

/** The three searches of the goal (issue 21): a name prefix, an exact SSN, page 3 of 50. */
export function benchQueries(users: readonly BenchUser[]) {
  const someone = users[Math.floor(users.length / 3)]!;
  return [
    { label: 'name prefix (lastName "virt")', url: '?page=0&pageSize=50', body: { lastName: 'virt' } },
    {
      label: 'exact SSN (blind index)',
      url: '?page=0&pageSize=50',
      body: { socialSecurityNumber: someone.ssn },
    },
    { label: 'page 3 of 50, no search', url: '?page=2&pageSize=50', body: {} },
  ] as const;
}

export async function loginBenchAdmin(app: FastifyInstance, instance: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: BENCH_ADMIN,
      password: DEMO_PASSWORD,
      client_id: `mimo_${instance}`,
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

export const searchUsers = (app: FastifyInstance, token: string, url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/auth/list_instance_users${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
