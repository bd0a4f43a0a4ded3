/**
 * How a meter-day row should hold its readings (issue 19 §1; docs/metering-store.md "Day rows"): packed text
 * (today's meter_days.vals) against a float8[] array. On a scratch PostgreSQL database with BENCH_POINTS
 * points x 365 days at 15 minutes: storage, reading one point-year into JS numbers (what the chart does), and
 * building the rows of a week from raw readings. Prints figures, no thresholds. BENCH_DECIMALS=full for
 * values with 17 significant digits (computed ones) instead of metered kWh with 3 decimals.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/dayFormat.bench.ts
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { withScratchDatabase } from './benchKit.js';

const POINTS = Number(process.env.BENCH_POINTS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 41);
/** decimals of the values: 3 as metered kWh come (Datahub), or 'full' (17 significant digits) */
const DECIMALS = process.env.BENCH_DECIMALS ?? '3';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function bench(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      CREATE TABLE raw (point int, at timestamptz, value float8, PRIMARY KEY (point, at));
      INSERT INTO raw SELECT p, t, ${DECIMALS === 'full' ? 'random() * 2' : `round((random() * 2)::numeric, ${Number(DECIMALS)})::float8`}
        FROM generate_series(1, ${POINTS}) p,
             generate_series('2025-01-01T00:00Z'::timestamptz, '2025-01-07T23:45Z', '15 minutes') t;
      CREATE TABLE days_text (point int, day date, vals text, PRIMARY KEY (point, day));
      CREATE TABLE days_array (point int, day date, vals float8[], PRIMARY KEY (point, day));`);
    // a year of rows for every point: each day's values from the week of raw readings, shifted per day
    await client.query(`
      INSERT INTO days_text
      SELECT r.point, '2025-01-01'::date + d, string_agg(r.value::text, ',' ORDER BY r.at)
        FROM raw r, generate_series(0, 364) d
       WHERE r.at >= '2025-01-01T00:00Z'::timestamptz + (d % 7) * interval '1 day'
         AND r.at < '2025-01-02T00:00Z'::timestamptz + (d % 7) * interval '1 day'
       GROUP BY r.point, d ORDER BY 1, 2`);
    await client.query(
      `INSERT INTO days_array SELECT point, day, string_to_array(vals, ',')::float8[] FROM days_text ORDER BY 1, 2`,
    );
    await client.query('VACUUM ANALYZE days_text');
    await client.query('VACUUM ANALYZE days_array');
    const size = async (table: string) =>
      Number((await client.query(`SELECT pg_total_relation_size($1) AS n`, [table])).rows[0].n);
    const perPointYear = (bytes: number) => `${(bytes / POINTS / 1024).toFixed(0)} KB`;
    console.log(
      `storage per point-year at 15 min (${DECIMALS} decimals): text ${perPointYear(await size('days_text'))}, float8[] ${perPointYear(await size('days_array'))}`,
    );

    const readText = async (point: number) => {
      const { rows } = await client.query<{ vals: string }>(
        'SELECT vals FROM days_text WHERE point = $1 ORDER BY day',
        [point],
      );
      let sum = 0;
      for (const row of rows) for (const value of row.vals.split(',')) sum += Number(value);
      return sum;
    };
    const readArray = async (point: number) => {
      const { rows } = await client.query<{ vals: number[] }>(
        'SELECT vals FROM days_array WHERE point = $1 ORDER BY day',
        [point],
      );
      let sum = 0;
      for (const row of rows) for (const value of row.vals) sum += value;
      return sum;
    };
    const text: number[] = [];
    const array: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const point = 1 + ((i * 37) % POINTS);
      const t0 = performance.now();
      const a = await readText(point);
      const t1 = performance.now();
      const b = await readArray(point);
      const t2 = performance.now();
      if (Math.abs(a - b) > 1e-6) throw new Error(`the two forms differ: ${a} ${b}`);
      if (i >= 3) {
        text.push(t1 - t0);
        array.push(t2 - t1);
      }
    }
    console.log(
      `one point-year (365 rows, 35,040 values) read into JS numbers, median of ${RUNS}: text ${median(text).toFixed(1)} ms, float8[] ${median(array).toFixed(1)} ms`,
    );

    const build = async (form: string) => {
      const t0 = performance.now();
      await client.query(`SELECT point, date_trunc('day', at), ${form} FROM raw GROUP BY 1, 2`);
      return performance.now() - t0;
    };
    const textBuild: number[] = [];
    const arrayBuild: number[] = [];
    for (let i = 0; i < 5; i++) {
      textBuild.push(await build(`string_agg(value::text, ',' ORDER BY at)`));
      arrayBuild.push(await build(`array_agg(value ORDER BY at)`));
    }
    console.log(
      `building ${POINTS * 7} day rows from ${POINTS * 7 * 96} readings, median of 5: text ${median(textBuild).toFixed(0)} ms, float8[] ${median(arrayBuild).toFixed(0)} ms`,
    );
  } finally {
    await client.end();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL (a PostgreSQL server) is needed');
  process.exit(1);
}
await withScratchDatabase(url, 'bench_dayformat', bench);
