#!/usr/bin/env node
// `npm run cluster`: the portal on several replicas (issue 19 §4, docs/scale-out.md), all on this machine:
// a PostgreSQL primary and a hot standby (two local clusters, streaming replication), three server replicas
// on the primary with report reads on the standby, HAProxy in front with health checks and retries.
//
//   npm run cluster                 start everything (installs HAProxy from Debian's packages when missing)
//   npm run cluster -- --load       start what is not running, then the load run (.ci/cluster/load.mjs)
//   npm run cluster -- --status     what runs
//   npm run cluster -- --stop       stop and remove everything it made (/tmp/cluster, both PostgreSQL clusters)
//
// Needs root (apt-get, pg_createcluster). Ports: balancer 8130, replicas 8131-8133, HAProxy stats 8139,
// PostgreSQL primary 5440, standby 5441.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIR = '/tmp/cluster';
const STATE = join(DIR, 'state.json');
export const PG = { version: '15', primary: 'cluster_primary', standby: 'cluster_standby' };
export const PORTS = {
  balancer: 8130,
  replicas: [8131, 8132, 8133],
  stats: 8139,
  primary: 5440,
  standby: 5441,
};
const DB_NAME = 'portal';
export const PRIMARY_URL = `postgres://postgres@127.0.0.1:${PORTS.primary}/${DB_NAME}`;
export const STANDBY_URL = `postgres://postgres@127.0.0.1:${PORTS.standby}/${DB_NAME}`;
export const ORIGIN = `http://localhost:${PORTS.balancer}`;

const say = (message) => console.log(`\u25b6 ${message}`);

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    ...options,
  });
  if (result.status !== 0 && !options.allowFail)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr ?? ''}`);
  return result;
}
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const asPostgres = (args, options) => sh('runuser', ['-u', 'postgres', '--', ...args], options);

export const readState = () => (existsSync(STATE) ? JSON.parse(readFileSync(STATE, 'utf8')) : null);
const writeState = (state) => writeFileSync(STATE, `${JSON.stringify(state, null, 2)}\n`);

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitFor(what, check, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

const clusterOnline = (name) =>
  sh('pg_lsclusters', ['--no-header'], { quiet: true })
    .stdout.split('\n')
    .some((line) => line.split(/\s+/)[1] === name && line.includes('online'));
const clusterExists = (name) =>
  sh('pg_lsclusters', ['--no-header'], { quiet: true })
    .stdout.split('\n')
    .some((line) => line.split(/\s+/)[1] === name);

function ensurePackages() {
  const missing = [];
  if (!has('haproxy')) missing.push('haproxy');
  if (!has('pg_createcluster') || !existsSync(`/usr/lib/postgresql/${PG.version}/bin/postgres`))
    missing.push(`postgresql-${PG.version}`);
  if (missing.length === 0) return;
  say(`Installing ${missing.join(', ')} from Debian's packages`);
  sh('apt-get', ['update', '-qq']);
  sh('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureBuilt() {
  // the bundles the replicas serve; skipped when their sources did not change (.ci/tasks.mjs)
  say('Build (skipped when up to date)');
  sh(process.execPath, [join(root, '.ci', 'tasks.mjs'), 'build']);
}

/** The primary (5440) and its hot standby (5441): pg_createcluster, pg_basebackup -R (streaming replication). */
export function startPrimary() {
  if (!clusterExists(PG.primary)) {
    say(`PostgreSQL primary: cluster ${PG.primary} on ${PORTS.primary} in ${DIR}/pg-primary`);
    sh(
      'pg_createcluster',
      [
        PG.version,
        PG.primary,
        '-p',
        String(PORTS.primary),
        '-d',
        `${DIR}/pg-primary`,
        '--start-conf',
        'manual',
        '-o',
        'max_connections=200',
        '-o',
        'wal_keep_size=512MB',
        '--',
        '--auth=trust',
      ],
      { quiet: true },
    );
  }
  if (!clusterOnline(PG.primary)) sh('pg_ctlcluster', [PG.version, PG.primary, 'start']);
  const exists = asPostgres(
    [
      'psql',
      '-p',
      String(PORTS.primary),
      '-h',
      '127.0.0.1',
      '-tAc',
      `SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'`,
    ],
    { quiet: true },
  ).stdout.trim();
  if (exists !== '1') asPostgres(['createdb', '-h', '127.0.0.1', '-p', String(PORTS.primary), DB_NAME]);
}

