/**
 * Figures for POST /connector/v1/admin/location-management (issue 16): 100,000 usage places of one instance,
 * each with its customer, its meter in use and a contract, on PostgreSQL; the server time of the typical
 * searches through app.inject, p50 and p95 each. The goal is p95 <= 100 ms. Results:
 * docs/location-management.md, "Figures".
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/locationSearch.bench.ts
 *   BENCH_PLACES=100000 BENCH_RUNS=100 ...   # places, calls per search (default 100000 and 100)
 *   BENCH_EXPLAIN=1 ...                      # also prints the plans of the default and the name search
 *
 * The places are written in a scratch database on that server, dropped afterwards. The searches take turns
 * call by call, so load from elsewhere on the machine falls on all of them alike.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { helsinkiDay } from '@portal/shared/calendar';
import type { LocationSearch } from '@portal/shared/api/locationManagement';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/password.js';
import { DEMO_PASSWORD } from '../src/demo/seed.js';
import { openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { benchSettings, withScratchDatabase } from './benchKit.js';
import { BENCH_ADMIN, loginBenchAdmin } from './userSearchData.js';

const PLACES = Number(process.env.BENCH_PLACES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const INSTANCE = 'demo1';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const LAST = [
  'Virtanen',
  'Korhonen',
  'Mäkinen',
  'Nieminen',
  'Mäkelä',
  'Hämäläinen',
  'Laine',
  'Heikkinen',
  'Koskinen',
  'Järvinen',
  'Lehtonen',
  'Lehtinen',
  'Saarinen',
  'Salminen',
  'Heinonen',
  'Niemi',
  'Heikkilä',
  'Kinnunen',
  'Salonen',
  'Turunen',
];
const FIRST = [
  'Aino',
  'Eero',
  'Helmi',
  'Juha',
  'Kaisa',
  'Lauri',
  'Maija',
  'Mikko',
  'Sanna',
  'Ville',
  'Elina',
  'Antti',
  'Matti',
  'Liisa',
  'Pekka',
  'Tuula',
];
const STREETS = [
  'Koulukatu',
  'Myllytie',
  'Kirkkotie',
  'Rantatie',
  'Asematie',
  'Puistokatu',
  'Koivukuja',
  'Pihlajatie',
  'Kauppakatu',
  'Teollisuustie',
  'Mäntytie',
  'Peltotie',
  'Kangastie',
  'Hakatie',
  'Urheilutie',
  'Sepänkatu',
  'Lähteentie',
  'Haapatie',
  'Kuusitie',
  'Tervatie',
];

/** One SQL statement per table: customers, places, meters (a fifth with a removed one), contracts. */
async function generate(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name)
     VALUES ($1, $2, gen_random_uuid(), $3, 'Bench', 'Admin')`,
    [INSTANCE, BENCH_ADMIN, await hashPassword(DEMO_PASSWORD)],
  );
  await db.query(
    `INSERT INTO user_roles (user_id, role) SELECT id, 'ROLE_ADMIN' FROM users WHERE username = $1`,
    [BENCH_ADMIN],
  );
  await db.query(
    `INSERT INTO customers (instance, customer_number, first_name, last_name, full_name)
     SELECT $1, (500000 + n)::text, f, l, f || ' ' || l
       FROM generate_series(1, $2::int) AS n,
            LATERAL (SELECT ($3::text[])[1 + (n * 7) % cardinality($3::text[])] AS f,
                            ($4::text[])[1 + (n * 13) % cardinality($4::text[])] AS l) names`,
    [INSTANCE, PLACES, FIRST, LAST],
  );
  await db.query(
    `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, name, street, zip_code, city,
                               full_address, gsrn_code, energy_types, latitude, longitude, grid_name, data_errors)
     SELECT $1, (3000000 + n)::text, (500000 + n)::text, 1, 'Koti', s, '00530', 'Helsinki',
            s || ', 00530 Helsinki', '64300' || lpad((3000000 + n)::text, 13, '0'),
            ARRAY[CASE WHEN n % 10 < 8 THEN 'electricity' WHEN n % 10 = 8 THEN 'heat' ELSE 'water' END],
            CASE WHEN n % 12 <> 11 THEN 60.18 + (n % 997) / 10000.0 END,
            CASE WHEN n % 12 <> 11 THEN 24.95 + (n % 991) / 5000.0 END,
            'Sähköverkko', CASE WHEN n % 50 = 0 THEN '{NO_GSRN}'::text[] ELSE '{}'::text[] END
       FROM generate_series(1, $2::int) AS n,
            LATERAL (SELECT ($3::text[])[1 + (n * 11) % cardinality($3::text[])] || ' ' || (1 + n % 80) AS s) street`,
    [INSTANCE, PLACES, STREETS],
  );
  await db.query(
    `INSERT INTO meters (instance, usage_place_id, meter_number, install_date, removed_on, remote_controllable,
                         measuring_types)
     SELECT $1, up.id, (20000000 + n)::text, date '2005-01-01' + (n * 37) % 7300, NULL, n % 10 < 8,
            CASE WHEN n % 10 < 8 THEN '{ELECTRICITY_P,ELECTRICITY_Q}'::text[] WHEN n % 10 = 8 THEN '{HEAT_ENERGY}'::text[]
                 ELSE '{WATER_COLD}'::text[] END
       FROM usage_places up, LATERAL (SELECT up.location_code::int - 3000000 AS n) k
      WHERE up.instance = $1
     UNION ALL
     SELECT $1, up.id, (90000000 + n)::text, date '1990-01-01' + n % 5000, date '2005-01-01' + (n * 37) % 7300,
            false, '{ELECTRICITY_P}'::text[]
       FROM usage_places up, LATERAL (SELECT up.location_code::int - 3000000 AS n) k
      WHERE up.instance = $1 AND n % 5 = 0`,
    [INSTANCE],
  );
  await db.query(
    `INSERT INTO contracts (instance, usage_place_id, contract_code, contract_type, energy_type, valid_from, valid_to,
                            identification_number, fuse_size)
     SELECT $1, up.id, 'S' || up.location_code, 'Verkko', 'electricity', date '2012-01-01' + n % 3000,
            CASE WHEN n % 7 = 0 THEN date '2021-01-01' + n % 900 END, 'B' || up.location_code, '3x25A'
       FROM usage_places up, LATERAL (SELECT up.location_code::int - 3000000 AS n) k
      WHERE up.instance = $1`,
    [INSTANCE],
  );
  // the steady state autovacuum keeps: visibility maps and statistics
  await db.query('VACUUM ANALYZE customers, usage_places, meters, contracts');
}

const searches = (today: string): { label: string; body: LocationSearch; query: string }[] => {
  const dates = {
    meterInstallDateStart: `${Number(today.slice(0, 4)) - 15}${today.slice(4)}`,
    meterInstallDateEnd: today,
  };
  return [
    { label: 'the default form (install dates of 15 years, onlyActive), page 1', body: dates, query: '' },
    {
      label: 'location number prefix (5 characters)',
      body: { ...dates, locationNumberOrGSRN: '30123' },
      query: '',
    },
    {
      label: 'GSRN prefix (16 characters)',
      body: { ...dates, locationNumberOrGSRN: '6430000000301234' },
      query: '',
    },
    { label: 'meter number prefix (5 characters)', body: { ...dates, meterNumber: '20045' }, query: '' },
    { label: "customer's name words ('virt mat')", body: { ...dates, customer: 'virt mat' }, query: '' },
    { label: 'customer number prefix (5 characters)', body: { ...dates, customer: '50123' }, query: '' },
    { label: "address words ('koulu 12')", body: { ...dates, locationAddress: 'koulu 12' }, query: '' },
    { label: 'measuring type HEAT_ENERGY', body: { ...dates, measuringTypes: ['HEAT_ENERGY'] }, query: '' },
    {
      label: 'onlyInvalid, every contract',
      body: { ...dates, onlyInvalid: true, onlyActive: false },
      query: '',
    },
    {
      label: 'the default form sorted by customer, page 3 of 50',
      body: dates,
      query: '?page=2&pageSize=50&sort=customer&direction=desc',
    },
  ];
};

const run = (app: FastifyInstance, token: string, query: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/connector/v1/admin/location-management${query}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function bench(url: string): Promise<void> {
  const db = await openPostgres(url);
  try {
    await migrate(db);
    const started = performance.now();
    await generate(db);
    console.log(`${PLACES} places written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const app = await buildApp(benchSettings('portal-bench'), db, {
      rateLimits: { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
    });
    try {
      const token = await loginBenchAdmin(app, INSTANCE);
      const list = searches(helsinkiDay(app.clock.now()));
      const times = list.map(() => [] as number[]);
      const totals = list.map(() => 0);
      for (let i = 0; i < 5; i++) for (const search of list) await run(app, token, search.query, search.body);
      for (let round = 0; round < RUNS; round++)
        for (const [index, search] of list.entries()) {
          const t0 = performance.now();
          const response = await run(app, token, search.query, search.body);
          times[index]!.push(performance.now() - t0);
          if (response.statusCode !== 200)
            throw new Error(`${search.label}: ${response.statusCode} ${response.body}`);
          totals[index] = (response.json() as { total: number }).total;
        }
      console.log(
        `\nPostgreSQL, ${PLACES} places of one instance, ${RUNS} calls each (app.inject, server time)`,
      );
      console.log('| search | matches | p50 ms | p95 ms |');
      console.log('| --- | ---: | ---: | ---: |');
      for (const [index, search] of list.entries())
        console.log(
          `| ${search.label} | ${totals[index]} | ${percentile(times[index]!, 50).toFixed(1)} | ${percentile(times[index]!, 95).toFixed(1)} |`,
        );
      if (process.env.BENCH_EXPLAIN) {
        const today = helsinkiDay(app.clock.now());
        const from = `${Number(today.slice(0, 4)) - 15}${today.slice(4)}`;
        const base = `up.instance = 'demo1' AND up.current_meter_installed BETWEEN '${from}'::date AND '${today}'::date AND up.contract_days @> '${today}'::date`;
        const names = `to_tsquery('simple', 'virt:* & mat:*')`;
        for (const where of [
          base,
          `${base} AND up.customer_number IN (SELECT customer_number FROM customers WHERE instance = 'demo1' AND (customer_number LIKE 'virt mat%' OR search_words(full_name) @@ ${names}))`,
        ]) {
          for (const sql of [
            `SELECT count(*) FROM usage_places up WHERE ${where}`,
            `SELECT up.id FROM usage_places up WHERE ${where} ORDER BY up.location_code LIMIT 50`,
          ]) {
            const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
            console.log(`\n${sql}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
          }
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'Set DATABASE_URL: the goal is on PostgreSQL (a scratch database is made there and dropped).',
  );
  process.exit(1);
}
await withScratchDatabase(url, 'portal_bench_locations', bench);
