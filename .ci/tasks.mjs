#!/usr/bin/env node
// The README's two commands end here: `npm start` -> `start`, `npm test` -> `test`.
// Plain Node so it runs before anything but the workspace's own dependencies is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundles = [
  'shell',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .sort(),
];
const unitPackages = ['instances', 'shared', 'shell', ...bundles.filter((b) => b !== 'shell')];

const log = (message) => console.log(`\n\u25b6 ${message}`);

function run(command, args, options = {}) {
  const { retryOnSignal = false, ...spawnOptions } = options;
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...spawnOptions,
    env: { ...process.env, ...spawnOptions.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === null && retryOnSignal) {
    // rspack's native side has been seen to abort (SIGABRT) after "compiled successfully": once, not twice
    console.error(
      `\u26a0 ${command} ${args.join(' ')} killed by ${result.signal} after ${seconds} s: once more`,
    );
    return run(command, args, spawnOptions);
  }
  if (result.status !== 0) {
    console.error(
      `\u2716 ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}) after ${seconds} s`,
    );
    process.exit(result.status ?? 1);
  }
  return seconds;
}

/** A package's own tool, e.g. bin('rspack', 'shell'); root tools without a package. */
const bin = (name, pkg = '') => join(root, pkg, 'node_modules', '.bin', name);