export function startStandby() {
  if (!clusterExists(PG.standby)) {
    say(
      `PostgreSQL hot standby: cluster ${PG.standby} on ${PORTS.standby}, pg_basebackup -R from the primary`,
    );
    sh(
      'pg_createcluster',
      [
        PG.version,
        PG.standby,
        '-p',
        String(PORTS.standby),
        '-d',
        `${DIR}/pg-standby`,
        '--start-conf',
        'manual',
        '-o',
        'max_connections=200',
        '-o',
        'hot_standby=on',
        '--',
        '--auth=trust',
      ],
      { quiet: true },
    );
    // the standby's data is the primary's, copied with the replication settings written (-R: standby.signal)
    rmSync(`${DIR}/pg-standby`, { recursive: true, force: true });
    mkdirSync(`${DIR}/pg-standby`, { mode: 0o700 });
    sh('chown', ['postgres:postgres', `${DIR}/pg-standby`]);
    asPostgres([
      'pg_basebackup',
      '-h',
      '127.0.0.1',
      '-p',
      String(PORTS.primary),
      '-U',
      'postgres',
      '-D',
      `${DIR}/pg-standby`,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  }
  if (!clusterOnline(PG.standby)) sh('pg_ctlcluster', [PG.version, PG.standby, 'start']);
}

export const stopStandby = (mode = 'fast') =>
  sh('pg_ctlcluster', [PG.version, PG.standby, 'stop', '-m', mode], { allowFail: true, quiet: true });

function prepareData(state) {
  say('Migrations and demo data on the primary (a second run changes nothing)');
  sh(join(root, 'server', 'node_modules', '.bin', 'tsx'), ['src/cli/prepare.ts'], {
    cwd: join(root, 'server'),
    env: { ...process.env, ...replicaEnv(state, 0), PORT: '8130' },
  });
}

function replicaEnv(state, index) {
  return {
    PORT: String(PORTS.replicas[index]),
    HOST: '127.0.0.1',
    DATABASE_URL: PRIMARY_URL,
    READ_DATABASE_URL: STANDBY_URL,
    SEED: 'demo',
    // a folder per replica: nothing one needs may be in another's files
    DATA_DIR: `${DIR}/replica-${index + 1}`,
    PUBLIC_ORIGIN: ORIGIN,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    SSN_ENCRYPTION_KEY: state.ssn.encryptionKey,
    SSN_INDEX_KEY: state.ssn.indexKey,
  };
}

/** Starts replica `index` (0-2) as one node process (SIGKILL hits the server itself) and waits until it answers. */
export async function startReplica(state, index) {
  const port = PORTS.replicas[index];
  const known = state.replicas[index];
  if (known && alive(known.pid) && (await portOpen(port))) return;
  const logFile = `${DIR}/replica-${index + 1}.log`;
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server'),
    env: { ...process.env, ...replicaEnv(state, index) },
    stdio: ['ignore', out, out],
    detached: true,
  });
  closeSync(out);
  child.unref();
  state.replicas[index] = { pid: child.pid, port, log: logFile };
  writeState(state);
  await waitFor(`replica ${index + 1} (port ${port}, log ${logFile})`, async () => {
    if (!alive(child.pid)) throw new Error(`replica ${index + 1} exited: see ${logFile}`);
    return portOpen(port);
  });
  say(`Replica ${index + 1}: http://127.0.0.1:${port} (pid ${child.pid}, log ${logFile})`);
}

function haproxyConfig() {
  const servers = PORTS.replicas.map((port, i) => `  server r${i + 1} 127.0.0.1:${port}`).join('\n');
  return `# made by .ci/cluster/cluster.mjs
global
  maxconn 4000

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout check 2s
  # a request that found no server (refused, reset before it was sent) goes to another one; after it was
  # sent (an empty, 502/503/504 or late answer) only a read is sent again: a killed replica may have done
  # a write whose answer was lost (the load run saw a note made twice before this rule)
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504
  option forwardfor

frontend portal
  bind 127.0.0.1:${PORTS.balancer}
  # reads: GET, HEAD and the report calls, which POST their options but change nothing
  acl read_method method GET HEAD OPTIONS
  acl report_read path_beg /connector/v1/webamr/ /connector/v1/admin/webamr/
  http-request disable-l7-retry unless read_method || report_read
  # the bundled Demo Bank keeps its sessions in its process: one replica per client address
  acl demo_bank path_beg /demo-bank
  use_backend demo_bank if demo_bank
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET /instances/demo1/instance.json
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2
${servers}

backend demo_bank
  balance source
  hash-type consistent
  option httpchk GET /instances/demo1/instance.json
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2
${servers}

listen stats
  bind 127.0.0.1:${PORTS.stats}
  stats enable
  stats uri /
  stats refresh 2s
`;
}

