#!/usr/bin/env node
// The load run of `npm run cluster -- --load` (or `node .ci/cluster/load.mjs` against a running cluster):
// logged-in customers call the chart, summary, spot prices, userinfo and their notes through HAProxy and add
// notes, while one replica is killed (SIGKILL) and the hot standby is stopped. Idempotent calls are retried
// by the client (network error, 502, 503, 504); a note whose answer was lost is looked for before it is sent
// again. Afterwards every acknowledged note must be in the primary. Prints the figures.
//
//   --duration=60 --concurrency=12 --kill-at=20 --standby-at=35 (seconds)  --no-restore (leave them down)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DIR,
  ORIGIN,
  PRIMARY_URL,
  STANDBY_URL,
  readState,
  root,
  startReplica,
  startStandby,
  stopStandby,
} from './cluster.mjs';

const pg = createRequire(join(root, 'server', 'package.json'))('pg');

const option = (args, name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const RETRYABLE = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 5;

async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** one HTTP call; never throws: status 0 is a network error */
async function call(method, path, { token, body, form } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token.access}`, ...token.place } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: form
        ? new URLSearchParams(form).toString()
        : body !== undefined
          ? JSON.stringify(body)
          : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      ms: performance.now() - started,
      retryAfter: Number(response.headers.get('retry-after')),
    };
  } catch (error) {
    return {
      status: 0,
      text: String(error?.cause?.code ?? error?.message ?? error),
      ms: performance.now() - started,
    };
  }
}

export async function runLoad(args = process.argv.slice(2)) {
  const duration = option(args, 'duration', 60) * 1000;
  const concurrency = option(args, 'concurrency', 12);
  const killAt = option(args, 'kill-at', 20) * 1000;
  const standbyAt = option(args, 'standby-at', 35) * 1000;
  const state = readState();
  if (!state) throw new Error('No cluster: run `npm run cluster` first');
  const runId = `load-${Date.now().toString(36)}`;

  // customers of the instances with the local login, each with an electricity place
  const customers = await query(
    PRIMARY_URL,
    `SELECT DISTINCT ON (u.id) u.instance, u.username, up.id AS place_id, up.customer_number, up.location_code, up.grid_id
       FROM users u JOIN user_usage_places uup ON uup.user_id = u.id JOIN usage_places up ON up.id = uup.usage_place_id
      WHERE u.username IN ('customer', 'customer2') AND 'electricity' = ANY (up.energy_types)
      ORDER BY u.id, up.id`,
  );
  const tokens = [];
  for (const c of customers) {
    let login = await call('POST', '/auth/oauth/token', {
      form: {
        grant_type: 'password',
        username: c.username,
        password: 'Demo-pass-2026',
        client_id: `mimo_${c.instance}`,
      },
    });
    if (login.status === 429) {
      // 30 logins a minute per client address (the balancer's): wait for the next window once
      await sleep(Math.min(60, login.retryAfter || 60) * 1000);
      login = await call('POST', '/auth/oauth/token', {
        form: {
          grant_type: 'password',
          username: c.username,
          password: 'Demo-pass-2026',
          client_id: `mimo_${c.instance}`,
        },
      });
    }
    if (login.status !== 200) continue; // instances without the local login
    tokens.push({
      who: `${c.instance}/${c.username}`,
      access: JSON.parse(login.text).access_token,
      placeId: c.place_id,
      place: {
        'x-customer-code': c.customer_number,
        'x-location-code': c.location_code,
        'x-grid-id': String(c.grid_id),
      },
    });
  }
  if (tokens.length === 0) throw new Error('No customer could log in');
  console.log(
    `\u25b6 Load run ${runId}: ${tokens.length} customers logged in, ${concurrency} at a time, ${duration / 1000} s`,
  );

  // the last 30 days up to today's Helsinki midnight (the chart refuses a future end)
  const month = (() => {
    const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Helsinki', timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName').value; // GMT+2 or GMT+3
    const hours = Number(offset.replace('GMT', '') || 0);
    const end = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    end.setTime(end.getTime() - hours * 3_600_000);
    if (end > new Date()) end.setTime(end.getTime() - 86_400_000);
    return {
      selectedStartTimestamp: new Date(end.getTime() - 30 * 86_400_000).toISOString(),
      selectedEndTimestamp: end.toISOString(),
    };
  })();
  const today = new Date().toISOString().slice(0, 10);
  const reads = {
    chart: (t) =>
      call('POST', '/connector/v1/webamr/chart', {
        token: t,
        body: {
          selectedEnergyType: 'electricity',
          selectedBasicDetails: ['electricityP'],
          selectedAdditionalInformation: [],
          interval: month,
          measurePeriod: 'hour',
        },
      }),
    summary: (t) =>
      call('POST', '/connector/v1/webamr/summary', {
        token: t,
        body: { selectedEnergyType: 'electricity', period: '1mm', frequency: 'week' },
      }),
    spotPrices: (t) => call('GET', `/connector/v1/spotPrices?date=${today}&resolution=hour`, { token: t }),
    userinfo: (t) => call('GET', '/auth/userinfo', { token: t }),
    notesList: (t) => call('GET', '/connector/v1/notes', { token: t }),
  };
  const mix = [
    'chart',
    'chart',
    'chart',
    'chart',
    'summary',
    'summary',
    'spotPrices',
    'spotPrices',
    'userinfo',
    'notesList',
    'noteCreate',
    'noteCreate',
  ];

  const results = []; // { op, at, ms, firstStatus, finalStatus, attempts }
  const acknowledged = new Map(); // note text -> how it was acknowledged
  const events = [];
  const started = performance.now();
  const at = () => performance.now() - started;

  const retried = async (fn) => {
    let attempt = 0;
    let first;
    let answer;
    const t0 = performance.now();
    do {
      attempt += 1;
      answer = await fn();
      first ??= answer.status;
      if (answer.status !== 0 && !RETRYABLE.has(answer.status)) break;
      await sleep(Math.min(1000, (answer.retryAfter || 0) * 1000 || 200 * attempt));
    } while (attempt < MAX_ATTEMPTS);
    return { first, final: answer.status, attempts: attempt, ms: performance.now() - t0, text: answer.text };
  };

  let seq = 0;
  const createNote = async (t) => {
    const text = `${runId} ${t.who} ${++seq}`;
    let attempt = 0;
    let first;
    const t0 = performance.now();
    while (attempt < MAX_ATTEMPTS) {
      attempt += 1;
      const answer = await call('POST', '/connector/v1/notes', {
        token: t,
        body: { locationFk: t.placeId, note: text, variant: 'info' },
      });
      first ??= answer.status;
      if (answer.status === 201) {
        acknowledged.set(text, attempt === 1 ? 'created' : 'created on a retry');
        return { first, final: 201, attempts: attempt, ms: performance.now() - t0 };
      }
      if (answer.status !== 0 && !RETRYABLE.has(answer.status))
        return { first, final: answer.status, attempts: attempt, ms: performance.now() - t0 };
      // the answer is lost: was it written? (a read, retried itself) before sending it again
      const list = await retried(() => reads.notesList(t));
      if (list.final === 200 && list.text.includes(JSON.stringify(text))) {
        acknowledged.set(text, 'found after a lost answer');
        return { first, final: 201, attempts: attempt, ms: performance.now() - t0 };
      }
      await sleep(200 * attempt);
    }
    return { first, final: 0, attempts: attempt, ms: performance.now() - t0 };
  };

  const standbyBefore = await query(
    STANDBY_URL,
    `SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = 'portal'`,
  ).catch(() => [{ n: null }]);
  let standbyServed = null;
  const timers = [
    setTimeout(() => {
      const victim = state.replicas[1];
      events.push({ at: at(), what: `SIGKILL replica 2 (pid ${victim.pid}, port ${victim.port})` });
      try {
        process.kill(victim.pid, 'SIGKILL');
      } catch (error) {
        events.push({ at: at(), what: `kill failed: ${error.message}` });
      }
    }, killAt),
    setTimeout(async () => {
      const now = await query(
        STANDBY_URL,
        `SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = 'portal'`,
      ).catch(() => [{ n: null }]);
      standbyServed =
        now[0].n !== null && standbyBefore[0].n !== null
          ? Number(now[0].n) - Number(standbyBefore[0].n)
          : null;
      events.push({ at: at(), what: 'standby stopped (pg_ctlcluster stop -m immediate)' });
      stopStandby('immediate');
    }, standbyAt),
  ];

  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (at() < duration) {
        const op = mix[next % mix.length];
        const token = tokens[next % tokens.length];
        next += 1;
        const startedAt = at();
        const outcome = op === 'noteCreate' ? await createNote(token) : await retried(() => reads[op](token));
        results.push({
          op,
          at: startedAt,
          ms: outcome.ms,
          first: outcome.first,
          final: outcome.final,
          attempts: outcome.attempts,
        });
      }
    }),
  );
  timers.forEach(clearTimeout);
  const elapsed = at();

  // every acknowledged note is in the primary, once
  const stored = new Map(
    (
      await query(
        PRIMARY_URL,
        `SELECT note, count(*)::int AS n FROM notes WHERE note LIKE $1 GROUP BY note`,
        [`${runId} %`],
      )
    ).map((r) => [r.note, r.n]),
  );
  const lost = [...acknowledged.keys()].filter((text) => !stored.has(text));
  const duplicated = [...stored].filter(([, n]) => n > 1).length;
  const unacknowledged = [...stored.keys()].filter((text) => !acknowledged.has(text)).length;

  const ok = (r) => (r.op === 'noteCreate' ? r.final === 201 : r.final === 200);
  const firstOk = (r) => (r.op === 'noteCreate' ? r.first === 201 : r.first === 200);
  const rows = [...new Set(results.map((r) => r.op))].map((op) => {
    const mine = results.filter((r) => r.op === op);
    const ms = mine.map((r) => r.ms).sort((a, b) => a - b);
    return {
      op,
      calls: mine.length,
      'failed at 1st try': mine.filter((r) => !firstOk(r)).length,
      'failed after retries': mine.filter((r) => !ok(r)).length,
      retried: mine.filter((r) => r.attempts > 1).length,
      'p50 ms': Math.round(percentile(ms, 50)),
      'p95 ms': Math.round(percentile(ms, 95)),
      'p99 ms': Math.round(percentile(ms, 99)),
      'max ms': Math.round(ms.at(-1) ?? 0),
    };
  });
  const failedFinal = results.filter((r) => !ok(r));
  const summary = {
    runId,
    seconds: Math.round(elapsed / 100) / 10,
    customers: tokens.length,
    concurrency,
    calls: results.length,
    perSecond: Math.round(results.length / (elapsed / 1000)),
    failedFirstTry: results.filter((r) => !firstOk(r)).length,
    failedAfterRetries: failedFinal.length,
    finalStatuses: Object.fromEntries(
      [...new Set(failedFinal.map((r) => r.final))].map((s) => [
        s,
        failedFinal.filter((r) => r.final === s).length,
      ]),
    ),
    notesAcknowledged: acknowledged.size,
    notesFoundAfterLostAnswer: [...acknowledged.values()].filter((v) => v === 'found after a lost answer')
      .length,
    notesLost: lost.length,
    notesDuplicated: duplicated,
    notesWrittenButNotAcknowledged: unacknowledged,
    standbyTransactionsBeforeStop: standbyServed,
    events: events.map((e) => `${(e.at / 1000).toFixed(1)} s: ${e.what}`),
  };
  console.log("\nPer call (times include the client's retries):");
  console.table(rows);
  console.log(JSON.stringify(summary, null, 2));
  const file = `${DIR}/${runId}.json`;
  writeFileSync(file, `${JSON.stringify({ summary, rows }, null, 2)}\n`);
  console.log(`Figures saved in ${file}`);

  if (!args.includes('--no-restore')) {
    console.log('\u25b6 Bringing the killed replica and the standby back');
    startStandby();
    await startReplica(state, 1);
  }
  if (lost.length > 0 || failedFinal.length > 0) process.exitCode = 1;
  return summary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runLoad().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