/** Files that decide a bundle's output: its sources, the shared library, the build factory and the lockfile. */
function sourceFiles(dir) {
  const out = [];
  const walk = (path) => {
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

function buildHash() {
  const hash = createHash('sha256');
  const inputs = [...bundles, 'shared'].flatMap((dir) => sourceFiles(join(root, dir)));
  inputs.push(join(root, 'pnpm-lock.yaml'));
  for (const file of inputs) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function build({ force = false } = {}) {
  log('Validating instance files');
  run(bin('tsx', 'instances'), ['instances/src/cli.ts']);
  const stamp = join(root, 'shell', 'dist', '.build-hash');
  const hash = buildHash();
  const built = bundles.every((b) => existsSync(join(root, b, 'dist')));
  if (!force && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    log('Bundles are up to date: reusing shell/dist and mf-*/dist');
    return;
  }
  for (const bundle of bundles) {
    log(`Building ${bundle}`);
    const seconds = run(bin('rspack', bundle), ['build'], {
      cwd: join(root, bundle),
      env: { NODE_ENV: 'production' },
      retryOnSignal: true,
    });
    console.log(`  ${bundle} built in ${seconds} s`);
  }
  writeFileSync(stamp, hash);
}

function canReach(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  log('Installing Chromium from Debian (e2e tests need /usr/bin/chromium)');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(asRoot[0] ?? 'apt-get', asRoot.length ? ['apt-get', ...args] : args, {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
}

/**
 * Runs jobs two at a time (the machine has 2 cores and most suites use one), longest first, each one's output
 * to its own log that is printed whole when it ends, so parallel output never interleaves. After a failure no new
 * job starts, the running ones finish, and every failure is named at the end.
 */
async function runJobs(jobs, { concurrency = 2 } = {}) {
  const logDir = join(root, '.data', 'test-logs');
  mkdirSync(logDir, { recursive: true });
  const failed = [];
  const timings = [];
  const pending = [...jobs];
  const running = new Set();
  return new Promise((resolve) => {
    const next = () => {
      while (!failed.length && running.size < concurrency) {
        const job = pending.shift();
        if (!job) break;
        running.add(job.name);
        const started = Date.now();
        const logFile = join(logDir, `${job.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
        console.log(`\u25b6 ${job.name} started`);
        const out = openSync(logFile, 'w');
        const child = spawn(job.command, job.args, {
          cwd: job.cwd ?? root,
          stdio: ['ignore', out, out],
          env: { ...process.env, FORCE_COLOR: '0', ...job.env },
        });
        child.on('exit', (code, signal) => {
          closeSync(out);
          running.delete(job.name);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const ok = code === 0;
          console.log(
            `\n${ok ? '\u2714' : '\u2716'} ${job.name}: ${ok ? 'passed' : `failed (exit ${code ?? signal})`} in ${seconds} s`,
          );
          console.log(readFileSync(logFile, 'utf8').replace(/^/gm, '  | '));
          timings.push([job.name, seconds]);
          if (!ok) failed.push(job.name);
          next();
        });
      }
      if (running.size === 0) resolve({ failed, timings });
    };
    next();
  });
}

/** Unit suites from the shortest to the longest on the 2-core machine; they run longest first, a new package last. */
const unitOrder = ['instances', 'mf-notes', 'mf-billing', 'shared', 'mf-admin', 'mf-reports', 'shell'];

/** Every unit suite, one job per package, longest first; `env` e.g. a test clock. */
const unitJobs = (env = {}) =>
  [...unitPackages]
    .sort((a, b) => unitOrder.indexOf(b) - unitOrder.indexOf(a))
    .map((pkg) => ({
      name: `Unit tests ${pkg}`,
      command: bin('vitest'),
      args: ['run'],
      cwd: join(root, pkg),
      env,
    }));

/** The server's API suite on one database. */
const apiJob = (name, env) => ({
  name,
  command: bin('vitest'),
  args: ['run'],
  cwd: join(root, 'server'),
  env,
});

async function test() {
  const started = Date.now();
  ensureChromium();
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = new URL(pgUrl);
  const pgReachable = await canReach(pg.hostname, Number(pg.port || 5432));
  if (!pgReachable && process.env.CI === 'true') {
    // CI must prove both databases: a missing server is a failure there, not a skip
    console.error(
      `\u2716 API tests on PostgreSQL: no PostgreSQL server reachable at ${pg.hostname}:${pg.port || 5432} and CI=true (set TEST_DATABASE_URL).`,
    );
    process.exit(1);
  }
  const e2eReport = join(root, '.data', 'e2e-report.json');
  rmSync(e2eReport, { force: true });
  // longest first, so the two lanes end together
  const jobs = [
    apiJob('API tests on PGlite', { TEST_DATABASE: 'pglite' }),
    ...unitJobs(),
    ...(pgReachable
      ? [apiJob('API tests on PostgreSQL', { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: pgUrl })]
      : []),
    { name: 'Build bundles', command: process.execPath, args: [join(root, '.ci', 'tasks.mjs'), 'build'] },
    // the e2e database, seeded while the other jobs run rather than in the e2e step, which runs alone
    {
      name: 'Prepare e2e data',
      command: join(root, 'server', 'node_modules', '.bin', 'tsx'),
      args: ['e2e/support/prepare-data.ts'],
      cwd: root,
    },
    { name: 'Type check', command: process.execPath, args: [join(root, '.ci', 'tasks.mjs'), 'typecheck'] },
    { name: 'Lint (ESLint)', command: process.execPath, args: [join(root, '.ci', 'tasks.mjs'), 'lint'] },
    { name: 'Format (Prettier)', command: bin('prettier'), args: ['--check', '.'] },
    { name: 'Unit tests build factory', command: process.execPath, args: ['--test', 'shared/build/'] },
  ];
  const checks = await runJobs(jobs);
  const e2e = { failed: [], timings: [] };
  if (!checks.failed.length) {
    // alone and in the foreground: its list reporter shows progress, and no second job slows its browser
    log('Browser e2e (Playwright, Chromium)');
    const e2eStarted = Date.now();
    const result = spawnSync(bin('playwright', 'e2e'), ['test'], {
      cwd: join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...process.env, E2E_JSON_REPORT: e2eReport, E2E_REUSE_DATA: '1' },
    });
    e2e.timings.push(['Browser e2e (Playwright, Chromium)', ((Date.now() - e2eStarted) / 1000).toFixed(1)]);
    if (result.status !== 0) e2e.failed.push('Browser e2e (Playwright, Chromium)');
  }
  console.log('\nSummary (seconds):');
  for (const [name, seconds] of [...checks.timings, ...e2e.timings])
    console.log(`  ${name.padEnd(36)} ${seconds}`);
  if (!pgReachable)
    console.log(
      `  API tests on PostgreSQL              SKIPPED: nothing answers at ${pg.hostname}:${pg.port || 5432} (set TEST_DATABASE_URL)`,
    );
  console.log(`  ${'Total (wall clock)'.padEnd(36)} ${((Date.now() - started) / 1000).toFixed(1)}`);
  reportFlaky(e2eReport);
  const failures = [...checks.failed, ...e2e.failed];
  if (failures.length) {
    console.error(`\n\u2716 Failed: ${failures.join(', ')} (logs in .data/test-logs/)`);
    process.exit(1);
  }
}

/** Tests that passed only on a retry (Playwright retries once under CI=true): named, so nobody mistakes them for green. */
function reportFlaky(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const flaky = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') flaky.push([...path, spec.title].filter(Boolean).join(' > '));
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  console.log(`  e2e tests passed only on retry (flaky): ${flaky.length}`);
  for (const title of flaky) console.log(`    - ${title}`);
}

/**
 * `node .ci/tasks.mjs clock-matrix`: the unit and API suites at instants where date code breaks (a Monday, the
 * day a month's period starts on a Monday, a month end, the year end, both DST days), each in another time
 * zone, so a test that depends on the calendar day or the machine's zone shows here (docs/testing.md).
 */
async function clockMatrix() {
  const cases = [
    ['Monday', '2026-11-23T10:00:00Z', 'UTC'],
    ['1mm period starting on a Monday', '2026-11-26T10:00:00Z', 'America/New_York'],
    ['month end', '2026-11-30T21:30:00Z', 'Asia/Tokyo'],
    ['year end', '2026-12-31T21:30:00Z', 'Pacific/Kiritimati'],
    ['spring DST day', '2026-03-29T10:00:00Z', 'Europe/Helsinki'],
    ['autumn DST day', '2026-10-25T10:00:00Z', 'America/Los_Angeles'],
  ];
  const only = process.argv[3];
  const results = [];
  for (const [name, now, zone] of cases) {
    if (only && !name.includes(only)) continue;
    log(`Clock at ${now} (${name}), TZ=${zone}`);
    const env = { TEST_NOW: now, TZ: zone };
    const started = Date.now();
    const { failed } = await runJobs([
      apiJob('API tests on PGlite', { ...env, TEST_DATABASE: 'pglite' }),
      ...unitJobs(env),
    ]);
    if (failed.length) {
      console.error(`\n\u2716 At ${now} (${name}, TZ=${zone}) failed: ${failed.join(', ')}`);
      process.exit(1);
    }
    results.push([name, now, zone, ((Date.now() - started) / 1000).toFixed(0)]);
  }
  console.log('\nEvery suite passed at:');
  for (const [name, now, zone, seconds] of results)
    console.log(`  ${now}  ${zone.padEnd(20)} ${name} (${seconds} s)`);
}

function start() {
  build();
  log('Preparing the database (migrations and demo data)');
  run(bin('tsx', 'server'), ['server/src/cli/prepare.ts']);
  log('Starting the server');
  const server = spawn(bin('tsx', 'server'), ['server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  // tsx forwards signals to the server; wait for it to checkpoint and close the database.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

/**
 * `npm run dev [-- <bundle>...]`: the bundles named (default: all) rebuild on save, the server restarts on a
 * change of its own, on the same database as `npm start`. Production mode, as `npm start` builds: a
 * development remote would bring React's development JSX runtime to the shell's production React.
 */
async function dev(names) {
  const unknown = names.filter((name) => !bundles.includes(name));
  if (unknown.length) {
    console.error(`unknown bundle ${unknown.join(', ')}; the bundles are ${bundles.join(', ')}`);
    process.exit(2);
  }
  const watched = names.length ? names : bundles;
  build();
  log('Preparing the database (migrations and demo data)');
  run(bin('tsx', 'server'), ['server/src/cli/prepare.ts']);
  log(`Watching ${watched.join(', ')}; the server restarts when server/ changes (Ctrl-C stops everything)`);
  const children = [
    ...watched.map((bundle) =>
      spawn(bin('rspack', bundle), ['build', '--watch'], {
        cwd: join(root, bundle),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      }),
    ),
    spawn(bin('tsx', 'server'), ['watch', '--clear-screen=false', 'server/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    }),
  ];
  const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    // tsx passes the signal on to the server, which closes the database before it exits
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  // one watcher dying (a broken config) stops the rest rather than leaving a half-served portal
  await Promise.race(exited);
  stop('SIGTERM');
  await Promise.all(exited);
}

const task = process.argv[2];
if (task === 'start') start();
else if (task === 'dev') await dev(process.argv.slice(3));
else if (task === 'build') build({ force: process.argv.includes('--force') });
else if (task === 'test') await test();
else if (task === 'lint') {
  run(bin('eslint'), ['.', '--max-warnings=0']);
  run(process.execPath, ['--test', '.ci/lint-boundaries.test.mjs', '.ci/roles.test.mjs']);
} else if (task === 'typecheck') {
  // two programs instead of one per package: each package's own tsconfig.json has the same options, but
  // every package's program read Fluent's and React's types again (2 min 10 s -> 37 s for the browser half)
  const programs = {
    'tsconfig.web.json': [...unitPackages.filter((pkg) => pkg !== 'instances'), 'e2e'],
    'tsconfig.node.json': ['server', 'instances'],
  };
  for (const [config, packages] of Object.entries(programs)) {
    const { include } = JSON.parse(readFileSync(join(root, '.ci', config), 'utf8'));
    const missing = packages.filter((pkg) => !include.some((entry) => entry.startsWith(`../${pkg}/`)));
    if (missing.length) {
      console.error(`\u2716 .ci/${config} does not include ${missing.join(', ')}: add the package there`);
      process.exit(1);
    }
    run(bin('tsc'), ['-p', join('.ci', config)]);
  }
} else if (task === 'clock-matrix') await clockMatrix();
else {
  console.error(
    'usage: node .ci/tasks.mjs start|dev [bundle...]|build|test|lint|typecheck|clock-matrix [case]',
  );
  process.exit(2);
}