async function startHaproxy(state) {
  const pidFile = `${DIR}/haproxy.pid`;
  if (existsSync(pidFile) && alive(Number(readFileSync(pidFile, 'utf8')))) return;
  writeFileSync(`${DIR}/haproxy.cfg`, haproxyConfig());
  sh('haproxy', ['-c', '-q', '-f', `${DIR}/haproxy.cfg`]);
  sh('haproxy', ['-D', '-f', `${DIR}/haproxy.cfg`, '-p', pidFile]);
  state.haproxyPid = Number(readFileSync(pidFile, 'utf8'));
  writeState(state);
  await waitFor('HAProxy', () => portOpen(PORTS.balancer));
  say(`HAProxy on ${PORTS.balancer} (stats http://127.0.0.1:${PORTS.stats}/)`);
}

export async function start({ build = true } = {}) {
  if (process.getuid?.() !== 0) throw new Error('npm run cluster needs root (apt-get, pg_createcluster)');
  mkdirSync(DIR, { recursive: true });
  const state = readState() ?? {
    ssn: { encryptionKey: randomBytes(32).toString('base64'), indexKey: randomBytes(32).toString('base64') },
    replicas: [],
  };
  writeState(state);
  ensurePackages();
  if (build) ensureBuilt();
  startPrimary();
  prepareData(state);
  startStandby();
  for (const index of PORTS.replicas.keys()) await startReplica(state, index);
  await startHaproxy(state);
  console.log(`
The portal on three replicas behind HAProxy:
  open      ${ORIGIN}/demo1/fi-FI/login   (customer / Demo-pass-2026)
  HAProxy   http://127.0.0.1:${PORTS.stats}/  (health of each replica)
  replicas  ${PORTS.replicas.map((p) => `http://127.0.0.1:${p}`).join('  ')}  (logs ${DIR}/replica-N.log)
  database  primary ${PRIMARY_URL}, hot standby ${STANDBY_URL} (report reads)
  load run  npm run cluster -- --load      stop  npm run cluster -- --stop
`);
  return state;
}

export async function stop() {
  const state = readState();
  for (const replica of state?.replicas ?? []) {
    if (replica && alive(replica.pid)) {
      say(`Stopping replica pid ${replica.pid}`);
      process.kill(replica.pid, 'SIGTERM');
      await waitFor(`replica pid ${replica.pid} stopping`, () => !alive(replica.pid), 20_000).catch(() =>
        process.kill(replica.pid, 'SIGKILL'),
      );
    }
  }
  const pidFile = `${DIR}/haproxy.pid`;
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (alive(pid)) {
      say(`Stopping HAProxy pid ${pid}`);
      process.kill(pid, 'SIGTERM');
    }
  }
  for (const name of [PG.standby, PG.primary]) {
    if (clusterExists(name)) {
      say(`Removing PostgreSQL cluster ${name}`);
      sh('pg_dropcluster', [PG.version, name, '--stop'], { allowFail: true });
    }
  }
  rmSync(DIR, { recursive: true, force: true });
  say('Cluster stopped and removed');
}

async function status() {
  const state = readState();
  if (!state) return console.log('No cluster (npm run cluster starts one).');
  for (const [i, replica] of state.replicas.entries())
    console.log(
      `replica ${i + 1}: port ${replica?.port} pid ${replica?.pid} ${replica && alive(replica.pid) ? 'running' : 'stopped'}`,
    );
  console.log(`HAProxy: ${(await portOpen(PORTS.balancer)) ? 'listening' : 'down'} on ${PORTS.balancer}`);
  console.log(
    `primary: ${clusterOnline(PG.primary) ? 'online' : 'down'}; standby: ${clusterOnline(PG.standby) ? 'online' : 'down'}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const main = async () => {
    if (args.includes('--stop')) return stop();
    if (args.includes('--status')) return status();
    await start({ build: !args.includes('--no-build') });
    if (args.includes('--load')) {
      const { runLoad } = await import('./load.mjs');
      await runLoad(args);
    }
  };
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
