/**
 * Figures for the metering store at utility scale (issue 19 §3; docs/metering-store.md). On a scratch
 * PostgreSQL database: prints figures, no thresholds.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/ingest.bench.ts
 *   BENCH_METERS=1000 BENCH_DAYS=365 BENCH_CHART_METERS=10000 BENCH_DAY_METERS=100000 (the defaults)
 *
 * 1. A year of 15-minute data for BENCH_METERS meters through the ingest path (ingestDelivery: checks,
 *    point look-up, upsert, rollup triggers), one daily delivery of every meter at a time: readings per second.
 * 2. The chart call of one meter-year at hour: median and p90 through app.inject (its time includes
 *    light-my-request decoding the answer into a string), then over a real socket, the server's own time
 *    without and with compression; with the rollups of BENCH_METERS meters stored, then of BENCH_CHART_METERS
 *    (the extra meters get copies of the first ones' day and month rollups: the chart reads rollups only,
 *    so the raw rows are not needed to show growth).
 * 3. One day's delivery for BENCH_DAY_METERS meters at 15 minutes: time to ingest with rollups.
 * 4. Storage per meter-year: raw partitions, day rollup, month rollup.
 */
import diagnostics from 'node:diagnostics_channel';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { manualClock } from '../src/clock.js';
import { seedDemo } from '../src/demo/seed.js';
import { openPostgres, type Database } from '../src/plugins/database.js';
import { migrate } from '../src/plugins/migrations.js';
import { ingestDelivery } from '../src/metering/ingest.js';
import type { Delivery, DeliverySeries } from '../src/metering/delivery.js';
import { benchSettings, loginCustomer, withScratchDatabase } from './benchKit.js';

const METERS = Number(process.env.BENCH_METERS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const CHART_METERS = Number(process.env.BENCH_CHART_METERS ?? 10_000);
const DAY_METERS = Number(process.env.BENCH_DAY_METERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 41);
const FIRST_DAY = Date.UTC(2025, 0, 1);
const NOW = new Date('2026-06-01T12:00:00Z');

const gsrnOf = (i: number): string => `643${String(i).padStart(15, '0')}`;

/** the instant a Helsinki calendar day starts (UTC+2 or UTC+3) */
const helsinkiMidnight = (dayMs: number): number => {
  const offsetHours = (ms: number) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', hour: '2-digit', hourCycle: 'h23' })
        .format(new Date(ms))
        .slice(0, 2),
    );
  for (const guess of [dayMs - 2 * 3600_000, dayMs - 3 * 3600_000])
    if (offsetHours(guess) === 0) return guess;
  throw new Error(`no Helsinki midnight near ${new Date(dayMs).toISOString()}`);
};

/** a day's delivery of meters [from, to): consumption with a daily shape and a little noise */
function dayDelivery(dayIndex: number, from: number, to: number): Delivery {
  const start = helsinkiMidnight(FIRST_DAY + dayIndex * 86_400_000);
  const end = helsinkiMidnight(FIRST_DAY + (dayIndex + 1) * 86_400_000);
  const positions = (end - start) / 900_000;
  const series: DeliverySeries[] = [];
  for (let meter = from; meter < to; meter++) {
    const values = new Array<number>(positions);
    for (let i = 0; i < positions; i++)
      values[i] =
        Math.round(
          (0.1 + 0.08 * Math.sin((i / 96) * 2 * Math.PI) + ((meter * 31 + i * 7) % 13) / 100) * 1000,
        ) / 1000;
    series.push({
      meteringPoint: gsrnOf(meter),
      quantity: 'electricityP',
      resolution: 'PT15M',
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      values,
    });
  }
  return { deliveryId: `BENCH-${dayIndex}-${from}`, series };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

async function addMeters(db: Database, from: number, to: number): Promise<void> {
  await db.query(
    `WITH places AS (
       INSERT INTO usage_places (instance, location_code, customer_number, grid_id, city, valid_from, gsrn_code, energy_types)
       SELECT 'demo1', 'BENCH-' || i, '100001', 1, 'Benchville', '2020-01-01', '643' || lpad(i::text, 15, '0'), '{electricity}'
         FROM generate_series($1::int, $2::int - 1) i
       RETURNING id)
     INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type)
     SELECT id, 'electricity', 'electricityP', 'generic', 'kWh', true FROM places ORDER BY id`,
    [from, to],
  );
}

async function chartFigures(app: FastifyInstance, label: string): Promise<void> {
  {
    const token = await loginCustomer(app);
    const body = JSON.stringify({
      selectedEnergyType: 'electricity',
      selectedBasicDetails: ['electricityP'],
      selectedAdditionalInformation: [],
      interval: {
        selectedStartTimestamp: new Date(helsinkiMidnight(FIRST_DAY)).toISOString(),
        selectedEndTimestamp: new Date(helsinkiMidnight(FIRST_DAY + DAYS * 86_400_000)).toISOString(),
      },
      measurePeriod: 'hour',
    });
    const call = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/connector/v1/webamr/chart',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-customer-code': '100001',
          'x-location-code': 'BENCH-0',
          'x-grid-id': '1',
        },
        payload: body,
      });
      if (response.statusCode !== 200)
        throw new Error(`chart ${response.statusCode}: ${response.body.slice(0, 200)}`);
      return response;
    };
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    console.log(
      `chart, one meter-year at hour, ${label}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms (${RUNS} runs)`,
    );
    for (const encoding of ['identity', 'br, gzip']) {
      const http = await overHttp(app, body, token, encoding);
      console.log(
        `  over HTTP, Accept-Encoding ${encoding}: the server's time p50 ${percentile(http.server, 0.5).toFixed(1)} ms, ` +
          `p90 ${percentile(http.server, 0.9).toFixed(1)} ms; the client's p50 ${percentile(http.client, 0.5).toFixed(1)} ms, ` +
          `${http.bytes} bytes (${RUNS} runs)`,
      );
    }
  }
}

/**
 * The same call over a real socket. The server's time runs from Node's request start to the response's
 * finish (the http.server diagnostics channels), so it leaves out what app.inject's client does on the
 * server's thread: it decodes the 240 KB answer into a string before the call returns.
 */
async function overHttp(
  app: FastifyInstance,
  body: string,
  token: string,
  encoding: string,
): Promise<{ server: number[]; client: number[]; bytes: number }> {
  // a server of its own around the app's router: the app cannot listen twice, and chartFigures runs twice
  const httpServer = createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const started = new WeakMap<object, number>();
  const server: number[] = [];
  const onStart = ({ request }: { request: object }) => started.set(request, performance.now());
  const onFinish = ({ request }: { request: object }) => {
    const t0 = started.get(request);
    if (t0 !== undefined) server.push(performance.now() - t0);
  };
  diagnostics.subscribe('http.server.request.start', onStart as (message: unknown) => void);
  diagnostics.subscribe('http.server.response.finish', onFinish as (message: unknown) => void);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        `${address}/connector/v1/webamr/chart`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'accept-encoding': encoding,
            'content-type': 'application/json',
            'x-customer-code': '100001',
            'x-location-code': 'BENCH-0',
            'x-grid-id': '1',
          },
        },
        (res) => {
          bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () =>
            res.statusCode === 200 && bytes > 0 ? resolve() : reject(new Error(`chart ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const client: number[] = [];
  let bytes = 0;
  try {
    for (let i = 0; i < 3; i++) await call();
    server.length = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await call();
      client.push(performance.now() - t0);
    }
  } finally {
    diagnostics.unsubscribe('http.server.request.start', onStart as (message: unknown) => void);
    diagnostics.unsubscribe('http.server.response.finish', onFinish as (message: unknown) => void);
    agent.destroy();
    await new Promise((resolve) => httpServer.close(resolve));
  }
  return { server, client, bytes };
}

async function sizes(db: Database): Promise<Record<string, number>> {
  const [row] = await db.query<{ raw: number; days: number; months: number }>(
    `SELECT (SELECT coalesce(sum(pg_total_relation_size(inhrelid)), 0) FROM pg_inherits
              WHERE inhparent = 'meter_values'::regclass)::float8 AS raw,
            pg_total_relation_size('meter_days')::float8 AS days,
            pg_total_relation_size('meter_months')::float8 AS months`,
  );
  return row!;
}

async function bench(url: string): Promise<void> {
  const db = await openPostgres(url);
  await migrate(db);
  await seedDemo(db, ['demo1'], { now: NOW });
  // the app closes the database when it closes
  const app = await buildApp(benchSettings('portal-bench'), db, {
    clock: manualClock(NOW),
    rateLimits: { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
  });
  try {
    const userId = (
      await db.query<{ id: number }>(
        `SELECT id FROM users WHERE instance = 'demo1' AND username = 'customer'`,
      )
    )[0]!.id;
    const meters = Math.max(METERS, CHART_METERS, DAY_METERS);
    await addMeters(db, 0, meters);
    await db.query(
      `INSERT INTO user_usage_places (user_id, usage_place_id) SELECT $1, id FROM usage_places WHERE location_code = 'BENCH-0'`,
      [userId],
    );
    await db.query('ANALYZE usage_places, measuring_points');
    const before = await sizes(db);

    // 1. a year through the ingest path
    let readings = 0;
    let ingestMs = 0;
    let mark = { readings: 0, ms: 0 };
    const t0 = performance.now();
    for (let day = 0; day < DAYS; day++) {
      const delivery = dayDelivery(day, 0, METERS);
      const t1 = performance.now();
      const report = await ingestDelivery(db, 'demo1', delivery, { now: NOW, source: 'bench' });
      ingestMs += performance.now() - t1;
      if (report.refused > 0) throw new Error(`refused: ${JSON.stringify(report.refusals[0])}`);
      readings += report.changed;
      if (day % 30 === 29) {
        console.log(
          `  days ${day - 28}-${day + 1}: ${Math.round((readings - mark.readings) / ((ingestMs - mark.ms) / 1000))} readings/s`,
        );
        mark = { readings, ms: ingestMs };
      }
    }
    const wall = performance.now() - t0;
    console.log(
      `ingest, ${METERS} meters x ${DAYS} days at 15 min: ${readings} readings in ${(ingestMs / 1000).toFixed(1)} s of ingest ` +
        `(${Math.round(readings / (ingestMs / 1000))} readings/s; with building the deliveries ${(wall / 1000).toFixed(1)} s)`,
    );
    await db.query('ANALYZE meter_days, meter_months');
    const after = await sizes(db);
    const meterYears = (METERS * DAYS) / 365;
    const perMeterYear = (key: string) => ((after[key]! - before[key]!) / meterYears / 1024).toFixed(0);
    console.log(
      `storage per meter-year (15 min): raw ${perMeterYear('raw')} KB, day rollup ${perMeterYear('days')} KB, month rollup ${perMeterYear('months')} KB`,
    );

    // 2. the chart, then with CHART_METERS meters' rollups stored
    await chartFigures(app, `${METERS} meters stored`);
    if (CHART_METERS > METERS) {
      const t2 = performance.now();
      await db.query(
        `INSERT INTO meter_days (measuring_point_id, day_start, step_minutes, first_slot, slots, vals, statuses, total,
                                 covered, estimated, has_null, bits, hours)
         SELECT mp2.id, d.day_start, d.step_minutes, d.first_slot, d.slots, d.vals, d.statuses, d.total, d.covered,
                d.estimated, d.has_null, d.bits, d.hours
           FROM usage_places up2
           JOIN measuring_points mp2 ON mp2.usage_place_id = up2.id
           JOIN usage_places up1 ON up1.instance = 'demo1'
                AND up1.location_code = 'BENCH-' || (substr(up2.location_code, 7)::int % $1)
           JOIN measuring_points mp1 ON mp1.usage_place_id = up1.id
           JOIN meter_days d ON d.measuring_point_id = mp1.id
          WHERE up2.instance = 'demo1' AND up2.location_code LIKE 'BENCH-%'
            AND substr(up2.location_code, 7)::int >= $1 AND substr(up2.location_code, 7)::int < $2
          ORDER BY mp2.id, d.day_start`,
        [METERS, CHART_METERS],
      );
      await db.query('ANALYZE meter_days');
      console.log(
        `  (copied rollups for ${CHART_METERS - METERS} more meters in ${((performance.now() - t2) / 1000).toFixed(1)} s)`,
      );
      await chartFigures(app, `${CHART_METERS} meters stored`);
    }

    // 3. one day's delivery for DAY_METERS meters
    const delivery = dayDelivery(DAYS, 0, DAY_METERS);
    const count = delivery.series.reduce((n, s) => n + s.values.length, 0);
    const t3 = performance.now();
    const report = await ingestDelivery(db, 'demo1', delivery, { now: NOW, source: 'bench' });
    const dayMs = performance.now() - t3;
    if (report.refused > 0) throw new Error(`refused: ${JSON.stringify(report.refusals[0])}`);
    console.log(
      `one day's delivery, ${DAY_METERS} meters at 15 min: ${count} readings in ${(dayMs / 1000).toFixed(1)} s ` +
        `(${Math.round(count / (dayMs / 1000))} readings/s)`,
    );
  } finally {
    await app.close();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL (a PostgreSQL server) is needed: the figures are for PostgreSQL');
  process.exit(1);
}
await withScratchDatabase(url, 'bench_ingest', bench);
